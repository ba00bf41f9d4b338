/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Minimal test harness shared by the C test programs: value assertions that
 * print both sides, a runner that names each case, and an EAL start-up that
 * works without hugepages. A program exits non-zero when any check failed.
 */

#ifndef DPAA2X_TEST_H
#define DPAA2X_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int t_failures;		/* checks failed in the current program */
extern int t_cases_failed;

#define T_FAIL_AT(...) do { \
	fprintf(stderr, "%s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); t_failures++; \
} while (0)

#define T_CHECK(cond) do { if (!(cond)) T_FAIL_AT("check failed: %s", #cond); } while (0)

#define T_EQ(a, b) do { \
	long long t_a_ = (long long)(a), t_b_ = (long long)(b); \
	if (t_a_ != t_b_) \
		T_FAIL_AT("%s == %s failed: %lld != %lld", #a, #b, t_a_, t_b_); \
} while (0)

#define T_NE(a, b) do { \
	long long t_a_ = (long long)(a), t_b_ = (long long)(b); \
	if (t_a_ == t_b_) \
		T_FAIL_AT("%s != %s failed: both %lld", #a, #b, t_a_); \
} while (0)

#define T_STREQ(a, b) do { \
	const char *t_a_ = (a), *t_b_ = (b); \
	if (strcmp(t_a_, t_b_) != 0) \
		T_FAIL_AT("%s == %s failed:\n  got:      \"%s\"\n  expected: \"%s\"", #a, #b, t_a_, t_b_); \
} while (0)

/* haystack contains needle */
#define T_CONTAINS(hay, needle) do { \
	const char *t_h_ = (hay), *t_n_ = (needle); \
	if (strstr(t_h_, t_n_) == NULL) \
		T_FAIL_AT("\"%s\" does not contain \"%s\"", t_h_, t_n_); \
} while (0)

/* Run one case: prints "ok - name" or "FAIL - name". DPAA2X_TEST_ONLY=name
 * runs just the named case. */
void t_run(const char *name, void (*fn)(void));
#define T_RUN(fn) t_run(#fn, fn)

/* A case of a table of cases (a program's main() runs them in order). */
struct t_case {
	const char *name;
	void (*fn)(void);
};
#define T_CASE(fn) { #fn, fn }

/* t_run() of each of the n cases, in their order. */
void t_run_cases(const struct t_case *cases, unsigned int n);

/*
 * A program's main() that is its table of cases: run(argv[0], arg, the
 * cases, their count) returns the exit status (MT_MAIN, T_STEP_MAIN).
 */
#define T_MAIN(run, arg, ...) \
int \
main(int argc, char **argv) \
{ \
	static const struct t_case t_cases_[] = { __VA_ARGS__ }; \
	(void)argc; \
	return run(argv[0], arg, t_cases_, sizeof(t_cases_) / sizeof(t_cases_[0])); \
}

/*
 * Start EAL for a test program: no hugepages, no PCI, a file prefix of its
 * own (tests run in parallel), lcores 0-1, quiet logs. extra (may be NULL)
 * is a NULL-terminated list of further EAL arguments, then those of
 * DPAA2X_TEST_EAL_ARGS (space-separated). Exits on failure.
 */
void t_eal_init(const char *prog, const char *const *extra);

/* Print the summary and return the exit status for main(). */
int t_done(void);

#endif /* DPAA2X_TEST_H */
