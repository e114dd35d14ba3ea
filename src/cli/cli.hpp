// cli.hpp: the pure logic of the `ulid` command-line tool (time parsing and
// formatting, number parsing, error texts), kept apart from the program's
// files (tool.hpp) so that test/unit can test it without running the program.
#ifndef ULID_CLI_HPP
#define ULID_CLI_HPP

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/core.h"

namespace ulid::cli {

// A time in UTC with milliseconds (out must hold kTimeLen bytes; no NUL
// written); returns the length written.  Years 0..9999 (every ULID time up to
// 9999-12-31T23:59:59.999Z) are RFC 3339: 2016-07-30T22:36:16.385Z, 24
// characters.  RFC 3339 has no later years: those take the expanded year of
// ISO 8601 as ECMAScript writes it, a sign and six digits,
// +010889-08-02T05:31:50.655Z (27 characters; JavaScript's Date reads it).
// ParseTime() reads both forms back.
constexpr std::size_t kTimeLen = 32;
std::size_t FormatTime(std::int64_t unix_ms, char *out);

// A time given on the command line: Unix milliseconds (digits only), or
// RFC 3339: YYYY-MM-DD, 'T' or ' ', HH:MM:SS, an optional fraction
// (truncated to the millisecond), then 'Z' or an offset +HH:MM / -HH:MM.
// The year may also be the expanded form FormatTime() writes after 9999
// (+YYYYYY or -YYYYYY), or 5 or 6 digits without a sign (as `ulid parse`
// 0.3.0 printed them), so that every time `ulid parse` prints is read back.
// Returns false (and sets *why) for anything else, including times before
// 1970-01-01T00:00:00Z and after the largest ULID time.
bool ParseTime(const std::string &text, std::int64_t *unix_ms, std::string *why);

// User input as it may be shown on a terminal, in an error message: bytes
// below 0x20, 0x7F, the C1 controls (U+0080..U+009F), the bidirectional
// controls (Unicode's Bidi_Control: U+061C, U+200E, U+200F, U+202A..U+202E,
// U+2066..U+2069) and every byte that is not part
// of valid UTF-8 become \xHH per byte (lower-case hex), a backslash becomes
// \\ (so the escaped text is unambiguous); everything else is kept.  Input
// longer than max_bytes is cut at a character boundary within its first
// max_bytes - 3 bytes and ends in "...".
std::string ShowInput(const char *s, std::size_t n, std::size_t max_bytes);
inline std::string ShowInput(const std::string &s, std::size_t max_bytes = 80) {
	return ShowInput(s.data(), s.size(), max_bytes);
}

// A non-negative decimal count up to max; false for anything else.
bool ParseCount(const std::string &text, std::uint64_t max, std::uint64_t *out);

// Why text is not an id of the kind (for `validate` and `parse`): the
// extension's error detail, from the core's message table (core/core.h),
// with byte positions.  `st` is the status the kind's decoder gave and pos
// the position it reported.
std::string InputError(core_type kind, const std::string &text, core_status st, std::size_t pos);

// The uuid text of 16 bytes: 8-4-4-4-12 lower-case hex (36 bytes, no NUL).
void FormatUuid(const std::uint8_t in[ULID_BINARY_LEN], char out[36]);

// The last field of `parse`'s text line for a ULID: "uuidv7" when the id is a
// valid UUIDv7 (version 7, variant 10), else "not-uuidv7".
const char *Uuidv7Field(const std::uint8_t in[ULID_BINARY_LEN]);

// The layout `new`, `monotonic` and `from-time` generate in (--uuidv7 or not).
inline ulid_layout LayoutOf(bool uuidv7) { return uuidv7 ? ULID_LAYOUT_UUIDV7 : ULID_LAYOUT_ULID; }

// The ULID tick (ulid_core_tick in core.h: Unix ms << 12 | the
// sub-millisecond fraction) of Unix nanoseconds: the `now` of `new` and of
// `monotonic` for ULIDs.
inline std::uint64_t UlidTickOfNs(std::uint64_t unix_ns) {
	return ulid_core_tick(unix_ns / 1000000000, static_cast<std::uint32_t>(unix_ns % 1000000000));
}

// The ids of `monotonic` and `from-time`: the extension's monotonic state
// machine (the core's, as gen_ulid(), gen_ulid_flake() and gen_baseuid() run
// it) fed the time `now` in the kind's unit (ULID: ulid_core_tick; Ulid-Flake: Unix
// ms; BaseUID: its 32.768 us tick) and random bytes from fill (asked for only
// when the machine uses them).  Next() writes a ULID (16 bytes) or BaseUID
// (15) to id, a Ulid-Flake to *flake; CORE_ERR_RANDOM_OVERFLOW when a ULID's
// random part is used up in its tick, CORE_ERR_TIME_RANGE past the kind's
// last time (Ulid-Flake ids and BaseUIDs move on into the next time unit when
// theirs is used up).
class Monotonic {
  public:
	using Fill = void (*)(std::uint8_t *dst, std::size_t n);
	Monotonic(core_type kind, bool uuidv7, Fill fill) : kind_(kind), layout_(LayoutOf(uuidv7)), fill_(fill) {}
	core_status Next(std::uint64_t now, std::uint8_t *id, std::int64_t *flake);

  private:
	core_type kind_;
	ulid_layout layout_;
	Fill fill_;
	core_monotonic_state state_{};
	std::uint8_t random_[ULID_RANDOM_LEN];
	bool spent_ = true;	 // random_ went into an id (or was never filled)
};

// The ids of one run of `new --flake`: each takes a fresh random field
// (FLAKE_RANDOM_BITS bits, from fill) in the millisecond `now`, and no two
// ids of the run are the same.  A millisecond's field holds 2^20 values, and
// a run makes thousands of ids per millisecond, so independent draws would
// repeat some (a few hundred in 100,000); Next() keeps the values this run
// gave out in the current millisecond and, when a draw hits one of them,
// takes the next free value above it (wrapping).  The millisecond never goes
// back (a clock set back keeps the run's latest one) and moves on to the next
// one when half of its field is given out (ahead of the clock, as
// `monotonic --flake` does when its field is used up).  CORE_ERR_TIME_RANGE
// past the last Ulid-Flake time.
class FlakeBatch {
  public:
	using Fill = void (*)(std::uint8_t *dst, std::size_t n);
	explicit FlakeBatch(Fill fill);
	core_status Next(std::uint64_t now, std::int64_t *flake);
	// The millisecond of the last id (for tests).
	std::uint64_t Ms() const { return ms_; }

  private:
	Fill fill_;
	std::uint64_t ms_ = 0;
	std::vector<std::uint64_t> taken_;	// one bit per value of the field, in ms_
	std::vector<std::uint32_t> given_;	// the values given out in ms_
};

// Why `from-time` stopped after `done` of `n` ids, the machine having said st.
std::string FromTimeStopped(std::uint64_t done, std::uint64_t n, core_status st);

}  // namespace ulid::cli

#endif  // ULID_CLI_HPP
