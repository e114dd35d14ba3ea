// ulid_core.cpp: the C boundary.  Each function only forwards to the C++
// core; nothing here can throw (the core is built with -fno-exceptions and
// allocates nothing), and every function is noexcept besides.
#include "core.hpp"

extern "C" {

ulid_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
							 size_t *err_pos) noexcept {
	return ulid::core::Decode(text, len, out, err_pos);
}

void ulid_core_encode(const uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) noexcept {
	ulid::core::Encode(in, out);
}

uint64_t ulid_core_time_ms(const uint8_t in[ULID_BINARY_LEN]) noexcept {
	return ulid::core::TimeMs(in);
}

ulid_status ulid_core_from_time(uint64_t ms, const uint8_t *random,
								uint8_t out[ULID_BINARY_LEN]) noexcept {
	return ulid::core::FromTime(ms, random, out);
}

ulid_status ulid_core_increment(uint8_t value[ULID_BINARY_LEN]) noexcept {
	return ulid::core::Increment(value);
}

int ulid_core_monotonic_needs_random(const ulid_monotonic_state *state, uint64_t now_ms) noexcept {
	return ulid::core::MonotonicNeedsRandom(*state, now_ms) ? 1 : 0;
}

ulid_status ulid_core_monotonic_next(ulid_monotonic_state *state, uint64_t now_ms,
									 const uint8_t *random, uint8_t out[ULID_BINARY_LEN]) noexcept {
	return ulid::core::MonotonicNext(*state, now_ms, random, out);
}

}  // extern "C"
