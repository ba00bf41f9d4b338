/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Real probes of net_dpaa2x through rte_vdev_init. Every bad devarg of
 * devargs_cases.h and every bad DPL of dpl_cases.h (written to a file and
 * given with dpl=) fails the probe with a log line naming the key or the
 * node and property, and so do the configurations only a probe can see
 * (a dpni the DPL lacks, an offline CPU, files that are no DPL) and
 * conflicts with a port already there (its dpni, another DPL or engine
 * CPU). Each failed probe leaves the ports, memzones, mempools, threads
 * and open files as they were; a good probe afterwards works and a port
 * removes cleanly.
 * Usage: test_devargs_probe <default.dtb>
 */

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <rte_bus_vdev.h>
#include <rte_common.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_log.h>
#include <rte_memzone.h>
#include <rte_mempool.h>

#include "rte_pmd_dpaa2x.h"
#include "dpaa2x_test.h"
#include "devargs_cases.h"
#include "dpl_cases.h"
#include "t_log.h"

#define BLOB_SIZE	16384
#define LOG_PREFIX_MAX	200	/* characters of a text compared with the log */

static char dir[64];		/* scratch files: DPLs given with dpl= */
static void *default_dtb;
static uint64_t blob[BLOB_SIZE / 8];

/* ---------------- what a probe may leave behind ---------------- */

/*
 * DPDK's own memzones stay once made (ethdev's shared port data, the
 * platform mempool ops name the driver sets): not ours to count.
 */
static void
count_mz(const struct rte_memzone *mz, void *arg)
{
	if (strcmp(mz->name, "rte_eth_dev_data") == 0 ||
	    strcmp(mz->name, "mbuf_platform_pool_ops") == 0)
		return;
	if (getenv("DPAA2X_TEST_VERBOSE"))
		printf("memzone %s\n", mz->name);
	(*(unsigned int *)arg)++;
}

static void
count_mp(struct rte_mempool *mp, void *arg)
{
	if (getenv("DPAA2X_TEST_VERBOSE"))
		printf("mempool %s\n", mp->name);
	(*(unsigned int *)arg)++;
}

/* Entries of a /proc/self folder: threads, open files. */
static unsigned int
proc_entries(const char *path)
{
	unsigned int n = 0;
	struct dirent *e;
	DIR *d = opendir(path);

	while (d != NULL && (e = readdir(d)) != NULL)
		n += e->d_name[0] != '.';
	if (d != NULL)
		closedir(d);
	return n;
}

struct res {
	unsigned int ports, memzones, mempools, threads, fds;
};

static struct res
res_now(void)
{
	struct res r = { .ports = rte_eth_dev_count_avail() };

	rte_memzone_walk(count_mz, &r.memzones);
	rte_mempool_walk(count_mp, &r.mempools);
	r.threads = proc_entries("/proc/self/task");
	r.fds = proc_entries("/proc/self/fd");
	return r;
}

static void
res_check(const struct res *was, const char *what)
{
	struct res now = res_now();
	unsigned int ms;

	/* a joined thread may be listed a moment longer (under qemu-user its
	 * host thread outlives the join): wait for the count, bounded */
	for (ms = 0; ms < 2000 && now.threads > was->threads; ms++) {
		rte_delay_us_sleep(1000);
		now = res_now();
	}
	if (now.ports != was->ports || now.memzones != was->memzones ||
	    now.mempools != was->mempools || now.threads != was->threads ||
	    now.fds != was->fds)
		T_FAIL_AT("%s: ports %u -> %u, memzones %u -> %u, mempools %u -> %u, "
			  "threads %u -> %u, open files %u -> %u", what, was->ports,
			  now.ports, was->memzones, now.memzones, was->mempools,
			  now.mempools, was->threads, now.threads, was->fds, now.fds);
}

/* fmt with every "$D" replaced by the scratch folder */
static void
subst(char *out, size_t len, const char *fmt)
{
	size_t used = 0;

	for (; *fmt != '\0' && used + 1 < len; fmt++) {
		if (fmt[0] == '$' && fmt[1] == 'D') {
			used += snprintf(out + used, len - used, "%s", dir);
			fmt++;
		} else {
			out[used++] = *fmt;
		}
	}
	out[RTE_MIN(used, len - 1)] = '\0';
}

/*
 * The probe of name with args fails, its log line has "<name>: <text>"
 * (the first LOG_PREFIX_MAX characters of text: the driver's message
 * buffer cuts very long ones) and nothing is left behind.
 */
static void
expect_probe_fails(const char *name, const char *args, const char *text, const char *row)
{
	struct res was = res_now();
	char want[LOG_PREFIX_MAX + 64];

	t_log_clear();
	T_NE(rte_vdev_init(name, args), 0);
	snprintf(want, sizeof(want), "%s: %.*s", name, LOG_PREFIX_MAX, text);
	if (strstr(t_log_text(), want) == NULL)
		T_FAIL_AT("%s: the log\n  \"%s\"\ndoes not contain\n  \"%s\"", row,
			  t_log_text(), want);
	res_check(&was, row);
}

/* ---------------- scratch files ---------------- */

static void
write_file(const char *path, const void *data, size_t len)
{
	FILE *f = fopen(path, "wb");

	T_CHECK(f != NULL);
	if (f == NULL)
		return;
	T_EQ(fwrite(data, 1, len, f), len);
	fclose(f);
}

static void
remove_dir(void)
{
	static const char *const names[] = {
		"bad.dtb", "good.dtb", "empty.dtb", "text.dtb", "big.dtb", "fifo",
	};
	char path[128];
	unsigned int i;

	for (i = 0; i < RTE_DIM(names); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]);
		unlink(path);
	}
	rmdir(dir);
}

static void *
load(const char *path)
{
	FILE *f = fopen(path, "rb");
	void *buf = calloc(1, BLOB_SIZE);

	if (f == NULL || buf == NULL || fread(buf, 1, BLOB_SIZE, f) == 0) {
		fprintf(stderr, "cannot read %s\n", path);
		exit(2);
	}
	fclose(f);
	return buf;
}

/* ---------------- bad configurations, one probe each ---------------- */

static void
test_bad_devargs_fail_probe(void)
{
	char row[96];
	unsigned int n;

	for (n = 0; n < RTE_DIM(da_cases); n++) {
		snprintf(row, sizeof(row), "da_cases[%u] %.60s", n, da_cases[n].args);
		expect_probe_fails("net_dpaa2x0", da_cases[n].args, da_cases[n].msg, row);
	}
}

/* The DPL of a row of dpl_cases.h as $D/bad.dtb; 0 or -1. */
static int
write_dpl_case(const struct dpl_case *c, char *path, size_t len, const char *row)
{
	char why[160];

	if (dpl_case_build(c, default_dtb, blob, sizeof(blob), why, sizeof(why)) != 0) {
		T_FAIL_AT("%s: cannot build the blob: %s", row, why);
		return -1;
	}
	snprintf(path, len, "%s/bad.dtb", dir);
	write_file(path, blob, fdt_totalsize(blob));
	return 0;
}

static void
test_bad_dpl_fail_probe(void)
{
	char row[64], path[128], args[160], want[LOG_PREFIX_MAX + 160];
	unsigned int n;

	for (n = 0; n < RTE_DIM(dpl_cases); n++) {
		snprintf(row, sizeof(row), "dpl_cases[%u]", n);
		if (write_dpl_case(&dpl_cases[n], path, sizeof(path), row) != 0)
			continue;
		snprintf(args, sizeof(args), "dpl=%s", path);
		snprintf(want, sizeof(want), "%s: %s", path, dpl_cases[n].msg);
		expect_probe_fails("net_dpaa2x0", args, want, row);
	}
}

/*
 * Configurations the parsers accept and a probe refuses. args and text
 * may name the scratch folder as $D.
 */
struct probe_case {
	const char *args;
	const char *text;	/* after "<vdev name>: " */
};

static const struct probe_case probe_cases[] = {
	/* a dpni= beyond the DPL (it has dpni@1 and dpni@2) */
	{ "dpni=0", "devarg dpni=0: no such dpni in the DPL" },
	{ "dpni=3", "devarg dpni=3: no such dpni in the DPL" },
	{ "dpni=15,copybreak=0", "devarg dpni=15: no such dpni in the DPL" },
	{ "hw_cpu=1023", "hw_cpu 1023 is not an online CPU" },
	/* a generated frame longer than the dpni's max_frame_length 1518 */
	{ "gen_size=64:1519", "devarg gen_size=64:1519: 1519 is out of range 64..1518: the DPL "
	  "gives dpni@1 a max_frame_length of 1518 (the devarg allows up to 10240 for DPLs "
	  "with longer frames)" },
	{ "dpl=/nonexistent/dpl.dtb",
	  "devarg dpl=/nonexistent/dpl.dtb: DPL file /nonexistent/dpl.dtb: "
	  "No such file or directory" },
	{ "dpl=$D/empty.dtb",
	  "devarg dpl=$D/empty.dtb: DPL file $D/empty.dtb: size 0 is out of range 1..1048576" },
	{ "dpl=$D/big.dtb",
	  "devarg dpl=$D/big.dtb: DPL file $D/big.dtb: size 1048577 is out of range 1..1048576" },
	{ "dpl=$D/text.dtb", "$D/text.dtb: invalid DPL blob: FDT_ERR_BADMAGIC" },
	/* opening a FIFO would wait for a writer: refused before */
	{ "dpl=$D/fifo", "invalid devarg dpl=$D/fifo: allowed a readable DPL (.dtb) file" },
	{ "dpl=$D", "invalid devarg dpl=$D: allowed a readable DPL (.dtb) file" },
};

static void
test_bad_probe_config(void)
{
	static const char text[] = "this is not a device tree blob\n";
	char path[128], args[256], want[256], row[64];
	unsigned int n;
	void *big;

	snprintf(path, sizeof(path), "%s/empty.dtb", dir);
	write_file(path, "", 0);
	snprintf(path, sizeof(path), "%s/text.dtb", dir);
	write_file(path, text, sizeof(text) - 1);
	big = calloc(1, (1u << 20) + 1);
	T_CHECK(big != NULL);
	memcpy(big, default_dtb, fdt_totalsize(default_dtb));
	snprintf(path, sizeof(path), "%s/big.dtb", dir);
	write_file(path, big, (1u << 20) + 1);
	free(big);
	snprintf(path, sizeof(path), "%s/fifo", dir);
	T_EQ(mkfifo(path, 0600), 0);
	for (n = 0; n < RTE_DIM(probe_cases); n++) {
		subst(args, sizeof(args), probe_cases[n].args);
		subst(want, sizeof(want), probe_cases[n].text);
		snprintf(row, sizeof(row), "probe_cases[%u] %.40s", n, probe_cases[n].args);
		expect_probe_fails("net_dpaa2x0", args, want, row);
	}
}

/*
 * A DPL the reader accepts whose wire cannot open: the SoC is made, then
 * taken down again. The text names the DPL file, node and property, then
 * libpcap's reason. The wire is dpmac@1's, the first dpni's: the teardown then closes
 * the wires of dpnis it never opened, which must not touch fd 0 (the
 * open-file count here would report it).
 */
static void
test_bad_wire_fails_probe(void)
{
	static const struct dpl_case pcap_missing = {
		"dpmac", "pcap_rx", DPL_BAD_RANGE, NULL,
		{ STR(DPMAC1, "wire", "pcap"), STR(DPMAC1, "pcap_rx", "/nonexistent/in.pcap") },
	};
	char path[128], args[160], want[256];

	if (write_dpl_case(&pcap_missing, path, sizeof(path), "pcap_rx missing") != 0)
		return;
	snprintf(args, sizeof(args), "dpl=%s", path);
	snprintf(want, sizeof(want), "%s: /objects/dpmac@1: property 'pcap_rx': "
		 "/nonexistent/in.pcap: No such file or directory", path);
	expect_probe_fails("net_dpaa2x0", args, want, "pcap_rx missing");
}

/* ---------------- conflicts with a port already there ---------------- */

static const struct probe_case conflict_cases[] = {
	/* two vdevs on one dpni */
	{ "dpni=1", "devarg dpni=1: already used by another port" },
	{ "dpni=3", "devarg dpni=3: no such dpni in the DPL" },
	{ "hw_cpu=1", "hw_cpu=1 conflicts with hw_cpu=0 already in use" },
	{ "hw_cpu=step", "hw_cpu=step conflicts with hw_cpu=0 already in use" },
	{ "dpl=$D/good.dtb",
	  "dpl=$D/good.dtb conflicts with dpl=<embedded default> already in use: "
	  "all dpaa2x ports of a process share one DPL" },
	/* the port's dpni is opened, then given back */
	{ "gen_size=1519", "devarg gen_size=1519: 1519 is out of range 64..1518: the DPL "
	  "gives dpni@2 a max_frame_length of 1518" },
	/* a bad devarg while a port runs */
	{ "copybreak=64,gen_dst_ip=10.0.0.1,gen_rate=x",
	  "invalid devarg gen_rate=x: allowed 0..200000000" },
};

static void
test_conflicts_fail_probe(void)
{
	struct res base = res_now();
	char args[256], want[256], row[64];
	uint16_t port;
	unsigned int n;

	T_EQ(rte_vdev_init("net_dpaa2x0", "hw_cpu=0"), 0);
	for (n = 0; n < RTE_DIM(conflict_cases); n++) {
		subst(args, sizeof(args), conflict_cases[n].args);
		subst(want, sizeof(want), conflict_cases[n].text);
		snprintf(row, sizeof(row), "conflict_cases[%u] %.40s", n, conflict_cases[n].args);
		expect_probe_fails("net_dpaa2x1", args, want, row);
	}
	/* dpni@2 is still free after all that; then none is */
	T_EQ(rte_vdev_init("net_dpaa2x1", "hw_cpu=0"), 0);
	T_EQ(rte_eth_dev_get_port_by_name("net_dpaa2x1", &port), 0);
	expect_probe_fails("net_dpaa2x2", NULL, "every dpni of the DPL (2) is already in use",
			   "third port");
	expect_probe_fails("net_dpaa2x2", "dpni=2", "devarg dpni=2: already used by another port",
			   "third port on dpni=2");
	T_EQ(rte_eth_dev_count_avail(), 2);
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	res_check(&base, "after the conflicts");
}

/* ---------------- good configurations after all that ---------------- */

static void
test_good_probe_and_remove(void)
{
	struct res base = res_now();
	char path[128], args[192];
	uint32_t cb = 0;
	uint16_t port;

	/* the default DPL from a file, both dpnis named */
	snprintf(path, sizeof(path), "%s/good.dtb", dir);
	write_file(path, default_dtb, fdt_totalsize(default_dtb));
	snprintf(args, sizeof(args), "dpl=%s,dpni=2,copybreak=256,gen=off", path);
	T_EQ(rte_vdev_init("net_dpaa2x0", args), 0);
	snprintf(args, sizeof(args), "dpl=%s,dpni=1", path);
	T_EQ(rte_vdev_init("net_dpaa2x1", args), 0);
	T_EQ(rte_eth_dev_count_avail(), 2);
	T_EQ(rte_eth_dev_get_port_by_name("net_dpaa2x0", &port), 0);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 256);
	T_EQ(rte_vdev_uninit("net_dpaa2x1"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	res_check(&base, "good DPL file");

	/* the embedded DPL, and the copybreak API of a live port */
	T_EQ(rte_vdev_init("net_dpaa2x0", "copybreak=256"), 0);
	T_EQ(rte_eth_dev_count_avail(), 1);
	T_EQ(rte_eth_dev_get_port_by_name("net_dpaa2x0", &port), 0);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 256);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 10241), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(port, 128), 0);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, &cb), 0);
	T_EQ(cb, 128);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(port, NULL), -EINVAL);
	T_EQ(rte_pmd_dpaa2x_get_rx_copybreak(RTE_MAX_ETHPORTS - 1, &cb), -ENODEV);
	T_EQ(rte_pmd_dpaa2x_set_rx_copybreak(RTE_MAX_ETHPORTS - 1, 64), -ENODEV);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	res_check(&base, "good embedded DPL");
	/* and again: nothing left over blocks a new probe */
	T_EQ(rte_vdev_init("net_dpaa2x0", "dpni=2"), 0);
	T_EQ(rte_vdev_uninit("net_dpaa2x0"), 0);
	res_check(&base, "good probe again");
}

int
main(int argc, char **argv)
{
	struct res base;

	da_cases_init();
	if (argc != 2) {
		fprintf(stderr, "usage: %s default.dtb\n", argv[0]);
		return 2;
	}
	default_dtb = load(argv[1]);
	snprintf(dir, sizeof(dir), "/tmp/dpaa2x_probe_XXXXXX");
	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		return 2;
	}
	t_eal_init(argv[0], NULL);
	t_log_capture();
	base = res_now();
	T_RUN(test_bad_devargs_fail_probe);
	T_RUN(test_bad_dpl_fail_probe);
	T_RUN(test_bad_probe_config);
	T_RUN(test_bad_wire_fails_probe);
	T_RUN(test_conflicts_fail_probe);
	T_RUN(test_good_probe_and_remove);
	res_check(&base, "at the end");
	t_log_release();
	remove_dir();
	free(default_dtb);
	return t_done();
}
