/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * devargs of net_dpaa2x: one table names every key of the driver, its type
 * and its range; rte_kvargs splits the string, and every value is checked
 * against the table before anything is created. Keys the table lacks are
 * the board's (the emulated board's tester): handed on unread, to be
 * checked by the board's own table with the same engine.
 */

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <rte_common.h>
#include <rte_kvargs.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_hw_fmt.h"
#include "dpaa2x_hw_backend.h"


#define DA(f) offsetof(struct dpaa2x_devargs, f)

static const struct dpaa2x_arg_def arg_defs[] = {
	{ "dpl", DPAA2X_ARG_PATH, DA(dpl), 0, 0, 0 },
	{ "dpni", DPAA2X_ARG_I32, DA(dpni), 0, DPAA2X_MAX_DPNI_ID, 0 },
	{ "copybreak", DPAA2X_ARG_COPYBREAK, DA(copybreak), 0, DPAA2X_COPYBREAK_MAX, 0 },
	{ "hw_cpu", DPAA2X_ARG_CPU, DA(hw_cpu), 0, 1023, 0 },
	{ "stash", DPAA2X_ARG_BOOL, DA(stash), 0, 1, 0 },
	/* flow_ctrl= words in the order of DPAA2X_DEVARG_FC_* */
	{ "flow_ctrl", DPAA2X_ARG_CHOICE, DA(flow_ctrl), 0, 0, 0, "none|rx_pause|tx_pause|full" },
	{ "backend", DPAA2X_ARG_CHOICE, DA(backend), 0, 0, 0, "emulated|fslmc" },
	{ "copy_pool", DPAA2X_ARG_U32, DA(copy_pool), DPAA2X_COPY_POOL_MIN, DPAA2X_COPY_POOL_MAX, 0 },
};

_Static_assert(DPAA2X_BACKEND_EMULATED == 0 && DPAA2X_BACKEND_FSLMC == 1,
	       "backend= words in the order of enum dpaa2x_backend");

static const struct dpaa2x_arg_table pmd_table = { arg_defs, RTE_DIM(arg_defs) };

static void
devargs_defaults(struct dpaa2x_devargs *da)
{
	memset(da, 0, sizeof(*da));
	da->dpni = -1;
	da->copybreak.bytes = DPAA2X_COPYBREAK_DEFAULT;
	da->hw_cpu = -1;
	da->stash = true;
	da->backend = DPAA2X_BACKEND_EMULATED;
	da->copy_pool = DPAA2X_COPY_POOL_DEFAULT;
}

/* Strict unsigned decimal: digits only, no sign, no trailing garbage. */
static int
parse_uint(const char *s, uint64_t *v)
{
	char *end;

	if (!isdigit((unsigned char)s[0]))
		return -EINVAL;
	errno = 0;
	*v = strtoull(s, &end, 10);
	if (errno != 0 || *end != '\0')
		return -EINVAL;
	return 0;
}

/* DPAA2X_CB_ALLOWED names the limit as a number */
_Static_assert(DPAA2X_COPYBREAK_MAX == 10240, "DPAA2X_CB_ALLOWED names 10240");

bool
dpaa2x_cb_conf_valid(const struct dpaa2x_cb_conf *c)
{
	if (!c->is_auto)
		return c->bytes <= DPAA2X_COPYBREAK_MAX;
	return c->low <= c->high && c->high <= DPAA2X_COPYBREAK_MAX;
}

int
dpaa2x_cb_conf_parse(const char *s, struct dpaa2x_cb_conf *c)
{
	struct dpaa2x_cb_conf v = { .is_auto = true, .low = DPAA2X_CB_AUTO_LOW_DEFAULT,
				    .high = DPAA2X_CB_AUTO_HIGH_DEFAULT };
	uint64_t n;
	char tail;

	if (strncmp(s, "auto", 4) != 0) {
		if (parse_uint(s, &n) != 0 || n > DPAA2X_COPYBREAK_MAX)
			return -EINVAL;
		*c = (struct dpaa2x_cb_conf){ .bytes = (uint32_t)n };
		return 0;
	}
	/* auto, or auto:<low>:<high> in decimal digits only */
	if (s[4] != '\0' &&
	    (s[4] != ':' || strspn(s + 5, "0123456789:") != strlen(s + 5) ||
	     sscanf(s + 5, "%5u:%5u%c", &v.low, &v.high, &tail) != 2 ||
	     !isdigit((unsigned char)s[5]) || strstr(s + 5, "::") != NULL ||
	     !isdigit((unsigned char)s[strlen(s) - 1])))
		return -EINVAL;
	if (!dpaa2x_cb_conf_valid(&v))
		return -EINVAL;
	*c = v;
	return 0;
}

const char *
dpaa2x_cb_conf_text(const struct dpaa2x_cb_conf *c, char *buf, size_t len)
{
	if (c->is_auto)
		snprintf(buf, len, "auto:%u:%u", c->low, c->high);
	else
		snprintf(buf, len, "%u", c->bytes);
	return buf;
}

static const char *
range_text(const struct dpaa2x_arg_def *d, char *buf, size_t len)
{
	switch (d->type) {
	case DPAA2X_ARG_BOOL:
		return "on|off";
	case DPAA2X_ARG_PATH:
		return "a readable DPL (.dtb) file";
	case DPAA2X_ARG_MAC:
		return "xx:xx:xx:xx:xx:xx";
	case DPAA2X_ARG_IPV4:
		return "a.b.c.d";
	case DPAA2X_ARG_CHOICE:
		return d->choices;
	case DPAA2X_ARG_U16_LIST:
		snprintf(buf, len, "%" PRIu64 "..%" PRIu64 ", up to %d separated by ':'",
			 d->min, d->max, DPAA2X_ARG_LIST_MAX);
		return buf;
	case DPAA2X_ARG_CPU:
		snprintf(buf, len, "%" PRIu64 "..%" PRIu64 " or step", d->min, d->max);
		return buf;
	case DPAA2X_ARG_COPYBREAK:
		return DPAA2X_CB_ALLOWED;
	default:
		snprintf(buf, len, "%" PRIu64 "..%" PRIu64, d->min, d->max);
		return buf;
	}
}

static int
parse_number(const struct dpaa2x_arg_def *d, const char *val, void *dst)
{
	uint64_t v;

	if (parse_uint(val, &v) != 0 || v < d->min || v > d->max)
		return -EINVAL;
	switch (d->type) {
	case DPAA2X_ARG_U32: *(uint32_t *)dst = (uint32_t)v; break;
	case DPAA2X_ARG_I32: case DPAA2X_ARG_CPU: *(int32_t *)dst = (int32_t)v; break;
	case DPAA2X_ARG_U16: *(uint16_t *)dst = (uint16_t)v; break;
	case DPAA2X_ARG_U8: *(uint8_t *)dst = (uint8_t)v; break;
	default: *(uint64_t *)dst = v; break;
	}
	return 0;
}

static int
parse_list(const struct dpaa2x_arg_def *d, const char *val, uint16_t *v, uint16_t *count)
{
	char buf[256], *tok, *save = NULL;
	uint16_t n = 0;
	uint64_t x;

	/* strtok_r() would skip empty values: ":64", "64::128" */
	if (strlen(val) >= sizeof(buf) || val[0] == ':' || strstr(val, "::") != NULL)
		return -EINVAL;
	strcpy(buf, val);
	for (tok = strtok_r(buf, ":", &save); tok != NULL;
	     tok = strtok_r(NULL, ":", &save)) {
		if (n == DPAA2X_ARG_LIST_MAX || parse_uint(tok, &x) != 0 ||
		    x < d->min || x > d->max)
			return -EINVAL;
		v[n++] = (uint16_t)x;
	}
	if (n == 0 || val[strlen(val) - 1] == ':')
		return -EINVAL;
	*count = n;
	return 0;
}

static int
parse_mac(const char *val, uint8_t *mac)
{
	unsigned int b[6];
	char tail;
	int i;

	if (strlen(val) != 17 ||
	    sscanf(val, "%2x:%2x:%2x:%2x:%2x:%2x%c", &b[0], &b[1], &b[2],
		   &b[3], &b[4], &b[5], &tail) != 6)
		return -EINVAL;
	for (i = 0; i < 6; i++) {
		if (!isxdigit((unsigned char)val[i * 3]) ||
		    !isxdigit((unsigned char)val[i * 3 + 1]))
			return -EINVAL;
		mac[i] = (uint8_t)b[i];
	}
	return 0;
}

static int
parse_ipv4(const char *val, uint32_t *ip)
{
	char buf[16], *tok, *save = NULL;
	uint32_t addr = 0;
	uint64_t v;
	int n = 0;

	if (val[0] == '\0' || strlen(val) >= sizeof(buf) || val[strlen(val) - 1] == '.')
		return -EINVAL;
	strcpy(buf, val);
	for (tok = strtok_r(buf, ".", &save); tok != NULL;
	     tok = strtok_r(NULL, ".", &save)) {
		/* no leading zero: "010" is 8 to inet_aton() */
		if (++n > 4 || parse_uint(tok, &v) != 0 || v > 255 ||
		    (tok[0] == '0' && tok[1] != '\0'))
			return -EINVAL;
		addr = (addr << 8) | (uint32_t)v;
	}
	if (n != 4 || strstr(val, "..") != NULL)
		return -EINVAL;
	*ip = addr;
	return 0;
}

/* The index of val among the '|'-separated words of choices. */
static int
parse_choice(const char *choices, const char *val, uint8_t *idx)
{
	size_t len = strlen(val);
	const char *w = choices;
	uint8_t i;

	for (i = 0; len != 0 && i < UINT8_MAX; i++) {
		const char *end = strchr(w, '|');
		size_t wlen = end != NULL ? (size_t)(end - w) : strlen(w);

		if (wlen == len && strncmp(w, val, len) == 0) {
			*idx = i;
			return 0;
		}
		if (end == NULL)
			break;
		w = end + 1;
	}
	return -EINVAL;
}

static int
parse_value(const struct dpaa2x_arg_def *d, const char *val, void *base)
{
	void *dst = (char *)base + d->off;

	switch (d->type) {
	case DPAA2X_ARG_BOOL:
		if (!strcmp(val, "on") || !strcmp(val, "1") || !strcmp(val, "yes"))
			*(bool *)dst = true;
		else if (!strcmp(val, "off") || !strcmp(val, "0") || !strcmp(val, "no"))
			*(bool *)dst = false;
		else
			return -EINVAL;
		return 0;
	case DPAA2X_ARG_PATH: {
		struct stat st;

		/*
		 * A file that does not exist is left to the loader (it names
		 * the errno); a directory, FIFO or device is refused here:
		 * opening a FIFO would block the probe.
		 */
		if (val[0] == '\0' || strlen(val) >= PATH_MAX ||
		    (stat(val, &st) == 0 && !S_ISREG(st.st_mode)))
			return -EINVAL;
		strcpy(dst, val);
		return 0;
	}
	case DPAA2X_ARG_MAC:
		return parse_mac(val, dst);
	case DPAA2X_ARG_IPV4:
		return parse_ipv4(val, dst);
	case DPAA2X_ARG_U16_LIST:
		return parse_list(d, val, dst, (uint16_t *)((char *)base + d->aux_off));
	case DPAA2X_ARG_CPU:
		if (strcmp(val, "step") != 0)
			return parse_number(d, val, dst);
		*(int32_t *)dst = DPAA2X_DEVARG_HW_STEP;
		return 0;
	case DPAA2X_ARG_CHOICE:
		return parse_choice(d->choices, val, dst);
	case DPAA2X_ARG_COPYBREAK:
		return dpaa2x_cb_conf_parse(val, dst);
	default:
		return parse_number(d, val, dst);
	}
}

static const struct dpaa2x_arg_def *
find_def(const struct dpaa2x_arg_table *t, const char *key)
{
	unsigned int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->defs[i].key, key) == 0)
			return &t->defs[i];
	return NULL;
}

static size_t
list_keys(const struct dpaa2x_arg_table *t, char *buf, size_t len, size_t used)
{
	unsigned int i;

	for (i = 0; i < t->n && used < len; i++)
		used += snprintf(buf + used, len - used, "%s%s",
				 used ? ", " : "", t->defs[i].key);
	return used;
}

/* The driver's keys, then those of t if it is the board's table. */
static void
known_keys(const struct dpaa2x_arg_table *t, char *buf, size_t len)
{
	size_t used;

	buf[0] = '\0';
	used = list_keys(&pmd_table, buf, len, 0);
	if (t != &pmd_table)
		list_keys(t, buf, len, used);
}

const char *
dpaa2x_devargs_key(unsigned int i)
{
	return i < RTE_DIM(arg_defs) ? arg_defs[i].key : NULL;
}

/*
 * rte_kvargs splits a pair at every '=': "copybreak==1" becomes key ""
 * and "a=b=c" key "b". Refuse a pair without a key or with a second '='
 * first, quoting it whole. As in rte_kvargs, a ',' inside [...] does not
 * end a pair.
 */
static int
check_pairs(const char *args, char *err, size_t errlen)
{
	const char *pair = args, *p, *eq;
	bool in_list = false;
	int len;

	for (p = args;; p++) {
		if (*p == '[')
			in_list = true;
		else if (*p == ']')
			in_list = false;
		if ((*p != ',' || in_list) && *p != '\0')
			continue;
		len = (int)(p - pair);
		eq = memchr(pair, '=', len);
		if (eq == pair) {
			snprintf(err, errlen, "invalid devarg %.*s: no key before '='",
				 len, pair);
			return -EINVAL;
		}
		if (eq != NULL && memchr(eq + 1, '=', p - eq - 1) != NULL) {
			snprintf(err, errlen, "invalid devarg %.*s: a value cannot contain '='",
				 len, pair);
			return -EINVAL;
		}
		if (*p == '\0')
			return 0;
		pair = p + 1;
	}
}

/* "key=value" appended to rest, comma-separated; false if it does not fit. */
static bool
rest_add(char *rest, size_t len, const char *key, const char *val)
{
	size_t used = strlen(rest);
	int n = snprintf(rest + used, len - used, "%s%s=%s", used ? "," : "", key, val);

	return n >= 0 && (size_t)n < len - used;
}

/* One pair: into dst by its table row, else into rest (or unknown). */
static int
parse_pair(const struct dpaa2x_arg_table *t, const char *key, const char *val,
	   void *dst, bool *seen, char *rest, size_t restlen, char *err, size_t errlen)
{
	const struct dpaa2x_arg_def *d = find_def(t, key);
	char range[96], keys[512];

	if (d == NULL && rest != NULL) {
		if (rest_add(rest, restlen, key, val))
			return 0;
		snprintf(err, errlen, "devargs for the board longer than %zu characters",
			 restlen - 1);
	} else if (d == NULL) {
		known_keys(t, keys, sizeof(keys));
		snprintf(err, errlen, "unknown devarg '%s' (known: %s)", key, keys);
	} else if (seen[d - t->defs]) {
		snprintf(err, errlen, "devarg %s given twice", key);
	} else if (parse_value(d, val, dst) != 0) {
		snprintf(err, errlen, "invalid devarg %s=%s: allowed %s", key, val,
			 range_text(d, range, sizeof(range)));
	} else {
		seen[d - t->defs] = true;
		if (d->aux_off != 0 && d->type != DPAA2X_ARG_U16_LIST)
			*(bool *)((char *)dst + d->aux_off) = true;
		return 0;
	}
	return -EINVAL;
}

int
dpaa2x_args_parse(const struct dpaa2x_arg_table *t, const char *args, void *dst,
		  char *rest, size_t restlen, char *err, size_t errlen)
{
	bool seen[64] = { false };
	struct rte_kvargs *kv;
	unsigned int i;
	int ret = 0;

	if (rest != NULL && restlen != 0)
		rest[0] = '\0';
	if (args == NULL || args[0] == '\0')
		return 0;
	if (t->n > RTE_DIM(seen) || check_pairs(args, err, errlen) != 0)
		return -EINVAL;
	kv = rte_kvargs_parse(args, NULL);
	if (kv == NULL) {
		/* check_pairs() passed: more pairs than rte_kvargs takes */
		snprintf(err, errlen, "cannot parse devargs \"%s\": at most %d key=value pairs",
			 args, RTE_KVARGS_MAX);
		return -EINVAL;
	}
	for (i = 0; i < kv->count && ret == 0; i++)
		ret = parse_pair(t, kv->pairs[i].key,
				 kv->pairs[i].value ? kv->pairs[i].value : "",
				 dst, seen, rest, restlen, err, errlen);
	rte_kvargs_free(kv);
	return ret;
}

/*
 * backend=fslmc drives a dpni the MC already has (the fslmc bus lists none
 * to a vdev: the port names it), on the MC's objects and the bus's portals:
 * the emulated backend's DPL and engine CPU mean nothing there.
 */
static int
backend_check(const struct dpaa2x_devargs *da, char *err, size_t errlen)
{
	if (da->backend != DPAA2X_BACKEND_FSLMC)
		return 0;
	if (da->dpni < 0)
		snprintf(err, errlen, "devarg backend=fslmc needs dpni=<id>: the dpni of "
			 "the DPRC that this port drives");
	else if (da->dpl[0] != '\0')
		snprintf(err, errlen, "devarg dpl=%s is the emulated backend's: with "
			 "backend=fslmc the MC has created the objects", da->dpl);
	else if (da->hw_cpu != -1)
		snprintf(err, errlen, "devarg hw_cpu= is the emulated backend's (its "
			 "engine thread): backend=fslmc has none");
	else
		return 0;
	return -EINVAL;
}

int
dpaa2x_devargs_parse(const char *args, struct dpaa2x_devargs *da,
		     char *err, size_t errlen)
{
	int ret;

	devargs_defaults(da);
	ret = dpaa2x_args_parse(&pmd_table, args, da, da->board, sizeof(da->board),
				err, errlen);
	return ret == 0 ? backend_check(da, err, errlen) : ret;
}
