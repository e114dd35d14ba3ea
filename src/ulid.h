/*
 * ulid.h
 *	  The ulid type on the PostgreSQL side: what ulid.c and ulid_gen.c share.
 */
#ifndef ULID_H
#define ULID_H

#include "common.h"

/* The in-memory and on-disk form: 16 bytes, byte-aligned, like pg_uuid_t. */
typedef struct pg_ulid
{
	uint8		data[ULID_BINARY_LEN];
} pg_ulid;

#define DatumGetUlidP(X)		((pg_ulid *) DatumGetPointer(X))
#define UlidPGetDatum(X)		PointerGetDatum(X)
#define PG_GETARG_ULID_P(n)		DatumGetUlidP(PG_GETARG_DATUM(n))
#define PG_RETURN_ULID_P(x)		return UlidPGetDatum(x)

#endif							/* ULID_H */
