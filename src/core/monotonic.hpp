// monotonic.hpp: the monotonic generator shared by every id type, as a pure
// state machine over (previous state, clock reading, random bits, step).  The
// caller owns the state and supplies time and randomness, so tests can drive
// it with a fake clock.  The types differ only in their core_layout.
//
// It is inline, so that each type's generator compiles it with its own
// constant layout (the masks and widths fold away) and a generated id costs
// one call into the core.  core.hpp declares nothing of it: include this
// header in the .cpp file of a type.
#ifndef ULID_MONOTONIC_HPP
#define ULID_MONOTONIC_HPP

#include <cstdint>

#include "core.h"
#include "cpp_only.hpp"

namespace ulid::core {
namespace monotonic {

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

}  // namespace monotonic

// Whether MonotonicNextBounded() with these arguments uses `fresh`: a first
// call, a later time unit, a floor, or a step that overflows a field that
// advances.
inline bool MonotonicNeedsRandom(const core_monotonic_state &state, const core_layout &layout,
								 std::uint64_t now, std::uint64_t step) {
	if (state.initialized != CORE_STATE_ISSUED || now > state.last.time) {
		return true;
	}
	monotonic::Field f{state.last.rand_hi, state.last.rand_lo};
	return layout.overflow_advances && !monotonic::Add(f, step, layout.random_bits);
}

// The machine (core.h describes it), with a lead bound for the generators
// shared by the whole server: a call that would move the time field forward
// to a time above now + max_lead (running ahead into the next time unit, or
// starting above a floor of MonotonicReserve) returns CORE_ERR_AHEAD and sets
// *resume_at to the first clock reading at which it will succeed; nothing
// else changes.  Steps within the current time unit are never refused (a
// clock that went backwards keeps the previous time).  max_lead = UINT64_MAX:
// no bound.  fresh() gives the random field of a new time unit (a pointer, or
// null when the caller has none: CORE_ERR_ARGUMENT if it is needed); it is
// called only then, so a caller pays for unpacking its random bytes only
// when they are used.
template <typename FreshFn>
__attribute__((always_inline)) inline core_status MonotonicStep(core_monotonic_state &state, const core_layout &layout,
																std::uint64_t now, std::uint64_t max_lead,
																FreshFn &&fresh, std::uint64_t step, core_fields &out,
																std::uint64_t *resume_at) {
	using monotonic::Field;
	if (__builtin_expect(now > layout.max_time, 0)) {
		return CORE_ERR_TIME_RANGE;
	}
	core_fields next;
	if (state.initialized == CORE_STATE_FRESH || now > state.last.time) {
		// A new time unit (or a clock past the floor): fresh randomness.
		const core_fields *f = fresh();
		if (f == nullptr) {
			return CORE_ERR_ARGUMENT;
		}
		const Field m = monotonic::Mask(f->rand_hi, f->rand_lo, layout.random_bits);
		next = {now, m.hi, m.lo};
	} else {
		// Same time unit, a clock that went backwards, or a floor not yet
		// passed by the clock.
		Field f{state.last.rand_hi, state.last.rand_lo};
		const bool floor = state.initialized == CORE_STATE_FLOOR;
		if (__builtin_expect(!floor && monotonic::Add(f, step, layout.random_bits), 1)) {
			next = {state.last.time, f.hi, f.lo};
		} else if (!floor && !layout.overflow_advances) {
			return CORE_ERR_RANDOM_OVERFLOW;
		} else if (state.last.time >= layout.max_time) {
			return CORE_ERR_TIME_RANGE;
		} else {
			// Move ahead of the clock into the next time unit (a used-up
			// unit, or the one after the floor), within the lead bound.
			const std::uint64_t time = state.last.time + 1;
			const std::uint64_t limit = now > UINT64_MAX - max_lead ? UINT64_MAX : now + max_lead;
			const core_fields *r = fresh();
			if (r == nullptr) {
				return CORE_ERR_ARGUMENT;
			}
			if (time > limit) {
				if (resume_at != nullptr) {
					*resume_at = time - max_lead;
				}
				return CORE_ERR_AHEAD;
			}
			const Field m = monotonic::Mask(r->rand_hi, r->rand_lo, layout.random_bits);
			next = {time, m.hi, m.lo};
		}
	}
	state.last = next;
	state.initialized = CORE_STATE_ISSUED;
	out = next;
	return CORE_OK;
}

// MonotonicStep() with a random field given as a pointer (null: none).
inline core_status MonotonicNextBounded(core_monotonic_state &state, const core_layout &layout, std::uint64_t now,
										std::uint64_t max_lead, const core_fields *fresh, std::uint64_t step,
										core_fields &out, std::uint64_t *resume_at) {
	return MonotonicStep(state, layout, now, max_lead, [fresh] { return fresh; }, step, out, resume_at);
}

inline core_status MonotonicNext(core_monotonic_state &state, const core_layout &layout, std::uint64_t now,
								 const core_fields *fresh, std::uint64_t step, core_fields &out) {
	return MonotonicNextBounded(state, layout, now, UINT64_MAX, fresh, step, out, nullptr);
}

}  // namespace ulid::core

#endif  // ULID_MONOTONIC_HPP
