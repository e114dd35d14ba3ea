/*
 * sortsupport.c
 *	  Sort support of the time-prefixed id types passed by reference (ulid,
 *	  baseuid): abbreviated keys, with an abort rule for time-prefixed ids.
 *	  Each type's file calls sortsupport_init() from its own entry point.
 *
 * The same abbreviation serves every time-prefixed id type of the extension
 * passed by reference (ulid, baseuid: sortsupport_init).
 *
 * The abbreviated key is the first 8 bytes (SIZEOF_DATUM), big-endian, so it
 * orders like the full value.  Those bytes are the id's time and the bits
 * right after it (doc/generators.md "Layout of the ids"), and the ids a
 * monotonic generator makes in one tick share them: a table of such ids can
 * have far fewer distinct abbreviated keys than rows, each shared by many.
 * Comparisons inside such a group are an abbreviated tie followed by a full
 * comparison; yet abandoning the abbreviation for that makes the sort slower,
 * as the first levels of the sort still run on the cache-friendly keys.  So
 * we abort only when the keys are practically all equal, where uuid's rule
 * can trip on the first rows of a generation-ordered input, which share a
 * handful of milliseconds.
 */
#include "common.h"

#include "port/pg_bswap.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"

/*
 * Abort abbreviation only below one distinct abbreviated key per this many
 * rows (plus 1.5: a single key, all values in one millisecond).
 */
#define ABBREV_MAX_GROUP	100000.0

/*
 * The distinct abbreviated keys are counted with the k smallest hashes of
 * the keys seen (a "k minimum values" estimate): exact up to ABBREV_KMV
 * distinct keys, which covers every threshold below up to 25 million rows,
 * an estimate with a relative error of about 1/sqrt(ABBREV_KMV) above.  Our
 * own code rather than PostgreSQL's HyperLogLog, which PGlite does not
 * export.
 */
#define ABBREV_KMV	256

typedef struct AbbrevState
{
	int64		input_count;	/* rows seen by the abbreviation */
	bool		estimating;		/* still counting distinct keys? */
	int			nmin;			/* hashes in kmv[] */
	uint64		kmv[ABBREV_KMV];	/* the smallest distinct hashes, ascending */
	const char *trace_name;		/* prefix of the trace_sort messages */
} AbbrevState;

/* A 64-bit mix of a key (the finalizer of SplitMix64): a bijection. */
static inline uint64
abbrev_hash(uint64 x)
{
	x ^= x >> 30;
	x *= UINT64CONST(0xbf58476d1ce4e5b9);
	x ^= x >> 27;
	x *= UINT64CONST(0x94d049bb133111eb);
	x ^= x >> 31;
	return x;
}

/* Count a key's hash among the smallest ones (a hash seen before is no-op). */
static inline void
abbrev_count(AbbrevState *state, uint64 h)
{
	int			lo = 0;
	int			hi = state->nmin;

	/* the common case once the array is full: not among the smallest */
	if (state->nmin == ABBREV_KMV && h >= state->kmv[ABBREV_KMV - 1])
		return;
	while (lo < hi)
	{
		int			mid = (lo + hi) / 2;

		if (state->kmv[mid] < h)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < state->nmin && state->kmv[lo] == h)
		return;
	if (state->nmin < ABBREV_KMV)
		state->nmin++;
	memmove(&state->kmv[lo + 1], &state->kmv[lo], (state->nmin - 1 - lo) * sizeof(uint64));
	state->kmv[lo] = h;
}

/* The number of distinct keys counted: exact below ABBREV_KMV. */
static double
abbrev_cardinality(const AbbrevState *state)
{
	if (state->nmin < ABBREV_KMV)
		return (double) state->nmin;
	/* the k-th smallest of n uniform hashes is about k/n of their range */
	return (ABBREV_KMV - 1) / ((double) state->kmv[ABBREV_KMV - 1] / 18446744073709551616.0);
}

#ifdef ULID_PGLITE
/* The abbreviated keys' comparator (PGlite does not export PostgreSQL's). */
static int
abbrev_cmp(Datum a, Datum b, SortSupport ssup)
{
	return a < b ? -1 : a > b ? 1 : 0;
}
#endif

static Datum
abbrev_convert(Datum original, SortSupport ssup)
{
	AbbrevState *state = (AbbrevState *) ssup->ssup_extra;
	Datum		key;

	/* the first 8 bytes of a by-reference value, of any alignment */
	memcpy(&key, DatumGetPointer(original), sizeof(Datum));
	state->input_count++;
	if (state->estimating)
		abbrev_count(state, abbrev_hash((uint64) key));
	/* big-endian bytes compared as an unsigned integer keep byte order */
	return DatumBigEndianToNative(key);
}

/* Log a decision of the abbreviation (trace_sort = on); threshold 0: none. */
static void
abbrev_trace(const AbbrevState *state, const char *what, double abbr_card, double threshold,
			 int memtupcount)
{
	/*
	 * PostgreSQL 18 dropped the TRACE_SORT macro: trace_sort is always there
	 * (but for PGlite, which does not export it)
	 */
#if (defined(TRACE_SORT) || PG_VERSION_NUM >= 180000) && !defined(ULID_PGLITE)
	if (trace_sort)
		elog(LOG, "%s: %scardinality %f%s after %lld values (%d rows)",
			 state->trace_name, what, abbr_card,
			 threshold > 0 ? psprintf(" below threshold %f", threshold) : "",
			 (long long) state->input_count, memtupcount);
#endif
}

static bool
abbrev_abort(int memtupcount, SortSupport ssup)
{
	AbbrevState *state = (AbbrevState *) ssup->ssup_extra;
	double		abbr_card;
	double		threshold;

	if (memtupcount < 10000 || state->input_count < 10000 || !state->estimating)
		return false;

	abbr_card = abbrev_cardinality(state);

	/*
	 * With more than 100k distinct keys abbreviation pays off whatever the
	 * input size may become (uuid's reasoning): stop counting.
	 */
	if (abbr_card > 100000.0)
	{
		abbrev_trace(state, "estimation ends at ", abbr_card, 0, memtupcount);
		state->estimating = false;
		return false;
	}

	/*
	 * Abandon the abbreviation only when the keys are practically all equal:
	 * measured on monotonic ULIDs, even groups of thousands of rows per key
	 * sort faster abbreviated than not.
	 */
	threshold = (double) state->input_count / ABBREV_MAX_GROUP + 1.5;
	if (abbr_card < threshold)
	{
		abbrev_trace(state, "aborting abbreviation at ", abbr_card, threshold, memtupcount);
		return true;
	}
	abbrev_trace(state, "", abbr_card, 0, memtupcount);
	return false;
}

/*
 * Set up sort support for an id type passed by reference, at least 8 bytes
 * long, ordered by its bytes and with a time prefix: fast_cmp compares two
 * values, trace_name starts the trace_sort messages.
 */
void
sortsupport_init(SortSupport ssup, sort_comparator fast_cmp, const char *trace_name)
{
	ssup->comparator = fast_cmp;
	ssup->ssup_extra = NULL;

	if (ssup->abbreviate)
	{
		MemoryContext oldcontext = MemoryContextSwitchTo(ssup->ssup_cxt);
		AbbrevState *state = (AbbrevState *) palloc(sizeof(AbbrevState));

		state->input_count = 0;
		state->estimating = true;
		state->trace_name = trace_name;
		state->nmin = 0;
		ssup->ssup_extra = state;
		ssup->abbrev_full_comparator = ssup->comparator;
#ifdef ULID_PGLITE
		ssup->comparator = abbrev_cmp;
#else
		/* tuplesort's own comparator: its specialized sort recognizes it */
		ssup->comparator = ssup_datum_unsigned_cmp;
#endif
		ssup->abbrev_converter = abbrev_convert;
		ssup->abbrev_abort = abbrev_abort;
		MemoryContextSwitchTo(oldcontext);
	}
}
