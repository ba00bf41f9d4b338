/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * devargs of net_dpaa2x: one table names every key, its type and its
 * range; rte_kvargs splits the string, and every value is checked
 * against the table before anything is created.
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

enum arg_type {
	ARG_U32,	/* decimal integer in [min, max] into a uint32_t */
	ARG_I32,	/* same, into an int32_t */
	ARG_U16,
	ARG_U8,
	ARG_U64,
	ARG_BOOL,	/* on|off|1|0|yes|no */
	ARG_PATH,
	ARG_MAC,
	ARG_IPV4,
	ARG_SIZES,	/* a:b:c frame sizes */
	ARG_CPU,	/* a CPU in [min, max] or "step" (int32_t) */
	ARG_FC,		/* a flow control mode by name (uint8_t) */
};

/* flow_ctrl= values, indexed by DPAA2X_DEVARG_FC_* */
static const char *const fc_names[] = { "none", "rx_pause", "tx_pause", "full" };

struct arg_def {
	const char *key;
	enum arg_type type;
	size_t off;		/* into struct dpaa2x_devargs */
	uint64_t min, max;
	size_t set_off;		/* bool "was given" flag, 0 = none */
};

#define DA(f) offsetof(struct dpaa2x_devargs, f)
#define GP(f) (offsetof(struct dpaa2x_devargs, gp) + offsetof(struct dpaa2x_gen_params, f))

static const struct arg_def arg_defs[] = {
	{ "dpl", ARG_PATH, DA(dpl), 0, 0, 0 },
	{ "dpni", ARG_I32, DA(dpni), 0, DPAA2X_MAX_DPNI - 1, 0 },
	{ "copybreak", ARG_U32, DA(copybreak), 0, DPAA2X_COPYBREAK_MAX, 0 },
	{ "hw_cpu", ARG_CPU, DA(hw_cpu), 0, 1023, 0 },
	{ "stash", ARG_BOOL, DA(stash), 0, 1, 0 },
	{ "gen", ARG_BOOL, DA(gen), 0, 1, 0 },
	{ "gen_delay", ARG_U32, DA(gen_delay_ms), 0, 60000, 0 },
	{ "gen_size", ARG_SIZES, GP(sizes), 64, DPAA2X_MAX_FRAME, 0 },
	/* the generator's own limit (dpaa2x_gen_check()), above 100G at 64 B */
	{ "gen_rate", ARG_U64, GP(rate_pps), 0, 200000000ULL, 0 },
	{ "gen_count", ARG_U64, GP(count), 0, UINT64_MAX >> 1, 0 },
	{ "gen_flows", ARG_U32, GP(flows), 1, 4096, 0 },
	{ "gen_burst", ARG_U16, GP(burst), 1, 256, 0 },
	{ "gen_src_mac", ARG_MAC, GP(src_mac), 0, 0, 0 },
	{ "gen_dst_mac", ARG_MAC, GP(dst_mac), 0, 0, DA(gen_dst_mac_set) },
	{ "gen_src_ip", ARG_IPV4, GP(src_ip), 0, 0, DA(gen_src_ip_set) },
	{ "gen_dst_ip", ARG_IPV4, GP(dst_ip), 0, 0, DA(gen_dst_ip_set) },
	{ "gen_src_ip_count", ARG_U32, GP(src_ip_count), 1, 65536, 0 },
	{ "gen_dst_ip_count", ARG_U32, GP(dst_ip_count), 1, 65536, 0 },
	{ "gen_sport", ARG_U16, GP(sport), 0, 65535, 0 },
	{ "gen_dport", ARG_U16, GP(dport), 0, 65535, 0 },
	{ "gen_ttl", ARG_U8, GP(ttl), 1, 255, 0 },
	{ "flow_ctrl", ARG_FC, DA(flow_ctrl), 0, 0, 0 },
};

static void
devargs_defaults(struct dpaa2x_devargs *da)
{
	static const uint8_t src_mac[6] = { 0x02, 0x00, 0x00, 0x00, 0xee, 0x01 };

	memset(da, 0, sizeof(*da));
	da->dpni = -1;
	da->copybreak = DPAA2X_COPYBREAK_DEFAULT;
	da->hw_cpu = -1;
	da->stash = true;
	da->gen = true;
	da->gp.sizes[0] = 64;
	da->gp.n_sizes = 1;
	da->gp.flows = 64;
	da->gp.burst = 32;
	da->gp.src_ip_count = 1;
	da->gp.dst_ip_count = 1;
	da->gp.sport = 1024;
	da->gp.dport = 1024;
	da->gp.ttl = 64;
	memcpy(da->gp.src_mac, src_mac, sizeof(src_mac));
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

static const char *
range_text(const struct arg_def *d, char *buf, size_t len)
{
	switch (d->type) {
	case ARG_BOOL:
		return "on|off";
	case ARG_PATH:
		return "a readable DPL (.dtb) file";
	case ARG_MAC:
		return "xx:xx:xx:xx:xx:xx";
	case ARG_IPV4:
		return "a.b.c.d";
	case ARG_SIZES:
		snprintf(buf, len, "%" PRIu64 "..%" PRIu64 ", up to %d separated by ':'",
			 d->min, d->max, DPAA2X_GEN_MAX_SIZES);
		return buf;
	case ARG_CPU:
		snprintf(buf, len, "%" PRIu64 "..%" PRIu64 " or step", d->min, d->max);
		return buf;
	case ARG_FC:
		return "none|rx_pause|tx_pause|full";
	default:
		snprintf(buf, len, "%" PRIu64 "..%" PRIu64, d->min, d->max);
		return buf;
	}
}

static int
parse_number(const struct arg_def *d, const char *val, void *dst)
{
	uint64_t v;

	if (parse_uint(val, &v) != 0 || v < d->min || v > d->max)
		return -EINVAL;
	switch (d->type) {
	case ARG_U32: *(uint32_t *)dst = (uint32_t)v; break;
	case ARG_I32: case ARG_CPU: *(int32_t *)dst = (int32_t)v; break;
	case ARG_U16: *(uint16_t *)dst = (uint16_t)v; break;
	case ARG_U8: *(uint8_t *)dst = (uint8_t)v; break;
	default: *(uint64_t *)dst = v; break;
	}
	return 0;
}

static int
parse_sizes(const struct arg_def *d, const char *val, struct dpaa2x_gen_params *gp)
{
	char buf[256], *tok, *save = NULL;
	uint16_t n = 0;
	uint64_t v;

	/* strtok_r() would skip empty sizes: ":64", "64::128" */
	if (strlen(val) >= sizeof(buf) || val[0] == ':' || strstr(val, "::") != NULL)
		return -EINVAL;
	strcpy(buf, val);
	for (tok = strtok_r(buf, ":", &save); tok != NULL;
	     tok = strtok_r(NULL, ":", &save)) {
		if (n == DPAA2X_GEN_MAX_SIZES || parse_uint(tok, &v) != 0 ||
		    v < d->min || v > d->max)
			return -EINVAL;
		gp->sizes[n++] = (uint16_t)v;
	}
	if (n == 0 || val[strlen(val) - 1] == ':')
		return -EINVAL;
	gp->n_sizes = n;
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

static int
parse_value(const struct arg_def *d, const char *val, struct dpaa2x_devargs *da)
{
	void *dst = (char *)da + d->off;

	switch (d->type) {
	case ARG_BOOL:
		if (!strcmp(val, "on") || !strcmp(val, "1") || !strcmp(val, "yes"))
			*(bool *)dst = true;
		else if (!strcmp(val, "off") || !strcmp(val, "0") || !strcmp(val, "no"))
			*(bool *)dst = false;
		else
			return -EINVAL;
		return 0;
	case ARG_PATH: {
		struct stat st;

		/*
		 * A file that does not exist is left to the loader (it names
		 * the errno); a directory, FIFO or device is refused here:
		 * opening a FIFO would block the probe.
		 */
		if (val[0] == '\0' || strlen(val) >= sizeof(da->dpl) ||
		    (stat(val, &st) == 0 && !S_ISREG(st.st_mode)))
			return -EINVAL;
		strcpy(dst, val);
		return 0;
	}
	case ARG_MAC:
		return parse_mac(val, dst);
	case ARG_IPV4:
		return parse_ipv4(val, dst);
	case ARG_SIZES:
		return parse_sizes(d, val, &da->gp);
	case ARG_CPU:
		if (strcmp(val, "step") != 0)
			return parse_number(d, val, dst);
		*(int32_t *)dst = DPAA2X_DEVARG_HW_STEP;
		return 0;
	case ARG_FC: {
		unsigned int i;

		for (i = 0; i < RTE_DIM(fc_names); i++)
			if (strcmp(val, fc_names[i]) == 0) {
				*(uint8_t *)dst = (uint8_t)i;
				return 0;
			}
		return -EINVAL;
	}
	default:
		return parse_number(d, val, dst);
	}
}

static const struct arg_def *
find_def(const char *key)
{
	unsigned int i;

	for (i = 0; i < RTE_DIM(arg_defs); i++)
		if (strcmp(arg_defs[i].key, key) == 0)
			return &arg_defs[i];
	return NULL;
}

static void
known_keys(char *buf, size_t len)
{
	size_t used = 0;
	unsigned int i;

	buf[0] = '\0';
	for (i = 0; i < RTE_DIM(arg_defs) && used < len; i++)
		used += snprintf(buf + used, len - used, "%s%s",
				 i ? ", " : "", arg_defs[i].key);
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

int
dpaa2x_devargs_parse(const char *args, struct dpaa2x_devargs *da,
		     char *err, size_t errlen)
{
	bool seen[RTE_DIM(arg_defs)] = { false };
	struct rte_kvargs *kv;
	char range[96], keys[512];
	unsigned int i;
	int ret = 0;

	devargs_defaults(da);
	if (args == NULL || args[0] == '\0')
		return 0;
	if (check_pairs(args, err, errlen) != 0)
		return -EINVAL;
	kv = rte_kvargs_parse(args, NULL);
	if (kv == NULL) {
		/* check_pairs() passed: more pairs than rte_kvargs takes */
		snprintf(err, errlen, "cannot parse devargs \"%s\": at most %d key=value pairs",
			 args, RTE_KVARGS_MAX);
		return -EINVAL;
	}
	for (i = 0; i < kv->count && ret == 0; i++) {
		const char *key = kv->pairs[i].key;
		const char *val = kv->pairs[i].value ? kv->pairs[i].value : "";
		const struct arg_def *d = find_def(key);

		if (d == NULL) {
			known_keys(keys, sizeof(keys));
			snprintf(err, errlen, "unknown devarg '%s' (known: %s)", key, keys);
			ret = -EINVAL;
		} else if (seen[d - arg_defs]) {
			snprintf(err, errlen, "devarg %s given twice", key);
			ret = -EINVAL;
		} else if (parse_value(d, val, da) != 0) {
			snprintf(err, errlen, "invalid devarg %s=%s: allowed %s", key, val,
				 range_text(d, range, sizeof(range)));
			ret = -EINVAL;
		} else {
			seen[d - arg_defs] = true;
			if (d->set_off)
				*(bool *)((char *)da + d->set_off) = true;
		}
	}
	rte_kvargs_free(kv);
	return ret;
}
