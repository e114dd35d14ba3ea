/*
 * ulid.c
 *	  The ulid type: text input and output, what query plans and indexes call
 *	  (comparisons, hashes, binary send/recv, min/max support, sort and skip
 *	  support), and the conversions to timestamps, bytea and text.
 *
 * The codec itself is the C++ core (src/core/ulid.cpp); this file turns its
 * status codes into PostgreSQL errors, softly on PostgreSQL 16+ so that
 * pg_input_is_valid() and COPY ... ON_ERROR work.
 *
 * A ulid has the same 16 bytes, in the same order, as the equal uuid, so
 * every function that plans and indexes call gives exactly what uuid's own
 * function gives for those bytes: order is memcmp(), hashes are hash_any()
 * over the 16 bytes (equal to uuid_hash and uuid_hash_extended, which hash
 * partitions and the ulid/uuid hash family rely on), and the wire format is
 * the 16 bytes.  The same C functions serve the ulid/uuid cross-type
 * operators.
 *
 * They are the extension's own C functions, not LANGUAGE internal aliases of
 * uuid's: fmgr finds a C function once per backend and caches it, while an
 * internal-language function whose OID is not built in is looked up by name
 * in the table of every built-in function on each fmgr_info(), i.e. on every
 * executor start of every query that uses a ulid operator or index.
 *
 * A ULID's timestamp is Unix milliseconds, UTC.  timestamptz and timestamp
 * are both microseconds since 2000-01-01; a timestamp (without time zone) is
 * read and written as UTC, so no conversion here depends on TimeZone.
 */
#include "ulid.h"

#include "common/hashfn.h"
#include "libpq/pqformat.h"
#include "mb/pg_wchar.h"
#include "nodes/nodes.h"
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#include "varatt.h"
#endif
#include "utils/builtins.h"
#if PG_VERSION_NUM >= 180000
#include "utils/skipsupport.h"
#endif
#include "utils/sortsupport.h"

/*
 * Text input and output
 */

/* Report the invalid character at byte offset pos of str. */
static bool
ulid_report_char(const char *str, size_t pos, Node *escontext)
{
	int			charpos = pg_mbstrlen_with_len(str, (int) pos) + 1;
	unsigned char c = (unsigned char) str[pos];

	/* control bytes are shown in hex, anything else as the character */
	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("invalid input syntax for type %s: \"%s\"", "ulid", str),
			 (c < 0x20 || c == 0x7f) ?
			 errdetail("Invalid byte 0x%02x at position %d.", c, charpos) :
			 errdetail("Invalid character \"%.*s\" at position %d.",
					   pg_mblen(str + pos), str + pos, charpos),
			 errhint("A ULID is written with the digits and the letters A-Z except U, in either case.")));
	return false;
}

#define ULID_FORMS_HINT \
	"A ulid is written as 26 Crockford base32 characters, or as a uuid: 32 hex digits, optionally with hyphens and braces."

/* Report input of a UUID's length that is not a UUID (bad byte at pos). */
static bool
ulid_report_uuid_form(const char *str, size_t len, size_t pos, Node *escontext)
{
	int			charpos = pg_mbstrlen_with_len(str, (int) pos) + 1;
	unsigned char c = pos < len ? (unsigned char) str[pos] : 0;

	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("invalid input syntax for type %s: \"%s\"", "ulid", str),
			 pos >= len ?
			 errdetail("The input has the length of a uuid but ends before its 32 hex digits.") :
			 (c < 0x20 || c == 0x7f) ?
			 errdetail("Invalid byte 0x%02x at position %d of uuid-formatted input.", c, charpos) :
			 errdetail("Invalid character \"%.*s\" at position %d of uuid-formatted input.",
					   pg_mblen(str + pos), str + pos, charpos),
			 errhint(ULID_FORMS_HINT)));
	return false;
}

/*
 * Decode str (len bytes, NUL-terminated for the messages) into *result: a
 * ULID's 26 characters or one of uuid's textual forms.  On bad input, report
 * the error through escontext (soft on 16+, else raised) and return false.
 */
bool
ulid_parse(const char *str, size_t len, pg_ulid *result, Node *escontext)
{
	size_t		pos = 0;
	ulid_status st = ulid_core_decode_text(str, len, result->data, &pos);

	/* every C++ frame has returned: errors may be raised from here on */
	switch (st)
	{
		case ULID_OK:
			return true;
		case ULID_ERR_LENGTH:
		case ULID_ERR_UUID_FORM:
			if (pg_mbstrlen_with_len(str, (int) len) == ULID_TEXT_LEN)
			{
				/* 26 characters but more bytes: report the first non-ASCII one */
				for (pos = 0; pos < len && !IS_HIGHBIT_SET(str[pos]); pos++)
					;
				return ulid_report_char(str, pos, escontext);
			}
			if (st == ULID_ERR_UUID_FORM)
				return ulid_report_uuid_form(str, len, pos, escontext);
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg("invalid input syntax for type %s: \"%s\"", "ulid", str),
					 errdetail("A ULID has %d characters, but the input has %d.",
							   ULID_TEXT_LEN, pg_mbstrlen_with_len(str, (int) len)),
					 errhint(ULID_FORMS_HINT)));
			return false;
		case ULID_ERR_CHAR:
			return ulid_report_char(str, pos, escontext);
		case ULID_ERR_OVERFLOW:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg("invalid input syntax for type %s: \"%s\"", "ulid", str),
					 errdetail("The value is larger than the largest ULID, 7ZZZZZZZZZZZZZZZZZZZZZZZZZ: the first character must be 0 to 7.")));
			return false;
		default:
			break;
	}
	elog(ERROR, "unexpected ulid decoder status %d", (int) st);
	return false;				/* keep compiler quiet */
}

ULID_FUNCTION(pgulid_in);
Datum
pgulid_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	Node	   *escontext = NULL;

#if PG_VERSION_NUM >= 160000
	escontext = fcinfo->context;
#endif
	if (!ulid_parse(str, strlen(str), result, escontext))
		return (Datum) 0;		/* soft error reported */
	PG_RETURN_ULID_P(result);
}

ULID_FUNCTION(pgulid_out);
Datum
pgulid_out(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	char	   *result = (char *) palloc(ULID_TEXT_LEN + 1);

	ulid_core_encode(value->data, result);
	result[ULID_TEXT_LEN] = '\0';
	PG_RETURN_CSTRING(result);
}

/*
 * Comparisons, hashes, binary I/O, sort and skip support
 */

/*
 * The six comparisons and the btree comparator (also for the ulid/uuid
 * cross-type operators), min/max support, and the hashes of the 16 bytes,
 * equal to uuid_hash / uuid_hash_extended: see ID_BYTES_SUPPORT in kit.h.
 */
ID_BYTES_SUPPORT(pgulid, ULID_BINARY_LEN)

/* Binary I/O: the 16 bytes as they are, exactly what uuid sends. */
ULID_FUNCTION(pgulid_recv);
Datum
pgulid_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));

	memcpy(result->data, pq_getmsgbytes(buf, ULID_BINARY_LEN), ULID_BINARY_LEN);
	PG_RETURN_ULID_P(result);
}

ULID_FUNCTION(pgulid_send);
Datum
pgulid_send(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, (const char *) PG_GETARG_ULID_P(0)->data, ULID_BINARY_LEN);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/*
 * The same 16 bytes under the other type: ulid_to_uuid() and ulid_from_uuid(),
 * the function forms (pgx_ulid's names) of the binary-coercible casts between
 * ulid and uuid, which need no function themselves.
 */
ULID_FUNCTION(pgulid_same_bytes);
Datum
pgulid_same_bytes(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(PG_GETARG_DATUM(0));
}

/*
 * btree skip support (PostgreSQL 18+): lets a skip scan step from one
 * possible ulid to the next (or previous) one, as uuid's does, instead of
 * probing the index for the next existing value.  The opclass references
 * ulid_skipsupport only on 18+; before that the function only exists.
 */
#if PG_VERSION_NUM >= 180000
static Datum
ulid_decrement(Relation rel, Datum existing, bool *underflow)
{
	return id_skip_step(existing, ULID_BINARY_LEN, underflow, false);
}

static Datum
ulid_increment(Relation rel, Datum existing, bool *overflow)
{
	return id_skip_step(existing, ULID_BINARY_LEN, overflow, true);
}
#endif

ULID_FUNCTION(pgulid_skipsupport);
Datum
pgulid_skipsupport(PG_FUNCTION_ARGS)
{
#if PG_VERSION_NUM >= 180000
	SkipSupport sksup = (SkipSupport) PG_GETARG_POINTER(0);
	pg_ulid    *lowest = (pg_ulid *) palloc0(sizeof(pg_ulid));
	pg_ulid    *highest = (pg_ulid *) palloc(sizeof(pg_ulid));

	memset(highest->data, 0xFF, ULID_BINARY_LEN);
	sksup->decrement = ulid_decrement;
	sksup->increment = ulid_increment;
	sksup->low_elem = UlidPGetDatum(lowest);
	sksup->high_elem = UlidPGetDatum(highest);
	PG_RETURN_VOID();
#else
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("btree skip support requires PostgreSQL 18 or later")));
	PG_RETURN_VOID();			/* keep compiler quiet */
#endif
}

/*
 * Sort support: abbreviated keys with the abort rule for time-prefixed ids
 * (id_sortsupport_init, kit_fixed.c).
 */
static int
ulid_fast_cmp(Datum x, Datum y, SortSupport ssup)
{
	return memcmp(DatumGetUlidP(x)->data, DatumGetUlidP(y)->data, ULID_BINARY_LEN);
}

ULID_FUNCTION(pgulid_sortsupport);
Datum
pgulid_sortsupport(PG_FUNCTION_ARGS)
{
	id_sortsupport_init((SortSupport) PG_GETARG_POINTER(0), ulid_fast_cmp, "ulid_abbrev");
	PG_RETURN_VOID();
}

/*
 * Time, bytea and text conversions; validation
 */

/* Unix milliseconds -> PostgreSQL timestamp (always in range: year <= 10889) */
static inline TimestampTz
ms_to_timestamp(uint64 ms)
{
	return ((int64) ms - ULID_PG_EPOCH_MS) * 1000;
}

/* ulid_timestamp(ulid) -> timestamptz, also ulid::timestamp (as UTC) */
ULID_FUNCTION(pgulid_timestamp);
Datum
pgulid_timestamp(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);

	PG_RETURN_TIMESTAMPTZ(ms_to_timestamp(ulid_core_time_ms(value->data)));
}

/*
 * ulid_is_uuidv7(ulid): whether the 16 bytes are a valid UUIDv7 (version
 * nibble 7, variant 10), as the generators make them with ulid.uuidv7 on.
 */
ULID_FUNCTION(pgulid_is_uuidv7);
Datum
pgulid_is_uuidv7(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);

	PG_RETURN_BOOL(ulid_core_is_uuidv7(value->data));
}

/*
 * ulid_partition_time(ulid) -> timestamptz: the ULID's millisecond, plus one
 * microsecond unless the ULID is the lowest of its millisecond (random part
 * all zeros).  A partitioning function for TimescaleDB: its chunk bounds are
 * whole milliseconds, so every id of a millisecond lands in one chunk, and a
 * comparison constant never maps onto a chunk bound unless it is the lowest
 * id of that millisecond, where "id < X" and "id >= X" mean exactly "earlier
 * than" and "at or after" that millisecond.  TimescaleDB's rewrite of
 * "id < X" as "f(id) < f(X)" and its dropping of "id >= X" on chunks it
 * believes fully covered are then exact (see README, "TimescaleDB").
 */
ULID_FUNCTION(pgulid_partition_time);
Datum
pgulid_partition_time(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	bool		lowest = true;

	for (int i = ULID_TIME_LEN; i < ULID_TIME_LEN + ULID_RANDOM_LEN; i++)
		if (value->data[i] != 0)
			lowest = false;
	PG_RETURN_TIMESTAMPTZ(ms_to_timestamp(ulid_core_time_ms(value->data)) + (lowest ? 0 : 1));
}

static pg_ulid *
ulid_bound(TimestampTz ts, const uint8 *random)
{
	pg_ulid    *result;
	uint64		ms;

	if (!ulid_timestamptz_to_ms(ts, &ms))
		ulid_report_time_range(ts);
	result = (pg_ulid *) palloc(sizeof(pg_ulid));
	ulid_core_from_time(ms, random, result->data);
	return result;
}

/*
 * ulid_min(timestamptz): the lowest ULID of that millisecond (random part all
 * zeros); also timestamptz::ulid, and timestamp::ulid (as UTC).
 */
ULID_FUNCTION(pgulid_min_at);
Datum
pgulid_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_ULID_P(ulid_bound(PG_GETARG_TIMESTAMPTZ(0), NULL));
}

/* ulid_max(timestamptz): the highest ULID of that millisecond */
ULID_FUNCTION(pgulid_max_at);
Datum
pgulid_max_at(PG_FUNCTION_ARGS)
{
	static const uint8 all_ones[ULID_RANDOM_LEN] = {
		0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
	};

	PG_RETURN_ULID_P(ulid_bound(PG_GETARG_TIMESTAMPTZ(0), all_ones));
}

/* ulid::bytea: the 16 bytes */
ULID_FUNCTION(pgulid_to_bytea);
Datum
pgulid_to_bytea(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	bytea	   *result = (bytea *) palloc(VARHDRSZ + ULID_BINARY_LEN);

	SET_VARSIZE(result, VARHDRSZ + ULID_BINARY_LEN);
	memcpy(VARDATA(result), value->data, ULID_BINARY_LEN);
	PG_RETURN_BYTEA_P(result);
}

/* bytea::ulid: exactly 16 bytes */
ULID_FUNCTION(pgulid_from_bytea);
Datum
pgulid_from_bytea(PG_FUNCTION_ARGS)
{
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	pg_ulid    *result;

	if (VARSIZE_ANY_EXHDR(b) != ULID_BINARY_LEN)
		ereport(ERROR,
				(errcode(ERRCODE_STRING_DATA_LENGTH_MISMATCH),
				 errmsg("invalid length for type ulid: bytea of %d bytes",
						(int) VARSIZE_ANY_EXHDR(b)),
				 errdetail("A ulid is exactly 16 bytes.")));
	result = (pg_ulid *) palloc(sizeof(pg_ulid));
	memcpy(result->data, VARDATA_ANY(b), ULID_BINARY_LEN);
	PG_RETURN_ULID_P(result);
}

/* ulid::text, without the intermediate cstring of an I/O conversion */
ULID_FUNCTION(pgulid_to_text);
Datum
pgulid_to_text(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	text	   *result = (text *) palloc(VARHDRSZ + ULID_TEXT_LEN);

	SET_VARSIZE(result, VARHDRSZ + ULID_TEXT_LEN);
	ulid_core_encode(value->data, VARDATA(result));
	PG_RETURN_TEXT_P(result);
}

/*
 * text::ulid, decoding straight from the text datum.  Errors are the same as
 * ulid_in's (the cstring copy is made only on that path).
 */
ULID_FUNCTION(pgulid_from_text);
Datum
pgulid_from_text(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));

	if (likely(ulid_core_decode_text(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t),
									 result->data, NULL) == ULID_OK))
		PG_RETURN_ULID_P(result);
	{
		char	   *str = text_to_cstring(t);

		ulid_parse(str, strlen(str), result, NULL);
	}
	PG_RETURN_ULID_P(result);	/* not reached: the parse raised an error */
}

/* ulid_is_valid(text): whether ulid input accepts the text; never raises */
ULID_FUNCTION(pgulid_is_valid);
Datum
pgulid_is_valid(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	uint8		scratch[ULID_BINARY_LEN];

	PG_RETURN_BOOL(ulid_core_decode_text(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t),
										 scratch, NULL) == ULID_OK);
}
