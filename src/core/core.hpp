// core.hpp: the C++ API of the ULID core.  ulid_core.cpp wraps it in the C
// boundary (ulid_core.h); unit tests may use either.
#ifndef ULID_CORE_HPP
#define ULID_CORE_HPP

#include <cstddef>
#include <cstdint>

#include "ulid_core.h"
#include "cpp_only.hpp"

namespace ulid::core {

ulid_status Decode(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
				   std::size_t *err_pos);
void Encode(const std::uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]);
std::uint64_t TimeMs(const std::uint8_t in[ULID_BINARY_LEN]);
ulid_status FromTime(std::uint64_t ms, const std::uint8_t *random,
					 std::uint8_t out[ULID_BINARY_LEN]);
ulid_status Increment(std::uint8_t value[ULID_BINARY_LEN]);
bool MonotonicNeedsRandom(const ulid_monotonic_state &state, std::uint64_t now_ms);
ulid_status MonotonicNext(ulid_monotonic_state &state, std::uint64_t now_ms,
						  const std::uint8_t *random, std::uint8_t out[ULID_BINARY_LEN]);

}  // namespace ulid::core

#endif  // ULID_CORE_HPP
