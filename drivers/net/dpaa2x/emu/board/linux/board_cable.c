/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The board's cables, pulled and plugged in while an unmodified program
 * runs: the telemetry command
 *   /dpaa2x_board/link,<dpni>[,up|down]
 * from stock dpdk-telemetry.py (the program's own telemetry socket: the
 * interposer lives in the program) takes the dpmac's link of that dpni up
 * or down, as a tester's relay would (dpaa2x_wire_set_link(): the dpni's
 * link state change IRQ follows, the generator sends nothing while the
 * link is down); without a value it reads the dpni's link as the MC
 * reports it (dpni_get_link_state: the MAC's link, and the dpni enabled).
 * Whatever driver has the dpni, net_dpaa2 or net_dpaa2x backend=fslmc,
 * sees the change through the MC and its IRQ.
 */

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_common.h>
#include <rte_telemetry.h>

#include "board_os.h"
#include "dpaa2x_hw_board.h"
#include "dpaa2x_hw_mc.h"

#define CABLE_CMD	"/dpaa2x_board/link"
#define CABLE_USAGE	"<dpni>[,up|down]"

/* EAL's telemetry threads outlive rte_eal_cleanup(): a command that comes
 * while the board stops its SoC finds the cables gone (bos_cable_close). */
static pthread_mutex_t cable_lock = PTHREAD_MUTEX_INITIALIZER;
static bool cables_gone;

void
bos_cable_close(void)
{
	pthread_mutex_lock(&cable_lock);
	cables_gone = true;
	pthread_mutex_unlock(&cable_lock);
}

/* The cable of dpni id set (value up or down) or its link read; a
 * message in err when it could not be. */
static int
cable_do(unsigned long id, const char *value, struct dpaa2x_link *l, char *err, size_t len)
{
	struct bos *b = bos_board;
	int ret;

	pthread_mutex_lock(&cable_lock);
	if (b == NULL || b->soc == NULL || cables_gone)
		ret = -EAGAIN;
	else if (value != NULL)
		ret = dpaa2x_wire_set_link(b->soc, (uint16_t)id, strcmp(value, "up") == 0);
	else
		ret = dpaa2x_dpni_get_link(b->soc, (uint16_t)id, l);
	pthread_mutex_unlock(&cable_lock);
	if (ret == -EAGAIN)
		snprintf(err, len, "the board's SoC is not up (not yet, or stopped at the "
			 "program's rte_eal_cleanup())");
	else if (ret == -ENODEV)
		snprintf(err, len, "no dpni.%lu on this board", id);
	else if (ret < 0)
		snprintf(err, len, "dpni.%lu has no cable of the tester's (a dpni-dpni link)", id);
	return ret;
}

static int
cable_cmd(const char *cmd, const char *params, struct rte_tel_data *d)
{
	char buf[32], err[160] = "", *value = NULL, *end;
	struct dpaa2x_link l = { 0 };
	unsigned long id = 0;

	RTE_SET_USED(cmd);
	snprintf(buf, sizeof(buf), "%s", params != NULL ? params : "");
	if (buf[0] == '\0') {
		snprintf(err, sizeof(err), "no dpni (usage: " CABLE_USAGE ")");
	} else {
		value = strchr(buf, ',');
		if (value != NULL)
			*value++ = '\0';
		errno = 0;
		id = strtoul(buf, &end, 10);
		if (buf[0] < '0' || buf[0] > '9' || *end != '\0' || errno != 0 || id > UINT16_MAX)
			snprintf(err, sizeof(err), "bad dpni '%s' (usage: " CABLE_USAGE ")", buf);
		else if (value != NULL && strcmp(value, "up") != 0 && strcmp(value, "down") != 0)
			snprintf(err, sizeof(err), "bad link '%s': allowed up|down", value);
		else
			cable_do(id, value, &l, err, sizeof(err));
	}
	rte_tel_data_start_dict(d);
	if (err[0] != '\0') {
		rte_tel_data_add_dict_string(d, "error", err);
		return 0;
	}
	rte_tel_data_add_dict_int(d, "dpni", (int)id);
	if (value != NULL)
		rte_tel_data_add_dict_string(d, "cable", value);
	else
		rte_tel_data_add_dict_string(d, "link", l.up ? "up" : "down");
	return 0;
}

RTE_INIT(board_cable_init)
{
	rte_telemetry_register_cmd(CABLE_CMD, cable_cmd, "Takes the emulated board's cable of "
				   "a dpni's dpmac up or down, or reads the dpni's link. "
				   "Parameters: " CABLE_USAGE);
}
