/*
 * skipsupport.c
 *	  btree skip support (PostgreSQL 18+) of the id types: the lowest and
 *	  highest values and the steps between them; for a type that is its
 *	  bytes, all zeros to all ones and a byte-wise increment and decrement.
 *	  Each type's file calls these from its own entry points.
 */
#include "common.h"

#if PG_VERSION_NUM >= 180000
#include "utils/skipsupport.h"
#endif

/*
 * The next (up) or previous value of a by-reference id type of len bytes
 * ordered by its bytes (ulid, baseuid): a len-byte increment or decrement.
 */
Datum
bytes_skip_step(Datum existing, int len, bool *overflow, bool up)
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
skipsupport_set(FunctionCallInfo fcinfo, Datum low, Datum high,
				skip_step_fn decrement, skip_step_fn increment)
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
bytes_skipsupport(FunctionCallInfo fcinfo, int len,
				  skip_step_fn decrement, skip_step_fn increment)
{
	uint8	   *lowest = (uint8 *) palloc0(len);
	uint8	   *highest = (uint8 *) palloc(len);

	memset(highest, 0xFF, len);
	return skipsupport_set(fcinfo, PointerGetDatum(lowest), PointerGetDatum(highest),
						   decrement, increment);
}
