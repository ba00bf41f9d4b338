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
 *
 * And /dpaa2x/link,<port>[,up|down]: the port's link as ethdev reports it,
 * or the emulated board's cable plugged in or pulled
 * (rte_pmd_dpaa2x_wire_set_link(): a link status event follows).
 */

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_ethdev.h>
#include <rte_telemetry.h>

#include "dpaa2x_cb_conf.h"
#include "rte_pmd_dpaa2x.h"

#define CB_CMD		"/dpaa2x/copybreak"
#define CB_USAGE	CB_CMD ",<port>[,<bytes>|auto[:<low>:<high>]]"
#define LINK_CMD	"/dpaa2x/link"
#define LINK_USAGE	LINK_CMD ",<port>[,up|down]"

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

/*
 * params "<port>[,<value>]" into buf (len bytes): the port, and *value
 * (NULL if none). -1 after an error reply naming the bad part.
 */
static int
cmd_port(const char *params, const char *usage, struct rte_tel_data *d, char *buf,
	 size_t len, char **value, uint16_t *port)
{
	unsigned long p;
	char *end;

	if (params == NULL || params[0] == '\0')
		return reply_error(d, "usage: %s", usage) - 1;
	if (strlen(params) >= len)
		return reply_error(d, "parameters '%.24s...' too long (usage: %s)", params,
				   usage) - 1;
	snprintf(buf, len, "%s", params);
	*value = strchr(buf, ',');
	if (*value != NULL)
		*(*value)++ = '\0';
	errno = 0;
	p = strtoul(buf, &end, 10);
	if (buf[0] < '0' || buf[0] > '9' || *end != '\0' || errno != 0 ||
	    p >= RTE_MAX_ETHPORTS)
		return reply_error(d, "bad port '%.16s' (usage: %s)", buf, usage) - 1;
	*port = (uint16_t)p;
	return 0;
}

static int
cb_cmd(const char *cmd, const char *params, struct rte_tel_data *d)
{
	char buf[64], *value;
	struct dpaa2x_cb_conf c;
	uint16_t port;
	int ret;

	RTE_SET_USED(cmd);
	if (cmd_port(params, CB_USAGE, d, buf, sizeof(buf), &value, &port) < 0)
		return 0;
	if (value == NULL)
		return reply_copybreak(d, port);
	if (dpaa2x_cb_conf_parse(value, &c) < 0)
		return reply_error(d, "bad copybreak '%.16s': allowed " DPAA2X_CB_ALLOWED, value);
	ret = c.is_auto ? rte_pmd_dpaa2x_set_rx_copybreak_auto(port, c.low, c.high) :
		rte_pmd_dpaa2x_set_rx_copybreak(port, c.bytes);
	if (ret == -ENODEV)
		return reply_error(d, "port %u is not a net_dpaa2x port of this process", port);
	if (ret < 0)
		return reply_error(d, "port %u: copybreak %s not set: %s", port,
				   dpaa2x_cb_conf_text(&c, buf, sizeof(buf)), strerror(-ret));
	return reply_copybreak(d, port);
}

static int
link_cmd(const char *cmd, const char *params, struct rte_tel_data *d)
{
	struct rte_eth_link link;
	char buf[32], *value;
	uint16_t port;
	int ret = 0;

	RTE_SET_USED(cmd);
	if (cmd_port(params, LINK_USAGE, d, buf, sizeof(buf), &value, &port) < 0)
		return 0;
	if (value != NULL && strcmp(value, "up") != 0 && strcmp(value, "down") != 0)
		return reply_error(d, "bad link '%.16s': allowed up|down", value);
	ret = value != NULL ? rte_pmd_dpaa2x_wire_set_link(port, strcmp(value, "up") == 0) :
		rte_pmd_dpaa2x_get_rx_copybreak(port, &(uint32_t){ 0 });	/* is it ours? */
	if (ret == -ENODEV)
		return reply_error(d, "port %u is not a net_dpaa2x port of this process", port);
	if (ret < 0)
		return reply_error(d, "port %u: link not set: %s (no cable on this board)", port,
				   strerror(-ret));
	rte_tel_data_start_dict(d);
	rte_tel_data_add_dict_int(d, "port", port);
	/* set: the cable as it is now (a port with link status events sees
	 * the change once its event came); read: the link as ethdev has it */
	if (value != NULL)
		rte_tel_data_add_dict_string(d, "cable", value);
	else if (rte_eth_link_get_nowait(port, &link) == 0)
		rte_tel_data_add_dict_string(d, "link", link.link_status ? "up" : "down");
	return 0;
}

RTE_INIT(dpaa2x_telemetry_init)
{
	rte_telemetry_register_cmd(CB_CMD, cb_cmd, "Reads or sets the rx copybreak of a "
				   "net_dpaa2x port. Parameters: " CB_USAGE);
	rte_telemetry_register_cmd(LINK_CMD, link_cmd, "Reads a net_dpaa2x port's link, or "
				   "takes its emulated cable up or down. Parameters: " LINK_USAGE);
}
