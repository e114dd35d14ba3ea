/*
 * ulid_io.c
 *	  Text input and output of the ulid type.
 *
 * The codec itself is the C++ core (src/core); this file turns its status
 * codes into PostgreSQL errors, softly on PostgreSQL 16+ so that
 * pg_input_is_valid() and COPY ... ON_ERROR work.
 */
#include "ulid.h"

#include "mb/pg_wchar.h"
#include "nodes/nodes.h"
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#endif

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
