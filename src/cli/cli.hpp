// cli.hpp: the pure logic of the `ulid` command-line tool (time parsing and
// formatting, number parsing, error texts), kept apart from main.cpp so that
// test/unit can test it without running the program.
#ifndef ULID_CLI_HPP
#define ULID_CLI_HPP

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/core.h"

namespace ulid::cli {

// RFC 3339 in UTC with milliseconds: 2016-07-30T22:36:16.385Z (out must
// hold 25 bytes; no NUL written).  unix_ms in [0, 253402300799999]
// (years 1970..9999) gives 24 characters; larger years get more digits.
// Returns the length written.
std::size_t FormatTime(std::int64_t unix_ms, char *out);

// A time given on the command line: Unix milliseconds (digits only), or
// RFC 3339: YYYY-MM-DD, 'T' or ' ', HH:MM:SS, an optional fraction
// (truncated to the millisecond), then 'Z' or an offset +HH:MM / -HH:MM.
// Returns false (and sets *why) for anything else, including times before
// 1970-01-01T00:00:00Z.
bool ParseTime(const std::string &text, std::int64_t *unix_ms, std::string *why);

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

}  // namespace ulid::cli

#endif  // ULID_CLI_HPP
