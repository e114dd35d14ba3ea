/*
 * baseuid.h
 *	  The baseuid type on the PostgreSQL side: what baseuid.c and
 *	  baseuid_gen.c share.
 */
#ifndef BASEUID_H
#define BASEUID_H

#include "common.h"

/* In memory and on disk: 15 bytes, byte-aligned. */
typedef struct pg_baseuid
{
	uint8		data[BASEUID_BINARY_LEN];
} pg_baseuid;

#define DatumGetBaseuidP(X)		((pg_baseuid *) DatumGetPointer(X))
#define BaseuidPGetDatum(X)		PointerGetDatum(X)
#define PG_GETARG_BASEUID_P(n)	DatumGetBaseuidP(PG_GETARG_DATUM(n))
#define PG_RETURN_BASEUID_P(x)	return BaseuidPGetDatum(x)

/* Unix epoch as a PostgreSQL TimestampTz offset, in microseconds. */
#define BASEUID_PG_EPOCH_US		(PG_EPOCH_UNIX_MS * 1000)

static inline pg_baseuid *
baseuid_palloc(void)
{
	return (pg_baseuid *) palloc(sizeof(pg_baseuid));
}

/* baseuid.c: the time field of the tick holding ts; raises 22008 outside the range. */
extern uint64 baseuid_time_of(TimestampTz ts);

#endif							/* BASEUID_H */
