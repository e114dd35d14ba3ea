// core.hpp: the C++ API of the core.  Each .cpp file wraps its part in the C
// boundary (ulid_core.h and the per-type headers); unit tests may use either.
#ifndef ULID_CORE_HPP
#define ULID_CORE_HPP

#include <cstddef>
#include <cstdint>

#include "ulid_core.h"
#include "cpp_only.hpp"

namespace ulid::core {

core_status Decode(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
				   std::size_t *err_pos);
core_status DecodeUuidText(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
						   std::size_t *err_pos);
core_status DecodeText(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
					   std::size_t *err_pos);
void Encode(const std::uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]);

// Ulid-Flake text (flake.cpp; the C boundary is flake_core.h).
core_status FlakeDecode(const char *text, std::size_t len, std::int64_t *out, std::size_t *err_pos);
void FlakeEncode(std::int64_t value, char out[13]);
std::uint64_t TimeMs(const std::uint8_t in[ULID_BINARY_LEN]);
core_status FromTime(std::uint64_t ms, const std::uint8_t *random,
					 std::uint8_t out[ULID_BINARY_LEN]);

// The monotonic state machine shared by every id type is inline, in
// monotonic.hpp; a new server-wide state starts at a floor (monotonic.cpp).
void MonotonicReserve(core_monotonic_state &state, std::uint64_t now, std::uint64_t lead);

// ULID as id fields: 48-bit ms | 80 random bits (rand_hi holds the top 16).
constexpr core_layout kUlidLayout{ULID_MAX_TIME_MS, 80, 0};

}  // namespace ulid::core

#endif  // ULID_CORE_HPP
