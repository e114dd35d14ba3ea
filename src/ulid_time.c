/*
 * ulid_time.c
 *	  Conversions between ulid and timestamps, bytea and text; validation.
 *
 * A ULID's timestamp is Unix milliseconds, UTC.  timestamptz and timestamp
 * are both microseconds since 2000-01-01; a timestamp (without time zone) is
 * read and written as UTC, so no conversion here depends on TimeZone.
 */
#include "ulid.h"

#include "utils/builtins.h"
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

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
