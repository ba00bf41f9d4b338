/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The DPDK log (EAL's and the driver's messages) captured into memory, for
 * the cases that assert the texts logged: t_log_capture() after EAL is up,
 * t_log_clear() before the call whose message is checked, t_log_text() to
 * read everything logged since, t_log_release() before the program ends
 * (the text stays readable after it).
 */

#ifndef T_LOG_H
#define T_LOG_H

#define T_LOG_SIZE	65536	/* bytes kept; what comes later is lost */

/* From now on the log goes to the buffer, emptied first. Exits on failure. */
void t_log_capture(void);

/* The log back to stderr; t_log_text() keeps the text captured. */
void t_log_release(void);

/* Forget what was logged so far. */
void t_log_clear(void);

/* Everything logged since the capture or the last t_log_clear(). */
const char *t_log_text(void);

#endif /* T_LOG_H */
