/*
 * flake_core.h
 *	  The C boundary of the Ulid-Flake core: 64-bit time-ordered ids.
 *
 * A Ulid-Flake is a non-negative int64: a sign bit (always 0), a 43-bit
 * millisecond timestamp counted from 2024-01-01T00:00:00Z, and 20 random bits;
 * in the scalable layout the low 20 bits are 15 random bits and a 5-bit node
 * id.  Its text is 13 Crockford base32 characters (65 bits, the top two 0):
 * 9 for the timestamp, 4 for the random part (scalable: 3 + 1 for the node).
 * Plain C, like core.h; nothing behind it allocates, throws or calls
 * PostgreSQL.
 */
#ifndef FLAKE_CORE_H
#define FLAKE_CORE_H

#include "core.h"

#ifdef __cplusplus
extern "C"
{
#endif

#define FLAKE_TEXT_LEN 13
/* 2024-01-01T00:00:00Z in Unix milliseconds: the format's default epoch */
#define FLAKE_EPOCH_MS ((uint64_t) 1704067200000ULL)
/* largest timestamp, in ms since the epoch: 2^43 - 1 (2302-09-27T15:10:22.207Z) */
#define FLAKE_MAX_TIME ((uint64_t) 0x7FFFFFFFFFFULL)
#define FLAKE_RANDOM_BITS 20
#define FLAKE_NODE_BITS 5
#define FLAKE_MAX_NODE 31
/* a stand-alone generator (no node id): 20 random bits */
#define FLAKE_NO_NODE (-1)

/*
 * Decode `len` bytes of text into *out: exactly 13 characters, case-
 * insensitive, I/L -> 1, O -> 0.  CORE_ERR_LENGTH, CORE_ERR_CHAR (with
 * *err_pos, if not NULL, the offset of the first bad byte) or
 * CORE_ERR_OVERFLOW (first character above '7': never wrapped).
 */
core_status flake_core_decode(const char *text, size_t len, int64_t *out,
							  size_t *err_pos) CORE_NOEXCEPT;

/* Encode a non-negative value as 13 upper-case characters (no NUL). */
void		flake_core_encode(int64_t value, char out[FLAKE_TEXT_LEN]) CORE_NOEXCEPT;

/* The timestamp of a value in Unix milliseconds. */
uint64_t	flake_core_unix_ms(int64_t value) CORE_NOEXCEPT;

/* The low 20 bits (random bits, or 15 random bits and the node id). */
uint32_t	flake_core_random(int64_t value) CORE_NOEXCEPT;

/*
 * The id of Unix millisecond unix_ms with the given random bits (masked to
 * the layout: 20 bits, or 15 and `node` in the low 5 bits when node is
 * 0..31).  CORE_ERR_TIME_RANGE outside 2024-01-01 .. 2302-09-27T15:10:22.207Z.
 */
core_status flake_core_from_time(uint64_t unix_ms, uint32_t random, int node,
								 int64_t *out) CORE_NOEXCEPT;

/*
 * The next id of a monotonic Ulid-Flake generator, on the shared state
 * machine (core.h) with the layout of `node` (FLAKE_NO_NODE: 20 random
 * bits; 0..31: 15 random bits and the node id): a new millisecond starts at
 * `fresh_random`; within one, the random field grows by
 * 1 + step_byte % 255 (1..255); a step that would overflow the field moves on
 * to the next millisecond (ahead of the clock) at `fresh_random`; a clock
 * that goes backwards keeps the previous millisecond.  CORE_ERR_TIME_RANGE
 * for a clock outside the format's range.
 *
 * The state holds the previous id itself, not a layout: `node` may differ
 * from call to call (sessions with different ulid.flake_node_id sharing one
 * state, or a session changing it), and every id is still above the
 * previous one.  In the node layout a call counts from the previous id's low
 * 20 bits shifted right by 5, so the next id stays in its millisecond as
 * long as the 15-bit field has room.
 */
core_status flake_core_monotonic_next(core_monotonic_state *state, uint64_t unix_ms, int node,
									  uint32_t fresh_random, uint8_t step_byte,
									  int64_t *out) CORE_NOEXCEPT;

/*
 * flake_core_monotonic_next() for gen_ulid_flake(), with the lead bound of
 * the server-wide generators (MonotonicNextBounded in monotonic.hpp): a call
 * that would move the generator more than max_lead milliseconds ahead of
 * unix_ms returns CORE_ERR_AHEAD and sets *resume_at_ms (Unix milliseconds)
 * to the clock reading from which it will succeed; nothing else changes.
 * *random_used (if not NULL) is set to 1 when the id took `fresh_random`
 * (the caller's random bytes for it are spent), 0 when only step_byte.
 */
core_status flake_core_monotonic_next_bounded(core_monotonic_state *state, uint64_t unix_ms, int node,
											  uint64_t max_lead, uint32_t fresh_random,
											  uint8_t step_byte, int64_t *out,
											  uint64_t *resume_at_ms,
											  int *random_used) CORE_NOEXCEPT;

/*
 * core_monotonic_reserve() in Unix milliseconds: the next id has a time above
 * unix_ms + lead.
 */
void		flake_core_monotonic_reserve(core_monotonic_state *state, uint64_t unix_ms,
										 uint64_t lead) CORE_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif							/* FLAKE_CORE_H */
