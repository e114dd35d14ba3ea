/*
 * kit_fixed.c
 *	  The fixed-length id kit: what the id types share beyond the
 *	  ID_BYTES_SUPPORT comparisons and hashes of kit.h.  Sort support
 *	  (abbreviated keys with an abort rule for time-prefixed ids), the btree
 *	  skip support step of a type ordered by its bytes, the error reporters
 *	  of every type (worded by core/messages.h), and the bytea casts of a
 *	  type that is its bytes.
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

/* Log a decision of the abbreviation (trace_sort = on); threshold 0: none. */
static void
abbrev_trace(const UlidSortState *state, const char *what, double abbr_card, double threshold,
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
		abbrev_trace(state, "estimation ends at ", abbr_card, 0, memtupcount);
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
		abbrev_trace(state, "aborting abbreviation at ", abbr_card, threshold, memtupcount);
		return true;
	}
	abbrev_trace(state, "", abbr_card, 0, memtupcount);
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

/*
 * Error reporters, worded by the core's message table (core/messages.h)
 */

/*
 * The invalid character at byte offset pos of str: control bytes are shown
 * in hex, anything else as the character (all of a multibyte one), at its
 * 1-based character position.
 */
static bool
report_char(const char *type, const char *str, size_t pos, const char *char_fmt,
			const char *byte_fmt, const char *hint, Node *escontext)
{
	int			charpos = pg_mbstrlen_with_len(str, (int) pos) + 1;
	unsigned char c = (unsigned char) str[pos];

	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg(ID_MSG_SYNTAX, type, str),
			 (c < 0x20 || c == 0x7f) ?
			 errdetail(byte_fmt, c, charpos) :
			 errdetail(char_fmt, pg_mblen(str + pos), str + pos, charpos),
			 errhint("%s", hint)));
	return false;
}

bool
kit_report_input(id_kind kind, const char *str, size_t len, ulid_status st, size_t pos,
				 Node *escontext)
{
	const id_messages *m = &id_core_messages[kind];
	int			nchars = 0;

	if (st == ULID_ERR_LENGTH || st == ULID_ERR_UUID_FORM)
	{
		nchars = pg_mbstrlen_with_len(str, (int) len);
		if (nchars == m->text_len)
		{
			/* the type's number of characters but more bytes: the first non-ASCII one is bad */
			for (pos = 0; pos < len && !IS_HIGHBIT_SET(str[pos]); pos++)
				;
			st = ULID_ERR_CHAR;
		}
	}
	switch (st)
	{
		case ULID_ERR_LENGTH:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(ID_MSG_SYNTAX, m->type, str),
					 errdetail(m->length, nchars),
					 m->length_hint ? errhint("%s", m->length_hint) : 0));
			return false;
		case ULID_ERR_CHAR:
			return report_char(m->type, str, pos, ID_MSG_BAD_CHAR, ID_MSG_BAD_BYTE,
							   m->char_hint, escontext);
		case ULID_ERR_UUID_FORM:
			/* input of a uuid's length (ulid) that is not a uuid */
			if (pos < len)
				return report_char(m->type, str, pos, ID_MSG_UUID_BAD_CHAR, ID_MSG_UUID_BAD_BYTE,
								   m->length_hint, escontext);
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(ID_MSG_SYNTAX, m->type, str),
					 errdetail(ID_MSG_UUID_SHORT),
					 errhint("%s", m->length_hint)));
			return false;
		case ULID_ERR_OVERFLOW:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(ID_MSG_SYNTAX, m->type, str),
					 errdetail("%s", m->overflow)));
			return false;
		default:
			break;
	}
	elog(ERROR, "unexpected %s decoder status %d", m->type, (int) st);
	return false;				/* keep compiler quiet */
}

void
kit_report_time_range(id_kind kind, TimestampTz ts)
{
	const id_messages *m = &id_core_messages[kind];

	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg(ID_MSG_TIME_RANGE, m->type),
			 errdetail("%s", TIMESTAMP_NOT_FINITE(ts) ? m->time_infinite : m->time_range)));
}

/*
 * The SQL surface of a type that is its bytes (ID_BYTES_TYPE in kit.h)
 */

/*
 * Decode str (len bytes, NUL-terminated for the messages) into out.  On bad
 * input, report the error through escontext (soft on 16+, else raised) and
 * return false.
 */
bool
kit_bytes_parse(const KitBytesType *t, const char *str, size_t len, uint8 *out, Node *escontext)
{
	size_t		pos = 0;
	ulid_status st = t->decode(str, len, out, &pos);

	/* every C++ frame has returned: errors may be raised from here on */
	return likely(st == ULID_OK) || kit_report_input(t->kind, str, len, st, pos, escontext);
}

Datum
kit_bytes_in(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	char	   *str = PG_GETARG_CSTRING(0);
	uint8	   *result = (uint8 *) palloc(t->len);
	Node	   *escontext = NULL;

#if PG_VERSION_NUM >= 160000
	escontext = fcinfo->context;
#endif
	if (!kit_bytes_parse(t, str, strlen(str), result, escontext))
		return (Datum) 0;		/* soft error reported */
	PG_RETURN_POINTER(result);
}

Datum
kit_bytes_out(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	char	   *result = (char *) palloc(t->text_len + 1);

	t->encode((const uint8 *) DatumGetPointer(PG_GETARG_DATUM(0)), result);
	result[t->text_len] = '\0';
	PG_RETURN_CSTRING(result);
}

/* Binary I/O: the bytes as they are (for ulid, exactly what uuid sends). */
Datum
kit_bytes_recv(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	uint8	   *result = (uint8 *) palloc(t->len);

	memcpy(result, pq_getmsgbytes(buf, t->len), t->len);
	PG_RETURN_POINTER(result);
}

Datum
kit_bytes_send(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, DatumGetPointer(PG_GETARG_DATUM(0)), t->len);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* type::bytea: the bytes */
Datum
kit_bytes_to_bytea(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	bytea	   *result = (bytea *) palloc(VARHDRSZ + t->len);

	SET_VARSIZE(result, VARHDRSZ + t->len);
	memcpy(VARDATA(result), DatumGetPointer(PG_GETARG_DATUM(0)), t->len);
	PG_RETURN_BYTEA_P(result);
}

/* bytea::type: exactly the type's number of bytes */
Datum
kit_bytes_from_bytea(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	const id_messages *m = &id_core_messages[t->kind];
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	uint8	   *result;

	if (VARSIZE_ANY_EXHDR(b) != t->len)
		ereport(ERROR,
				(errcode(ERRCODE_STRING_DATA_LENGTH_MISMATCH),
				 errmsg(ID_MSG_BYTEA_LENGTH, m->type, (int) VARSIZE_ANY_EXHDR(b)),
				 errdetail("%s", m->bytes)));
	result = (uint8 *) palloc(t->len);
	memcpy(result, VARDATA_ANY(b), t->len);
	PG_RETURN_POINTER(result);
}

/* type::text, without the intermediate cstring of an I/O conversion */
Datum
kit_bytes_to_text(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	text	   *result = (text *) palloc(VARHDRSZ + t->text_len);

	SET_VARSIZE(result, VARHDRSZ + t->text_len);
	t->encode((const uint8 *) DatumGetPointer(PG_GETARG_DATUM(0)), VARDATA(result));
	PG_RETURN_TEXT_P(result);
}

/*
 * text::type, decoding straight from the text datum.  Errors are those of
 * the type's input (the cstring copy is made only on that path).
 */
Datum
kit_bytes_from_text(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	uint8	   *result = (uint8 *) palloc(t->len);
	char	   *str;

	if (likely(t->decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), result, NULL) == ULID_OK))
		PG_RETURN_POINTER(result);
	str = text_to_cstring(txt);
	kit_bytes_parse(t, str, strlen(str), result, NULL);
	PG_RETURN_POINTER(result);	/* not reached: the parse raised an error */
}

/* type_is_valid(text): whether the type's input accepts the text; never raises */
Datum
kit_bytes_is_valid(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	uint8		scratch[32];

	Assert(t->len <= (int) sizeof(scratch));
	PG_RETURN_BOOL(t->decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), scratch, NULL) == ULID_OK);
}

/*
 * btree skip support: the next and previous possible value are a len-byte
 * increment and decrement, from all zeros to all ones.
 */
Datum
kit_bytes_skipsupport(const KitBytesType *t, FunctionCallInfo fcinfo,
					  kit_skip_step decrement, kit_skip_step increment)
{
	uint8	   *lowest = (uint8 *) palloc0(t->len);
	uint8	   *highest = (uint8 *) palloc(t->len);

	memset(highest, 0xFF, t->len);
	return kit_skipsupport(fcinfo, PointerGetDatum(lowest), PointerGetDatum(highest),
						   decrement, increment);
}

/*
 * BRIN minmax-multi support: the distance from a to b (a <= b) of a type
 * that is its bytes, as a fraction of the type's whole range: the bytes of
 * b - a read as a base-256 fraction, most significant first, in a double.
 */
Datum
kit_bytes_brin_distance(const KitBytesType *t, FunctionCallInfo fcinfo)
{
	const uint8 *a = (const uint8 *) DatumGetPointer(PG_GETARG_DATUM(0));
	const uint8 *b = (const uint8 *) DatumGetPointer(PG_GETARG_DATUM(1));
	double		distance = 0.0;
	double		weight = 1.0;
	int			i;

	for (i = 0; i < t->len; i++)
	{
		weight /= 256.0;
		distance += ((int) b[i] - (int) a[i]) * weight;
	}
	PG_RETURN_FLOAT8(distance);
}
