// kit.hpp: what the .cpp files of the core share (they include it; nothing
// else does): big-endian loads and stores, the alphabet codec loops, the
// Crockford base32 tables of ULID and Ulid-Flake, and the monotonic state
// machine of every generator.  The API is core.h.
//
// The core never sees a PostgreSQL header: PostgreSQL errors longjmp, and a
// longjmp must never cross a C++ frame.  Including postgres.h before this
// fails the build.
#ifndef ULID_CORE_KIT_HPP
#define ULID_CORE_KIT_HPP

#if defined(POSTGRES_H) || defined(FMGR_H) || defined(ELOG_H)
#error "src/core is PostgreSQL-free: do not include PostgreSQL headers here"
#endif

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core.h"

namespace ulid::core {

// ---- big-endian bytes ----------------------------------------------------

// GCC and Clang (the only compilers the core builds with: __attribute__,
// #pragma GCC unroll, __builtin_*) define __BYTE_ORDER__.
static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ || __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__,
			  "a mixed-endian target");
constexpr bool kLittleEndian = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;

// The 8 bytes at p (any alignment) as a big-endian integer.
inline std::uint64_t LoadBE64(const std::uint8_t *p) {
	std::uint64_t v;
	std::memcpy(&v, p, sizeof(v));
	return kLittleEndian ? __builtin_bswap64(v) : v;
}

// v as 8 big-endian bytes at p.
inline void StoreBE64(std::uint8_t *p, std::uint64_t v) {
	if (kLittleEndian) {
		v = __builtin_bswap64(v);
	}
	std::memcpy(p, &v, sizeof(v));
}

// ---- alphabets: the two codecs' shared loops ------------------------------

// Decoded value of a byte outside an alphabet.  Its high bits are set, so
// OR-ing the decoded values of a text tells whether any byte was bad.
constexpr std::uint8_t kBad = 0xFF;

using DecodeTable = std::array<std::uint8_t, 256>;

// 256-entry decode table: each symbol's value (its index), kBad elsewhere.
template <std::size_t N>
constexpr DecodeTable MakeDecodeTable(const char (&symbols)[N]) {
	DecodeTable t{};
	for (auto &v : t) {
		v = kBad;
	}
	for (std::size_t i = 0; i + 1 < N; i++) {
		t[static_cast<unsigned char>(symbols[i])] = static_cast<std::uint8_t>(i);
	}
	return t;
}

// Decode kCount symbols of kBits bits each from s into acc, most significant
// first (acc = acc << kBits | value).  `bad` collects the OR of the decoded
// values: bad & ~((1 << kBits) - 1) is non-zero if a byte was outside the
// alphabet, and then acc is garbage.
template <int kBits, int kCount>
inline void DecodeSymbols(const DecodeTable &table, const unsigned char *s, std::uint64_t &acc,
						  std::uint8_t &bad) {
#pragma GCC unroll 16
	for (int i = 0; i < kCount; i++) {
		const std::uint8_t d = table[s[i]];
		bad |= d;
		acc = (acc << kBits) | d;
	}
}

// Encode kCount symbols of kBits bits each into out, the first from bits
// top .. top - kBits + 1 of v, then downwards.
template <int kBits, int kCount>
inline void EncodeSymbols(const char *symbols, std::uint64_t v, int top, char *out) {
#pragma GCC unroll 16
	for (int i = 0; i < kCount; i++) {
		out[i] = symbols[(v >> (top + 1 - kBits * (i + 1))) & ((1u << kBits) - 1)];
	}
}

// What a decode that found a byte outside the alphabet returns: CORE_ERR_CHAR,
// with the offset of the first such byte in *err_pos (if not null).  Only
// errors come here, so the common path stays a single pass.
inline core_status BadChar(const DecodeTable &table, const unsigned char *s, std::size_t len,
						   std::size_t *err_pos) {
	if (err_pos != nullptr) {
		std::size_t i = 0;
		while (i < len && table[s[i]] != kBad) {
			i++;
		}
		*err_pos = i;
	}
	return CORE_ERR_CHAR;
}

// ---- Crockford base32 (ULID, Ulid-Flake) -----------------------------------

namespace crockford {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// Symbol value 0..31, or kBad.  Lower case is accepted, and Crockford's
// aliases I, L -> 1 and O -> 0; U is rejected.
constexpr DecodeTable MakeTable() {
	DecodeTable t = MakeDecodeTable(kAlphabet);
	for (char c = 'a'; c <= 'z'; c++) {
		t[static_cast<unsigned char>(c)] = t[static_cast<unsigned char>(c - 'a' + 'A')];
	}
	t['I'] = t['i'] = t['L'] = t['l'] = 1;
	t['O'] = t['o'] = 0;
	return t;
}

inline constexpr DecodeTable kDecode = MakeTable();

static_assert(kDecode['Z'] == 31 && kDecode['z'] == 31, "alphabet end");
static_assert(kDecode['U'] == kBad && kDecode['u'] == kBad, "U is not a symbol");
static_assert(kDecode[0] == kBad && kDecode[0x80] == kBad, "NUL and non-ASCII rejected");

}  // namespace crockford

// ---- the monotonic state machine (core.h describes it) ---------------------

// The field widths of one type's generator, and what a random-field overflow
// does.
struct FieldSpec {
	std::uint64_t max_time;			// largest value of the time field
	std::uint32_t random_bits;		// width of the random field, 1..128
	bool overflow_advances;			// false: CORE_ERR_RANDOM_OVERFLOW (ULID spec);
									// true: move on to time + 1, fresh randomness
};

// The random field hi:lo masked to `bits` (1..128).
inline void MaskField(std::uint64_t &hi, std::uint64_t &lo, std::uint32_t bits) {
	if (bits >= 128) {
		return;
	}
	if (bits > 64) {
		hi &= (std::uint64_t{1} << (bits - 64)) - 1;
		return;
	}
	hi = 0;
	if (bits < 64) {
		lo &= (std::uint64_t{1} << bits) - 1;
	}
}

// hi:lo + step within a field of `bits`; false (unchanged) on overflow.
inline bool AddToField(std::uint64_t &hi, std::uint64_t &lo, std::uint64_t step, std::uint32_t bits) {
	std::uint64_t rhi = hi;
	const std::uint64_t rlo = lo + step;
	if (rlo < lo) {
		if (rhi == UINT64_MAX) {
			return false;  // 128-bit overflow
		}
		rhi++;
	}
	std::uint64_t mhi = rhi;
	std::uint64_t mlo = rlo;
	MaskField(mhi, mlo, bits);
	if (mhi != rhi || mlo != rlo) {
		return false;  // carried out of the field
	}
	hi = rhi;
	lo = rlo;
	return true;
}

// One step of the machine: the next fields after `state` at clock reading
// `now`, into `out` and the state.  fresh() gives the random field of a new
// time unit (a pointer, or null when the caller has none: CORE_ERR_ARGUMENT
// if it is needed); it is called only then, so that a caller pays for
// unpacking its random bytes only when they are used.  The lead bound: a
// call that would move the time field to a time above now + max_lead
// (running ahead into the next time unit, or starting above a floor)
// returns CORE_ERR_AHEAD and sets *resume_at to the first clock reading at
// which it will succeed.  Steps within the current time unit are never
// refused.  On an error nothing changes.  Always inlined: each caller's
// FieldSpec folds into constants (callgrind, PostgreSQL 15: without it a
// gen_ulid() call costs 24% more instructions, gen_ulid_flake() 27%).
template <typename FreshFn>
__attribute__((always_inline)) inline core_status MonotonicStep(core_monotonic_state &state, const FieldSpec &spec,
																std::uint64_t now, std::uint64_t max_lead,
																FreshFn &&fresh, std::uint64_t step, core_fields &out,
																std::uint64_t *resume_at) {
	if (__builtin_expect(now > spec.max_time, 0)) {
		return CORE_ERR_TIME_RANGE;
	}
	core_fields next;
	if (state.phase == CORE_PHASE_FRESH || now > state.last.time) {
		// A new time unit (or a clock past the floor): fresh randomness.
		const core_fields *f = fresh();
		if (f == nullptr) {
			return CORE_ERR_ARGUMENT;
		}
		next = {now, f->rand_hi, f->rand_lo};
		MaskField(next.rand_hi, next.rand_lo, spec.random_bits);
	} else {
		// Same time unit, a clock that went backwards, or a floor not yet
		// passed by the clock.
		next = state.last;
		const bool floor = state.phase == CORE_PHASE_FLOOR;
		if (__builtin_expect(!floor && AddToField(next.rand_hi, next.rand_lo, step, spec.random_bits), 1)) {
			// next = the previous id + step
		} else if (!floor && !spec.overflow_advances) {
			return CORE_ERR_RANDOM_OVERFLOW;
		} else if (state.last.time >= spec.max_time) {
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
			next = {time, r->rand_hi, r->rand_lo};
			MaskField(next.rand_hi, next.rand_lo, spec.random_bits);
		}
	}
	state.last = next;
	state.phase = CORE_PHASE_ISSUED;
	out = next;
	return CORE_OK;
}

// A new server-wide state: a floor at now + lead (core.h).
inline void ReserveFloor(core_monotonic_state &state, std::uint64_t now, std::uint64_t lead) {
	state.last = {now > UINT64_MAX - lead ? UINT64_MAX : now + lead, 0, 0};
	state.phase = CORE_PHASE_FLOOR;
}

}  // namespace ulid::core

#endif  // ULID_CORE_KIT_HPP
