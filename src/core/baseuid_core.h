/*
 * baseuid_core.h
 *	  The boundary between the PostgreSQL shim (C) and the BaseUID core (C++17).
 *
 * A BaseUID is 120 bits, big-endian, 15 bytes: a 48-bit time field (the Unix
 * time in nanoseconds shifted right by 15 bits, i.e. ticks of 32.768 us since
 * 1970-01-01; the reference implementation writes bits 62..15 of the 64-bit
 * nanosecond count) followed by 72 random bits.  Its text is 20 characters of
 * the ordered base64 alphabet
 *	 -0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz
 * (6 bits each, most significant first, no padding): 8 for the time, 12 for
 * the randomness.  The alphabet is in ASCII order, so byte order, text order
 * in the C collation and time order agree.
 *
 * Plain C, like core.h (whose core_status and monotonic generator types
 * it uses): nothing behind it allocates, throws or calls PostgreSQL.
 */
#ifndef BASEUID_CORE_H
#define BASEUID_CORE_H

#include <stddef.h>
#include <stdint.h>

#include "core.h"

#ifdef __cplusplus
extern "C"
{
#endif

#define BASEUID_BINARY_LEN 15
#define BASEUID_TIME_LEN 6
#define BASEUID_RANDOM_LEN 9
#define BASEUID_TEXT_LEN 20
/* The uuid form (UUIDv8) is 16 bytes. */
#define BASEUID_UUID_LEN 16
/* Largest time field: tick 2^48 - 1 (it starts at 2^63 - 32768 ns). */
#define BASEUID_MAX_TIME ((uint64_t) 0xFFFFFFFFFFFFULL)
/* time field = Unix nanoseconds >> BASEUID_TIME_SHIFT */
#define BASEUID_TIME_SHIFT 15
/*
 * Largest Unix time in microseconds with a BaseUID: the last whole
 * microsecond before 2^63 ns, 2262-04-11 23:47:16.854775 UTC.
 */
#define BASEUID_MAX_UNIX_US ((int64_t) 9223372036854775LL)

/*
 * Decode `len` bytes of text (need not be NUL-terminated) into out[15].  The
 * alphabet is case-sensitive and has no aliases; any length but 20 is
 * CORE_ERR_LENGTH.  On CORE_ERR_CHAR, *err_pos (if not NULL) is the byte
 * offset of the first byte outside the alphabet.  `out` is written only on
 * success.  Every 20-character text of the alphabet is a BaseUID (20 x 6 =
 * 120 bits: there is no overflow).
 */
core_status baseuid_core_decode(const char *text, size_t len, uint8_t out[BASEUID_BINARY_LEN],
								size_t *err_pos) CORE_NOEXCEPT;

/* Encode 15 bytes as 20 characters into out (no NUL appended). */
void		baseuid_core_encode(const uint8_t in[BASEUID_BINARY_LEN],
								char out[BASEUID_TEXT_LEN]) CORE_NOEXCEPT;

/* The 48-bit time field (32.768 us ticks since the Unix epoch). */
uint64_t	baseuid_core_time(const uint8_t in[BASEUID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * The time field of a Unix time in nanoseconds (ns >> 15); every ns in
 * [0, 2^63 - 1] has one.  CORE_ERR_TIME_RANGE above 2^63 - 1.
 */
core_status baseuid_core_time_from_unix_ns(uint64_t ns, uint64_t *time) CORE_NOEXCEPT;

/*
 * The time field of the tick holding a Unix time in microseconds (the tick
 * holding its first nanosecond).  CORE_ERR_TIME_RANGE unless
 * 0 <= us <= BASEUID_MAX_UNIX_US.
 */
core_status baseuid_core_time_from_unix_us(int64_t us, uint64_t *time) CORE_NOEXCEPT;

/* Where a tick starts: Unix nanoseconds, and microseconds truncated. */
uint64_t	baseuid_core_time_to_unix_ns(uint64_t time) CORE_NOEXCEPT;
int64_t		baseuid_core_time_to_unix_us(uint64_t time) CORE_NOEXCEPT;

/*
 * Build a BaseUID from a time field and 9 bytes of randomness.  `random` may
 * be NULL, meaning all zeros (the lowest BaseUID of that tick).
 * CORE_ERR_TIME_RANGE if time > BASEUID_MAX_TIME (out untouched).
 */
core_status baseuid_core_from_time(uint64_t time, const uint8_t *random,
								   uint8_t out[BASEUID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * The UUIDv8 form (the format's own layout, 128 bits): the 48 time bits,
 * version 1000, the first 12 random bits, variant 10, the other 60 random
 * bits, then 00.
 */
void		baseuid_core_to_uuid(const uint8_t in[BASEUID_BINARY_LEN],
								 uint8_t out[BASEUID_UUID_LEN]) CORE_NOEXCEPT;

/*
 * The BaseUID of a uuid in that layout.  CORE_ERR_UUID_LAYOUT (out untouched)
 * unless the version is 8, the variant bits are 10 and the last two bits are
 * 0, i.e. unless the uuid is what baseuid_core_to_uuid() makes.
 */
core_status baseuid_core_from_uuid(const uint8_t in[BASEUID_UUID_LEN],
								   uint8_t out[BASEUID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * The monotonic generator: the shared state machine (core.h, monotonic.hpp)
 * with the layout {BASEUID_MAX_TIME, 72 random bits, overflow advances} and
 * step 1.  The same tick, or a clock that went backwards, adds 1 to the
 * previous 72 random bits; their overflow moves on to the next tick with
 * fresh random bits.  Zero-initialise the state.
 *
 * Whether baseuid_core_monotonic_next() at `time` will use `random`:
 */
int			baseuid_core_monotonic_needs_random(const core_monotonic_state *state,
												uint64_t time) CORE_NOEXCEPT;

/*
 * The next BaseUID at time field `time` (a clock reading, Unix ns >> 15).
 * `random` is 9 bytes, needed only when needs_random said so
 * (CORE_ERR_ARGUMENT if NULL then).  CORE_ERR_TIME_RANGE if `time`, or the
 * tick the generator would advance to, is above BASEUID_MAX_TIME.
 */
core_status baseuid_core_monotonic_next(core_monotonic_state *state, uint64_t time,
										const uint8_t *random,
										uint8_t out[BASEUID_BINARY_LEN]) CORE_NOEXCEPT;

/*
 * gen_baseuid(): baseuid_core_monotonic_next() in one call, without asking
 * first whether randomness is needed: `random` (9 bytes) must always be
 * passed, and *random_used is set to 1 when the id took it (those bytes are
 * spent), 0 when it did not or on an error.
 */
core_status baseuid_core_backend_next(core_monotonic_state *state, uint64_t time,
									  const uint8_t random[BASEUID_RANDOM_LEN],
									  uint8_t out[BASEUID_BINARY_LEN], int *random_used) CORE_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif							/* BASEUID_CORE_H */
