// monotonic.cpp: the monotonic generator as a pure state machine over
// (previous state, clock reading, random bytes).  The caller owns the state
// and supplies time and randomness, so tests can drive it with a fake clock.
#include <cstdint>
#include <cstring>

#include "core.hpp"

namespace ulid::core {

bool MonotonicNeedsRandom(const ulid_monotonic_state &state, std::uint64_t now_ms) {
	return !state.initialized || now_ms > state.last_ms;
}

ulid_status MonotonicNext(ulid_monotonic_state &state, std::uint64_t now_ms,
						  const std::uint8_t *random, std::uint8_t out[ULID_BINARY_LEN]) {
	if (now_ms > ULID_MAX_TIME_MS) {
		return ULID_ERR_TIME_RANGE;
	}
	if (MonotonicNeedsRandom(state, now_ms)) {
		// A new millisecond: fresh randomness.
		if (random == nullptr) {
			return ULID_ERR_ARGUMENT;
		}
		FromTime(now_ms, random, state.last);
		state.last_ms = now_ms;
		state.initialized = 1;
	} else {
		// Same millisecond, or the clock went backwards: keep the previous
		// timestamp and add one to the random part (in place; on overflow
		// Increment leaves the value, hence the state, unchanged).
		const ulid_status st = Increment(state.last);
		if (st != ULID_OK) {
			return st;
		}
	}
	std::memcpy(out, state.last, ULID_BINARY_LEN);
	return ULID_OK;
}

}  // namespace ulid::core

// The C boundary for the generator (ulid_core.h).
extern "C" {

int ulid_core_monotonic_needs_random(const ulid_monotonic_state *state, uint64_t now_ms) noexcept {
	return ulid::core::MonotonicNeedsRandom(*state, now_ms) ? 1 : 0;
}

ulid_status ulid_core_monotonic_next(ulid_monotonic_state *state, uint64_t now_ms,
									 const uint8_t *random, uint8_t out[ULID_BINARY_LEN]) noexcept {
	return ulid::core::MonotonicNext(*state, now_ms, random, out);
}

}  // extern "C"
