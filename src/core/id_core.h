/*
 * id_core.h
 *	  What every id type's C boundary shares: the status codes of the core and
 *	  the monotonic state machine (monotonic.cpp).
 *
 * This header is plain C: it is included by the C files that also include
 * postgres.h and by the C++ core, and test/unit compiles it as C to prove it.
 * Nothing behind it allocates, throws, or calls PostgreSQL: every function
 * works on caller-owned buffers and reports failure as a ulid_status value,
 * which the C shim turns into ereport()/ereturn() after the call returned.
 */
#ifndef ID_CORE_H
#define ID_CORE_H

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
	ULID_ERR_UUID_LAYOUT		/* a uuid whose fixed bits do not fit the target
								 * type (e.g. not a BaseUID's UUIDv8) */
} ulid_status;

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
	uint8_t		initialized;	/* 0 until the first id is generated */
	uint8_t		layout;			/* the byte layout `last` is in, for types
								 * with more than one (ulid: ulid_layout);
								 * 0 for the others */
} id_monotonic_state;

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

#ifdef __cplusplus
}
#endif

#endif							/* ID_CORE_H */
