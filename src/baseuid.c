/*
 * baseuid.c
 *	  The baseuid type: 120-bit BaseUIDs, 15 bytes, ordered base64 text.
 *
 * Everything PostgreSQL calls on a baseuid: text and binary I/O, the
 * comparisons, btree (sort and skip support) and hash support, the casts
 * (uuid, bytea, timestamptz, text), the time functions and the min/max
 * aggregate support; the generators are in baseuid_gen.c.  The codec, the
 * time field, the uuid form and the generator state machine are the C++ core
 * (src/core/baseuid.cpp); this file calls the core and raises errors after
 * it returned.
 *
 * Order is memcmp() over the 15 bytes, which is also the order of the text
 * in the C collation and the order of the time field.
 */
#include "baseuid.h"

#include "common/hashfn.h"
#include "common/int.h"
#include "libpq/pqformat.h"
#include "mb/pg_wchar.h"
#include "nodes/nodes.h"
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#include "varatt.h"
#endif
#include "utils/builtins.h"
#include "utils/sortsupport.h"
#include "utils/uuid.h"
#if PG_VERSION_NUM >= 180000
#include "utils/skipsupport.h"
#endif

/*
 * Text input
 */

#define BASEUID_TEXT_HINT \
	"A baseuid is written as 20 characters of the ordered base64 alphabet: -, 0-9, A-Z, _ and a-z, where case matters."

/* Report the invalid character at byte offset pos of str. */
static bool
baseuid_report_char(const char *str, size_t pos, Node *escontext)
{
	int			charpos = pg_mbstrlen_with_len(str, (int) pos) + 1;
	unsigned char c = (unsigned char) str[pos];

	/* control bytes are shown in hex, anything else as the character */
	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg("invalid input syntax for type %s: \"%s\"", "baseuid", str),
			 (c < 0x20 || c == 0x7f) ?
			 errdetail("Invalid byte 0x%02x at position %d.", c, charpos) :
			 errdetail("Invalid character \"%.*s\" at position %d.",
					   pg_mblen(str + pos), str + pos, charpos),
			 errhint(BASEUID_TEXT_HINT)));
	return false;
}

/*
 * Decode str (len bytes, NUL-terminated for the messages) into *result.  On
 * bad input, report the error through escontext (soft on 16+, else raised)
 * and return false.
 */
static bool
baseuid_parse(const char *str, size_t len, pg_baseuid *result, Node *escontext)
{
	size_t		pos = 0;
	ulid_status st = baseuid_core_decode(str, len, result->data, &pos);
	int			nchars;

	/* every C++ frame has returned: errors may be raised from here on */
	switch (st)
	{
		case ULID_OK:
			return true;
		case ULID_ERR_LENGTH:
			nchars = pg_mbstrlen_with_len(str, (int) len);
			if (nchars == BASEUID_TEXT_LEN)
			{
				/* 20 characters but more bytes: report the first non-ASCII one */
				for (pos = 0; pos < len && !IS_HIGHBIT_SET(str[pos]); pos++)
					;
				return baseuid_report_char(str, pos, escontext);
			}
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg("invalid input syntax for type %s: \"%s\"", "baseuid", str),
					 errdetail("A BaseUID has %d characters, but the input has %d.",
							   BASEUID_TEXT_LEN, nchars),
					 errhint(BASEUID_TEXT_HINT)));
			return false;
		case ULID_ERR_CHAR:
			return baseuid_report_char(str, pos, escontext);
		default:
			break;
	}
	elog(ERROR, "unexpected baseuid decoder status %d", (int) st);
	return false;				/* keep compiler quiet */
}

ULID_FUNCTION(pgulid_baseuid_in);
Datum
pgulid_baseuid_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	pg_baseuid *result = baseuid_palloc();
	Node	   *escontext = NULL;

#if PG_VERSION_NUM >= 160000
	escontext = fcinfo->context;
#endif
	if (!baseuid_parse(str, strlen(str), result, escontext))
		return (Datum) 0;		/* soft error reported */
	PG_RETURN_BASEUID_P(result);
}

ULID_FUNCTION(pgulid_baseuid_out);
Datum
pgulid_baseuid_out(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	char	   *result = (char *) palloc(BASEUID_TEXT_LEN + 1);

	baseuid_core_encode(value->data, result);
	result[BASEUID_TEXT_LEN] = '\0';
	PG_RETURN_CSTRING(result);
}

/* Binary I/O: the 15 bytes as they are. */
ULID_FUNCTION(pgulid_baseuid_recv);
Datum
pgulid_baseuid_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	pg_baseuid *result = baseuid_palloc();

	memcpy(result->data, pq_getmsgbytes(buf, BASEUID_BINARY_LEN), BASEUID_BINARY_LEN);
	PG_RETURN_BASEUID_P(result);
}

ULID_FUNCTION(pgulid_baseuid_send);
Datum
pgulid_baseuid_send(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, (const char *) PG_GETARG_BASEUID_P(0)->data, BASEUID_BINARY_LEN);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/*
 * Comparison, hashing, sort and skip support
 */

/*
 * Comparisons (memcmp of the 15 bytes), the btree comparator, min/max
 * support and the hashes (hash_any of the 15 bytes): ID_BYTES_SUPPORT in
 * kit.h, shared with ulid.
 */
ID_BYTES_SUPPORT(pgulid_baseuid, BASEUID_BINARY_LEN)

static int
baseuid_fast_cmp(Datum x, Datum y, SortSupport ssup)
{
	return memcmp(DatumGetBaseuidP(x)->data, DatumGetBaseuidP(y)->data, BASEUID_BINARY_LEN);
}

/*
 * Sort support: ulid's abbreviation (the first 8 bytes: the 48-bit tick and
 * the top 16 random bits) with ulid's abort rule (src/kit_fixed.c).
 */
ULID_FUNCTION(pgulid_baseuid_sortsupport);
Datum
pgulid_baseuid_sortsupport(PG_FUNCTION_ARGS)
{
	id_sortsupport_init((SortSupport) PG_GETARG_POINTER(0), baseuid_fast_cmp, "baseuid_abbrev");
	PG_RETURN_VOID();
}

/* btree skip support (PostgreSQL 18+): 15-byte increment and decrement. */
#if PG_VERSION_NUM >= 180000
static Datum
baseuid_decrement(Relation rel, Datum existing, bool *underflow)
{
	return id_skip_step(existing, BASEUID_BINARY_LEN, underflow, false);
}

static Datum
baseuid_increment(Relation rel, Datum existing, bool *overflow)
{
	return id_skip_step(existing, BASEUID_BINARY_LEN, overflow, true);
}
#endif

ULID_FUNCTION(pgulid_baseuid_skipsupport);
Datum
pgulid_baseuid_skipsupport(PG_FUNCTION_ARGS)
{
#if PG_VERSION_NUM >= 180000
	SkipSupport sksup = (SkipSupport) PG_GETARG_POINTER(0);
	pg_baseuid *lowest = (pg_baseuid *) palloc0(sizeof(pg_baseuid));
	pg_baseuid *highest = baseuid_palloc();

	memset(highest->data, 0xFF, BASEUID_BINARY_LEN);
	sksup->decrement = baseuid_decrement;
	sksup->increment = baseuid_increment;
	sksup->low_elem = BaseuidPGetDatum(lowest);
	sksup->high_elem = BaseuidPGetDatum(highest);
	PG_RETURN_VOID();
#else
	ereport(ERROR,
			(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
			 errmsg("btree skip support requires PostgreSQL 18 or later")));
	PG_RETURN_VOID();			/* keep compiler quiet */
#endif
}

/*
 * Time.  The time field counts ticks of 32.768 us (2^15 ns) since the Unix
 * epoch; a timestamptz is microseconds since 2000-01-01.
 */

/* The time field of the tick holding ts; raises 22008 outside the range. */
uint64
baseuid_time_of(TimestampTz ts)
{
	int64		us;
	uint64		time;

	if (TIMESTAMP_NOT_FINITE(ts) ||
		pg_add_s64_overflow(ts, BASEUID_PG_EPOCH_US, &us) ||
		baseuid_core_time_from_unix_us(us, &time) != ULID_OK)
		baseuid_report_time_range(ts);
	return time;
}

/*
 * baseuid_timestamp(baseuid): the start of its tick, truncated to the
 * microsecond (a tick need not start on a whole microsecond).
 */
ULID_FUNCTION(pgulid_baseuid_timestamp);
Datum
pgulid_baseuid_timestamp(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	int64		us = baseuid_core_time_to_unix_us(baseuid_core_time(value->data));

	/* at most 2262-04-11: always a valid timestamptz */
	PG_RETURN_TIMESTAMPTZ(us - BASEUID_PG_EPOCH_US);
}

static pg_baseuid *
baseuid_at(TimestampTz ts, const uint8 *random)
{
	pg_baseuid *result;
	uint64		time = baseuid_time_of(ts);

	result = baseuid_palloc();
	baseuid_core_from_time(time, random, result->data);
	return result;
}

/* baseuid_min(timestamptz), also timestamptz::baseuid: random part all zeros */
ULID_FUNCTION(pgulid_baseuid_min_at);
Datum
pgulid_baseuid_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_BASEUID_P(baseuid_at(PG_GETARG_TIMESTAMPTZ(0), NULL));
}

/* baseuid_max(timestamptz): the highest BaseUID of that tick */
ULID_FUNCTION(pgulid_baseuid_max_at);
Datum
pgulid_baseuid_max_at(PG_FUNCTION_ARGS)
{
	static const uint8 all_ones[BASEUID_RANDOM_LEN] = {
		0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
	};

	PG_RETURN_BASEUID_P(baseuid_at(PG_GETARG_TIMESTAMPTZ(0), all_ones));
}

/*
 * Casts: uuid (the UUIDv8 form), bytea, text
 */

ULID_FUNCTION(pgulid_baseuid_to_uuid);
Datum
pgulid_baseuid_to_uuid(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	pg_uuid_t  *result = (pg_uuid_t *) palloc(sizeof(pg_uuid_t));

	StaticAssertStmt(UUID_LEN == BASEUID_UUID_LEN, "uuid is 16 bytes");
	baseuid_core_to_uuid(value->data, result->data);
	PG_RETURN_UUID_P(result);
}

ULID_FUNCTION(pgulid_baseuid_from_uuid);
Datum
pgulid_baseuid_from_uuid(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *u = PG_GETARG_UUID_P(0);
	pg_baseuid *result = baseuid_palloc();
	int			version;

	if (likely(baseuid_core_from_uuid(u->data, result->data) == ULID_OK))
		PG_RETURN_BASEUID_P(result);

	/* say which of the fixed bits is wrong */
	version = u->data[6] >> 4;
	ereport(ERROR,
			(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
			 errmsg("uuid \"%s\" is not a BaseUID",
					DatumGetCString(DirectFunctionCall1(uuid_out, UUIDPGetDatum(u)))),
			 version != 8 ?
			 errdetail("Its version is %d; a BaseUID as a uuid has version 8.", version) :
			 (u->data[8] >> 6) != 2 ?
			 errdetail("Its variant bits are not those of RFC 9562 (10), as in a BaseUID as a uuid.") :
			 errdetail("Its last two bits are not zero, as they are in a BaseUID as a uuid."),
			 errhint("A uuid converts to baseuid only in the UUIDv8 layout that baseuid::uuid produces.")));
	PG_RETURN_NULL();			/* keep compiler quiet */
}

/* baseuid::bytea: the 15 bytes */
ULID_FUNCTION(pgulid_baseuid_to_bytea);
Datum
pgulid_baseuid_to_bytea(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	bytea	   *result = (bytea *) palloc(VARHDRSZ + BASEUID_BINARY_LEN);

	SET_VARSIZE(result, VARHDRSZ + BASEUID_BINARY_LEN);
	memcpy(VARDATA(result), value->data, BASEUID_BINARY_LEN);
	PG_RETURN_BYTEA_P(result);
}

/* bytea::baseuid: exactly 15 bytes */
ULID_FUNCTION(pgulid_baseuid_from_bytea);
Datum
pgulid_baseuid_from_bytea(PG_FUNCTION_ARGS)
{
	bytea	   *b = PG_GETARG_BYTEA_PP(0);
	pg_baseuid *result;

	if (VARSIZE_ANY_EXHDR(b) != BASEUID_BINARY_LEN)
		ereport(ERROR,
				(errcode(ERRCODE_STRING_DATA_LENGTH_MISMATCH),
				 errmsg("invalid length for type baseuid: bytea of %d bytes",
						(int) VARSIZE_ANY_EXHDR(b)),
				 errdetail("A baseuid is exactly 15 bytes.")));
	result = baseuid_palloc();
	memcpy(result->data, VARDATA_ANY(b), BASEUID_BINARY_LEN);
	PG_RETURN_BASEUID_P(result);
}

/* baseuid::text, without the intermediate cstring of an I/O conversion */
ULID_FUNCTION(pgulid_baseuid_to_text);
Datum
pgulid_baseuid_to_text(PG_FUNCTION_ARGS)
{
	pg_baseuid *value = PG_GETARG_BASEUID_P(0);
	text	   *result = (text *) palloc(VARHDRSZ + BASEUID_TEXT_LEN);

	SET_VARSIZE(result, VARHDRSZ + BASEUID_TEXT_LEN);
	baseuid_core_encode(value->data, VARDATA(result));
	PG_RETURN_TEXT_P(result);
}

/*
 * text::baseuid, decoding straight from the text datum.  Errors are those of
 * baseuid input (the cstring copy is made only on that path).
 */
ULID_FUNCTION(pgulid_baseuid_from_text);
Datum
pgulid_baseuid_from_text(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	pg_baseuid *result = baseuid_palloc();

	if (likely(baseuid_core_decode(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t),
								   result->data, NULL) == ULID_OK))
		PG_RETURN_BASEUID_P(result);
	{
		char	   *str = text_to_cstring(t);

		baseuid_parse(str, strlen(str), result, NULL);
	}
	PG_RETURN_BASEUID_P(result);	/* not reached: the parse raised an error */
}

/* baseuid_is_valid(text): whether baseuid input accepts the text; never raises */
ULID_FUNCTION(pgulid_baseuid_is_valid);
Datum
pgulid_baseuid_is_valid(PG_FUNCTION_ARGS)
{
	text	   *t = PG_GETARG_TEXT_PP(0);
	uint8		scratch[BASEUID_BINARY_LEN];

	PG_RETURN_BOOL(baseuid_core_decode(VARDATA_ANY(t), VARSIZE_ANY_EXHDR(t),
									   scratch, NULL) == ULID_OK);
}
