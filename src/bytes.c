/*
 * bytes.c
 *	  What a type passed by reference that is its bytes (ulid, baseuid)
 *	  shares: binary I/O, the bytea casts and the BRIN minmax-multi distance.
 *	  Each type's file calls these from its own entry points.
 */
#include "common.h"

#include "libpq/pqformat.h"
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

/* Binary I/O: the len bytes as they are (for ulid, exactly what uuid sends). */
Datum
bytes_recv(FunctionCallInfo fcinfo, int len)
{
	StringInfo	buf = (StringInfo) PG_GETARG_POINTER(0);
	uint8	   *result = (uint8 *) palloc(len);

	pq_copymsgbytes(buf, (char *) result, len);
	PG_RETURN_POINTER(result);
}

Datum
bytes_send(FunctionCallInfo fcinfo, int len)
{
	StringInfoData buf;

	pq_begintypsend(&buf);
	pq_sendbytes(&buf, DatumGetPointer(PG_GETARG_DATUM(0)), len);
	PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

/* type::bytea: the bytes */
Datum
bytes_to_bytea(FunctionCallInfo fcinfo, int len)
{
	bytea	   *result = (bytea *) palloc(VARHDRSZ + len);

	SET_VARSIZE(result, VARHDRSZ + len);
	memcpy(VARDATA(result), DatumGetPointer(PG_GETARG_DATUM(0)), len);
	PG_RETURN_BYTEA_P(result);
}

/* bytea::type: exactly len bytes, or the error of the type kind */
Datum
bytes_from_bytea(FunctionCallInfo fcinfo, core_type kind, int len)
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
bytes_brin_distance(FunctionCallInfo fcinfo, int len)
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
