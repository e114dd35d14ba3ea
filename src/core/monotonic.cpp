// monotonic.cpp: the monotonic generator shared by every id type, as a pure
// state machine over (previous state, clock reading, random bits, step).  The
// caller owns the state and supplies time and randomness, so tests can drive
// it with a fake clock.  The types differ only in their id_layout.
#include <cstdint>
#include <cstring>

#include "core.hpp"

namespace ulid::core {
namespace {

// The random field is rand_hi:rand_lo, `bits` wide (1..128).
struct Field {
	std::uint64_t hi;
	std::uint64_t lo;
};

inline Field Mask(std::uint64_t hi, std::uint64_t lo, std::uint32_t bits) {
	if (bits >= 128) {
		return {hi, lo};
	}
	if (bits > 64) {
		return {hi & ((std::uint64_t{1} << (bits - 64)) - 1), lo};
	}
	return {0, bits == 64 ? lo : lo & ((std::uint64_t{1} << bits) - 1)};
}

// f + step within the field; false (f untouched) if it would overflow.
inline bool Add(Field &f, std::uint64_t step, std::uint32_t bits) {
	Field r{f.hi, f.lo + step};
	if (r.lo < f.lo) {
		if (r.hi == UINT64_MAX) {
			return false;  // 128-bit overflow
		}
		r.hi++;
	}
	const Field m = Mask(r.hi, r.lo, bits);
	if (m.hi != r.hi || m.lo != r.lo) {
		return false;  // carried out of the field
	}
	f = r;
	return true;
}

}  // namespace

bool MonotonicNeedsRandom(const id_monotonic_state &state, const id_layout &layout,
						  std::uint64_t now, std::uint64_t step) {
	if (state.initialized != ID_STATE_ISSUED || now > state.last.time) {
		return true;
	}
	Field f{state.last.rand_hi, state.last.rand_lo};
	return layout.overflow_advances && !Add(f, step, layout.random_bits);
}

ulid_status MonotonicNextBounded(id_monotonic_state &state, const id_layout &layout, std::uint64_t now,
								 std::uint64_t max_lead, const id_fields *fresh, std::uint64_t step,
								 id_fields &out, std::uint64_t *resume_at) {
	if (now > layout.max_time) {
		return ULID_ERR_TIME_RANGE;
	}
	id_fields next;
	if (state.initialized == ID_STATE_FRESH || now > state.last.time) {
		// A new time unit (or a clock past the floor): fresh randomness.
		if (fresh == nullptr) {
			return ULID_ERR_ARGUMENT;
		}
		const Field f = Mask(fresh->rand_hi, fresh->rand_lo, layout.random_bits);
		next = {now, f.hi, f.lo};
	} else {
		// Same time unit, a clock that went backwards, or a floor not yet
		// passed by the clock.
		Field f{state.last.rand_hi, state.last.rand_lo};
		const bool floor = state.initialized == ID_STATE_FLOOR;
		if (!floor && Add(f, step, layout.random_bits)) {
			next = {state.last.time, f.hi, f.lo};
		} else if (!floor && !layout.overflow_advances) {
			return ULID_ERR_RANDOM_OVERFLOW;
		} else if (state.last.time >= layout.max_time) {
			return ULID_ERR_TIME_RANGE;
		} else if (fresh == nullptr) {
			return ULID_ERR_ARGUMENT;
		} else {
			// Move ahead of the clock into the next time unit (a used-up
			// unit, or the one after the floor), within the lead bound.
			const std::uint64_t time = state.last.time + 1;
			const std::uint64_t limit = now > UINT64_MAX - max_lead ? UINT64_MAX : now + max_lead;
			if (time > limit) {
				if (resume_at != nullptr) {
					*resume_at = time - max_lead;
				}
				return ULID_ERR_AHEAD;
			}
			const Field r = Mask(fresh->rand_hi, fresh->rand_lo, layout.random_bits);
			next = {time, r.hi, r.lo};
		}
	}
	state.last = next;
	state.initialized = ID_STATE_ISSUED;
	out = next;
	return ULID_OK;
}

ulid_status MonotonicNext(id_monotonic_state &state, const id_layout &layout, std::uint64_t now,
						  const id_fields *fresh, std::uint64_t step, id_fields &out) {
	return MonotonicNextBounded(state, layout, now, UINT64_MAX, fresh, step, out, nullptr);
}

void MonotonicReserve(id_monotonic_state &state, std::uint64_t now, std::uint64_t lead) {
	state.last = {now > UINT64_MAX - lead ? UINT64_MAX : now + lead, 0, 0};
	state.initialized = ID_STATE_FLOOR;
}

}  // namespace ulid::core

// The C boundary (id_core.h): the only entry C calls directly; the types'
// generators reach the machine through their own boundaries.
extern "C" {

void id_monotonic_reserve(id_monotonic_state *state, uint64_t now, uint64_t lead) noexcept {
	ulid::core::MonotonicReserve(*state, now, lead);
}

}  // extern "C"
