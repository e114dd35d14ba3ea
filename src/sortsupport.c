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

#include "common/hashfn.h"
#include "lib/hyperloglog.h"
#include "port/pg_bswap.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"

/*
 * Abort abbreviation only below one distinct abbreviated key per this many
 * rows (plus 1.5: a single key, all values in one millisecond).
 */
#define ABBREV_MAX_GROUP	100000.0

typedef struct AbbrevState
{
	int64		input_count;	/* rows seen by the abbreviation */
	bool		estimating;		/* still counting distinct keys? */
	hyperLogLogState abbr_card; /* distinct abbreviated keys */
	const char *trace_name;		/* prefix of the trace_sort messages */
} AbbrevState;

static Datum
abbrev_convert(Datum original, SortSupport ssup)
{
	AbbrevState *state = (AbbrevState *) ssup->ssup_extra;
	Datum		key;

	/* the first 8 bytes of a by-reference value, of any alignment */
	memcpy(&key, DatumGetPointer(original), sizeof(Datum));
	state->input_count++;
	if (state->estimating)
	{
		uint32		h;

#if SIZEOF_DATUM == 8
		h = (uint32) key ^ (uint32) (key >> 32);
#else
		h = (uint32) key;
#endif
		addHyperLogLog(&state->abbr_card, DatumGetUInt32(hash_uint32(h)));
	}
	/* big-endian bytes compared as an unsigned integer keep byte order */
	return DatumBigEndianToNative(key);
}

/* Log a decision of the abbreviation (trace_sort = on); threshold 0: none. */
static void
abbrev_trace(const AbbrevState *state, const char *what, double abbr_card, double threshold,
			 int memtupcount)
{
	/* PostgreSQL 18 dropped the TRACE_SORT macro: trace_sort is always there */
#if defined(TRACE_SORT) || PG_VERSION_NUM >= 180000
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

	abbr_card = estimateHyperLogLog(&state->abbr_card);

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
		initHyperLogLog(&state->abbr_card, 10);
		ssup->ssup_extra = state;
		ssup->abbrev_full_comparator = ssup->comparator;
		ssup->comparator = ssup_datum_unsigned_cmp;
		ssup->abbrev_converter = abbrev_convert;
		ssup->abbrev_abort = abbrev_abort;
		MemoryContextSwitchTo(oldcontext);
	}
}
