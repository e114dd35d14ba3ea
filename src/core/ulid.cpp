// ulid.cpp: the ULID format (core.h): Crockford base32 text and uuid's text
// forms <-> 16 bytes, and the ULID generators in their two byte layouts,
// ULID and UUIDv7 (the version and variant bits fixed), on the monotonic
// state machine of kit.hpp: one machine, counting in the layout's random
// field, in milliseconds (gen_monotonic_ulid()) or in ticks of 1/4096 ms
// (gen_ulid(): the sub-millisecond clock fraction after the millisecond);
// only packing differs.  No allocation, no exceptions, no PostgreSQL.
#include <cstdint>
#include <cstring>

#include "kit.hpp"

namespace ulid::core {
namespace {

using crockford::kDecode;

// ---- text ----

// The pair table: for each 10-bit value, its two symbols in text order, so
// that the encoder writes two characters per lookup (13 lookups for 26
// characters instead of 26).
using PairTable = std::array<std::array<char, 2>, 1024>;

constexpr PairTable MakePairTable() {
	PairTable t{};
	for (unsigned v = 0; v < 1024; v++) {
		t[v] = {crockford::kAlphabet[v >> 5], crockford::kAlphabet[v & 31]};
	}
	return t;
}

constexpr PairTable kPairs = MakePairTable();

static_assert(kPairs[0][0] == '0' && kPairs[1023][0] == 'Z' && kPairs[1023][1] == 'Z', "pair ends");
static_assert(kPairs[(10 << 5) | 31][0] == 'A' && kPairs[(10 << 5) | 31][1] == 'Z', "pair order");

// The two symbols of the 10-bit value v (v < 1024) at out.
inline void PutPair(unsigned v, char *out) {
	std::memcpy(out, kPairs[v].data(), 2);
}

// 26 Crockford symbols.
core_status DecodeCrockford(const unsigned char *s, std::uint8_t out[ULID_BINARY_LEN], std::size_t *err_pos) {
	// One pass, unrolled: symbols 0..12 hold the top 63 bits (the first symbol
	// only 3), the top bit of symbol 13 is bit 64 from the bottom; its low 4
	// bits and symbols 14..25 are the low 64 bits.  An invalid byte decodes to
	// 0xFF and garbles the accumulators, which are then not used.
	std::uint8_t bad = 0;
	std::uint64_t hi = 0;
	DecodeSymbols<5, 13>(kDecode, s, hi, bad);
	const std::uint8_t mid = kDecode[s[13]];
	bad |= mid;
	std::uint64_t lo = mid & 0x0F;
	DecodeSymbols<5, 12>(kDecode, s + 14, lo, bad);
	if (__builtin_expect(bad & 0xE0, 0)) {
		return BadChar(kDecode, s, ULID_TEXT_LEN, err_pos);
	}
	// 26 symbols hold 130 bits; a ULID has 128, so the first symbol is 0..7.
	if (kDecode[s[0]] > 7) {
		return CORE_ERR_OVERFLOW;
	}
	StoreBE64(out, (hi << 1) | (mid >> 4));
	StoreBE64(out + 8, lo);
	return CORE_OK;
}

// Hex digit value (either case), or kBad.
constexpr DecodeTable MakeHexTable() {
	DecodeTable t = MakeDecodeTable("0123456789abcdef");
	for (int i = 0; i < 6; i++) {
		t['A' + i] = static_cast<std::uint8_t>(10 + i);
	}
	return t;
}

constexpr DecodeTable kHex = MakeHexTable();

// One of uuid's text forms, read as uuid_in reads it (not inlined: its
// buffer would cost the 26-character path a stack frame).
__attribute__((noinline)) core_status DecodeUuid(const unsigned char *s, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
					   std::size_t *err_pos) {
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

// ---- the two layouts of the generators, in two time units ----

// The fields of a ULID generator (core_fields) count time in units of 2^-F
// milliseconds:
//   F = 0: the time field is the millisecond, the random field every bit
//     after it: 80 (ULID) or 74 (UUIDv7: rand_a and rand_b around the
//     version and variant bits).  gen_monotonic_ulid() and
//     ulid_core_from_time (gen_ulid(timestamptz)).
//   F = ULID_FRAC_BITS (12): the time field is the millisecond << 12 | the
//     sub-millisecond clock fraction (core.h), a tick of 1/4096 ms, and the
//     random field the bits after the fraction: 68 (ULID) or UUIDv7's rand_b,
//     62 (the fraction is its rand_a).  gen_ulid() and gen_random_ulid().
// Within one layout and one F, fields compare as the ids' bytes do.
constexpr int kMsUnit = 0;
constexpr int kTickUnit = ULID_FRAC_BITS;
constexpr std::uint64_t kLow62 = (std::uint64_t{1} << 62) - 1;
constexpr std::uint64_t kVersion7 = std::uint64_t{0x7} << 12;	// in the first 8 bytes
constexpr std::uint64_t kVariant10 = std::uint64_t{0x2} << 62;	// in the last 8 bytes

template <int F>
constexpr Layout LayoutOf(ulid_layout layout) {
	static_assert(F == kMsUnit || F == kTickUnit, "a millisecond or a tick");
	return {(ULID_MAX_TIME_MS << F) | ((std::uint64_t{1} << F) - 1),
			(layout == ULID_LAYOUT_UUIDV7 ? ULID_UUIDV7_RANDOM_BITS : 80u) - F, false};
}

static_assert(LayoutOf<kTickUnit>(ULID_LAYOUT_ULID).max_time == ULID_MAX_TICK, "ticks of the range");
static_assert(LayoutOf<kTickUnit>(ULID_LAYOUT_ULID).random_bits == 68 &&
				  LayoutOf<kTickUnit>(ULID_LAYOUT_UUIDV7).random_bits == 62,
			  "random bits after the fraction");

// The random bytes of a generator as a random field (the state machine masks
// it to the layout's width): in milliseconds 10 bytes, 80 bits; in ticks
// ULID_TICK_RANDOM_LEN (9) bytes, 72 bits, of which the layouts take 68 or 62.
template <int F>
inline core_fields RandomField(const std::uint8_t *random) {
	if constexpr (F == kMsUnit) {
		return {0, (std::uint64_t{random[0]} << 8) | random[1], LoadBE64(random + 2)};
	} else {
		static_assert(ULID_TICK_RANDOM_LEN == 9, "72 bits");
		return {0, random[0], LoadBE64(random + 1)};
	}
}

inline bool Less(const core_fields &a, const core_fields &b) {
	if (a.time != b.time) return a.time < b.time;
	if (a.rand_hi != b.rand_hi) return a.rand_hi < b.rand_hi;
	return a.rand_lo < b.rand_lo;
}

// A UUIDv7 of millisecond ms: rand_a (12 bits), rand_b (62).
inline void PackV7(std::uint64_t ms, std::uint64_t rand_a, std::uint64_t rand_b, std::uint8_t out[ULID_BINARY_LEN]) {
	StoreBE64(out, (ms << 16) | kVersion7 | rand_a);
	StoreBE64(out + 8, kVariant10 | rand_b);
}

template <int F>
inline core_fields Unpack(ulid_layout layout, const std::uint8_t in[ULID_BINARY_LEN]) {
	const std::uint64_t w0 = LoadBE64(in);
	const std::uint64_t w1 = LoadBE64(in + 8);
	if (layout == ULID_LAYOUT_UUIDV7) {
		if constexpr (F == kMsUnit) {
			return {w0 >> 16, (w0 >> 2) & 0x3FF, ((w0 & 3) << 62) | (w1 & kLow62)};
		} else {
			return {((w0 >> 16) << 12) | (w0 & 0xFFF), 0, w1 & kLow62};
		}
	}
	return {w0 >> (16 - F), w0 & ((std::uint64_t{1} << (16 - F)) - 1), w1};
}

template <int F>
inline void Pack(ulid_layout layout, const core_fields &f, std::uint8_t out[ULID_BINARY_LEN]) {
	if (layout == ULID_LAYOUT_UUIDV7) {
		if constexpr (F == kMsUnit) {
			// rand_a = the top 12 bits of the 74-bit field, rand_b the low 62
			PackV7(f.time, (f.rand_hi << 2) | (f.rand_lo >> 62), f.rand_lo & kLow62, out);
		} else {
			PackV7(f.time >> 12, f.time & 0xFFF, f.rand_lo, out);  // rand_a = the fraction
		}
	} else {
		StoreBE64(out, (f.time << (16 - F)) | f.rand_hi);
		StoreBE64(out + 8, f.rand_lo);
	}
}

// The smallest UUIDv7 of the millisecond of the 16 bytes `in` that is not
// below them, into out; false if every UUIDv7 of that millisecond is below.
bool Uuidv7Ceil(const std::uint8_t in[ULID_BINARY_LEN], std::uint8_t out[ULID_BINARY_LEN]) {
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
	PackV7(w0 >> 16, rand_a, rand_b, out);
	return true;
}

// The generator called in another layout than the previous id's (core.h):
// carry the state over on a copy, kept only if the step succeeds.  A
// carry-over into the next millisecond that would pass the lead bound is
// CORE_ERR_AHEAD, as a step would be.  On success state.last is the new id, and `used` says
// whether the random bytes went into it (a carry-over into UUIDv7, a new
// time unit): returned by value, so that the caller's hot path keeps no
// local in memory.
struct OtherLayoutResult {
	core_status st;
	bool used;
};

template <int F>
__attribute__((noinline, cold)) OtherLayoutResult NextInOtherLayout(core_monotonic_state &state, ulid_layout to,
																	 std::uint64_t now, std::uint64_t step,
																	 std::uint64_t max_lead,
																	 const std::uint8_t *random,
																	 std::uint64_t *resume_at) {
	bool used = false;
	core_fields fresh{};
	if (random != nullptr) {
		fresh = RandomField<F>(random);
	}
	const core_fields *fp = random != nullptr ? &fresh : nullptr;
	core_monotonic_state s = state;
	const auto from = static_cast<ulid_layout>(s.layout);
	// The smallest id of layout `to` not below the last id (`ceil`), as
	// fields of `to`, so that the clock is compared with it in `to`'s terms (a
	// time field read in the other layout would not do: a UUIDv7's version
	// nibble is part of a ULID's fraction).
	std::uint8_t last[ULID_BINARY_LEN];
	Pack<F>(from, s.last, last);
	core_fields ceil;
	if (to == ULID_LAYOUT_ULID) {
		ceil = Unpack<F>(ULID_LAYOUT_ULID, last);	 // the same id (every UUIDv7 is a ULID)
	} else {
		// in its millisecond, else the first of the next one (ahead of the
		// clock by less than a millisecond: the last id is in the upper half
		// of its own), else none (the last millisecond: the next step
		// overflows)
		std::uint8_t c[ULID_BINARY_LEN];
		if (!Uuidv7Ceil(last, c)) {
			const std::uint64_t ms = LoadBE64(last) >> 16;
			if (ms < ULID_MAX_TIME_MS) {
				PackV7(ms + 1, 0, 0, c);
			} else {
				PackV7(ms, 0xFFF, kLow62, c);
			}
		}
		ceil = Unpack<F>(ULID_LAYOUT_UUIDV7, c);
	}
	// Every id of a clock past ceil's time unit is above the last id, and so
	// is every id of ceil's time unit when ceil is its first and that unit
	// is later than the last id's own (read as `to`'s fields): then a fresh
	// id at the clock.  Else the state machine steps from ceil (or from fresh
	// bits in its time unit, if above it), within the lead bound.
	const bool first_of_later_unit = ceil.rand_hi == 0 && ceil.rand_lo == 0 &&
									 ceil.time > Unpack<F>(to, last).time;
	if (now < ceil.time || (now == ceil.time && !first_of_later_unit)) {
		s.last = ceil;
		if (to == ULID_LAYOUT_UUIDV7 && fp != nullptr) {
			used = true;
			core_fields r = {ceil.time, fp->rand_hi, fp->rand_lo};
			MaskField(r.rand_hi, r.rand_lo, LayoutOf<F>(ULID_LAYOUT_UUIDV7).random_bits);
			if (Less(ceil, r)) {
				s.last = r;
			}
		}
		const std::uint64_t limit = now > UINT64_MAX - max_lead ? UINT64_MAX : now + max_lead;
		if (s.last.time > state.last.time && s.last.time > limit) {
			if (resume_at != nullptr) {
				*resume_at = s.last.time - max_lead;
			}
			return {CORE_ERR_AHEAD, false};
		}
	} else {
		s.initialized = CORE_STATE_FRESH;  // a fresh id at the clock
	}
	s.layout = static_cast<std::uint8_t>(to);
	auto fresh_fn = [fp, &used] {
		used = fp != nullptr;
		return fp;
	};
	core_fields next;
	const core_status st =
		to == ULID_LAYOUT_UUIDV7
			? MonotonicStep(s, LayoutOf<F>(ULID_LAYOUT_UUIDV7), now, max_lead, fresh_fn, step, next, resume_at)
			: MonotonicStep(s, LayoutOf<F>(ULID_LAYOUT_ULID), now, max_lead, fresh_fn, step, next, resume_at);
	if (st == CORE_OK) {
		state = s;
	}
	return {st, used};
}

// The bounds of a step: its size, the lead bound, where to say when to
// retry (ulid_core_shared_next; gen_ulid(): 1, none, nowhere).
struct StepBounds {
	std::uint64_t step;
	std::uint64_t max_lead;
	std::uint64_t *resume_at;
};

constexpr StepBounds kBackendBounds{1, UINT64_MAX, nullptr};

// The id in the layout's bytes, and *random_used (if not null).
template <int F>
inline core_status Issue(ulid_layout layout, const core_fields &next, bool used, std::uint8_t out[ULID_BINARY_LEN],
						 int *random_used) {
	if (random_used != nullptr) {
		*random_used = used;
	}
	if (layout == ULID_LAYOUT_UUIDV7) {
		Pack<F>(ULID_LAYOUT_UUIDV7, next, out);
	} else {
		Pack<F>(ULID_LAYOUT_ULID, next, out);
	}
	return CORE_OK;
}

inline core_status Refuse(core_status st, int *random_used) {
	if (random_used != nullptr) {
		*random_used = 0;
	}
	return st;
}

// Whether the previous id is in another layout than this call's: the
// carry-over (NextInOtherLayout), out of the hot path.
inline bool OtherLayout(const core_monotonic_state *state, ulid_layout layout) {
	return __builtin_expect(state->layout != layout && state->initialized == CORE_STATE_ISSUED, 0);
}

// The ULID generators (core.h) in the layout of the previous id, or from a
// fresh or floor state: the state machine in the layout's field.  The body
// of ulid_core_next (F = 12, `now` a tick) and ulid_core_shared_next (F = 0,
// `now` a millisecond).
template <int F>
__attribute__((always_inline)) inline core_status NextId(core_monotonic_state *state, ulid_layout layout,
														 std::uint64_t now, const StepBounds &b,
														 const std::uint8_t *random, std::uint8_t out[ULID_BINARY_LEN],
														 int *random_used) {
	core_fields next;
	bool used = false;  // a first id, a new (or advanced) time unit
	core_fields fresh;
	auto fresh_fn = [random, &fresh, &used]() -> const core_fields * {
		if (random == nullptr) {
			return nullptr;
		}
		used = true;
		fresh = RandomField<F>(random);
		return &fresh;
	};
	const core_status st =
		layout == ULID_LAYOUT_UUIDV7
			? MonotonicStep(*state, LayoutOf<F>(ULID_LAYOUT_UUIDV7), now, b.max_lead, fresh_fn, b.step, next,
							b.resume_at)
			: MonotonicStep(*state, LayoutOf<F>(ULID_LAYOUT_ULID), now, b.max_lead, fresh_fn, b.step, next,
							b.resume_at);
	if (__builtin_expect(st != CORE_OK, 0)) {
		return Refuse(st, random_used);
	}
	state->layout = static_cast<std::uint8_t>(layout);  // for a first id
	return Issue<F>(layout, next, used, out, random_used);
}

// The same after the carry-over to another layout.
template <int F>
__attribute__((always_inline)) inline core_status NextIdInOtherLayout(core_monotonic_state *state, ulid_layout layout,
																	  std::uint64_t now, const StepBounds &b,
																	  const std::uint8_t *random,
																	  std::uint8_t out[ULID_BINARY_LEN],
																	  int *random_used) {
	const OtherLayoutResult r = NextInOtherLayout<F>(*state, layout, now, b.step, b.max_lead, random, b.resume_at);
	if (r.st != CORE_OK) {
		return Refuse(r.st, random_used);
	}
	return Issue<F>(layout, state->last, r.used, out, random_used);
}

// gen_ulid()'s carry-over, called last with ulid_core_next's own arguments
// (a jump: its hot path needs no stack frame).
__attribute__((noinline, cold)) core_status TickNextInOtherLayout(core_monotonic_state *state, ulid_layout layout,
																  std::uint64_t now, const std::uint8_t *random,
																  std::uint8_t out[ULID_BINARY_LEN],
																  int *random_used) {
	return NextIdInOtherLayout<kTickUnit>(state, layout, now, kBackendBounds, random, out, random_used);
}

// The id of a time in units of 2^-F ms with the layout's random field from
// `random` (null: zeros), for ulid_core_from_time and ulid_core_from_clock.
template <int F>
inline void FromTime(ulid_layout layout, std::uint64_t time, const std::uint8_t *random,
					 std::uint8_t out[ULID_BINARY_LEN]) {
	core_fields f{time, 0, 0};
	if (random != nullptr) {
		f = RandomField<F>(random);
		f.time = time;
	}
	if (layout == ULID_LAYOUT_UUIDV7) {
		MaskField(f.rand_hi, f.rand_lo, LayoutOf<F>(ULID_LAYOUT_UUIDV7).random_bits);
		Pack<F>(ULID_LAYOUT_UUIDV7, f, out);
	} else {
		MaskField(f.rand_hi, f.rand_lo, LayoutOf<F>(ULID_LAYOUT_ULID).random_bits);
		Pack<F>(ULID_LAYOUT_ULID, f, out);
	}
}

}  // namespace
}  // namespace ulid::core

// ---- the API (core.h) ----

using namespace ulid::core;

extern "C" {

core_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN], size_t *err_pos) noexcept {
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	if (len == ULID_TEXT_LEN) {
		return DecodeCrockford(s, out, err_pos);
	}
	if (len >= ULID_UUID_TEXT_MIN && len <= ULID_UUID_TEXT_MAX) {
		return DecodeUuid(s, len, out, err_pos);
	}
	return CORE_ERR_LENGTH;
}

void ulid_core_encode(const uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) noexcept {
	const std::uint64_t hi = LoadBE64(in);
	const std::uint64_t lo = LoadBE64(in + 8);
	// 128 bits as 130 (two zero bits on top), written as 13 pairs of symbols,
	// 10 bits each: pairs 0-5 from hi (pair 0 holds its top 8 bits), pair 6
	// the last 6 bits of hi and the top 4 of lo, pairs 7-12 the rest of lo.
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

uint64_t ulid_core_time_ms(const uint8_t in[ULID_BINARY_LEN]) noexcept {
	return LoadBE64(in) >> 16;
}

int ulid_core_is_uuidv7(const uint8_t in[ULID_BINARY_LEN]) noexcept {
	return (in[6] & 0xF0) == 0x70 && (in[8] & 0xC0) == 0x80;
}

core_status ulid_core_from_time(ulid_layout layout, uint64_t ms, const uint8_t *random,
								uint8_t out[ULID_BINARY_LEN]) noexcept {
	if (ms > ULID_MAX_TIME_MS) {
		return CORE_ERR_TIME_RANGE;
	}
	FromTime<kMsUnit>(layout, ms, random, out);
	return CORE_OK;
}

core_status ulid_core_from_clock(ulid_layout layout, uint64_t now_tick, const uint8_t *random,
								 uint8_t out[ULID_BINARY_LEN]) noexcept {
	if (__builtin_expect(now_tick > ULID_MAX_TICK, 0)) {
		return CORE_ERR_TIME_RANGE;
	}
	FromTime<kTickUnit>(layout, now_tick, random, out);
	return CORE_OK;
}

core_status ulid_core_next(core_monotonic_state *state, ulid_layout layout, uint64_t now_tick,
						   const uint8_t *random, uint8_t out[ULID_BINARY_LEN], int *random_used) noexcept {
	if (OtherLayout(state, layout)) {
		return TickNextInOtherLayout(state, layout, now_tick, random, out, random_used);
	}
	return NextId<kTickUnit>(state, layout, now_tick, kBackendBounds, random, out, random_used);
}

core_status ulid_core_shared_next(core_monotonic_state *state, ulid_layout layout, uint64_t now_ms, uint64_t step,
								  uint64_t max_lead, const uint8_t *random, uint8_t out[ULID_BINARY_LEN],
								  uint64_t *resume_at, int *random_used) noexcept {
	const StepBounds b{step, max_lead, resume_at};
	if (OtherLayout(state, layout)) {
		return NextIdInOtherLayout<kMsUnit>(state, layout, now_ms, b, random, out, random_used);
	}
	return NextId<kMsUnit>(state, layout, now_ms, b, random, out, random_used);
}

void ulid_core_shared_reserve(core_monotonic_state *state, uint64_t now_ms, uint64_t lead) noexcept {
	ReserveFloor(*state, now_ms, lead);
}

}  // extern "C"
