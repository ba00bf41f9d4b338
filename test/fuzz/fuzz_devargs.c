/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_devargs_parse() on arbitrary strings. The first byte picks the
 * size of the error buffer (1..128 bytes, allocated exactly so that ASan
 * sees any write past it); the rest is the devargs string.
 *
 * Properties: the result is 0 or -EINVAL; an error leaves a non-empty,
 * terminated message inside the buffer; a success leaves every value in
 * the range the key table documents (DPAA2X_PARAM_STRING).
 */

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dpaa2x_devargs.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dpaa2x_devargs da;
	size_t errlen;
	char *args, *err;
	unsigned int i;
	int ret;

	if (size < 1 || size > 4096)
		return 0;
	errlen = 1 + data[0] % 128;
	args = malloc(size);		/* size - 1 bytes and the terminator */
	err = malloc(errlen);
	if (args == NULL || err == NULL)
		abort();
	memcpy(args, data + 1, size - 1);
	args[size - 1] = '\0';
	memset(err, 0x55, errlen);

	ret = dpaa2x_devargs_parse(args, &da, err, errlen);
	FUZZ_CHECK(ret == 0 || ret == -EINVAL);
	if (ret != 0) {
		FUZZ_CHECK(memchr(err, '\0', errlen) != NULL);
		FUZZ_CHECK(errlen == 1 || err[0] != '\0');
	} else {
		FUZZ_CHECK(memchr(da.dpl, '\0', sizeof(da.dpl)) != NULL);
		FUZZ_CHECK(da.dpni >= -1 && da.dpni < DPAA2X_MAX_DPNI);
		FUZZ_CHECK(da.copybreak <= DPAA2X_COPYBREAK_MAX);
		FUZZ_CHECK(da.hw_cpu >= -1 && da.hw_cpu <= 1023);
		FUZZ_CHECK(da.gen_delay_ms <= 60000);
		FUZZ_CHECK(da.gp.n_sizes >= 1 && da.gp.n_sizes <= DPAA2X_GEN_MAX_SIZES);
		for (i = 0; i < da.gp.n_sizes; i++)
			FUZZ_CHECK(da.gp.sizes[i] >= 64 &&
				   da.gp.sizes[i] <= DPAA2X_MAX_FRAME);
		FUZZ_CHECK(da.gp.rate_pps <= 200000000ULL);
		FUZZ_CHECK(da.gp.count <= UINT64_MAX >> 1);
		FUZZ_CHECK(da.gp.flows >= 1 && da.gp.flows <= 4096);
		FUZZ_CHECK(da.gp.burst >= 1 && da.gp.burst <= 256);
		FUZZ_CHECK(da.gp.ttl >= 1);
		FUZZ_CHECK(da.gp.src_ip_count >= 1 && da.gp.src_ip_count <= 65536);
		FUZZ_CHECK(da.gp.dst_ip_count >= 1 && da.gp.dst_ip_count <= 65536);
	}
	free(err);
	free(args);
	return 0;
}
