/*
 * ulid_core.h
 *	  The C boundary of the ULID format (ulid.cpp): 16 bytes, 26 Crockford
 *	  base32 characters, and uuid's text forms as input.  Plain C, like
 *	  core.h, whose status codes and state machine it uses.
 */
#ifndef ULID_CORE_H
#define ULID_CORE_H

#include "core.h"

#ifdef __cplusplus
extern "C"
{
#endif

/* A ULID is 16 bytes: 6 bytes of big-endian Unix milliseconds, 10 random. */
#define ULID_BINARY_LEN 16
#define ULID_TIME_LEN 6
#define ULID_RANDOM_LEN 10
/* Canonical text: 26 Crockford base32 characters (10 time + 16 random). */
#define ULID_TEXT_LEN 26
/* Largest timestamp a ULID can carry: 2^48 - 1 ms = 10889-08-02T05:31:50.655Z */
#define ULID_MAX_TIME_MS ((uint64_t) 0xFFFFFFFFFFFFULL)

/* Shortest and longest text of a UUID: 32 hex digits; + 7 hyphens + braces. */
#define ULID_UUID_TEXT_MIN 32
#define ULID_UUID_TEXT_MAX 41

/*
 * Text input of the ulid type: decode `len` bytes of text (need not be
 * NUL-terminated) into out[16].
 *	 - 26 characters are a ULID: upper or lower case, with Crockford's aliases
 *	   I/i/L/l -> 1 and O/o -> 0.  CORE_ERR_CHAR sets *err_pos to the byte
 *	   offset of the first byte outside the alphabet; a first character
 *	   above '7' (more than 128 bits) is CORE_ERR_OVERFLOW.
 *	 - 32 to 41 characters are one of uuid's textual forms, read exactly as
 *	   PostgreSQL's uuid input reads them (32 hex digits in either case, a
 *	   hyphen allowed after any group of four, optionally in braces).
 *	   CORE_ERR_UUID_FORM sets *err_pos to the byte offset where the text
 *	   stops being a UUID (len if it ends too early).
 *	 - any other length is CORE_ERR_LENGTH.
 * err_pos may be NULL.  `out` is written only on success.
 */
core_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
							 size_t *err_pos) CORE_NOEXCEPT;

/* Encode 16 bytes as 26 upper-case characters into out (no NUL appended). */
void		ulid_core_encode(const uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) CORE_NOEXCEPT;

/* The 48-bit timestamp of a ULID, in Unix milliseconds. */
uint64_t	ulid_core_time_ms(const uint8_t in[ULID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * Build a ULID from a timestamp and 10 bytes of randomness.  `random` may be
 * NULL, meaning all zeros (the lowest ULID of that millisecond).  Returns
 * CORE_ERR_TIME_RANGE if ms > ULID_MAX_TIME_MS (out untouched).
 */
core_status ulid_core_from_time(uint64_t ms, const uint8_t *random,
								uint8_t out[ULID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * The byte layouts a ULID generator can produce.  Both start with the 48-bit
 * big-endian Unix millisecond; they differ in what follows:
 *	 ULID_LAYOUT_ULID	 80 random bits (the ULID spec);
 *	 ULID_LAYOUT_UUIDV7	 a valid UUIDv7 (RFC 9562): version nibble 0111 (high
 *						 nibble of byte 6), 12 random bits, variant 10 (top
 *						 two bits of byte 8), 62 random bits: 74 random bits.
 * The monotonic state machine counts in a layout's random field (80 or 74
 * bits wide); packing spreads the 74-bit field around the fixed bits, so a
 * step never touches them and carries across them.
 */
typedef enum ulid_layout
{
	ULID_LAYOUT_ULID = 0,
	ULID_LAYOUT_UUIDV7 = 1
} ulid_layout;

#define ULID_UUIDV7_RANDOM_BITS 74

/* 1 if the 16 bytes are a valid UUIDv7 (version 7, variant 10), else 0. */
int			ulid_core_is_uuidv7(const uint8_t in[ULID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * ulid_core_from_time() in a layout: the id of millisecond ms whose random
 * field is taken from the 10 bytes of `random` (for ULID_LAYOUT_UUIDV7 its
 * low 74 bits, spread around the fixed bits; NULL means all zeros, the lowest
 * id of the layout in that millisecond).  CORE_ERR_TIME_RANGE if ms >
 * ULID_MAX_TIME_MS (out untouched).
 */
core_status ulid_core_from_time_layout(ulid_layout layout, uint64_t ms, const uint8_t *random,
									   uint8_t out[ULID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * ULID monotonic generators in a layout, with a step: the shared state
 * machine (core.h) in the layout's random field, so `step` (>= 1)
 * is added in that field's counter space (80 or 74 bits) and a 74-bit count
 * carries across the version and variant bits.  A new millisecond takes the
 * layout's bits of the 10 bytes of `random`; overflow of the field within a
 * millisecond is CORE_ERR_RANDOM_OVERFLOW, in both layouts.
 *
 * When the layout differs from the one of the previous id (a session that
 * changes ulid.uuidv7, or a shared state used by sessions with different
 * settings), the state is first carried over, so that the next id is still
 * greater than the previous one:
 *	 - UUIDv7 to ULID: the previous id's 80 bits are the ULID random field
 *	   (every UUIDv7 is a ULID);
 *	 - ULID to UUIDv7: the random field becomes the larger of the fresh one
 *	   (from `random`) and that of the smallest UUIDv7 of the same millisecond
 *	   that is not below the previous id.  When every UUIDv7 of that
 *	   millisecond is below it (its version nibble is above 7, or 7 with all
 *	   higher ids used), the state moves to the next millisecond with the
 *	   fresh field: the only case where a ULID generator runs ahead of the
 *	   clock, by at most one millisecond, once per switch of the layout.
 * Errors leave the state and out untouched.
 */
int			ulid_core_monotonic_needs_random_layout(const core_monotonic_state *state,
													ulid_layout layout, uint64_t now_ms,
													uint64_t step) CORE_NOEXCEPT;
core_status ulid_core_monotonic_next_layout(core_monotonic_state *state, ulid_layout layout,
											uint64_t now_ms, const uint8_t *random, uint64_t step,
											uint8_t out[ULID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * gen_ulid(), the per-session generator: ulid_core_monotonic_next_layout()
 * with step 1 in one call, without asking first whether randomness is
 * needed: `random` (10 bytes) must always be passed, and *random_used is set
 * to 1 when the call took it (a new millisecond, a first id, a carry-over
 * into UUIDv7: those bytes are spent), 0 when it did not (they may serve the
 * next call) or on an error.
 */
core_status ulid_core_backend_next(core_monotonic_state *state, ulid_layout layout,
								   uint64_t now_ms, const uint8_t random[ULID_RANDOM_LEN],
								   uint8_t out[ULID_BINARY_LEN], int *random_used) CORE_NOEXCEPT;

/*
 * gen_monotonic_ulid(), the server-wide ULID generator: the layout (ULID or
 * UUIDv7, as ulid_core_monotonic_next_layout(), whose carry-over between
 * layouts also applies, a carry-over past the lead bound being
 * CORE_ERR_AHEAD) with a random step within a millisecond, 1 + step_bits (1 .. 2^32: 32 bits of
 * entropy), so that two of its ids tell nothing usable about the ids between
 * them; the lead bound of MonotonicNextBounded (monotonic.hpp).  `random`
 * (10 bytes) is used only when the call opens a millisecond (or carries the
 * state over into UUIDv7), but must always be passed; *random_used (if not
 * NULL) is set to 1 when it was (those bytes are spent), else 0.  Errors:
 * CORE_ERR_RANDOM_OVERFLOW (the 80 or 74 bits are used up in this
 * millisecond), CORE_ERR_TIME_RANGE, CORE_ERR_AHEAD (*resume_at set).
 */
core_status ulid_core_shared_next(core_monotonic_state *state, ulid_layout layout,
								  uint64_t now_ms, uint64_t max_lead, const uint8_t *random,
								  uint32_t step_bits, uint8_t out[ULID_BINARY_LEN],
								  uint64_t *resume_at, int *random_used) CORE_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif							/* ULID_CORE_H */
