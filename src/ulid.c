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
#include "utils/builtins.h"
#include "utils/sortsupport.h"
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

/*
 * Text
 */

/*
 * ulid's text input: 26 Crockford base32 characters in either case, or one
 * of uuid's textual forms (ulid_core_decode).  Bad input is a soft
 * error on PostgreSQL 16+.
 */
SQL_FUNCTION(pgulid_in);
Datum
pgulid_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));
	size_t		pos = 0;
	core_status st = ulid_core_decode(str, strlen(str), result->data, &pos);

	/* the core has returned: errors may be raised from here on */
	if (unlikely(st != CORE_OK))
		report_input_error(fcinfo, CORE_TYPE_ULID, str, st, pos);
	/* after a soft error the caller ignores the result, as with uuid_in */
	PG_RETURN_ULID_P(result);
}

/* The canonical text: 26 upper-case characters. */
SQL_FUNCTION(pgulid_out);
Datum
pgulid_out(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	char	   *result = (char *) palloc(ULID_TEXT_LEN + 1);

	ulid_core_encode(value->data, result);
	result[ULID_TEXT_LEN] = '\0';
	PG_RETURN_CSTRING(result);
}

/* ulid::text, without the cstring of an I/O conversion */
SQL_FUNCTION(pgulid_to_text);
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
 * text::ulid, decoded straight from the text datum; on bad input the
 * errors of ulid_in, which reads it again.
 */
SQL_FUNCTION(pgulid_from_text);
Datum
pgulid_from_text(PG_FUNCTION_ARGS)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	pg_ulid    *result = (pg_ulid *) palloc(sizeof(pg_ulid));

	if (likely(ulid_core_decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), result->data,
								NULL) == CORE_OK))
		PG_RETURN_ULID_P(result);
	return DirectFunctionCall1(pgulid_in, CStringGetDatum(text_to_cstring(txt)));
}

/* ulid_is_valid(text): whether ulid_in accepts the text; never raises */
SQL_FUNCTION(pgulid_is_valid);
Datum
pgulid_is_valid(PG_FUNCTION_ARGS)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	pg_ulid		scratch;

	PG_RETURN_BOOL(ulid_core_decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), scratch.data,
									NULL) == CORE_OK);
}

/*
 * Binary I/O and the bytea casts: the 16 bytes (bytes.c)
 */

SQL_FUNCTION(pgulid_recv);
Datum
pgulid_recv(PG_FUNCTION_ARGS)
{
	return bytes_recv(fcinfo, ULID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_send);
Datum
pgulid_send(PG_FUNCTION_ARGS)
{
	return bytes_send(fcinfo, ULID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_to_bytea);
Datum
pgulid_to_bytea(PG_FUNCTION_ARGS)
{
	return bytes_to_bytea(fcinfo, ULID_BINARY_LEN);
}

/* bytea::ulid: exactly 16 bytes */
SQL_FUNCTION(pgulid_from_bytea);
Datum
pgulid_from_bytea(PG_FUNCTION_ARGS)
{
	return bytes_from_bytea(fcinfo, CORE_TYPE_ULID, ULID_BINARY_LEN);
}

/*
 * Comparisons: the order of the bytes, which is the order of the text and
 * of the timestamps.  The second argument may be a uuid (the ulid/uuid
 * cross-type operators): the same 16 bytes.
 */

static inline int
ulid_internal_cmp(const pg_ulid *a, const pg_ulid *b)
{
	return memcmp(a->data, b->data, ULID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_eq);
Datum
pgulid_eq(PG_FUNCTION_ARGS)
{
	int			cmp = ulid_internal_cmp(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1));

	PG_RETURN_BOOL(cmp == 0);
}

SQL_FUNCTION(pgulid_ne);
Datum
pgulid_ne(PG_FUNCTION_ARGS)
{
	int			cmp = ulid_internal_cmp(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1));

	PG_RETURN_BOOL(cmp != 0);
}

SQL_FUNCTION(pgulid_lt);
Datum
pgulid_lt(PG_FUNCTION_ARGS)
{
	int			cmp = ulid_internal_cmp(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1));

	PG_RETURN_BOOL(cmp < 0);
}

SQL_FUNCTION(pgulid_le);
Datum
pgulid_le(PG_FUNCTION_ARGS)
{
	int			cmp = ulid_internal_cmp(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1));

	PG_RETURN_BOOL(cmp <= 0);
}

SQL_FUNCTION(pgulid_gt);
Datum
pgulid_gt(PG_FUNCTION_ARGS)
{
	int			cmp = ulid_internal_cmp(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1));

	PG_RETURN_BOOL(cmp > 0);
}

SQL_FUNCTION(pgulid_ge);
Datum
pgulid_ge(PG_FUNCTION_ARGS)
{
	int			cmp = ulid_internal_cmp(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1));

	PG_RETURN_BOOL(cmp >= 0);
}

/* btree support 1 */
SQL_FUNCTION(pgulid_cmp);
Datum
pgulid_cmp(PG_FUNCTION_ARGS)
{
	pg_ulid    *a = PG_GETARG_ULID_P(0);
	pg_ulid    *b = PG_GETARG_ULID_P(1);

	PG_RETURN_INT32(ulid_internal_cmp(a, b));
}

/* min(ulid) and max(ulid) */
SQL_FUNCTION(pgulid_smaller);
Datum
pgulid_smaller(PG_FUNCTION_ARGS)
{
	pg_ulid    *a = PG_GETARG_ULID_P(0);
	pg_ulid    *b = PG_GETARG_ULID_P(1);

	PG_RETURN_ULID_P(ulid_internal_cmp(a, b) <= 0 ? a : b);
}

SQL_FUNCTION(pgulid_larger);
Datum
pgulid_larger(PG_FUNCTION_ARGS)
{
	pg_ulid    *a = PG_GETARG_ULID_P(0);
	pg_ulid    *b = PG_GETARG_ULID_P(1);

	PG_RETURN_ULID_P(ulid_internal_cmp(a, b) >= 0 ? a : b);
}

/*
 * btree support 2: sort support, with abbreviated keys (the first 8 bytes)
 * abandoned only when practically all are equal (sortsupport.c).
 */
static int
ulid_fast_cmp(Datum x, Datum y, SortSupport ssup)
{
	return ulid_internal_cmp(DatumGetUlidP(x), DatumGetUlidP(y));
}

SQL_FUNCTION(pgulid_sortsupport);
Datum
pgulid_sortsupport(PG_FUNCTION_ARGS)
{
	sortsupport_init((SortSupport) PG_GETARG_POINTER(0), ulid_fast_cmp, "ulid_abbrev");
	PG_RETURN_VOID();
}

/* btree skip support (PostgreSQL 18+): a 16-byte increment, as uuid's */
static Datum
ulid_decrement(struct RelationData *rel, Datum existing, bool *underflow)
{
	return bytes_skip_step(existing, ULID_BINARY_LEN, underflow, false);
}

static Datum
ulid_increment(struct RelationData *rel, Datum existing, bool *overflow)
{
	return bytes_skip_step(existing, ULID_BINARY_LEN, overflow, true);
}

SQL_FUNCTION(pgulid_skipsupport);
Datum
pgulid_skipsupport(PG_FUNCTION_ARGS)
{
	return bytes_skipsupport(fcinfo, ULID_BINARY_LEN, ulid_decrement, ulid_increment);
}

/*
 * Hashes: hash_any() over the 16 bytes, equal to uuid_hash and
 * uuid_hash_extended (hash partitions and the ulid/uuid hash family rely on
 * it).
 */

SQL_FUNCTION(pgulid_hash);
Datum
pgulid_hash(PG_FUNCTION_ARGS)
{
	pg_ulid    *key = PG_GETARG_ULID_P(0);

	return hash_any(key->data, ULID_BINARY_LEN);
}

SQL_FUNCTION(pgulid_hash_extended);
Datum
pgulid_hash_extended(PG_FUNCTION_ARGS)
{
	pg_ulid    *key = PG_GETARG_ULID_P(0);

	return hash_any_extended(key->data, ULID_BINARY_LEN, PG_GETARG_INT64(1));
}

/*
 * The same 16 bytes under the other type: ulid_to_uuid() and ulid_from_uuid(),
 * the function forms (pgx_ulid's names) of the binary-coercible casts between
 * ulid and uuid, which need no function themselves.
 */
SQL_FUNCTION(pgulid_same_bytes);
Datum
pgulid_same_bytes(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(PG_GETARG_DATUM(0));
}

/*
 * Time
 */

/* ulid_timestamp(ulid) -> timestamptz, also ulid::timestamp (as UTC) */
SQL_FUNCTION(pgulid_timestamp);
Datum
pgulid_timestamp(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);

	PG_RETURN_TIMESTAMPTZ(unix_ms_to_timestamptz(ulid_core_time_ms(value->data)));
}

/*
 * ulid_is_uuidv7(ulid): whether the 16 bytes are a valid UUIDv7 (version
 * nibble 7, variant 10), as the generators make them with ulid.uuidv7 on.
 */
SQL_FUNCTION(pgulid_is_uuidv7);
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
 * believes fully covered are then exact (doc/time-and-partitioning.md,
 * "TimescaleDB").
 */
SQL_FUNCTION(pgulid_partition_time);
Datum
pgulid_partition_time(PG_FUNCTION_ARGS)
{
	pg_ulid    *value = PG_GETARG_ULID_P(0);
	bool		lowest = true;

	for (int i = ULID_TIME_LEN; i < ULID_TIME_LEN + ULID_RANDOM_LEN; i++)
		if (value->data[i] != 0)
			lowest = false;
	PG_RETURN_TIMESTAMPTZ(unix_ms_to_timestamptz(ulid_core_time_ms(value->data)) + (lowest ? 0 : 1));
}

static pg_ulid *
ulid_bound(TimestampTz ts, const uint8 *random)
{
	pg_ulid    *result;
	uint64		ms;

	if (!timestamptz_to_unix_ms(ts, &ms))
		report_time_range(CORE_TYPE_ULID, ts);
	result = (pg_ulid *) palloc(sizeof(pg_ulid));
	ulid_core_from_time(ULID_LAYOUT_ULID, ms, random, result->data);
	return result;
}

/*
 * ulid_min(timestamptz): the lowest ULID of that millisecond (random part all
 * zeros); also timestamptz::ulid, and timestamp::ulid (as UTC).
 */
SQL_FUNCTION(pgulid_min_at);
Datum
pgulid_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_ULID_P(ulid_bound(PG_GETARG_TIMESTAMPTZ(0), NULL));
}

/* ulid_max(timestamptz): the highest ULID of that millisecond */
SQL_FUNCTION(pgulid_max_at);
Datum
pgulid_max_at(PG_FUNCTION_ARGS)
{
	static const uint8 all_ones[ULID_RANDOM_LEN] = {
		0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF
	};

	PG_RETURN_ULID_P(ulid_bound(PG_GETARG_TIMESTAMPTZ(0), all_ones));
}

/*
 * Time predicates (src/time_predicates.c): ulid <cmp> timestamptz and
 * timestamptz <cmp> ulid mean exactly ulid_timestamp(id) <cmp> X, infinities
 * included.  < and >= are in the type's btree and BRIN minmax families (with
 * the comparison below); the support function makes > and <= of them, and
 * a constant X one comparison with a constant id.
 */
#define TIME_OF_ARG(n) (unix_ms_to_timestamptz(ulid_core_time_ms(PG_GETARG_ULID_P(n)->data)))

SQL_FUNCTION(pgulid_lt_timestamptz);
Datum
pgulid_lt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) < PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_le_timestamptz);
Datum
pgulid_le_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) <= PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_gt_timestamptz);
Datum
pgulid_gt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) > PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_ge_timestamptz);
Datum
pgulid_ge_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) >= PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_timestamptz_lt);
Datum
pgulid_timestamptz_lt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) < TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_timestamptz_le);
Datum
pgulid_timestamptz_le(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) <= TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_timestamptz_gt);
Datum
pgulid_timestamptz_gt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) > TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_timestamptz_ge);
Datum
pgulid_timestamptz_ge(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) >= TIME_OF_ARG(1));
}

/*
 * ulid_cmp_timestamptz(id, X): -1 when the id's time is before X, else 1
 * (never 0).  The btree comparison of the operators < and >= (ulid,
 * timestamptz) in the type's operator families: X sits between the last id
 * before it and the first id at or after it, so the ids and the timestamps
 * share one order.
 */
SQL_FUNCTION(pgulid_cmp_timestamptz);
Datum
pgulid_cmp_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(TIME_OF_ARG(0) < PG_GETARG_TIMESTAMPTZ(1) ? -1 : 1);
}

/* The core's bounds as Datums (time_bound_fn) */
static bool
time_first_at_or_after(int64 us, Datum *out)
{
	pg_ulid    *id = (pg_ulid *) palloc(sizeof(pg_ulid));

	*out = UlidPGetDatum(id);
	return ulid_core_first_at_or_after(us, id->data);
}

static bool
time_last_before(int64 us, Datum *out)
{
	pg_ulid    *id = (pg_ulid *) palloc(sizeof(pg_ulid));

	*out = UlidPGetDatum(id);
	return ulid_core_last_before(us, id->data);
}

/*
 * ulid_time_next(X): the first microsecond after X, the bound of id > X as
 * id >= ulid_time_next(X) for every id type (times are whole microseconds).
 * An infinity stays itself; after the last finite timestamp comes infinity.
 */
SQL_FUNCTION(pgulid_time_next);
Datum
pgulid_time_next(PG_FUNCTION_ARGS)
{
	TimestampTz x = PG_GETARG_TIMESTAMPTZ(0);

	if (TIMESTAMP_NOT_FINITE(x))
		PG_RETURN_TIMESTAMPTZ(x);
	if (!IS_VALID_TIMESTAMP(x + 1))
		PG_RETURN_TIMESTAMPTZ(DT_NOEND);
	PG_RETURN_TIMESTAMPTZ(x + 1);
}

/* the planner support function of the operators above */
SQL_FUNCTION(pgulid_time_support);
Datum
pgulid_time_support(PG_FUNCTION_ARGS)
{
	static const time_predicate_type type = {
		"pgulid_", time_first_at_or_after, time_last_before
	};

	return time_predicate_support(fcinfo, &type);
}
