/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The copybreak setting as software asks for it (dpaa2x_cb_conf.c): its
 * limits, its text and its parse, for the devarg, the run-time API and
 * telemetry alike, and for the copybreak word. No EAL in it.
 */

#ifndef DPAA2X_CB_CONF_H
#define DPAA2X_CB_CONF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dpaa2x_hw_fmt.h"

/* A macro's value as a string literal (its number, for texts). */
#define DPAA2X_STR_(x)	#x
#define DPAA2X_XSTR(x)	DPAA2X_STR_(x)

#define DPAA2X_COPYBREAK_DEFAULT	512
#define DPAA2X_COPYBREAK_MAX		DPAA2X_MAX_FRAME
/* copybreak=auto: <low> and <high> when not given (high: every frame) */
#define DPAA2X_CB_AUTO_LOW_DEFAULT	0
#define DPAA2X_CB_AUTO_HIGH_DEFAULT	DPAA2X_COPYBREAK_MAX

/*
 * A copybreak as asked for (devarg, run-time API, telemetry): a number of
 * bytes, or auto: <low> while the Rx pool is not depleted, <high> while
 * it is (0 <= low <= high <= DPAA2X_COPYBREAK_MAX).
 */
struct dpaa2x_cb_conf {
	bool is_auto;
	uint32_t bytes;			/* fixed */
	uint32_t low, high;		/* auto */
};

/* What copybreak= allows, for error messages. */
#define DPAA2X_CB_ALLOWED \
	"0.." DPAA2X_XSTR(DPAA2X_COPYBREAK_MAX) ", auto or auto:<low>:<high> with " \
	"0 <= low <= high <= " DPAA2X_XSTR(DPAA2X_COPYBREAK_MAX)

/* "N", "auto" or "auto:<low>:<high>" into *c: 0, or -EINVAL (then the
 * message is DPAA2X_CB_ALLOWED). */
int dpaa2x_cb_conf_parse(const char *s, struct dpaa2x_cb_conf *c);
/* A valid conf (the API's values are checked with it too). */
bool dpaa2x_cb_conf_valid(const struct dpaa2x_cb_conf *c);
/* "512" or "auto:0:10240": what copybreak= would take for it. */
const char *dpaa2x_cb_conf_text(const struct dpaa2x_cb_conf *c, char *buf, size_t len);
/* Strict unsigned decimal: digits only, no sign, no trailing garbage. */
int dpaa2x_parse_uint(const char *s, uint64_t *v);

#endif /* DPAA2X_CB_CONF_H */
