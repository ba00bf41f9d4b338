/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Where every frame and buffer of a port went (dpaa2x_audit.c): the
 * public rte_pmd_dpaa2x_audit() and the report a port logs at close.
 */

#ifndef DPAA2X_AUDIT_H
#define DPAA2X_AUDIT_H

#include <ethdev_driver.h>

/* At close, after the stop: the frame accounting, and any pool of the
 * port that is not full again, named with where its mbufs are (the queues
 * of ports using it, the application's hands). */
void dpaa2x_audit_log(struct rte_eth_dev *dev);

#endif /* DPAA2X_AUDIT_H */
