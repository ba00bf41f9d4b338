/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The telemetry command /dpaa2x/copybreak: the rx copybreak of a port,
 * read and set while an application forwards, from stock dpdk-telemetry.py
 * (no API call needed in the application):
 *
 *   /dpaa2x/copybreak,<port>                       read it
 *   /dpaa2x/copybreak,<port>,<bytes>               set a fixed copybreak
 *   /dpaa2x/copybreak,<port>,auto[:<low>:<high>]   set copybreak=auto
 *
 * The values are the devarg's (the same parser); the change goes through
 * the run-time API. The reply is the port's copybreak after the command,
 * or {"error": "..."} naming what was wrong.
 */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_ethdev.h>
#include <rte_telemetry.h>

#include "dpaa2x_devargs.h"
#include "rte_pmd_dpaa2x.h"

#define CB_CMD		"/dpaa2x/copybreak"
#define CB_USAGE	CB_CMD ",<port>[,<bytes>|auto[:<low>:<high>]]"

static int __rte_format_printf(2, 3)
reply_error(struct rte_tel_data *d, const char *fmt, ...)
{
	char msg[RTE_TEL_MAX_STRING_LEN];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	rte_tel_data_start_dict(d);
	rte_tel_data_add_dict_string(d, "error", msg);
	return 0;
}

/* The port's copybreak as it is now. */
static int
reply_copybreak(struct rte_tel_data *d, uint16_t port)
{
	struct rte_pmd_dpaa2x_copybreak_info ci;
	struct dpaa2x_cb_conf c;
	char text[32];

	if (rte_pmd_dpaa2x_get_rx_copybreak_info(port, &ci) < 0)
		return reply_error(d, "port %u is not a net_dpaa2x port of this process", port);
	c = (struct dpaa2x_cb_conf){ .is_auto = ci.auto_mode, .bytes = ci.copybreak,
				     .low = ci.low, .high = ci.high };
	rte_tel_data_start_dict(d);
	rte_tel_data_add_dict_int(d, "port", port);
	rte_tel_data_add_dict_string(d, "copybreak", dpaa2x_cb_conf_text(&c, text, sizeof(text)));
	/* what Rx uses now: capped by the longest frame; auto: by the pool */
	rte_tel_data_add_dict_int(d, "in_force", ci.auto_mode ? ci.copybreak : ci.low_in_force);
	if (!ci.auto_mode)
		return 0;
	rte_tel_data_add_dict_int(d, "low", ci.low_in_force);
	rte_tel_data_add_dict_int(d, "high", ci.high_in_force);
	rte_tel_data_add_dict_int(d, "pool_depleted", ci.pool_depleted);
	rte_tel_data_add_dict_int(d, "depletion_entry", ci.depletion_entry);
	rte_tel_data_add_dict_int(d, "depletion_exit", ci.depletion_exit);
	return 0;
}

static int
cb_cmd(const char *cmd, const char *params, struct rte_tel_data *d)
{
	char buf[64], *value, *end;
	struct dpaa2x_cb_conf c;
	unsigned long port;
	int ret;

	RTE_SET_USED(cmd);
	if (params == NULL || params[0] == '\0')
		return reply_error(d, "usage: " CB_USAGE);
	snprintf(buf, sizeof(buf), "%s", params);
	value = strchr(buf, ',');
	if (value != NULL)
		*value++ = '\0';
	errno = 0;
	port = strtoul(buf, &end, 10);
	if (buf[0] < '0' || buf[0] > '9' || *end != '\0' || errno != 0 ||
	    port >= RTE_MAX_ETHPORTS)
		return reply_error(d, "bad port '%.16s' (usage: " CB_USAGE ")", buf);
	if (value == NULL)
		return reply_copybreak(d, (uint16_t)port);
	if (strlen(params) >= sizeof(buf) || dpaa2x_cb_conf_parse(value, &c) < 0)
		return reply_error(d, "bad copybreak '%.16s': allowed " DPAA2X_CB_ALLOWED, value);
	ret = c.is_auto ? rte_pmd_dpaa2x_set_rx_copybreak_auto((uint16_t)port, c.low, c.high) :
		rte_pmd_dpaa2x_set_rx_copybreak((uint16_t)port, c.bytes);
	if (ret == -ENODEV)
		return reply_error(d, "port %lu is not a net_dpaa2x port of this process", port);
	if (ret < 0)
		return reply_error(d, "port %lu: copybreak %s not set: %s", port,
				   dpaa2x_cb_conf_text(&c, buf, sizeof(buf)), strerror(-ret));
	return reply_copybreak(d, (uint16_t)port);
}

RTE_INIT(dpaa2x_telemetry_init)
{
	rte_telemetry_register_cmd(CB_CMD, cb_cmd, "Reads or sets the rx copybreak of a "
				   "net_dpaa2x port. Parameters: " CB_USAGE);
}
