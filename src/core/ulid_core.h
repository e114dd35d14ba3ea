/*
 * ulid_core.h
 *	  The boundary between the PostgreSQL shims (C) and the ULID core (C++17).
 *
 * This header is plain C: it is included by the C files that also include
 * postgres.h and by the C++ core, and test/unit compiles it as C to prove it.
 * Nothing behind it allocates, throws, or calls PostgreSQL: every function
 * works on caller-owned buffers and reports failure as a ulid_status value,
 * which the C shim turns into ereport()/ereturn() after the call returned.
 */
#ifndef ULID_CORE_H
#define ULID_CORE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
/* The core never throws; say so to C++ callers. */
#define ULID_NOEXCEPT noexcept
extern "C"
{
#else
#define ULID_NOEXCEPT
#endif

/* A ULID is 16 bytes: 6 bytes of big-endian Unix milliseconds, 10 random. */
#define ULID_BINARY_LEN 16
#define ULID_TIME_LEN 6
#define ULID_RANDOM_LEN 10
/* Canonical text: 26 Crockford base32 characters (10 time + 16 random). */
#define ULID_TEXT_LEN 26
/* Largest timestamp a ULID can carry: 2^48 - 1 ms = 10889-08-02T05:31:50.655Z */
#define ULID_MAX_TIME_MS ((uint64_t) 0xFFFFFFFFFFFFULL)

typedef enum ulid_status
{
	ULID_OK = 0,
	ULID_ERR_LENGTH,			/* text is not exactly 26 bytes */
	ULID_ERR_CHAR,				/* a byte outside the Crockford alphabet */
	ULID_ERR_OVERFLOW,			/* first character above '7': > 128 bits */
	ULID_ERR_TIME_RANGE,		/* timestamp outside [0, 2^48 - 1] ms */
	ULID_ERR_RANDOM_OVERFLOW,	/* monotonic increment would pass 2^80 - 1 */
	ULID_ERR_ARGUMENT,			/* randomness needed but none passed */
	ULID_ERR_UUID_FORM,			/* text of a UUID's length that is not a UUID */
	ULID_ERR_UUID_LAYOUT,		/* a uuid whose fixed bits do not fit the target
								 * type (e.g. not a BaseUID's UUIDv8) */
	ULID_ERR_AHEAD				/* a shared generator would move its time more
								 * than its lead bound ahead of the clock: retry
								 * once the clock reaches *resume_at */
} ulid_status;

/*
 * Decode `len` bytes of text (need not be NUL-terminated) into out[16].
 * Accepts upper and lower case, and Crockford's aliases I/i/L/l -> 1,
 * O/o -> 0.  On ULID_ERR_CHAR, *err_pos (if not NULL) is the byte offset of
 * the first offending byte.  `out` is written only on success.
 */
ulid_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
							 size_t *err_pos) ULID_NOEXCEPT;

/*
 * Decode uuid's textual forms, exactly as PostgreSQL's uuid input reads them:
 * 32 hex digits in either case, a hyphen allowed after any group of four
 * (the standard 8-4-4-4-12 form among them), optionally in braces.  On
 * ULID_ERR_UUID_FORM, *err_pos is the byte offset where the text stops being
 * a UUID (len if it ends too early).
 */
ulid_status ulid_core_decode_uuid_text(const char *text, size_t len,
									   uint8_t out[ULID_BINARY_LEN],
									   size_t *err_pos) ULID_NOEXCEPT;

/* Shortest and longest text of a UUID: 32 hex digits; + 7 hyphens + braces. */
#define ULID_UUID_TEXT_MIN 32
#define ULID_UUID_TEXT_MAX 41

/*
 * Text input of the ulid type: 26 characters are a ULID (ulid_core_decode),
 * 32 to 41 characters a UUID (ulid_core_decode_uuid_text), any other length
 * is ULID_ERR_LENGTH.
 */
ulid_status ulid_core_decode_text(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
								  size_t *err_pos) ULID_NOEXCEPT;

/* Encode 16 bytes as 26 upper-case characters into out (no NUL appended). */
void		ulid_core_encode(const uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) ULID_NOEXCEPT;

/* The 48-bit timestamp of a ULID, in Unix milliseconds. */
uint64_t	ulid_core_time_ms(const uint8_t in[ULID_BINARY_LEN]) ULID_NOEXCEPT;

/*
 * Build a ULID from a timestamp and 10 bytes of randomness.  `random` may be
 * NULL, meaning all zeros (the lowest ULID of that millisecond).  Returns
 * ULID_ERR_TIME_RANGE if ms > ULID_MAX_TIME_MS (out untouched).
 */
ulid_status ulid_core_from_time(uint64_t ms, const uint8_t *random,
								uint8_t out[ULID_BINARY_LEN]) ULID_NOEXCEPT;

/*
 * Add 1 to the 80-bit random part of a ULID, with carry, leaving the
 * timestamp alone.  Returns ULID_ERR_RANDOM_OVERFLOW (value untouched) if the
 * random part is already 2^80 - 1.
 */
ulid_status ulid_core_increment(uint8_t value[ULID_BINARY_LEN]) ULID_NOEXCEPT;

/*
 * The monotonic state machine shared by every id type of the extension
 * (ulid, ulid_flake, baseuid).  An id is a time field followed by a random
 * field of up to 128 bits; the types differ only in the widths, in the step
 * added within one time unit, and in what happens when that step overflows
 * the random field.  The type's own code packs the fields into its bytes.
 */
typedef struct id_layout
{
	uint64_t	max_time;		/* largest value of the time field */
	uint32_t	random_bits;	/* width of the random field, 1..128 */
	uint8_t		overflow_advances;	/* random field overflow: 0 = error
									 * (ULID spec), 1 = move on to time + 1
									 * with fresh randomness */
} id_layout;

/* The fields of one id: the random field is rand_hi:rand_lo (128 bits). */
typedef struct id_fields
{
	uint64_t	time;
	uint64_t	rand_hi;
	uint64_t	rand_lo;
} id_fields;

/*
 * State of a monotonic generator: plain data, owned by the caller (a static in
 * a backend, or a struct in shared memory).  Zero-initialise it.
 */
typedef struct id_monotonic_state
{
	id_fields	last;			/* the previous id generated */
	uint8_t		initialized;	/* ID_STATE_FRESH, _ISSUED or _FLOOR */
} id_monotonic_state;

#define ID_STATE_FRESH 0		/* nothing generated yet */
#define ID_STATE_ISSUED 1		/* `last` is the previous id */
#define ID_STATE_FLOOR 2		/* nothing generated by this state yet, but ids
								 * up to time last.time may exist (a previous
								 * life of the server): the next id has a later
								 * time (id_monotonic_reserve) */

/*
 * The lead bound of the server-wide generators (gen_ulid_flake(),
 * gen_monotonic_ulid()): they never move their time field more than this many
 * milliseconds ahead of the clock; a call that would waits for the clock.
 * After a (re)start they issue nothing at or below the clock + this bound at
 * initialisation, which is above every id of the previous life.
 */
#define ID_SHARED_MAX_LEAD_MS 10

/*
 * Whether id_monotonic_next() at `now` with `step` will use fresh randomness:
 * nothing generated yet, a later time unit than the previous id, or (for
 * layouts that advance) a step that overflows the random field.  Lets the
 * caller skip drawing random bytes on the common path.
 */
int			id_monotonic_needs_random(const id_monotonic_state *state, const id_layout *layout,
									  uint64_t now, uint64_t step) ULID_NOEXCEPT;

/*
 * The next id, as a pure function of the state, the clock reading `now` (in
 * the layout's time unit), fresh random bits and the step:
 *	 - first call, or `now` later than the previous time: `now` and the fresh
 *	   random field (`fresh`, masked to random_bits; ULID_ERR_ARGUMENT if NULL);
 *	 - same time unit, or the clock went backwards: the previous time is kept
 *	   and `step` (>= 1) is added to the previous random field;
 *	 - if that overflows the random field: ULID_ERR_RANDOM_OVERFLOW when the
 *	   layout does not advance; otherwise the time moves to previous + 1 (ahead
 *	   of the clock, which catches up) with the fresh random field.
 * `now` (or the advanced time) above max_time gives ULID_ERR_TIME_RANGE.  On
 * any error neither the state nor *out changes; on ULID_OK *out is the new id
 * and is recorded in the state.
 */
ulid_status id_monotonic_next(id_monotonic_state *state, const id_layout *layout,
							  uint64_t now, const id_fields *fresh, uint64_t step,
							  id_fields *out) ULID_NOEXCEPT;

/*
 * id_monotonic_next() with a lead bound, for generators shared by the whole
 * server: a call that would move the time field forward to a time above
 * now + max_lead (running ahead into the next time unit, or starting above a
 * floor) returns ULID_ERR_AHEAD and sets *resume_at to the first clock
 * reading at which it will succeed; nothing else changes.  Steps within the
 * current time unit are never refused (a clock that went backwards keeps the
 * previous time, as in id_monotonic_next()).  With max_lead = UINT64_MAX this
 * is id_monotonic_next().
 */
ulid_status id_monotonic_next_bounded(id_monotonic_state *state, const id_layout *layout,
									  uint64_t now, uint64_t max_lead, const id_fields *fresh,
									  uint64_t step, id_fields *out,
									  uint64_t *resume_at) ULID_NOEXCEPT;

/*
 * Put a state into ID_STATE_FLOOR at now + lead: the next id has a time above
 * it.  Used when a server-wide state is (re)initialised: every id of the
 * previous life had a time at most its clock + lead, and that clock was below
 * `now`.
 */
void		id_monotonic_reserve(id_monotonic_state *state, uint64_t now,
								 uint64_t lead) ULID_NOEXCEPT;

/* ULID's monotonic generator: the shared machine with the ULID layout. */
typedef id_monotonic_state ulid_monotonic_state;

/*
 * Whether ulid_core_monotonic_next() will need fresh randomness for a call at
 * now_ms: true when nothing was generated yet or now_ms is a later millisecond
 * than the previous value.
 */
int			ulid_core_monotonic_needs_random(const ulid_monotonic_state *state,
											 uint64_t now_ms) ULID_NOEXCEPT;

/*
 * The next ULID of a monotonic generator (the spec's rule): a new millisecond
 * takes the 10 bytes of `random` (ULID_ERR_ARGUMENT if NULL); the same
 * millisecond, or a clock that went backwards, adds 1 to the previous random
 * part; an 80-bit overflow is ULID_ERR_RANDOM_OVERFLOW.  now_ms above
 * ULID_MAX_TIME_MS gives ULID_ERR_TIME_RANGE.
 */
ulid_status ulid_core_monotonic_next(ulid_monotonic_state *state, uint64_t now_ms,
									 const uint8_t *random,
									 uint8_t out[ULID_BINARY_LEN]) ULID_NOEXCEPT;

/*
 * gen_monotonic_ulid(), the server-wide ULID generator: the ULID layout with a
 * random step within a millisecond, 1 + step_bits (1 .. 2^32: 32 bits of
 * entropy), so that two of its ids tell nothing usable about the ids between
 * them; the lead bound of id_monotonic_next_bounded().  `random` (10 bytes)
 * is used only when the call opens a millisecond, but must always be passed.
 * Errors: ULID_ERR_RANDOM_OVERFLOW (the 80 bits are used up in this
 * millisecond), ULID_ERR_TIME_RANGE, ULID_ERR_AHEAD (*resume_at set).
 */
ulid_status ulid_core_shared_next(ulid_monotonic_state *state, uint64_t now_ms,
								  uint64_t max_lead, const uint8_t *random,
								  uint32_t step_bits, uint8_t out[ULID_BINARY_LEN],
								  uint64_t *resume_at) ULID_NOEXCEPT;

/* The step of ulid_core_shared_next(): 1 + step_bits. */
uint64_t	ulid_core_shared_step(uint32_t step_bits) ULID_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif							/* ULID_CORE_H */
