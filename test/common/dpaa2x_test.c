/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <libgen.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <rte_eal.h>

#include "dpaa2x_test.h"

int t_failures;
int t_cases_failed;
static int eal_up;

void
t_eal_init(const char *prog, const char *const *extra)
{
	/* test/pmd/iova_pa.sh: hugepages there, and IOVA as physical addresses */
	const char *huge = getenv("DPAA2X_TEST_HUGE_DIR");
	const char *eal_args = getenv("DPAA2X_TEST_EAL_ARGS");
	static char env_args[1024];
	char *tok, *save = NULL;
	char prefix[96], name[64], huge_dir[PATH_MAX + 16];
	const char *argv[64];
	int argc = 0;

	snprintf(name, sizeof(name), "%s", prog);
	snprintf(prefix, sizeof(prefix), "--file-prefix=%s_%d", basename(name), (int)getpid());
	argv[argc++] = prog;
	if (huge != NULL) {	/* memory as it is needed, page by page */
		snprintf(huge_dir, sizeof(huge_dir), "--huge-dir=%s", huge);
		argv[argc++] = huge_dir;
		argv[argc++] = "--iova-mode=pa";
	} else {
		argv[argc++] = "--no-huge";
		argv[argc++] = "-m";
		argv[argc++] = "1024";
	}
	argv[argc++] = "--no-pci";
	argv[argc++] = "-l";
	argv[argc++] = "0-1";
	argv[argc++] = prefix;
	argv[argc++] = "--log-level=*:warning";
	while (extra != NULL && *extra != NULL && argc < 63)
		argv[argc++] = *extra++;
	/* the runner's own, space-separated (suite fslmc's board_* cases:
	 * net_dpaa2 blocked off the board's dpnis, the dpaa2x mempool ops) */
	if (eal_args != NULL) {
		snprintf(env_args, sizeof(env_args), "%s", eal_args);
		for (tok = strtok_r(env_args, " ", &save); tok != NULL && argc < 63;
		     tok = strtok_r(NULL, " ", &save))
			argv[argc++] = tok;
	}
	argv[argc] = NULL;
	if (rte_eal_init(argc, (char **)(uintptr_t)argv) < 0) {
		fprintf(stderr, "%s: rte_eal_init failed\n", prog);
		exit(2);
	}
	eal_up = 1;
}

void
t_run(const char *name, void (*fn)(void))
{
	int before = t_failures;
	const char *only = getenv("DPAA2X_TEST_ONLY");

	if (only != NULL && strcmp(only, name) != 0)
		return;
	fn();
	if (t_failures == before) {
		printf("ok - %s\n", name);
	} else {
		printf("FAIL - %s\n", name);
		t_cases_failed++;
	}
	fflush(stdout);
}

void
t_run_cases(const struct t_case *cases, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		t_run(cases[i].name, cases[i].fn);
}

int
t_done(void)
{
	printf("%s: %d case(s) failed, %d check(s) failed\n",
	       t_cases_failed || t_failures ? "FAIL" : "PASS",
	       t_cases_failed, t_failures);
	if (eal_up)
		rte_eal_cleanup();
	return t_failures ? 1 : 0;
}
