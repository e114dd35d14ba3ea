/*
 * kit_fixed.c
 *	  The fixed-length id kit: what the id types share beyond the
 *	  ID_BYTES_SUPPORT comparisons and hashes of kit.h.  Sort support
 *	  (abbreviated keys with an abort rule for time-prefixed ids), the btree
 *	  skip support step of a type ordered by its bytes, and the error
 *	  reporters for timestamps outside a type's range.
 *
 * Sort support.  The same abbreviation serves every time-prefixed id type of
 * the extension passed by reference (ulid, baseuid: id_sortsupport_init);
 * baseuid's first 8 bytes are its 48-bit tick and 16 random bits, grouped by
 * a monotonic generator in the same way as a ULID's.
 *
 * The abbreviated key is the first 8 bytes (SIZEOF_DATUM), big-endian, so it
 * orders like the full value.  For ULIDs those bytes are the 48-bit
 * timestamp and the top 16 random bits, and every id that a monotonic
 * generator made in one millisecond shares them: a table of monotonic ids
 * has about one distinct abbreviated key per millisecond of its history,
 * each shared by hundreds or thousands of rows.  Comparisons inside such
 * a group are an abbreviated tie followed by a full comparison; yet measured
 * on 2M shuffled gen_ulid() values, abandoning the abbreviation (as a rule
 * of one key per 64 rows did) made ORDER BY 6% and CREATE INDEX 15% slower:
 * the first levels of the sort still run on the cache-friendly keys.  So we
 * abort only when the keys are practically all equal, where uuid's rule
 * (one distinct key per 2000 rows) can trip on the first 10,000 rows of a
 * generation-ordered input, which share a handful of milliseconds.
 */
#include "kit.h"

#include "common/hashfn.h"
#include "lib/hyperloglog.h"
#include "port/pg_bswap.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"
#if PG_VERSION_NUM >= 180000
#include "utils/skipsupport.h"
#endif

/*
 * Abort abbreviation only below one distinct abbreviated key per this many
 * rows (plus 1.5: a single key, all values in one millisecond).
 */
#define ULID_ABBREV_MAX_GROUP	100000.0

typedef struct UlidSortState
{
	int64		input_count;	/* rows seen by the abbreviation */
	bool		estimating;		/* still counting distinct keys? */
	hyperLogLogState abbr_card; /* distinct abbreviated keys */
	const char *trace_name;		/* prefix of the trace_sort messages */
} UlidSortState;

#if PG_VERSION_NUM < 150000
static int
ulid_abbrev_cmp(Datum x, Datum y, SortSupport ssup)
{
	if (x > y)
		return 1;
	if (x < y)
		return -1;
	return 0;
}
#endif

static Datum
ulid_abbrev_convert(Datum original, SortSupport ssup)
{
	UlidSortState *state = (UlidSortState *) ssup->ssup_extra;
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

static bool
ulid_abbrev_abort(int memtupcount, SortSupport ssup)
{
	UlidSortState *state = (UlidSortState *) ssup->ssup_extra;
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
#ifdef TRACE_SORT
		if (trace_sort)
			elog(LOG,
				 "%s: estimation ends at cardinality %f after %lld values (%d rows)",
				 state->trace_name, abbr_card, (long long) state->input_count, memtupcount);
#endif
		state->estimating = false;
		return false;
	}

	/*
	 * Abandon the abbreviation only when the keys are practically all equal:
	 * measured on monotonic ULIDs, even groups of thousands of rows per key
	 * sort faster abbreviated than not.
	 */
	threshold = (double) state->input_count / ULID_ABBREV_MAX_GROUP + 1.5;
	if (abbr_card < threshold)
	{
#ifdef TRACE_SORT
		if (trace_sort)
			elog(LOG,
				 "%s: aborting abbreviation at cardinality %f below threshold %f after %lld values (%d rows)",
				 state->trace_name, abbr_card, threshold, (long long) state->input_count, memtupcount);
#endif
		return true;
	}
#ifdef TRACE_SORT
	if (trace_sort)
		elog(LOG,
			 "%s: cardinality %f after %lld values (%d rows)",
			 state->trace_name, abbr_card, (long long) state->input_count, memtupcount);
#endif
	return false;
}

/*
 * Set up sort support for an id type passed by reference, at least 8 bytes
 * long, ordered by its bytes and with a time prefix: full_cmp compares two
 * values, trace_name starts the trace_sort messages.
 */
void
id_sortsupport_init(SortSupport ssup, id_full_comparator full_cmp, const char *trace_name)
{
	ssup->comparator = full_cmp;
	ssup->ssup_extra = NULL;

	if (ssup->abbreviate)
	{
		MemoryContext oldcontext = MemoryContextSwitchTo(ssup->ssup_cxt);
		UlidSortState *state = (UlidSortState *) palloc(sizeof(UlidSortState));

		state->input_count = 0;
		state->estimating = true;
		state->trace_name = trace_name;
		initHyperLogLog(&state->abbr_card, 10);
		ssup->ssup_extra = state;
		ssup->abbrev_full_comparator = ssup->comparator;
#if PG_VERSION_NUM >= 150000
		ssup->comparator = ssup_datum_unsigned_cmp;
#else
		ssup->comparator = ulid_abbrev_cmp;
#endif
		ssup->abbrev_converter = ulid_abbrev_convert;
		ssup->abbrev_abort = ulid_abbrev_abort;
		MemoryContextSwitchTo(oldcontext);
	}
}

/*
 * btree skip support (PostgreSQL 18+)
 */
#if PG_VERSION_NUM >= 180000
/*
 * The next (up) or previous value of a by-reference id type of len bytes
 * ordered by its bytes (ulid, baseuid): a len-byte increment or decrement.
 */
Datum
id_skip_step(Datum existing, int len, bool *overflow, bool up)
{
	uint8	   *result = (uint8 *) palloc(len);
	const uint8 limit = up ? 0xFF : 0x00;
	int			i;

	memcpy(result, DatumGetPointer(existing), len);
	for (i = len - 1; i >= 0 && result[i] == limit; i--)
		result[i] = up ? 0x00 : 0xFF;
	if (i < 0)
	{
		/* already the highest (lowest) value: nothing comes after (before) it */
		pfree(result);
		*overflow = true;
		return (Datum) 0;
	}
	result[i] += up ? 1 : -1;
	*overflow = false;
	return PointerGetDatum(result);
}
#endif

/*
 * Error reporters
 */

void
ulid_report_time_range(TimestampTz ts)
{
	if (TIMESTAMP_NOT_FINITE(ts))
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for type ulid"),
				 errdetail("An infinite timestamp has no ULID.")));
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("timestamp out of range for type ulid"),
			 errdetail("ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.")));
}

void
ulid_flake_report_time_range(TimestampTz ts)
{
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("timestamp out of range for type %s", "ulid_flake"),
			 TIMESTAMP_NOT_FINITE(ts) ?
			 errdetail("An infinite timestamp has no Ulid-Flake id.") :
			 errdetail("Ulid-Flake timestamps range from 2024-01-01 00:00:00+00 to 2302-09-27 15:10:22.207+00.")));
}

void
baseuid_report_time_range(TimestampTz ts)
{
	if (TIMESTAMP_NOT_FINITE(ts))
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for type baseuid"),
				 errdetail("An infinite timestamp has no BaseUID.")));
	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("timestamp out of range for type baseuid"),
			 errdetail("BaseUID timestamps range from 1970-01-01 00:00:00+00 to 2262-04-11 23:47:16.854775+00.")));
}
