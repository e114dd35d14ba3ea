/*
 * ulid_flake.c
 *	  The ulid_flake type: a 64-bit Ulid-Flake id, passed by value like bigint.
 *
 * A value is a non-negative int64 (sign bit 0 | 43-bit milliseconds since
 * 2024-01-01T00:00:00Z | a 20-bit field: random, or ulid.flake_node_id's 5
 * bits and the rest random), so its order is its integer order
 * and its binary form is bigint's.  The codec and the generator state machine
 * are the C++ core (src/core/flake.cpp); the generators themselves, which need
 * the clock, the CSPRNG and shared memory, are in ulid_flake_gen.c.  Comparison,
 * sort support and hashing are bigint's own C functions, called directly (the
 * Datums are the same), so that a ulid_flake column sorts and hashes exactly
 * as fast as a bigint column and hashes to the same values.
 */
#include "common.h"

#include "libpq/pqformat.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/fmgrprotos.h"
#include "utils/sortsupport.h"
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

#define FLAKE_TYPE "ulid_flake"

/*
 * ulid_flake's text input: 13 Crockford base32 characters in either case.
 * Bad input is a soft error on PostgreSQL 16+.
 */
SQL_FUNCTION(pgulid_flake_in);
Datum
pgulid_flake_in(PG_FUNCTION_ARGS)
{
	char	   *str = PG_GETARG_CSTRING(0);
	size_t		pos = 0;
	int64		result;
	core_status st = flake_core_decode(str, strlen(str), &result, &pos);

	if (likely(st == CORE_OK))
		PG_RETURN_INT64(result);
	/* the core has returned: errors may be raised from here on */
	report_input_error(fcinfo, CORE_TYPE_FLAKE, str, st, pos);
	return (Datum) 0;			/* a soft error was recorded */
}

SQL_FUNCTION(pgulid_flake_out);
Datum
pgulid_flake_out(PG_FUNCTION_ARGS)
{
	char	   *result = (char *) palloc(FLAKE_TEXT_LEN + 1);

	flake_core_encode(PG_GETARG_INT64(0), result);
	result[FLAKE_TEXT_LEN] = '\0';
	PG_RETURN_CSTRING(result);
}

/* Binary I/O: the 8-byte big-endian integer, exactly what bigint sends. */
SQL_FUNCTION(pgulid_flake_recv);
Datum
pgulid_flake_recv(PG_FUNCTION_ARGS)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	int64		v = pq_getmsgint64(buf);

	if (v < 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
				 errmsg("invalid binary value for type %s: the sign bit is set", FLAKE_TYPE),
				 errdetail("A Ulid-Flake id is a non-negative 64-bit integer.")));
	PG_RETURN_INT64(v);
}

SQL_FUNCTION(pgulid_flake_send);
Datum
pgulid_flake_send(PG_FUNCTION_ARGS)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendint64(&buf, PG_GETARG_INT64(0));
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* Comparisons: integer order = text order = time order. */

SQL_FUNCTION(pgulid_flake_eq);
Datum
pgulid_flake_eq(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_INT64(0) == PG_GETARG_INT64(1));
}

SQL_FUNCTION(pgulid_flake_ne);
Datum
pgulid_flake_ne(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_INT64(0) != PG_GETARG_INT64(1));
}

SQL_FUNCTION(pgulid_flake_lt);
Datum
pgulid_flake_lt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_INT64(0) < PG_GETARG_INT64(1));
}

SQL_FUNCTION(pgulid_flake_le);
Datum
pgulid_flake_le(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_INT64(0) <= PG_GETARG_INT64(1));
}

SQL_FUNCTION(pgulid_flake_gt);
Datum
pgulid_flake_gt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_INT64(0) > PG_GETARG_INT64(1));
}

SQL_FUNCTION(pgulid_flake_ge);
Datum
pgulid_flake_ge(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_INT64(0) >= PG_GETARG_INT64(1));
}

SQL_FUNCTION(pgulid_flake_cmp);
Datum
pgulid_flake_cmp(PG_FUNCTION_ARGS)
{
	int64		a = PG_GETARG_INT64(0);
	int64		b = PG_GETARG_INT64(1);

	PG_RETURN_INT32(a < b ? -1 : a > b ? 1 : 0);
}

/*
 * bigint's sort support (its fast by-value comparator, radix-friendly).
 * PGlite does not export btint8sortsupport: there it is called through the
 * function manager, by its OID (a lookup in the table of built-ins).
 */
SQL_FUNCTION(pgulid_flake_sortsupport);
Datum
pgulid_flake_sortsupport(PG_FUNCTION_ARGS)
{
#ifdef ULID_PGLITE
	return OidFunctionCall1(F_BTINT8SORTSUPPORT, PG_GETARG_DATUM(0));
#else
	return btint8sortsupport(fcinfo);
#endif
}

/* Hashes equal to bigint's for the same value (hash partitions agree). */
SQL_FUNCTION(pgulid_flake_hash);
Datum
pgulid_flake_hash(PG_FUNCTION_ARGS)
{
	return hashint8(fcinfo);
}

SQL_FUNCTION(pgulid_flake_hash_extended);
Datum
pgulid_flake_hash_extended(PG_FUNCTION_ARGS)
{
	return hashint8extended(fcinfo);
}

SQL_FUNCTION(pgulid_flake_smaller);
Datum
pgulid_flake_smaller(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT64(Min(PG_GETARG_INT64(0), PG_GETARG_INT64(1)));
}

SQL_FUNCTION(pgulid_flake_larger);
Datum
pgulid_flake_larger(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT64(Max(PG_GETARG_INT64(0), PG_GETARG_INT64(1)));
}

/*
 * btree skip support (PostgreSQL 18+): the next and previous possible id,
 * over 0 .. 2^63 - 1 (the type has no negative values).
 */
static Datum
flake_decrement(struct RelationData *rel, Datum existing, bool *underflow)
{
	int64		v = DatumGetInt64(existing);

	*underflow = (v == 0);
	return *underflow ? (Datum) 0 : Int64GetDatum(v - 1);
}

static Datum
flake_increment(struct RelationData *rel, Datum existing, bool *overflow)
{
	int64		v = DatumGetInt64(existing);

	*overflow = (v == PG_INT64_MAX);
	return *overflow ? (Datum) 0 : Int64GetDatum(v + 1);
}

SQL_FUNCTION(pgulid_flake_skipsupport);
Datum
pgulid_flake_skipsupport(PG_FUNCTION_ARGS)
{
	return skipsupport_set(fcinfo, Int64GetDatum(0), Int64GetDatum(PG_INT64_MAX),
						   flake_decrement, flake_increment);
}

/* bigint::ulid_flake: any non-negative bigint (ulid_flake::bigint is free). */
SQL_FUNCTION(pgulid_flake_from_bigint);
Datum
pgulid_flake_from_bigint(PG_FUNCTION_ARGS)
{
	int64		v = PG_GETARG_INT64(0);

	if (v < 0)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("bigint %lld is out of range for type %s", (long long) v, FLAKE_TYPE),
				 errdetail("A Ulid-Flake id is a non-negative 64-bit integer.")));
	PG_RETURN_INT64(v);
}

/* ulid_flake_timestamp(ulid_flake), also ulid_flake::timestamptz */
SQL_FUNCTION(pgulid_flake_timestamp);
Datum
pgulid_flake_timestamp(PG_FUNCTION_ARGS)
{
	uint64		ms = flake_core_unix_ms(PG_GETARG_INT64(0));

	PG_RETURN_TIMESTAMPTZ(unix_ms_to_timestamptz(ms));
}

/*
 * ulid_flake_partition_time(ulid_flake) -> timestamptz: the id's millisecond,
 * plus one microsecond unless the id is the lowest of its millisecond (low
 * 20 bits zero); the ulid_flake form of ulid_partition_time (ulid.c).
 */
SQL_FUNCTION(pgulid_flake_partition_time);
Datum
pgulid_flake_partition_time(PG_FUNCTION_ARGS)
{
	int64		v = PG_GETARG_INT64(0);
	uint64		ms = flake_core_unix_ms(v);
	bool		lowest = (v & ((INT64CONST(1) << FLAKE_RANDOM_BITS) - 1)) == 0;

	PG_RETURN_TIMESTAMPTZ(unix_ms_to_timestamptz(ms) + (lowest ? 0 : 1));
}

static int64
flake_bound(TimestampTz ts, uint32 random)
{
	uint64		ms;
	int64		result;

	if (!timestamptz_to_unix_ms(ts, &ms) ||
		flake_core_from_time(ms, random, FLAKE_NO_NODE, &result) != CORE_OK)
		report_time_range(CORE_TYPE_FLAKE, ts);
	return result;
}

/* ulid_flake_min(timestamptz), also timestamptz::ulid_flake: lowest id of that ms */
SQL_FUNCTION(pgulid_flake_min_at);
Datum
pgulid_flake_min_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT64(flake_bound(PG_GETARG_TIMESTAMPTZ(0), 0));
}

/* ulid_flake_max(timestamptz): the highest id of that millisecond */
SQL_FUNCTION(pgulid_flake_max_at);
Datum
pgulid_flake_max_at(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT64(flake_bound(PG_GETARG_TIMESTAMPTZ(0), 0xFFFFFFFF));
}

/* ulid_flake_random(ulid_flake): the low 20 bits */
SQL_FUNCTION(pgulid_flake_random);
Datum
pgulid_flake_random(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32((int32) flake_core_random(PG_GETARG_INT64(0)));
}

SQL_FUNCTION(pgulid_flake_to_text);
Datum
pgulid_flake_to_text(PG_FUNCTION_ARGS)
{
	text	   *result = (text *) palloc(VARHDRSZ + FLAKE_TEXT_LEN);

	SET_VARSIZE(result, VARHDRSZ + FLAKE_TEXT_LEN);
	flake_core_encode(PG_GETARG_INT64(0), VARDATA(result));
	PG_RETURN_TEXT_P(result);
}

/*
 * text::ulid_flake, decoded straight from the text datum; on bad input the
 * errors of ulid_flake_in, which reads it again.
 */
SQL_FUNCTION(pgulid_flake_from_text);
Datum
pgulid_flake_from_text(PG_FUNCTION_ARGS)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	int64		result;

	if (unlikely(flake_core_decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), &result, NULL) != CORE_OK))
		return DirectFunctionCall1(pgulid_flake_in, CStringGetDatum(text_to_cstring(txt)));
	PG_RETURN_INT64(result);
}

/* ulid_flake_is_valid(text): whether ulid_flake input accepts it; never raises */
SQL_FUNCTION(pgulid_flake_is_valid);
Datum
pgulid_flake_is_valid(PG_FUNCTION_ARGS)
{
	text	   *txt = PG_GETARG_TEXT_PP(0);
	int64		scratch;

	PG_RETURN_BOOL(flake_core_decode(VARDATA_ANY(txt), VARSIZE_ANY_EXHDR(txt), &scratch, NULL) == CORE_OK);
}

/*
 * Time predicates (src/time_predicates.c): ulid_flake <cmp> timestamptz and
 * timestamptz <cmp> ulid_flake mean exactly ulid_flake_timestamp(id) <cmp> X, infinities
 * included.  < and >= are in the type's btree and BRIN minmax families (with
 * the comparison below); the support function makes > and <= of them, and
 * a constant X one comparison with a constant id.
 */
#define TIME_OF_ARG(n) (unix_ms_to_timestamptz(flake_core_unix_ms(PG_GETARG_INT64(n))))

SQL_FUNCTION(pgulid_flake_lt_timestamptz);
Datum
pgulid_flake_lt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) < PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_flake_le_timestamptz);
Datum
pgulid_flake_le_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) <= PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_flake_gt_timestamptz);
Datum
pgulid_flake_gt_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) > PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_flake_ge_timestamptz);
Datum
pgulid_flake_ge_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(TIME_OF_ARG(0) >= PG_GETARG_TIMESTAMPTZ(1));
}

SQL_FUNCTION(pgulid_flake_timestamptz_lt);
Datum
pgulid_flake_timestamptz_lt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) < TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_flake_timestamptz_le);
Datum
pgulid_flake_timestamptz_le(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) <= TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_flake_timestamptz_gt);
Datum
pgulid_flake_timestamptz_gt(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) > TIME_OF_ARG(1));
}

SQL_FUNCTION(pgulid_flake_timestamptz_ge);
Datum
pgulid_flake_timestamptz_ge(PG_FUNCTION_ARGS)
{
	PG_RETURN_BOOL(PG_GETARG_TIMESTAMPTZ(0) >= TIME_OF_ARG(1));
}

/*
 * ulid_flake_cmp_timestamptz(id, X): -1 when the id's time is before X, else 1
 * (never 0).  The btree comparison of the operators < and >= (ulid_flake,
 * timestamptz) in the type's operator families: X sits between the last id
 * before it and the first id at or after it, so the ids and the timestamps
 * share one order.
 */
SQL_FUNCTION(pgulid_flake_cmp_timestamptz);
Datum
pgulid_flake_cmp_timestamptz(PG_FUNCTION_ARGS)
{
	PG_RETURN_INT32(TIME_OF_ARG(0) < PG_GETARG_TIMESTAMPTZ(1) ? -1 : 1);
}

/* The core's bounds as Datums (time_bound_fn) */
static bool
time_first_at_or_after(int64 us, Datum *out)
{
	int64		id;

	if (!flake_core_first_at_or_after(us, &id))
		return false;
	*out = Int64GetDatum(id);
	return true;
}

static bool
time_last_before(int64 us, Datum *out)
{
	int64		id;

	if (!flake_core_last_before(us, &id))
		return false;
	*out = Int64GetDatum(id);
	return true;
}

/* the planner support function of the operators above */
SQL_FUNCTION(pgulid_flake_time_support);
Datum
pgulid_flake_time_support(PG_FUNCTION_ARGS)
{
	static const time_predicate_type type = {
		"pgulid_flake_", time_first_at_or_after, time_last_before
	};

	return time_predicate_support(fcinfo, &type);
}
