/*
 * messages.h
 *	  The one table of the error messages an id type's input can give, used
 *	  by the extension (src/kit_fixed.c reports them) and by the command-line
 *	  tool (src/cli), so that the two never word an error differently.
 *
 * Plain C, like core.h.  Sentences shared by every type are the CORE_MSG_*
 * literals (so that the compiler checks their format arguments); what
 * differs by type is a row of core_message_table.  Every string is a complete
 * PostgreSQL-style message: errmsg lower case without a full stop, errdetail
 * and errhint whole sentences.
 */
#ifndef CORE_MESSAGES_H
#define CORE_MESSAGES_H

#include "core.h"

#ifdef __cplusplus
extern "C"
{
#endif

/* The id types, as rows of core_message_table. */
typedef enum core_type
{
	CORE_TYPE_ULID = 0,
	CORE_TYPE_FLAKE,
	CORE_TYPE_BASEUID,
	CORE_TYPE_COUNT
} core_type;

typedef struct core_messages
{
	const char *type;			/* SQL type name */
	int			text_len;		/* characters of its text */
	const char *length;			/* detail, %d = the input's characters */
	const char *length_hint;	/* hint of a wrong length, or NULL */
	const char *char_hint;		/* hint of a character outside the alphabet */
	const char *overflow;		/* detail of a value above the largest, or NULL */
	const char *time_infinite;	/* detail: an infinite timestamp */
	const char *time_range;		/* detail: the range of its timestamps */
	const char *clock_range;	/* errmsg: the system clock outside that range */
	const char *clock_detail;	/* detail of that, or NULL */
	const char *bytes;			/* detail: the length of its binary form */
} core_messages;

extern const core_messages core_message_table[CORE_TYPE_COUNT];

/* errmsg of any input error: type name, input */
#define CORE_MSG_SYNTAX "invalid input syntax for type %s: \"%s\""
/* details of a bad character: the character (%.*s) or byte, 1-based position */
#define CORE_MSG_BAD_CHAR "Invalid character \"%.*s\" at position %d."
#define CORE_MSG_BAD_BYTE "Invalid byte 0x%02x at position %d."
/* the same in uuid-formatted input (ulid), and such input cut short */
#define CORE_MSG_UUID_BAD_CHAR "Invalid character \"%.*s\" at position %d of uuid-formatted input."
#define CORE_MSG_UUID_BAD_BYTE "Invalid byte 0x%02x at position %d of uuid-formatted input."
#define CORE_MSG_UUID_SHORT "The input has the length of a uuid but ends before its 32 hex digits."
/* errmsg of a timestamp outside a type's range: type name */
#define CORE_MSG_TIME_RANGE "timestamp out of range for type %s"
/* errmsg of a bytea of the wrong length: type name, its length */
#define CORE_MSG_BYTEA_LENGTH "invalid length for type %s: bytea of %d bytes"
/* the command-line tool, which tells the types apart by length */
#define CORE_MSG_CLI_LENGTH \
	"A ULID has 26 characters, a Ulid-Flake id 13 and a BaseUID 20, but the input has %d."
/* the tool's detail of a line of standard input longer than its bound (%d bytes) */
#define CORE_MSG_CLI_LINE_LONG \
	"The line has more than %d bytes (the rest of it was skipped); no id has more than 38 characters."
/* the tool's reason for a time after the last ULID time (as `ulid parse` writes that time) */
#define CORE_MSG_CLI_TIME_AFTER "times after +010889-08-02T05:31:50.655Z have no ULID"
/*
 * `ulid from-time TIME N` stopped by its monotonic generator: how many ids it
 * printed, how many were asked for, and why: the random part of the
 * millisecond used up (ULID: as gen_ulid() stops), or ids running past the
 * type's last time (Ulid-Flake and BaseUID run on into the next time unit,
 * as their generators do).
 */
#define CORE_MSG_CLI_FROM_TIME_STOPPED "from-time stopped after %llu of %llu ids: %s"
#define CORE_MSG_CLI_FROM_TIME_FULL \
	"the random part cannot be incremented further in this millisecond; ask for fewer ids"
#define CORE_MSG_CLI_FROM_TIME_END "the ids ran past the last time of the type"

#ifdef __cplusplus
}
#endif

#endif							/* CORE_MESSAGES_H */
