/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/* How the rows and scenarios of a sweep are named in its tables and JSON. */

#include <stdio.h>

#include "report.h"

/* The classic simple IMIX, 7:4:1 of 64, 576 and 1500 bytes, spread over
 * the generator's cycle so that no size comes in a run of more than two. */
const uint16_t rpt_imix_cycle[RPT_IMIX_N] = {
	64, 576, 64, 1500, 64, 576, 64, 64, 576, 64, 576, 64,
};

/* name for the special row, else the value and its unit */
static const char *
label(char *buf, size_t len, bool special, const char *name, unsigned int v, const char *unit)
{
	if (special)
		snprintf(buf, len, "%s", name);
	else
		snprintf(buf, len, "%u%s", v, unit);
	return buf;
}

const char *
rpt_size_label(const struct rpt_sweep *sw, unsigned int i, char *buf, size_t len)
{
	return label(buf, len, rpt_is_imix(sw, i), "imix", sw->sizes[i], "");
}

const char *
rpt_level_label(const struct rpt_sweep *sw, unsigned int sc, char *buf, size_t len)
{
	return label(buf, len, sw->line_scen && sc == sw->line_scen, "line",
		     sw->scen_level_pct[sc], "%");
}

const char *
rpt_scen_name(const struct rpt_sweep *sw, unsigned int sc, char *buf, size_t len)
{
	if (sc == RPT_UNLOADED)
		snprintf(buf, len, "unloaded");
	else if (sw->line_scen && sc == sw->line_scen)
		snprintf(buf, len, "line-rate");
	else
		snprintf(buf, len, "pressure-%u", sw->scen_level_pct[sc]);
	return buf;
}
