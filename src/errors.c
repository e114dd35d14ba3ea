/*
 * errors.c
 *	  The errors every id type reports, worded by the core's message table
 *	  (core/core.h): text input the type's decoder refused, a timestamp
 *	  outside the type's range.
 */
#include "common.h"

#include "mb/pg_wchar.h"
#include "nodes/nodes.h"
#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#endif

/*
 * The invalid character at byte offset pos of str: control bytes are shown
 * in hex, anything else as the character (all of a multibyte one), at its
 * 1-based character position.
 */
static void
report_char(const char *type, const char *str, size_t pos, const char *char_fmt,
			const char *byte_fmt, const char *hint, Node *escontext)
{
	int			charpos = pg_mbstrlen_with_len(str, (int) pos) + 1;
	unsigned char c = (unsigned char) str[pos];

	errsave(escontext,
			(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
			 errmsg(CORE_MSG_SYNTAX, type, str),
			 (c < 0x20 || c == 0x7f) ?
			 errdetail(byte_fmt, c, charpos) :
			 errdetail(char_fmt, pg_mblen(str + pos), str + pos, charpos),
			 errhint("%s", hint)));
}

void
report_input_error(FunctionCallInfo fcinfo, core_type kind, const char *str, core_status st, size_t pos)
{
	const core_messages *m = &core_message_table[kind];
	Node	   *escontext = NULL;
	size_t		len = strlen(str);
	int			nchars = 0;

#if PG_VERSION_NUM >= 160000
	escontext = fcinfo->context;
#endif
	if (st == CORE_ERR_LENGTH || st == CORE_ERR_UUID_FORM)
	{
		nchars = pg_mbstrlen_with_len(str, (int) len);
		if (nchars == m->text_len)
		{
			/*
			 * the type's number of characters but more bytes: the first
			 * non-ASCII one is bad
			 */
			for (pos = 0; pos < len && !IS_HIGHBIT_SET(str[pos]); pos++)
				;
			st = CORE_ERR_CHAR;
		}
	}
	switch (st)
	{
		case CORE_ERR_LENGTH:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(CORE_MSG_SYNTAX, m->type, str),
					 errdetail(m->length, nchars),
					 m->length_hint ? errhint("%s", m->length_hint) : 0));
			return;
		case CORE_ERR_CHAR:
			report_char(m->type, str, pos, CORE_MSG_BAD_CHAR, CORE_MSG_BAD_BYTE, m->char_hint, escontext);
			return;
		case CORE_ERR_UUID_FORM:
			/* input of a uuid's length (ulid) that is not a uuid */
			if (pos < len)
				report_char(m->type, str, pos, CORE_MSG_UUID_BAD_CHAR, CORE_MSG_UUID_BAD_BYTE,
							m->length_hint, escontext);
			else
				errsave(escontext,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg(CORE_MSG_SYNTAX, m->type, str),
						 errdetail(CORE_MSG_UUID_SHORT),
						 errhint("%s", m->length_hint)));
			return;
		case CORE_ERR_OVERFLOW:
			errsave(escontext,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg(CORE_MSG_SYNTAX, m->type, str),
					 errdetail("%s", m->overflow)));
			return;
		default:
			break;
	}
	elog(ERROR, "unexpected %s decoder status %d", m->type, (int) st);
}

void
report_time_range(core_type kind, TimestampTz ts)
{
	const core_messages *m = &core_message_table[kind];

	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg(CORE_MSG_TIME_RANGE, m->type),
			 errdetail("%s", TIMESTAMP_NOT_FINITE(ts) ? m->time_infinite : m->time_range)));
}
