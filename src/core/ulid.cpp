// ulid.cpp: the ULID format: Crockford base32 text and uuid text forms <->
// 16 bytes, the byte-level helpers (timestamp) and the byte
// layouts of the ULID generators, ULID (80 random bits) and UUIDv7 (74 random
// bits around the version and variant), on the shared monotonic state machine
// of monotonic.hpp: one machine, counting in the layout's random field; only
// packing differs.  No allocation, no exceptions, no PostgreSQL.
#include <array>
#include <cstdint>
#include <cstring>

#include "bytes.hpp"
#include "core.hpp"
#include "crockford.hpp"
#include "monotonic.hpp"

namespace ulid::core {
namespace {

using crockford::kBad;
using crockford::kDecode;

}  // namespace

core_status Decode(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
				   std::size_t *err_pos) {
	if (len != ULID_TEXT_LEN) {
		return CORE_ERR_LENGTH;
	}
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	// One pass, unrolled: symbols 0..12 hold the top 63 bits (the first symbol
	// only 3), the top bit of symbol 13 is bit 64 from the bottom; its low 4
	// bits and symbols 14..25 are the low 64 bits.  An invalid byte decodes to
	// 0xFF and garbles the accumulators, which are then not used.
	std::uint8_t bad = 0;
	std::uint64_t hi = 0;
	alphabet::Decode<5, 13>(kDecode, s, hi, bad);
	const std::uint8_t mid = kDecode[s[13]];
	bad |= mid;
	std::uint64_t lo = mid & 0x0F;
	alphabet::Decode<5, 12>(kDecode, s + 14, lo, bad);
	if (__builtin_expect(bad & 0xE0, 0)) {
		return alphabet::BadChar(kDecode, s, ULID_TEXT_LEN, err_pos);
	}
	// 26 symbols hold 130 bits; a ULID has 128, so the first symbol is 0..7.
	if (kDecode[s[0]] > 7) {
		return CORE_ERR_OVERFLOW;
	}
	StoreBE64(out, (hi << 1) | (mid >> 4));
	StoreBE64(out + 8, lo);
	return CORE_OK;
}

namespace {

// Hex digit value (either case), or kBad.
constexpr alphabet::Table MakeHexTable() {
	alphabet::Table t = alphabet::DecodeTable("0123456789abcdef");
	for (int i = 0; i < 6; i++) {
		t['A' + i] = static_cast<std::uint8_t>(10 + i);
	}
	return t;
}

constexpr auto kHex = MakeHexTable();

}  // namespace

core_status DecodeUuidText(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
						   std::size_t *err_pos) {
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	std::uint8_t bytes[ULID_BINARY_LEN];
	std::size_t i = 0;
	std::size_t bad = 0;
	const bool braces = len > 0 && s[0] == '{';
	if (braces) {
		i = 1;
	}
	for (int b = 0; b < ULID_BINARY_LEN; b++) {
		if (len - i < 2) {
			bad = len;  // ends before 32 digits
			goto fail;
		}
		const std::uint8_t h = kHex[s[i]];
		const std::uint8_t l = kHex[s[i + 1]];
		if (h == kBad || l == kBad) {
			bad = h == kBad ? i : i + 1;
			goto fail;
		}
		bytes[b] = static_cast<std::uint8_t>((h << 4) | l);
		i += 2;
		// a hyphen may follow any group of four digits but the last
		if (i < len && s[i] == '-' && (b % 2) == 1 && b < ULID_BINARY_LEN - 1) {
			i++;
		}
	}
	if (braces) {
		if (i >= len || s[i] != '}') {
			bad = i;
			goto fail;
		}
		i++;
	}
	if (i != len) {
		bad = i;
		goto fail;
	}
	std::memcpy(out, bytes, ULID_BINARY_LEN);
	return CORE_OK;
fail:
	if (err_pos != nullptr) {
		*err_pos = bad;
	}
	return CORE_ERR_UUID_FORM;
}

core_status DecodeText(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
					   std::size_t *err_pos) {
	if (len == ULID_TEXT_LEN) {
		return Decode(text, len, out, err_pos);
	}
	if (len >= ULID_UUID_TEXT_MIN && len <= ULID_UUID_TEXT_MAX) {
		return DecodeUuidText(text, len, out, err_pos);
	}
	return CORE_ERR_LENGTH;
}

void Encode(const std::uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) {
	const std::uint64_t hi = LoadBE64(in);
	const std::uint64_t lo = LoadBE64(in + 8);
	// 128 bits as 130 (two zero bits on top), written as 13 pairs of symbols,
	// 10 bits each: pairs 0-5 from hi (pair 0 holds its top 8 bits), pair 6
	// the last 6 bits of hi and the top 4 of lo, pairs 7-12 the rest of lo.
	using crockford::PutPair;
	PutPair(static_cast<unsigned>(hi >> 56), out);
	PutPair(static_cast<unsigned>(hi >> 46) & 0x3FF, out + 2);
	PutPair(static_cast<unsigned>(hi >> 36) & 0x3FF, out + 4);
	PutPair(static_cast<unsigned>(hi >> 26) & 0x3FF, out + 6);
	PutPair(static_cast<unsigned>(hi >> 16) & 0x3FF, out + 8);
	PutPair(static_cast<unsigned>(hi >> 6) & 0x3FF, out + 10);
	PutPair(static_cast<unsigned>(((hi & 0x3F) << 4) | (lo >> 60)), out + 12);
	PutPair(static_cast<unsigned>(lo >> 50) & 0x3FF, out + 14);
	PutPair(static_cast<unsigned>(lo >> 40) & 0x3FF, out + 16);
	PutPair(static_cast<unsigned>(lo >> 30) & 0x3FF, out + 18);
	PutPair(static_cast<unsigned>(lo >> 20) & 0x3FF, out + 20);
	PutPair(static_cast<unsigned>(lo >> 10) & 0x3FF, out + 22);
	PutPair(static_cast<unsigned>(lo) & 0x3FF, out + 24);
}

std::uint64_t TimeMs(const std::uint8_t in[ULID_BINARY_LEN]) {
	std::uint64_t ms = 0;
	for (int i = 0; i < ULID_TIME_LEN; i++) {
		ms = (ms << 8) | in[i];
	}
	return ms;
}

core_status FromTime(std::uint64_t ms, const std::uint8_t *random,
					 std::uint8_t out[ULID_BINARY_LEN]) {
	if (ms > ULID_MAX_TIME_MS) {
		return CORE_ERR_TIME_RANGE;
	}
	for (int i = ULID_TIME_LEN - 1; i >= 0; i--) {
		out[i] = static_cast<std::uint8_t>(ms);
		ms >>= 8;
	}
	if (random != nullptr) {
		std::memcpy(out + ULID_TIME_LEN, random, ULID_RANDOM_LEN);
	} else {
		std::memset(out + ULID_TIME_LEN, 0, ULID_RANDOM_LEN);
	}
	return CORE_OK;
}

// ---- the byte layouts of the ULID generators ----

namespace {

// UUIDv7 in id fields: 48-bit ms | a 74-bit random field (rand_hi holds the
// top 10 bits).  Its top 12 bits are RFC 9562's rand_a (after the version
// nibble), its low 62 bits rand_b (after the variant).
constexpr core_layout kUuidv7Layout{ULID_MAX_TIME_MS, ULID_UUIDV7_RANDOM_BITS, 0};
constexpr std::uint64_t kLow62 = (std::uint64_t{1} << 62) - 1;
constexpr std::uint64_t kUuidv7HiMask = (std::uint64_t{1} << (ULID_UUIDV7_RANDOM_BITS - 64)) - 1;
constexpr std::uint64_t kVersion7 = std::uint64_t{0x7} << 12;	// in the first 8 bytes
constexpr std::uint64_t kVariant10 = std::uint64_t{0x2} << 62;	// in the last 8 bytes

inline const core_layout &LayoutOf(ulid_layout layout) {
	return layout == ULID_LAYOUT_UUIDV7 ? kUuidv7Layout : kUlidLayout;
}

// 10 random bytes as an 80-bit random field (the state machine masks it to
// the layout's width).
inline core_fields RandomField(const std::uint8_t random[ULID_RANDOM_LEN]) {
	return {0, (std::uint64_t{random[0]} << 8) | random[1], LoadBE64(random + 2)};
}

inline bool Less(const core_fields &a, const core_fields &b) {
	if (a.time != b.time) return a.time < b.time;
	if (a.rand_hi != b.rand_hi) return a.rand_hi < b.rand_hi;
	return a.rand_lo < b.rand_lo;
}

// The ULID random field of an id carried to UUIDv7: the smallest UUIDv7
// field of the id's millisecond whose id is not below it, or false if every
// UUIDv7 of that millisecond is below it.
bool Uuidv7CeilField(const std::uint8_t in[ULID_BINARY_LEN], core_fields &out) {
	const std::uint64_t w0 = LoadBE64(in);
	const std::uint64_t w1 = LoadBE64(in + 8);
	const std::uint64_t version = (w0 >> 12) & 0xF;
	std::uint64_t rand_a = w0 & 0xFFF;
	std::uint64_t rand_b = w1 & kLow62;
	const std::uint64_t variant = w1 >> 62;
	if (version < 7) {
		rand_a = 0;	 // every UUIDv7 of the millisecond is above
		rand_b = 0;
	} else if (version > 7) {
		return false;  // every UUIDv7 of the millisecond is below
	} else if (variant < 2) {
		rand_b = 0;	 // (rand_a, 0) is above, (rand_a - 1, max) below
	} else if (variant > 2) {
		if (rand_a == 0xFFF) {
			return false;
		}
		rand_a++;  // (rand_a, anything) is below
		rand_b = 0;
	}  // else the id is a UUIDv7: its own field
	out = {w0 >> 16, rand_a >> 2, ((rand_a & 3) << 62) | rand_b};
	return true;
}

inline core_fields LayoutFields(ulid_layout layout, const std::uint8_t in[ULID_BINARY_LEN]) {
	const std::uint64_t w0 = LoadBE64(in);
	const std::uint64_t w1 = LoadBE64(in + 8);
	if (layout == ULID_LAYOUT_UUIDV7) {
		return {w0 >> 16, (w0 >> 2) & 0x3FF, ((w0 & 3) << 62) | (w1 & kLow62)};
	}
	return {w0 >> 16, w0 & 0xFFFF, w1};
}

inline void LayoutPack(ulid_layout layout, const core_fields &f, std::uint8_t out[ULID_BINARY_LEN]) {
	if (layout == ULID_LAYOUT_UUIDV7) {
		// rand_a = the top 12 bits of the field, rand_b the low 62
		StoreBE64(out, (f.time << 16) | kVersion7 | (f.rand_hi << 2) | (f.rand_lo >> 62));
		StoreBE64(out + 8, kVariant10 | (f.rand_lo & kLow62));
	} else {
		StoreBE64(out, (f.time << 16) | f.rand_hi);
		StoreBE64(out + 8, f.rand_lo);
	}
}

// Carry a generator state over to layout `to` (see
// ulid_core_monotonic_next_layout in ulid_core.h); `fresh` may be null.
void MonotonicRelayout(core_monotonic_state &state, ulid_layout to, const core_fields *fresh) {
	const auto from = static_cast<ulid_layout>(state.layout);
	if (state.initialized != CORE_STATE_ISSUED || from == to) {
		state.layout = static_cast<std::uint8_t>(to);
		return;
	}
	std::uint8_t last[ULID_BINARY_LEN];
	LayoutPack(from, state.last, last);
	state.layout = static_cast<std::uint8_t>(to);
	if (to == ULID_LAYOUT_ULID) {
		state.last = LayoutFields(ULID_LAYOUT_ULID, last);	// the same id
		return;
	}
	const std::uint64_t t = state.last.time;
	core_fields ceil;
	const bool in_ms = Uuidv7CeilField(last, ceil);
	core_fields r{};
	if (fresh != nullptr) {
		r = {t, fresh->rand_hi & kUuidv7HiMask, fresh->rand_lo};
	}
	if (in_ms) {
		state.last = Less(ceil, r) ? r : ceil;
	} else if (t < ULID_MAX_TIME_MS) {
		r.time = t + 1;	 // ahead of the clock by one millisecond at most
		state.last = r;
	} else {
		// nothing above it within the range: the next step overflows
		state.last = {t, kUuidv7HiMask, UINT64_MAX};
	}
}

}  // namespace

}  // namespace ulid::core

// The C boundary for the codec (ulid_core.h), in this file so that the
// compiler inlines the codec into it.
extern "C" {

core_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
							 size_t *err_pos) noexcept {
	return ulid::core::DecodeText(text, len, out, err_pos);
}

void ulid_core_encode(const uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) noexcept {
	ulid::core::Encode(in, out);
}

uint64_t ulid_core_time_ms(const uint8_t in[ULID_BINARY_LEN]) noexcept {
	return ulid::core::TimeMs(in);
}

core_status ulid_core_from_time(uint64_t ms, const uint8_t *random,
								uint8_t out[ULID_BINARY_LEN]) noexcept {
	return ulid::core::FromTime(ms, random, out);
}

// The ULID generators in their layouts.

int ulid_core_is_uuidv7(const uint8_t in[ULID_BINARY_LEN]) noexcept {
	return (in[6] & 0xF0) == 0x70 && (in[8] & 0xC0) == 0x80;
}

core_status ulid_core_from_time_layout(ulid_layout layout, uint64_t ms, const uint8_t *random,
									   uint8_t out[ULID_BINARY_LEN]) noexcept {
	if (ms > ULID_MAX_TIME_MS) {
		return CORE_ERR_TIME_RANGE;
	}
	core_fields f{ms, 0, 0};
	if (random != nullptr) {
		f = ulid::core::RandomField(random);
		f.time = ms;
	}
	if (layout == ULID_LAYOUT_UUIDV7) {
		f.rand_hi &= ulid::core::kUuidv7HiMask;	 // the low 74 bits
		ulid::core::LayoutPack(ULID_LAYOUT_UUIDV7, f, out);
	} else {
		ulid::core::LayoutPack(ULID_LAYOUT_ULID, f, out);  // = ulid_core_from_time()
	}
	return CORE_OK;
}

int ulid_core_monotonic_needs_random_layout(const core_monotonic_state *state, ulid_layout layout,
											uint64_t now_ms, uint64_t step) noexcept {
	if (__builtin_expect(state->layout != layout, 0) && state->initialized == CORE_STATE_ISSUED) {
		return 1;  // the carry-over to another layout may use fresh bits
	}
	return ulid::core::MonotonicNeedsRandom(*state, ulid::core::LayoutOf(layout), now_ms, step) ? 1 : 0;
}

}  // extern "C"

namespace ulid::core {
namespace {

// A call in another layout than the previous id's: carry the state over on a
// copy, kept only if the step succeeds.  A later millisecond starts afresh
// and needs no carry-over.  A carry-over into the next millisecond that
// would pass the lead bound is CORE_ERR_AHEAD, as a step would be.
__attribute__((noinline, cold)) core_status MonotonicNextSwitching(core_monotonic_state *state,
																   ulid_layout layout, uint64_t now_ms,
																   uint64_t max_lead, const core_fields *fresh,
																   uint64_t step, core_fields &next,
																   uint64_t *resume_at) {
	core_monotonic_state s = *state;
	if (now_ms <= s.last.time) {
		MonotonicRelayout(s, layout, fresh);
		const std::uint64_t limit = now_ms > UINT64_MAX - max_lead ? UINT64_MAX : now_ms + max_lead;
		if (s.last.time > state->last.time && s.last.time > limit) {
			if (resume_at != nullptr) {
				*resume_at = s.last.time - max_lead;
			}
			return CORE_ERR_AHEAD;
		}
	}
	s.layout = static_cast<std::uint8_t>(layout);
	const core_status st =
		layout == ULID_LAYOUT_UUIDV7
			? MonotonicNextBounded(s, kUuidv7Layout, now_ms, max_lead, fresh, step, next, resume_at)
			: MonotonicNextBounded(s, kUlidLayout, now_ms, max_lead, fresh, step, next, resume_at);
	if (st == CORE_OK) {
		*state = s;
	}
	return st;
}

// The ULID state machine in a layout, with a step and a lead bound
// (UINT64_MAX: none); `random` (10 bytes) may be NULL when the state says no
// fresh randomness is needed.  `used` tells whether the call may have taken
// `random` (a first id, a new or advanced millisecond, a carry-over into
// UUIDv7); it never says no when it did.
__attribute__((always_inline)) inline core_status UlidNext(core_monotonic_state *state, ulid_layout layout,
														   uint64_t now_ms, uint64_t max_lead, const uint8_t *random,
														   uint64_t step, uint8_t out[ULID_BINARY_LEN],
														   uint64_t *resume_at, bool &used) {
	const bool issued = state->initialized == CORE_STATE_ISSUED;
	const std::uint64_t time = state->last.time;
	core_fields next;
	core_status st;
	if (__builtin_expect(state->layout == layout || !issued, 1)) {
		core_fields fresh;
		auto fresh_fn = [random, &fresh]() -> const core_fields * {
			if (random == nullptr) {
				return nullptr;
			}
			fresh = RandomField(random);
			return &fresh;
		};
		used = false;
		st = layout == ULID_LAYOUT_UUIDV7
				 ? MonotonicStep(*state, kUuidv7Layout, now_ms, max_lead, fresh_fn, step, next, resume_at)
				 : MonotonicStep(*state, kUlidLayout, now_ms, max_lead, fresh_fn, step, next, resume_at);
		if (__builtin_expect(st != CORE_OK, 0)) {
			return st;
		}
		state->layout = static_cast<std::uint8_t>(layout);	// for a first id
	} else {
		core_fields fresh;
		const core_fields *fp = nullptr;
		if (random != nullptr) {
			fresh = RandomField(random);
			fp = &fresh;
		}
		used = layout == ULID_LAYOUT_UUIDV7;
		st = MonotonicNextSwitching(state, layout, now_ms, max_lead, fp, step, next, resume_at);
		if (st != CORE_OK) {
			return st;
		}
	}
	used = used || !issued || next.time != time;
	if (layout == ULID_LAYOUT_UUIDV7) {
		LayoutPack(ULID_LAYOUT_UUIDV7, next, out);
	} else {
		LayoutPack(ULID_LAYOUT_ULID, next, out);
	}
	return CORE_OK;
}

}  // namespace
}  // namespace ulid::core

extern "C" {

core_status ulid_core_monotonic_next_layout(core_monotonic_state *state, ulid_layout layout,
											uint64_t now_ms, const uint8_t *random, uint64_t step,
											uint8_t out[ULID_BINARY_LEN]) noexcept {
	bool used;
	return ulid::core::UlidNext(state, layout, now_ms, UINT64_MAX, random, step, out, nullptr, used);
}

// gen_ulid(): step 1, no lead bound, one call per id.
core_status ulid_core_backend_next(core_monotonic_state *state, ulid_layout layout, uint64_t now_ms,
								   const uint8_t random[ULID_RANDOM_LEN], uint8_t out[ULID_BINARY_LEN],
								   int *random_used) noexcept {
	bool used = false;
	const core_status st = ulid::core::UlidNext(state, layout, now_ms, UINT64_MAX, random, 1, out, nullptr, used);
	*random_used = st == CORE_OK && used ? 1 : 0;
	return st;
}

// gen_monotonic_ulid(): a random step of 1 + step_bits (1 .. 2^32) and the
// lead bound.
core_status ulid_core_shared_next(core_monotonic_state *state, ulid_layout layout, uint64_t now_ms,
								  uint64_t max_lead, const uint8_t *random, uint32_t step_bits,
								  uint8_t out[ULID_BINARY_LEN], uint64_t *resume_at, int *random_used) noexcept {
	if (random == nullptr) {
		return CORE_ERR_ARGUMENT;
	}
	bool used = false;
	const core_status st = ulid::core::UlidNext(state, layout, now_ms, max_lead, random,
												std::uint64_t{step_bits} + 1, out, resume_at, used);
	if (random_used != nullptr) {
		*random_used = st == CORE_OK && used ? 1 : 0;
	}
	return st;
}

}  // extern "C"
