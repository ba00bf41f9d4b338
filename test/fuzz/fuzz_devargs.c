/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * dpaa2x_devargs_parse() on arbitrary strings, then, as a probe on a board
 * with a tester does, dpaa2x_tester_args_parse() on the keys the driver
 * handed on. The first byte picks the size of the error buffer (1..128
 * bytes, allocated exactly so that ASan sees any write past it); the rest
 * is the devargs string.
 *
 * Properties: each result is 0 or -EINVAL; an error leaves a non-empty,
 * terminated message inside the buffer; a success leaves every value in
 * the range the key tables document (DPAA2X_PARAM_STRING and
 * DPAA2X_TESTER_PARAM_STRING), and the keys handed on a terminated string.
 */

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dpaa2x_devargs.h"
#include "dpaa2x_tester_args.h"
#include "fuzz_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dpaa2x_tester_args ta;
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
	if (ret == 0) {
		FUZZ_CHECK(memchr(da.dpl, '\0', sizeof(da.dpl)) != NULL);
		FUZZ_CHECK(memchr(da.board, '\0', sizeof(da.board)) != NULL);
		FUZZ_CHECK(da.dpni >= -1 && da.dpni <= DPAA2X_MAX_DPNI_ID);
		FUZZ_CHECK(da.copy_pool >= DPAA2X_COPY_POOL_MIN &&
			   da.copy_pool <= DPAA2X_COPY_POOL_MAX);
		FUZZ_CHECK(da.copy_pool_cache <= DPAA2X_COPY_POOL_CACHE_MAX);
		FUZZ_CHECK(dpaa2x_cb_conf_valid(&da.copybreak));
		FUZZ_CHECK(da.hw_cpu >= -1 && da.hw_cpu <= 1023);
		ret = dpaa2x_tester_args_parse(da.board, &ta, err, errlen);
	}
	FUZZ_CHECK(ret == 0 || ret == -EINVAL);
	if (ret != 0) {
		FUZZ_CHECK(memchr(err, '\0', errlen) != NULL);
		FUZZ_CHECK(errlen == 1 || err[0] != '\0');
	} else {
		FUZZ_CHECK(ta.gen_delay_ms <= 60000);
		FUZZ_CHECK(ta.gp.n_sizes >= 1 && ta.gp.n_sizes <= DPAA2X_GEN_MAX_SIZES);
		for (i = 0; i < ta.gp.n_sizes; i++)
			FUZZ_CHECK(ta.gp.sizes[i] >= 64 &&
				   ta.gp.sizes[i] <= DPAA2X_MAX_FRAME);
		FUZZ_CHECK(ta.gp.rate_pps <= 200000000ULL);
		FUZZ_CHECK(ta.gp.count <= UINT64_MAX >> 1);
		FUZZ_CHECK(!ta.gp.vlan || ta.gp.vlan_tci <= 4095);
		FUZZ_CHECK(ta.gp.flows >= 1 && ta.gp.flows <= 4096);
		FUZZ_CHECK(ta.gp.burst >= 1 && ta.gp.burst <= 256);
		FUZZ_CHECK(ta.gp.ttl >= 1);
		FUZZ_CHECK(ta.gp.src_ip_count >= 1 && ta.gp.src_ip_count <= 65536);
		FUZZ_CHECK(ta.gp.dst_ip_count >= 1 && ta.gp.dst_ip_count <= 65536);
	}
	free(err);
	free(args);
	return 0;
}
