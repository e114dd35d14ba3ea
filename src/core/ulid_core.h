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
	ULID_ERR_ARGUMENT			/* randomness needed but none passed */
} ulid_status;

/*
 * Decode `len` bytes of text (need not be NUL-terminated) into out[16].
 * Accepts upper and lower case, and Crockford's aliases I/i/L/l -> 1,
 * O/o -> 0.  On ULID_ERR_CHAR, *err_pos (if not NULL) is the byte offset of
 * the first offending byte.  `out` is written only on success.
 */
ulid_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
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
 * State of a monotonic generator: plain data, owned by the caller (a static in
 * a backend, or a struct in shared memory).  Zero-initialise it.
 */
typedef struct ulid_monotonic_state
{
	uint64_t	last_ms;		/* timestamp of `last` */
	uint8_t		last[ULID_BINARY_LEN];	/* the previous value generated */
	uint8_t		initialized;	/* 0 until the first value is generated */
} ulid_monotonic_state;

/*
 * Whether ulid_core_monotonic_next() will need fresh randomness for a call at
 * now_ms: true when nothing was generated yet or now_ms is a later millisecond
 * than the previous value.  Lets the caller skip drawing random bytes on the
 * (common) same-millisecond path.
 */
int			ulid_core_monotonic_needs_random(const ulid_monotonic_state *state,
											 uint64_t now_ms) ULID_NOEXCEPT;

/*
 * The next value of a monotonic generator, as a pure function of the state,
 * the clock reading and the random bytes:
 *	 - first call, or now_ms later than the previous timestamp: now_ms plus
 *	   the 10 bytes of `random` (ULID_ERR_ARGUMENT if that is NULL);
 *	 - same millisecond, or the clock went backwards: the previous timestamp
 *	   is kept and the random part is the previous one plus 1;
 *	 - if that increment would overflow 80 bits: ULID_ERR_RANDOM_OVERFLOW,
 *	   and neither the state nor out is changed.
 * now_ms > ULID_MAX_TIME_MS gives ULID_ERR_TIME_RANGE.  On ULID_OK the
 * result is written to out and recorded in the state.
 */
ulid_status ulid_core_monotonic_next(ulid_monotonic_state *state, uint64_t now_ms,
									 const uint8_t *random,
									 uint8_t out[ULID_BINARY_LEN]) ULID_NOEXCEPT;

#ifdef __cplusplus
}
#endif

#endif							/* ULID_CORE_H */
