/*
 * kit_fixed.c
 *	  What the entry points of the id types share: sort support (abbreviated
 *	  keys with an abort rule for time-prefixed ids), btree skip support, the
 *	  error reporters of every type (worded by core/core.h), and the
 *	  binary I/O, bytea casts and BRIN distance of a type that is its bytes.
 *	  Each type's file calls these from its own entry points (kit.h).
 *
 * Sort support.  The same abbreviation serves every time-prefixed id type of
 * the extension passed by reference (ulid, baseuid: kit_sortsupport_init);
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
#include "libpq/pqformat.h"
#include "mb/pg_wchar.h"
#include "nodes/nodes.h"
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#include "varatt.h"
#endif
#include "port/pg_bswap.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"
#if PG_VERSION_NUM >= 180000
#include "utils/skipsupport.h"
#endif

/*
 * Abort abbreviation only below one distinct abbreviated key per this many
 * rows (plus 1.5: a single key, all values in one millisecond).
 */
#define KIT_ABBREV_MAX_GROUP	100000.0

typedef struct KitSortState
{
	int64		input_count;	/* rows seen by the abbreviation */
	bool		estimating;		/* still counting distinct keys? */
	hyperLogLogState abbr_card; /* distinct abbreviated keys */
	const char *trace_name;		/* prefix of the trace_sort messages */
} KitSortState;

static Datum
abbrev_convert(Datum original, SortSupport ssup)
{
	KitSortState *state = (KitSortState *) ssup->ssup_extra;
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
abbrev_trace(const KitSortState *state, const char *what, double abbr_card, double threshold,
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
	KitSortState *state = (KitSortState *) ssup->ssup_extra;
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
	threshold = (double) state->input_count / KIT_ABBREV_MAX_GROUP + 1.5;
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
kit_sortsupport_init(SortSupport ssup, kit_comparator fast_cmp, const char *trace_name)
{
	ssup->comparator = fast_cmp;
	ssup->ssup_extra = NULL;

	if (ssup->abbreviate)
	{
		MemoryContext oldcontext = MemoryContextSwitchTo(ssup->ssup_cxt);
		KitSortState *state = (KitSortState *) palloc(sizeof(KitSortState));

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

/*
 * btree skip support (PostgreSQL 18+)
 */

/*
 * The next (up) or previous value of a by-reference id type of len bytes
 * ordered by its bytes (ulid, baseuid): a len-byte increment or decrement.
 */
Datum
kit_bytes_skip_step(Datum existing, int len, bool *overflow, bool up)
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

Datum
kit_skipsupport(FunctionCallInfo fcinfo, Datum low, Datum high,
				kit_skip_step decrement, kit_skip_step increment)
{
#if PG_VERSION_NUM >= 180000
	SkipSupport sksup = (SkipSupport) PG_GETARG_POINTER(0);

	sksup->decrement = decrement;
	sksup->increment = increment;
	sksup->low_elem = low;
	sksup->high_elem = high;
	PG_RETURN_VOID();
#else
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("btree skip support requires PostgreSQL 18 or later")));
	PG_RETURN_VOID();			/* keep compiler quiet */
#endif
}

/* Skip support of a type that is its len bytes: all zeros to all ones. */
Datum
kit_bytes_skipsupport(FunctionCallInfo fcinfo, int len,
					  kit_skip_step decrement, kit_skip_step increment)
{
	uint8	   *lowest = (uint8 *) palloc0(len);
	uint8	   *highest = (uint8 *) palloc(len);

	memset(highest, 0xFF, len);
	return kit_skipsupport(fcinfo, PointerGetDatum(lowest), PointerGetDatum(highest),
						   decrement, increment);
}

/*
 * Error reporters, worded by the core's message table (core/core.h)
 */

/*
 * The invalid character at byte offset pos of str: control bytes are shown
 * in hex, anything else as the character (all of a multibyte one), at its
 * 1-based character position.
 */
static void
report_char(const char *type, const char *str, size_t pos, const char *char_fmt,
			const char *byte_fmt, const char *hint, Node *escontext)
{
	int			charpos = pg_mbstrlen_with_len(str, (int) pos) + 1;
	unsigned char c = (unsigned char) str[pos];

	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg(CORE_MSG_SYNTAX, type, str),
			 (c < 0x20 || c == 0x7f) ?
			 errdetail(byte_fmt, c, charpos) :
			 errdetail(char_fmt, pg_mblen(str + pos), str + pos, charpos),
			 errhint("%s", hint)));
}

void
kit_report_input(FunctionCallInfo fcinfo, core_type kind, const char *str, core_status st, size_t pos)
{
	const core_messages *m = &core_message_table[kind];
	Node	   *escontext = NULL;
	size_t		len = strlen(str);
	int			nchars = 0;

#if PG_VERSION_NUM >= 160000
	escontext = fcinfo->context;
#endif
	if (st == CORE_ERR_LENGTH || st == CORE_ERR_UUID_FORM)
	{
		nchars = pg_mbstrlen_with_len(str, (int) len);
		if (nchars == m->text_len)
		{
			/* the type's number of characters but more bytes: the first non-ASCII one is bad */
			for (pos = 0; pos < len && !IS_HIGHBIT_SET(str[pos]); pos++)
				;
			st = CORE_ERR_CHAR;
		}
	}
	switch (st)
	{
		case CORE_ERR_LENGTH:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(CORE_MSG_SYNTAX, m->type, str),
					 errdetail(m->length, nchars),
					 m->length_hint ? errhint("%s", m->length_hint) : 0));
			return;
		case CORE_ERR_CHAR:
			report_char(m->type, str, pos, CORE_MSG_BAD_CHAR, CORE_MSG_BAD_BYTE, m->char_hint, escontext);
			return;
		case CORE_ERR_UUID_FORM:
			/* input of a uuid's length (ulid) that is not a uuid */
			if (pos < len)
				report_char(m->type, str, pos, CORE_MSG_UUID_BAD_CHAR, CORE_MSG_UUID_BAD_BYTE,
							m->length_hint, escontext);
			else
				errsave(escontext,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg(CORE_MSG_SYNTAX, m->type, str),
						 errdetail(CORE_MSG_UUID_SHORT),
						 errhint("%s", m->length_hint)));
			return;
		case CORE_ERR_OVERFLOW:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(CORE_MSG_SYNTAX, m->type, str),
					 errdetail("%s", m->overflow)));
			return;
		default:
			break;
	}
	elog(ERROR, "unexpected %s decoder status %d", m->type, (int) st);
}

void
kit_report_time_range(core_type kind, TimestampTz ts)
{
	const core_messages *m = &core_message_table[kind];

	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg(CORE_MSG_TIME_RANGE, m->type),
			 errdetail("%s", TIMESTAMP_NOT_FINITE(ts) ? m->time_infinite : m->time_range)));
}

/*
 * A type that is its bytes (ulid, baseuid)
 */

/* Binary I/O: the len bytes as they are (for ulid, exactly what uuid sends). */
Datum
kit_bytes_recv(FunctionCallInfo fcinfo, int len)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	uint8	   *result = (uint8 *) palloc(len);

	memcpy(result, pq_getmsgbytes(buf, len), len);
	PG_RETURN_POINTER(result);
}

Datum
kit_bytes_send(FunctionCallInfo fcinfo, int len)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, DatumGetPointer(PG_GETARG_DATUM(0)), len);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* type::bytea: the bytes */
Datum
kit_bytes_to_bytea(FunctionCallInfo fcinfo, int len)
{
	bytea	   *result = (bytea *) palloc(VARHDRSZ + len);

	SET_VARSIZE(result, VARHDRSZ + len);
	memcpy(VARDATA(result), DatumGetPointer(PG_GETARG_DATUM(0)), len);
	PG_RETURN_BYTEA_P(result);
}

/* bytea::type: exactly len bytes, or the error of the type kind */
Datum
kit_bytes_from_bytea(FunctionCallInfo fcinfo, core_type kind, int len)
{
	const core_messages *m = &core_message_table[kind];
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	uint8	   *result;

	if (VARSIZE_ANY_EXHDR(b) != len)
		ereport(ERROR,
				(errcode(ERRCODE_STRING_DATA_LENGTH_MISMATCH),
				 errmsg(CORE_MSG_BYTEA_LENGTH, m->type, (int) VARSIZE_ANY_EXHDR(b)),
				 errdetail("%s", m->bytes)));
	result = (uint8 *) palloc(len);
	memcpy(result, VARDATA_ANY(b), len);
	PG_RETURN_POINTER(result);
}

/*
 * BRIN minmax-multi support: the distance from a to b (a <= b) of a type
 * that is its len bytes, as a fraction of the type's whole range: the bytes of
 * b - a read as a base-256 fraction, most significant first, in a double.
 */
Datum
kit_bytes_brin_distance(FunctionCallInfo fcinfo, int len)
{
	const uint8 *a = (const uint8 *) DatumGetPointer(PG_GETARG_DATUM(0));
	const uint8 *b = (const uint8 *) DatumGetPointer(PG_GETARG_DATUM(1));
	double		distance = 0.0;
	double		weight = 1.0;
	int			i;

	for (i = 0; i < len; i++)
	{
		weight /= 256.0;
		distance += ((int) b[i] - (int) a[i]) * weight;
	}
	PG_RETURN_FLOAT8(distance);
}
