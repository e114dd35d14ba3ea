// monotonic.cpp: the floor of a new server-wide generator state.  The state
// machine itself is inline (monotonic.hpp), compiled into each type's
// generators with its layout.
#include <cstdint>

#include "monotonic.hpp"
#include "core.hpp"

namespace ulid::core {

void MonotonicReserve(core_monotonic_state &state, std::uint64_t now, std::uint64_t lead) {
	state.last = {now > UINT64_MAX - lead ? UINT64_MAX : now + lead, 0, 0};
	state.initialized = CORE_STATE_FLOOR;
}

}  // namespace ulid::core

// The C boundary (core.h): the only entry C calls directly; the types'
// generators reach the machine through their own boundaries.
extern "C" {

void core_monotonic_reserve(core_monotonic_state *state, uint64_t now, uint64_t lead) noexcept {
	ulid::core::MonotonicReserve(*state, now, lead);
}

}  // extern "C"
