/*
 * ulid_sort.c
 *	  Sort support for ulid: abbreviated keys, with an abort rule for ULIDs.
 *
 * The abbreviated key is the first 8 bytes (SIZEOF_DATUM), big-endian, so it
 * orders like the full value.  For ULIDs those bytes are the 48-bit
 * timestamp and the top 16 random bits, and every id that a monotonic
 * generator made in one millisecond shares them: a table of monotonic ids
 * has about one distinct abbreviated key per millisecond of its history,
 * each shared by hundreds or thousands of rows.  Every comparison inside
 * such a group is an abbreviated tie followed by a full comparison, which
 * costs more than the full comparison alone.  uuid's rule (abort below one
 * distinct key per 2000 rows) keeps abbreviation on for these inputs; ours
 * aborts when the average group is larger than ULID_ABBREV_MAX_GROUP rows,
 * and otherwise behaves the same (random ULIDs, ULIDs spread over time).
 */
#include "ulid.h"

#include "common/hashfn.h"
#include "lib/hyperloglog.h"
#include "port/pg_bswap.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"

/* Abort abbreviation when rows per distinct abbreviated key exceed this. */
#define ULID_ABBREV_MAX_GROUP	100000.0

typedef struct UlidSortState
{
	int64		input_count;	/* rows seen by the abbreviation */
	bool		estimating;		/* still counting distinct keys? */
	hyperLogLogState abbr_card; /* distinct abbreviated keys */
} UlidSortState;

static int
ulid_fast_cmp(Datum x, Datum y, SortSupport ssup)
{
	return memcmp(DatumGetUlidP(x)->data, DatumGetUlidP(y)->data, ULID_BINARY_LEN);
}

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
	pg_ulid    *value = DatumGetUlidP(original);
	Datum		key;

	memcpy(&key, value->data, sizeof(Datum));
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

	if (memtupcount < 10000 || state->input_count < 10000 || !state->estimating)
		return false;

	abbr_card = estimateHyperLogLog(&state->abbr_card);

	/*
	 * With more than 100k distinct keys abbreviation pays off whatever the
	 * input size may become (uuid's reasoning): stop counting.
	 */
	if (abbr_card > 100000.0)
	{
		state->estimating = false;
		return false;
	}
	if (abbr_card < (double) state->input_count / ULID_ABBREV_MAX_GROUP + 1.5)
	{
#ifdef TRACE_SORT
		if (trace_sort)
			elog(LOG,
				 "ulid_abbrev: aborting abbreviation at %d (abbr card %f, input %lld): about %.0f rows per abbreviated key",
				 memtupcount, abbr_card, (long long) state->input_count,
				 state->input_count / abbr_card);
#endif
		return true;
	}
#ifdef TRACE_SORT
	if (trace_sort)
		elog(LOG,
			 "ulid_abbrev: abbreviation kept at %d (abbr card %f, input %lld)",
			 memtupcount, abbr_card, (long long) state->input_count);
#endif
	return false;
}

ULID_FUNCTION(pgulid_sortsupport);
Datum
pgulid_sortsupport(PG_FUNCTION_ARGS)
{
	SortSupport ssup = (SortSupport) PG_GETARG_POINTER(0);

	ssup->comparator = ulid_fast_cmp;
	ssup->ssup_extra = NULL;

	if (ssup->abbreviate)
	{
		MemoryContext oldcontext = MemoryContextSwitchTo(ssup->ssup_cxt);
		UlidSortState *state = (UlidSortState *) palloc(sizeof(UlidSortState));

		state->input_count = 0;
		state->estimating = true;
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
	PG_RETURN_VOID();
}
