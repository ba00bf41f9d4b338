/* SPDX-License-Identifier: BSD-3-Clause
 * Copyright 2026 The dpaa2x authors
 */

/*
 * The arithmetic of the copybreak sweep, free of DPDK so that it can be
 * tested on synthetic data: line rate of a frame size, the zero-loss rate
 * search (RFC 2544 style), the trial verdict, the break-even frame size
 * and the recommended copybreak.
 */

#ifndef SWEEP_MATH_H
#define SWEEP_MATH_H

#include <stdbool.h>
#include <stdint.h>

/* Ethernet per-frame overhead on the wire besides the frame: preamble+SFD
 * (8 bytes) and the minimum inter-frame gap (12 bytes). */
#define SM_WIRE_OVERHEAD	20u
/* Frame sizes in the sweep include the 4-byte FCS; the driver's copybreak
 * compares the frame length without it. */
#define SM_FCS_LEN		4u

/* Frames per second a link of link_bps carries at this frame size (FCS included). */
double sm_line_rate_pps(double link_bps, unsigned int frame_size);

/* Layer-2 bit rate (frame with FCS, no preamble/IFG) of pps frames of frame_size. */
double sm_l2_bps(double pps, unsigned int frame_size);

/*
 * A trial's verdict. offered: frames the generators sent; delivered: frames
 * that reached the sinks (or the application, in the rxdrop modes);
 * tolerance: fraction of the offered frames that may be lost (0 = zero loss).
 * requested_pps/achieved_pps: the rate asked of the generators and the rate
 * they managed (they fall behind when the emulated hardware is saturated);
 * short_tol: fraction the achieved rate may fall short of the requested one.
 */
enum sm_verdict {
	SM_PASS = 0,
	SM_FAIL_LOSS,		/* more frames lost than tolerated */
	SM_FAIL_SHORT,		/* no loss, but the wire did not offer the rate */
};
enum sm_verdict sm_trial_verdict(uint64_t offered, uint64_t delivered, double tolerance,
				 double requested_pps, double achieved_pps, double short_tol);
const char *sm_verdict_name(enum sm_verdict v);

/*
 * Zero-loss rate search between 0 and max_pps (the line rate).
 *  - The first trial runs at max_pps; a pass there ends the search.
 *  - Until a trial passes, the search walks down: first to half a
 *    resolution step under the rate that got through in the failed trial
 *    (hint_pps), which usually
 *    brackets the answer at once, then in steps that double (2, 4, 8 ...
 *    times the resolution, at most halving).
 *  - After the first pass it walks up in doubling steps from the highest
 *    passing rate until a trial fails,
 *  - then bisects the bracket [highest pass, lowest fail].
 * It ends when the bracket is narrower than resolution * highest pass (a
 * precision relative to the answer, not to the line rate: an emulated
 * datapath may forward a small share of the line rate), when nothing
 * passes above min_pps, or after max_trials.
 *
 * A trial the wire could not offer at the asked rate without losing frames
 * (SM_FAIL_SHORT) counts as a pass at the rate the wire did offer
 * (achieved_pps) and as a failure at the asked one: the wire (the emulated
 * hardware) is the limit there. The result is the highest rate the wire
 * really offered in a passing trial (at most the asked rate).
 */
struct sm_search {
	double max_pps, res, min_pps;
	double lo;		/* highest passing rate so far (0: none) */
	double best;		/* highest rate the wire offered in a passing trial */
	double hi;		/* lowest failing rate so far (> max_pps: none) */
	double next;		/* rate of the next trial */
	double down_step, up_step;	/* relative steps of the walks */
	unsigned int trials, max_trials;
	bool hinted;		/* the delivered-rate hint was used */
	bool walk_up_over;	/* a trial failed after the first pass */
	bool done;
	enum sm_verdict last_fail;	/* why the trial that set hi failed */
	bool any_fail;
};

/* resolution: relative precision (e.g. 0.01); min_pps: give up below. */
void sm_search_init(struct sm_search *s, double max_pps, double resolution,
		    double min_pps, unsigned int max_trials);
/* Rate of the next trial; false when the search is over. */
bool sm_search_next(const struct sm_search *s, double *pps);
/*
 * Feed the verdict of the trial asked at pps. achieved_pps: the rate the
 * wire offered; hint_pps: the rate that got through (0 if unknown).
 */
void sm_search_feed(struct sm_search *s, double pps, enum sm_verdict v,
		    double achieved_pps, double hint_pps);
/* Highest rate offered in a passing trial, 0 if none. */
double sm_search_result(const struct sm_search *s);
/* Typical number of trials of one search (for time estimates). */
unsigned int sm_search_expected_trials(double resolution);

/*
 * Break-even between a copying strategy and zero-copy. sizes ascending;
 * copy[i] and zc[i] the rates (any unit) at sizes[i]. Copying "wins" at a
 * size when copy > zc * (1 + margin). The break-even is the smallest size
 * where it stops winning, interpolated linearly between the last winning
 * size and that one on e = copy - zc * (1 + margin).
 */
enum sm_cross_kind {
	SM_CROSS_AT,		/* copying wins below `size`, not from it on */
	SM_CROSS_BELOW,		/* copying does not win even at the smallest size */
	SM_CROSS_NONE,		/* copying wins at every size measured */
	SM_CROSS_INVALID,	/* bad input (n == 0, unsorted sizes, NULL) */
};
struct sm_cross {
	enum sm_cross_kind kind;
	double size;		/* interpolated break-even (SM_CROSS_AT) */
	int last_win;		/* index of the largest size of the winning prefix, -1 if none */
	int first_loss;		/* index where copying stops winning, -1 if never */
	int later_wins;		/* sizes above first_loss where copying wins again (noise) */
};
struct sm_cross sm_break_even(const unsigned int *sizes, const double *copy,
			      const double *zc, unsigned int n, double margin);
const char *sm_cross_kind_name(enum sm_cross_kind k);

/*
 * Recommended copybreak in bytes of frame length without FCS (the value
 * for copybreak= / rte_pmd_dpaa2x_set_rx_copybreak): the largest size of
 * copying's winning prefix minus the FCS; 0 when copying never wins.
 */
unsigned int sm_recommended_copybreak(const unsigned int *sizes, const struct sm_cross *c);

/* Number of i where rate[i+1] > rate[i] * (1 + tol): a rate that rises with
 * the frame size hints at noise or a limit elsewhere (line rate falls with size). */
unsigned int sm_rising_steps(const double *rate, unsigned int n, double tol);

/*
 * What to do after a zero-loss trial, before the search hears of it:
 *  - a trial that lost frames while the forwarding CPU stalled (other work
 *    took it away) is repeated, up to stall_max times, not counted as a
 *    trial of the search;
 *  - a pass, or the search's trial budget spent, ends the retries;
 *  - a trial whose wire fell short of the asked rate is retried once when
 *    it came within short_above of it (the engine thread was preempted?);
 *    further behind is the engine's limit;
 *  - a lossy trial is retried up to loss_max times (a loss-free repeat
 *    passes).
 */
struct sm_retry {
	unsigned int stall_max, loss_max, max_trials;
	double short_above;
	/* state of the current rate */
	unsigned int stall_repeats, loss_retries;
	bool short_retried;
	unsigned int *runs;	/* trials of the search so far (counted here) */
};
enum sm_next {
	SM_NEXT_DONE,		/* feed this trial to the search */
	SM_NEXT_STALL,		/* repeat: it was disturbed */
	SM_NEXT_RETRY,		/* repeat: a retry of the policy */
};
/* Start over for a new rate. */
void sm_retry_rate(struct sm_retry *r);
enum sm_next sm_retry_next(struct sm_retry *r, enum sm_verdict v, bool stalled,
			   double achieved_pps, double asked_pps);

/* Linear interpolation of y at x between (x0,y0) and (x1,y1). */
double sm_lerp(double x0, double y0, double x1, double y1, double x);

/* Parse "64,128 256" (commas or blanks) into ascending unique sizes within
 * [lo, hi]; returns the count, or -1 (and a message in err) on bad input. */
int sm_parse_sizes(const char *s, unsigned int *sizes, unsigned int max,
		   unsigned int lo, unsigned int hi, char *err, unsigned int errlen);

#endif /* SWEEP_MATH_H */
