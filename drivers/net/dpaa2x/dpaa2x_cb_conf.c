/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The copybreak setting's parse, check and text (dpaa2x_cb_conf.h),
 * without EAL: the devargs, the run-time API, telemetry and the fuzzers
 * take it.
 */

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpaa2x_cb_conf.h"

/* Strict unsigned decimal: digits only, no sign, no trailing garbage. */
int
dpaa2x_parse_uint(const char *s, uint64_t *v)
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
		if (dpaa2x_parse_uint(s, &n) != 0 || n > DPAA2X_COPYBREAK_MAX)
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
