/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * Malformed frames from the wire. The test writes a pcap corpus of bad
 * frames in classes (runts, oversize, cut IPv4/IPv6/TCP/UDP headers, bad
 * IPv4 and L4 checksums, IHL < 5, IP lengths past the frame, VLAN stacks,
 * non-IP ethertypes, frames for other stations, zeros, random bytes) plus
 * good frames as control, and a DPL whose dpmac replays it (wire "pcap"),
 * compiled with dtc; net_dpaa2x is probed with dpl=<that file>. The frames
 * thus arrive the way DPAA2 receives them: WRIOP counts runts and oversize
 * frames as discards and other stations' frames as filtered; everything
 * else goes up, parse errors included, with the packet_type and checksum
 * flags of its parse result (DPDK's dpaa2 driver has WRIOP continue on
 * L3CE, L4CE and PHE errors and report them in the annotation).
 *
 * Each frame's fate and flags are written down when it is built; every
 * frame the port delivers is matched to its corpus frame by its bytes.
 * The corpus goes through twice: copybreak 512 (almost every frame copied)
 * and copybreak 0 (zero-copy). Usage: test_malformed [path of dtc]
 */

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <pcap/pcap.h>

#include <rte_bus_vdev.h>
#include <rte_cycles.h>
#include <rte_eal.h>
#include <rte_ethdev.h>
#include <rte_mbuf.h>
#include <rte_memzone.h>

#include "dpaa2x_test.h"
#include "frame_build.h"
#include "malformed_corpus.h"
#include "t_audit.h"
#include "t_port.h"

#define PORT_NAME	"net_dpaa2x0"
#define NB_MBUF		1024
#define RX_WAIT_S	10

extern char **environ;

static struct rte_mbuf *held[MAX_FRAMES * 2];
static char dir[256], pcap_path[PATH_MAX], dts_path[PATH_MAX], dtb_path[PATH_MAX];
static const char *dtc = "dtc";

/* ---- files: the pcap corpus and the DPL ---- */

static bool
write_pcap(void)
{
	pcap_t *pc = pcap_open_dead(DLT_EN10MB, 65535);
	pcap_dumper_t *d = pc != NULL ? pcap_dump_open(pc, pcap_path) : NULL;
	struct pcap_pkthdr h;
	unsigned int i;

	if (d == NULL) {
		T_FAIL_AT("cannot write %s: %s", pcap_path, pc ? pcap_geterr(pc) : "no memory");
		if (pc != NULL)
			pcap_close(pc);
		return false;
	}
	for (i = 0; i < n_frames; i++) {
		memset(&h, 0, sizeof(h));
		h.ts.tv_usec = i;
		h.caplen = h.len = corpus[i].len;
		pcap_dump((u_char *)d, &h, corpus[i].data);
	}
	pcap_dump_close(d);
	pcap_close(pc);
	return true;
}

static const char dts_fmt[] =
	"/dts-v1/;\n"
	"/ {\n"
	"\tdpl-version = <10>;\n"
	"\tcontainers {\n"
	"\t\tdprc@1 {\n"
	"\t\t\tcompatible = \"fsl,dprc\";\n"
	"\t\t\tparent = \"none\";\n"
	"\t\t\tobjects {\n"
	"\t\t\t\tobj_set@dpni { type = \"dpni\"; ids = <1>; };\n"
	"\t\t\t\tobj_set@dpbp { type = \"dpbp\"; ids = <1 2 3 4>; };\n"
	"\t\t\t\tobj_set@dpio { type = \"dpio\"; ids = <1 2 3 4>; };\n"
	"\t\t\t\tobj_set@dpmac { type = \"dpmac\"; ids = <1>; };\n"
	"\t\t\t};\n"
	"\t\t};\n"
	"\t};\n"
	"\tobjects {\n"
	"\t\tdpni@1 {\n"
	"\t\t\tcompatible = \"fsl,dpni\";\n"
	"\t\t\ttype = \"DPNI_TYPE_NIC\";\n"
	"\t\t\tnum_queues = <1>;\n"
	"\t\t\tmac_addr = [02 00 00 00 00 01];\n"
	"\t\t\tmax_frame_length = <1518>;\n"
	"\t\t\trx_fq_depth = <1024>;\n"
	"\t\t};\n"
	"\t\tdpbp@1 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpbp@2 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpbp@3 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpbp@4 { compatible = \"fsl,dpbp\"; buffers = <16384>; };\n"
	"\t\tdpio@1 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpio@2 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpio@3 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpio@4 { compatible = \"fsl,dpio\"; };\n"
	"\t\tdpmac@1 {\n"
	"\t\t\tcompatible = \"fsl,dpmac\";\n"
	"\t\t\tlink_speed = <10000>;\n"
	"\t\t\tlink_state = \"up\";\n"
	"\t\t\twire = \"pcap\";\n"
	"\t\t\tpcap_rx = \"%s\"; wire_padding = \"strict\";\n"	/* runts stay runts */
	"\t\t};\n"
	"\t};\n"
	"\tconnections {\n"
	"\t\tconnection@1 { endpoint1 = \"dpni@1\"; endpoint2 = \"dpmac@1\"; };\n"
	"\t};\n"
	"};\n";

/* The DPL source, compiled with dtc as a user would. */
static bool
write_dpl(void)
{
	char *const argv[] = { (char *)(uintptr_t)dtc, "-I", "dts", "-O", "dtb", "-q",
			       "-o", dtb_path, dts_path, NULL };
	FILE *f = fopen(dts_path, "w");
	int st = 0;
	pid_t pid;

	if (f == NULL) {
		T_FAIL_AT("cannot write %s", dts_path);
		return false;
	}
	fprintf(f, dts_fmt, pcap_path);
	if (fclose(f) != 0) {
		T_FAIL_AT("cannot write %s", dts_path);
		return false;
	}
	if (posix_spawnp(&pid, dtc, NULL, NULL, argv, environ) != 0 ||
	    waitpid(pid, &st, 0) != pid || !WIFEXITED(st) || WEXITSTATUS(st) != 0) {
		T_FAIL_AT("%s could not compile %s", dtc, dts_path);
		return false;
	}
	return true;
}

static bool
make_files(void)
{
	const char *tmp = getenv("TMPDIR");

	if (snprintf(dir, sizeof(dir), "%s/dpaa2x_malformed.XXXXXX",
		     tmp != NULL && tmp[0] != '\0' ? tmp : "/tmp") >= (int)sizeof(dir) ||
	    mkdtemp(dir) == NULL) {
		T_FAIL_AT("mkdtemp %s failed", dir);
		dir[0] = '\0';
		return false;
	}
	snprintf(pcap_path, sizeof(pcap_path), "%s/corpus.pcap", dir);
	snprintf(dts_path, sizeof(dts_path), "%s/malformed.dts", dir);
	snprintf(dtb_path, sizeof(dtb_path), "%s/malformed.dtb", dir);
	/* the DPL holds pcap_rx in 128 bytes */
	if (strlen(pcap_path) >= 128) {
		T_FAIL_AT("corpus path %s is too long for a DPL (TMPDIR)", pcap_path);
		return false;
	}
	return write_pcap() && write_dpl();
}

static void
remove_files(void)
{
	if (dir[0] == '\0')
		return;
	unlink(pcap_path);
	unlink(dts_path);
	unlink(dtb_path);
	T_EQ(rmdir(dir), 0);
}

/* ---- the port ---- */

/* What the corpus must do to the counters. */
struct expect {
	unsigned int fate[4];
	unsigned int deliver[C_MAX], total[C_MAX];
	uint64_t bytes, bcast, copied, copied_bytes;
};

static void
expect_of(uint32_t copybreak, struct expect *e)
{
	unsigned int i;

	memset(e, 0, sizeof(*e));
	for (i = 0; i < n_frames; i++) {
		const struct frame *f = &corpus[i];

		e->fate[f->fate]++;
		e->total[f->cls]++;
		if (f->fate != DELIVER)
			continue;
		e->deliver[f->cls]++;
		e->bytes += f->len;
		e->bcast += memcmp(f->data, mac_bcast, 6) == 0;
		if (f->len <= copybreak) {
			e->copied++;
			e->copied_bytes += f->len;
		}
	}
}

/* The corpus frame m carries: the next delivered one from *next on. */
static const struct frame *
match(const struct rte_mbuf *m, unsigned int *next)
{
	unsigned int i;

	for (i = *next; i < n_frames; i++) {
		const struct frame *f = &corpus[i];

		if (f->fate == DELIVER && f->len == m->pkt_len &&
		    memcmp(rte_pktmbuf_mtod(m, const void *), f->data, f->len) == 0) {
			*next = i + 1;
			return f;
		}
	}
	return NULL;
}

/* One delivered mbuf against its corpus frame. */
static void
check_mbuf(const struct rte_mbuf *m, const struct frame *f, uint16_t port,
	   struct rte_mempool *mp, uint32_t copybreak)
{
	uint64_t rss = (f->ptype & RTE_PTYPE_L3_MASK) ? RTE_MBUF_F_RX_RSS_HASH : 0;
	uint32_t l2 = f->ptype & RTE_PTYPE_L2_MASK;
	/* a tagged frame's TCIs (the outer one of two apart) */
	uint64_t vlan = l2 == RTE_PTYPE_L2_ETHER_QINQ ? RTE_MBUF_F_RX_VLAN | RTE_MBUF_F_RX_QINQ :
		l2 == RTE_PTYPE_L2_ETHER_VLAN ? RTE_MBUF_F_RX_VLAN : 0;
	unsigned int idx = (unsigned int)(f - corpus);

	if (m->packet_type != f->ptype || m->ol_flags != (f->ol | rss | vlan))
		T_FAIL_AT("frame %u (%s, %u bytes): packet_type 0x%08x ol_flags 0x%" PRIx64
			  ", expected 0x%08x 0x%" PRIx64, idx, cls_name[f->cls], f->len,
			  m->packet_type, m->ol_flags, f->ptype, f->ol | rss | vlan);
	if (vlan != 0)
		T_EQ(m->vlan_tci, f->data[l2 == RTE_PTYPE_L2_ETHER_QINQ ? 18 : 14] << 8 |
			 f->data[l2 == RTE_PTYPE_L2_ETHER_QINQ ? 19 : 15]);
	if (l2 == RTE_PTYPE_L2_ETHER_QINQ)
		T_EQ(m->vlan_tci_outer, f->data[14] << 8 | f->data[15]);
	if (rss == 0)
		T_EQ(m->hash.rss, 0);	/* no hash for frames without an IP header */
	T_EQ(m->nb_segs, 1);
	T_EQ(m->data_len, f->len);
	T_EQ(m->port, port);
	/* copied into the small pool up to copybreak, else the pool buffer itself */
	T_EQ(m->pool != mp, f->len <= copybreak);
}

/*
 * Receive until every frame the corpus should deliver came and the wire
 * has offered the whole file (bounded); then a little longer, so that a
 * frame that should not come has the time to.
 */
static unsigned int
receive_all(uint16_t port, unsigned int want)
{
	uint64_t hz = rte_get_timer_hz(), end = rte_get_timer_cycles() + RX_WAIT_S * hz;
	unsigned int got = 0;
	bool settled = false;
	uint16_t k;

	while (rte_get_timer_cycles() < end) {
		k = rte_eth_rx_burst(port, 0, &held[got], RTE_MIN(32u, RTE_DIM(held) - got));
		got += k;
		if (k != 0 || got < want || settled)
			continue;
		if (t_xstat(port, "wire_gen_frames") == n_frames) {
			settled = true;		/* 50 ms more for a frame too many */
			end = rte_get_timer_cycles() + hz / 20;
		} else {
			rte_delay_us_sleep(100);
		}
	}
	return got;
}

/* Delivered frames against the corpus, in order; per class, how many came. */
static void
check_delivered(uint16_t port, struct rte_mempool *mp, uint32_t copybreak,
		unsigned int n, unsigned int got[C_MAX])
{
	unsigned int i, next = 0;

	for (i = 0; i < n; i++) {
		const struct frame *f = match(held[i], &next);

		if (f == NULL) {
			T_FAIL_AT("delivered frame %u (%u bytes) is not the next corpus frame "
				  "to deliver", i, held[i]->pkt_len);
			continue;
		}
		got[f->cls]++;
		check_mbuf(held[i], f, port, mp, copybreak);
	}
}

/* Per class: frames, delivered (measured), dropped and the counter they go to. */
static void
check_classes(uint32_t copybreak, const struct expect *e, const unsigned int got[C_MAX])
{
	static const char *const where[] = { "-", "hw_rx_runt", "hw_rx_oversize",
					     "hw_rx_filtered" };
	unsigned int c, i;

	printf("# copybreak %u: %-28s %6s %9s %7s  %s\n", copybreak, "class", "frames",
	       "delivered", "dropped", "dropped frames counted in");
	for (c = 0; c < C_MAX; c++) {
		const char *w = "-";

		for (i = 0; i < n_frames; i++)
			if (corpus[i].cls == c && corpus[i].fate != DELIVER)
				w = where[corpus[i].fate];
		printf("# copybreak %u: %-28s %6u %9u %7u  %s\n", copybreak, cls_name[c],
		       e->total[c], got[c], e->total[c] - got[c], w);
		if (got[c] != e->deliver[c])
			T_FAIL_AT("class %s: %u frames delivered, expected %u", cls_name[c],
				  got[c], e->deliver[c]);
	}
}

/* Where WRIOP counted the frames, what the driver did with the delivered ones. */
static void
check_counters(uint16_t port, const struct expect *e, unsigned int n)
{
	struct rte_eth_stats st;

	T_EQ(t_xstat(port, "wire_gen_frames"), n_frames);
	T_EQ(t_xstat(port, "hw_rx_frames"), e->fate[DELIVER]);
	T_EQ(t_xstat(port, "hw_rx_bytes"), e->bytes);
	T_EQ(t_xstat(port, "hw_rx_runt"), e->fate[RUNT]);
	T_EQ(t_xstat(port, "hw_rx_oversize"), e->fate[OVERSIZE]);
	T_EQ(t_xstat(port, "hw_rx_discards"), e->fate[RUNT] + e->fate[OVERSIZE]);
	T_EQ(t_xstat(port, "hw_rx_filtered"), e->fate[FILTERED]);
	T_EQ(t_xstat(port, "hw_rx_no_buffer_discards"), 0);
	T_EQ(t_xstat(port, "hw_rx_tail_drops"), 0);
	T_EQ(t_xstat(port, "hw_rx_bcast_frames"), e->bcast);
	T_EQ(t_xstat(port, "hw_rx_mcast_frames"), 0);
	/* delivered + dropped == the frames of the file */
	T_EQ(n + t_xstat(port, "hw_rx_discards") + t_xstat(port, "hw_rx_filtered"), n_frames);
	T_EQ(t_xstat(port, "rx_copybreak_packets"), e->copied);
	T_EQ(t_xstat(port, "rx_copybreak_bytes"), e->copied_bytes);
	T_EQ(t_xstat(port, "rx_zerocopy_packets"), e->fate[DELIVER] - e->copied);
	T_EQ(t_xstat(port, "rx_copy_pool_empty"), 0);
	T_EQ(t_xstat(port, "rx_bad_fd_discards"), 0);
	T_EQ(rte_eth_stats_get(port, &st), 0);
	T_EQ(st.ipackets, e->fate[DELIVER]);
	T_EQ(st.ibytes, e->bytes);
	T_EQ(st.ierrors, e->fate[RUNT] + e->fate[OVERSIZE]);
	T_EQ(st.imissed, 0);
}

/* One pass of the corpus through a port with the given copybreak. */
static void
run(uint32_t copybreak)
{
	struct rte_eth_conf conf = { 0 };
	unsigned int got[C_MAX] = { 0 };
	struct rte_mempool *mp;
	struct expect e;
	uint16_t port = UINT16_MAX;
	char args[PATH_MAX + 96];
	unsigned int n;
	uint64_t end;

	expect_of(copybreak, &e);
	snprintf(args, sizeof(args), "dpl=%s,hw_cpu=1,gen=off,copybreak=%u", dtb_path, copybreak);
	T_EQ(rte_vdev_init(PORT_NAME, args), 0);
	T_EQ(rte_eth_dev_get_port_by_name(PORT_NAME, &port), 0);
	/* after the probe: a BMan-backed (dpaa2x) pool */
	mp = rte_pktmbuf_pool_create("malformed", NB_MBUF, 0, 0, RTE_MBUF_DEFAULT_BUF_SIZE,
				     SOCKET_ID_ANY);
	if (mp == NULL || port == UINT16_MAX) {
		T_FAIL_AT("no port or no pool: %s", rte_strerror(rte_errno));
		rte_vdev_uninit(PORT_NAME);
		rte_mempool_free(mp);
		return;
	}
	T_EQ(rte_eth_dev_configure(port, 1, 1, &conf), 0);
	T_EQ(rte_eth_rx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL, mp), 0);
	T_EQ(rte_eth_tx_queue_setup(port, 0, 512, SOCKET_ID_ANY, NULL), 0);
	/* the pcap wire replays the corpus once the link is up */
	T_EQ(rte_eth_dev_start(port), 0);
	n = receive_all(port, e.fate[DELIVER]);
	if (n != e.fate[DELIVER] || t_xstat(port, "wire_gen_frames") != n_frames)
		t_dump_xstats(port);
	T_EQ(n, e.fate[DELIVER]);
	check_delivered(port, mp, copybreak, n, got);
	check_classes(copybreak, &e, got);
	check_counters(port, &e, n);
	/* copies hold no pool buffer; zero-copy mbufs hold one each */
	T_EQ(rte_mempool_avail_count(mp), NB_MBUF - (e.fate[DELIVER] - e.copied));
	rte_pktmbuf_free_bulk(held, n);
	T_EQ(rte_eth_dev_stop(port), 0);
	T_EQ(t_xstat(port, "rx_stop_discards"), 0);
	T_AUDIT(port);
	T_EQ(rte_mempool_avail_count(mp), mp->size);
	T_EQ(rte_vdev_uninit(PORT_NAME), 0);
	rte_mempool_free(mp);
	/* the last pool gone, the SoC goes too: the next run replays the file anew */
	end = rte_get_timer_cycles() + rte_get_timer_hz();
	while (rte_memzone_lookup("dpaa2x_soc") != NULL && rte_get_timer_cycles() < end)
		rte_delay_us_sleep(1000);
	T_CHECK(rte_memzone_lookup("dpaa2x_soc") == NULL);
}

static void
test_corpus_copybreak(void)
{
	run(512);
}

static void
test_corpus_zero_copy(void)
{
	run(0);
}

int
main(int argc, char **argv)
{
	unsigned int i, c;

	if (argc > 1)
		dtc = argv[1];
	t_eal_init(argv[0], NULL);
	build_corpus();
	for (c = 0; c < C_MAX; c++) {
		unsigned int k = 0;

		for (i = 0; i < n_frames; i++)
			k += corpus[i].cls == c;
		if (k < 2)
			T_FAIL_AT("class %s has %u frames", cls_name[c], k);
	}
	if (make_files()) {
		T_RUN(test_corpus_copybreak);
		T_RUN(test_corpus_zero_copy);
	}
	remove_files();
	return t_done();
}
