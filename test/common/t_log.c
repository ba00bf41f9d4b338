/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rte_log.h>

#include "t_log.h"

static char log_buf[T_LOG_SIZE];
static FILE *log_f;

void
t_log_capture(void)
{
	memset(log_buf, 0, sizeof(log_buf));
	/* one byte kept for the NUL that ends the text when the buffer is full */
	log_f = fmemopen(log_buf, sizeof(log_buf) - 1, "w");
	if (log_f == NULL || rte_openlog_stream(log_f) != 0) {
		perror("t_log_capture: the log into memory");
		exit(2);
	}
}

void
t_log_release(void)
{
	rte_openlog_stream(NULL);
	if (log_f != NULL)
		fclose(log_f);
	log_f = NULL;
}

void
t_log_clear(void)
{
	if (log_f != NULL)
		fflush(log_f);
	memset(log_buf, 0, sizeof(log_buf));
	if (log_f != NULL)
		rewind(log_f);
}

const char *
t_log_text(void)
{
	if (log_f != NULL)
		fflush(log_f);
	return log_buf;
}
