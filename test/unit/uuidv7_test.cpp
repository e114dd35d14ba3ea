// Unit tests of the UUIDv7 layout of the ULID generators (src/core/ulid.cpp
// on the state machine of src/core/kit.hpp), driven by a fake clock: every carry
// into and out of the version and variant bits, arbitrary steps, the overflow
// of the 74 bits, and a layout that changes between two calls.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "core.h"

namespace {

using Bytes = std::array<std::uint8_t, ULID_BINARY_LEN>;
using Random = std::array<std::uint8_t, ULID_RANDOM_LEN>;
using u128 = unsigned __int128;

constexpr u128 kMax74 = (u128{1} << 74) - 1;
constexpr u128 kPattern = (u128{0x2AA} << 64) | 0xAAAAAAAAAAAAAAAAULL;	// 1010... over 74 bits

// An independent reading of the bytes, as one 128-bit big-endian number.
u128 Num(const Bytes &b) {
	u128 v = 0;
	for (std::uint8_t byte : b) v = (v << 8) | byte;
	return v;
}

Bytes FromNum(u128 v) {
	Bytes b{};
	for (int i = ULID_BINARY_LEN - 1; i >= 0; i--) {
		b[i] = static_cast<std::uint8_t>(v);
		v >>= 8;
	}
	return b;
}

// RFC 9562 read straight from the number: ms (48) ver (4) rand_a (12) var (2) rand_b (62).
std::uint64_t Ms(const Bytes &b) { return static_cast<std::uint64_t>(Num(b) >> 80); }
unsigned Version(const Bytes &b) { return static_cast<unsigned>((Num(b) >> 76) & 0xF); }
unsigned Variant(const Bytes &b) { return static_cast<unsigned>((Num(b) >> 62) & 0x3); }
u128 Counter74(const Bytes &b) {
	const u128 n = Num(b);
	return (((n >> 64) & 0xFFF) << 62) | (n & ((u128{1} << 62) - 1));
}

// The UUIDv7 of millisecond ms whose 74 random bits are c.
Bytes V7(std::uint64_t ms, u128 c) {
	return FromNum((u128{ms} << 80) | (u128{7} << 76) | ((c >> 62) << 64) | (u128{2} << 62) |
				   (c & ((u128{1} << 62) - 1)));
}

// 10 random bytes whose low 74 bits are c (the top 6 bits set, to be ignored).
Random RandomWith(u128 c) {
	const Bytes b = FromNum(c | (u128{0x3F} << 74));
	Random r{};
	std::memcpy(r.data(), b.data() + ULID_TIME_LEN, ULID_RANDOM_LEN);
	return r;
}

bool IsV7(const Bytes &b) { return Version(b) == 7 && Variant(b) == 2; }

TEST(Uuidv7, Recognise) {
	Bytes b = V7(1735689600000ULL, 12345);
	EXPECT_TRUE(ulid_core_is_uuidv7(b.data()));
	for (unsigned v = 0; v < 16; v++) {
		for (unsigned var = 0; var < 4; var++) {
			Bytes x = b;
			x[6] = static_cast<std::uint8_t>((v << 4) | (x[6] & 0x0F));
			x[8] = static_cast<std::uint8_t>((var << 6) | (x[8] & 0x3F));
			EXPECT_EQ(ulid_core_is_uuidv7(x.data()), v == 7 && var == 2 ? 1 : 0) << v << " " << var;
		}
	}
	// the example of RFC 9562, appendix A.6: 017F22E2-79B0-7CC3-98C4-DC0C0C07398F
	const Bytes rfc = FromNum((u128{0x017F22E279B07CC3ULL} << 64) | 0x98C4DC0C0C07398FULL);
	EXPECT_TRUE(ulid_core_is_uuidv7(rfc.data()));
	EXPECT_EQ(ulid_core_time_ms(rfc.data()), 0x017F22E279B0ULL);
}

TEST(Uuidv7, FromTime) {
	Bytes b{};
	const Random r = RandomWith(kMax74);
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_UUIDV7, 1735689600000ULL, r.data(), b.data()), CORE_OK);
	EXPECT_TRUE(IsV7(b));
	EXPECT_EQ(ulid_core_time_ms(b.data()), 1735689600000ULL);
	EXPECT_EQ(Counter74(b), kMax74);
	EXPECT_EQ(Num(b) & ((u128{1} << 80) - 1), (u128{0x7FFF} << 64) | 0xBFFFFFFFFFFFFFFFULL);
	const Random r2 = RandomWith(kPattern);
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_UUIDV7, 5, r2.data(), b.data()), CORE_OK);
	EXPECT_TRUE(IsV7(b));
	EXPECT_EQ(Counter74(b), kPattern);
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_UUIDV7, ULID_MAX_TIME_MS, nullptr, b.data()), CORE_OK);
	EXPECT_EQ(b, V7(ULID_MAX_TIME_MS, 0));
	const Bytes before = b;
	EXPECT_EQ(ulid_core_from_time(ULID_LAYOUT_UUIDV7, ULID_MAX_TIME_MS + 1, r.data(), b.data()),
			  CORE_ERR_TIME_RANGE);
	EXPECT_EQ(b, before);
	// the ULID layout: the 48-bit ms and the 10 bytes as they are
	Bytes u{};
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, 77, r.data(), u.data()), CORE_OK);
	EXPECT_EQ(ulid_core_time_ms(u.data()), 77u);
	EXPECT_EQ(std::memcmp(u.data() + ULID_TIME_LEN, r.data(), ULID_RANDOM_LEN), 0);
}

// Whether the generator's next call would take its random bytes (it runs on a
// copy of the state).
bool TakesRandom(core_monotonic_state s, ulid_layout layout, std::uint64_t ms, std::uint64_t step = 1) {
	const Random r{};
	Bytes out{};
	int used = 0;
	ulid_core_shared_next(&s, layout, ms, step, UINT64_MAX, r.data(), out.data(), nullptr, &used);
	return used != 0;
}

class Gen : public ::testing::Test {
protected:
	core_monotonic_state state{};

	core_status Next(ulid_layout layout, std::uint64_t ms, const Random *random, std::uint64_t step,
					 Bytes *out) {
		return ulid_core_shared_next(&state, layout, ms, step, UINT64_MAX, random ? random->data() : nullptr,
				out->data(), nullptr, nullptr);
	}
	// The next UUIDv7 in millisecond ms (same millisecond: no randomness).
	Bytes V7Next(std::uint64_t ms, std::uint64_t step = 1) {
		Bytes out{};
		EXPECT_EQ(Next(ULID_LAYOUT_UUIDV7, ms, nullptr, step, &out), CORE_OK);
		return out;
	}
	// Start millisecond ms at 74-bit field c.
	Bytes Start(std::uint64_t ms, u128 c) {
		const Random r = RandomWith(c);
		Bytes out{};
		EXPECT_TRUE(TakesRandom(state, ULID_LAYOUT_UUIDV7, ms));
		EXPECT_EQ(Next(ULID_LAYOUT_UUIDV7, ms, &r, 1, &out), CORE_OK);
		EXPECT_EQ(out, V7(ms, c));
		return out;
	}
};

// +1 at each carry of the 74-bit count, checked against the byte layout.
TEST_F(Gen, PlusOneCarriesAcrossTheFixedBits) {
	const std::uint64_t ms = 1735689600000ULL;
	struct Case {
		u128 from;
		const char *what;
	} cases[] = {
		{0xFF, "within rand_b: byte 15 into byte 14"},
		{(u128{1} << 56) - 1, "rand_b: byte 9 into the low 6 bits of byte 8"},
		{(u128{1} << 62) - 1, "out of rand_b across the variant into rand_a (byte 8 -> byte 7)"},
		{(u128{1} << 70) - 1, "byte 7 into the low nibble of byte 6, below the version"},
		{(u128{0x3FF} << 62) | ((u128{1} << 62) - 1), "rand_a's low 10 bits and rand_b into bit 72"},
		{kMax74 - 1, "the last id of the millisecond"},
	};
	for (const auto &c : cases) {
		state = {};
		const Bytes a = Start(ms, c.from);
		EXPECT_FALSE(TakesRandom(state, ULID_LAYOUT_UUIDV7, ms));
		const Bytes b = V7Next(ms);
		EXPECT_TRUE(IsV7(b)) << c.what;
		EXPECT_EQ(Ms(b), ms) << c.what;
		EXPECT_EQ(Counter74(b), c.from + 1) << c.what;
		EXPECT_EQ(b, V7(ms, c.from + 1)) << c.what;
		EXPECT_LT(a, b) << c.what;
	}
	// concretely, out of rand_b: ...-7xxx-BFFF-FFFF... + 1 = ...-7xx(x+1)-8000-0000...
	state = {};
	const Bytes a = Start(ms, (u128{0x123} << 62) | ((u128{1} << 62) - 1));
	EXPECT_EQ(a[6], 0x71);
	EXPECT_EQ(a[7], 0x23);
	EXPECT_EQ(a[8], 0xBF);
	const Bytes b = V7Next(ms);
	EXPECT_EQ(b[6], 0x71);
	EXPECT_EQ(b[7], 0x24);
	EXPECT_EQ(b[8], 0x80);
	for (int i = 9; i < 16; i++) EXPECT_EQ(b[i], 0) << i;
	// and out of rand_a's low byte into the nibble next to the version
	state = {};
	Start(ms, (u128{0x0FF} << 62) | ((u128{1} << 62) - 1));
	const Bytes c = V7Next(ms);
	EXPECT_EQ(c[6], 0x71);
	EXPECT_EQ(c[7], 0x00);
	EXPECT_EQ(c[8], 0x80);
}

TEST_F(Gen, OverflowOfThe74BitsIsAnError) {
	const std::uint64_t ms = 1000;
	const Bytes a = Start(ms, kMax74 - 1);
	const Bytes b = V7Next(ms);
	EXPECT_EQ(b, V7(ms, kMax74));
	EXPECT_EQ(Num(b) & ((u128{1} << 80) - 1), (u128{0x7FFF} << 64) | 0xBFFFFFFFFFFFFFFFULL);
	Bytes c{};
	c.fill(0x42);
	const Bytes untouched = c;
	const core_monotonic_state before = state;
	EXPECT_EQ(Next(ULID_LAYOUT_UUIDV7, ms, nullptr, 1, &c), CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(Next(ULID_LAYOUT_UUIDV7, ms - 2, nullptr, 1, &c), CORE_ERR_RANDOM_OVERFLOW);  // clock went back
	EXPECT_EQ(c, untouched);
	EXPECT_EQ(std::memcmp(&before, &state, sizeof(state)), 0);
	// a big step overflows the same way, never into the version nibble
	state = {};
	Start(ms, kMax74 - 100);
	EXPECT_EQ(Next(ULID_LAYOUT_UUIDV7, ms, nullptr, 101, &c), CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(V7Next(ms, 100), V7(ms, kMax74));
	// the next millisecond recovers
	const Random r = RandomWith(5);
	ASSERT_EQ(Next(ULID_LAYOUT_UUIDV7, ms + 1, &r, 1, &c), CORE_OK);
	EXPECT_EQ(c, V7(ms + 1, 5));
	EXPECT_LT(b, c);
	EXPECT_LT(a, b);
}

// Steps of any size (gen_monotonic_ulid()'s random step) in the counter space.
TEST_F(Gen, ArbitraryStepsCountInThe74Bits) {
	std::mt19937_64 rng(18);
	const std::uint64_t ms = 1735689600123ULL;
	for (int round = 0; round < 2000; round++) {
		state = {};
		const u128 start = ((u128{rng()} << 64) | rng()) & kMax74;
		Bytes prev = Start(ms, start);
		u128 count = start;
		for (int i = 0; i < 50; i++) {
			const int shift = static_cast<int>(rng() % 64);
			const std::uint64_t step = 1 + (rng() >> shift);
			Bytes out{};
			const core_status st = Next(ULID_LAYOUT_UUIDV7, ms, nullptr, step, &out);
			if (count + step > kMax74) {
				ASSERT_EQ(st, CORE_ERR_RANDOM_OVERFLOW);
				break;
			}
			ASSERT_EQ(st, CORE_OK);
			count += step;
			ASSERT_TRUE(IsV7(out));
			ASSERT_EQ(Ms(out), ms);
			ASSERT_EQ(Counter74(out), count);
			ASSERT_LT(prev, out);
			prev = out;
		}
	}
	// the steps that land exactly on the fixed bits' neighbours
	for (std::uint64_t step : {std::uint64_t{1} << 62, (std::uint64_t{1} << 62) + 1, std::uint64_t{1} << 63,
							   UINT64_MAX}) {
		state = {};
		Start(ms, (u128{1} << 62) - 1);
		const Bytes b = V7Next(ms, step);
		EXPECT_EQ(Counter74(b), (u128{1} << 62) - 1 + step);
		EXPECT_TRUE(IsV7(b));
	}
}

TEST_F(Gen, UlidLayoutKeepsTheSpecAndTakesSteps) {
	// the ULID layout of the same entry point is the spec's generator
	const Random r = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
	Bytes a{}, b{};
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, 100, &r, 1, &a), CORE_OK);
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, 100, r.data(), b.data()), CORE_OK);
	EXPECT_EQ(a, b);
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, 100, nullptr, std::uint64_t{1} << 40, &a), CORE_OK);
	EXPECT_EQ(Num(a) - Num(b), u128{1} << 40);
	EXPECT_FALSE(IsV7(a));
}

// The layout changes between two calls in one millisecond (ulid.uuidv7 set in
// the session, or sessions with different settings on one shared state).
// The smallest 74-bit field c with V7(t, c) >= id (kMax74 + 1 if none), by
// bisection over the byte layout: an oracle independent of the core's.
u128 CeilField(std::uint64_t t, const Bytes &id) {
	u128 lo = 0, hi = kMax74 + 1;
	while (lo < hi) {
		const u128 mid = lo + (hi - lo) / 2;
		if (V7(t, mid) >= id) {
			hi = mid;
		} else {
			lo = mid + 1;
		}
	}
	return lo;
}

TEST_F(Gen, SwitchingOnStaysAboveTheLastUlid) {
	const std::uint64_t t = 1735689600000ULL;
	enum Expect { kSameMs, kNextMs, kOverflow };
	struct Case {
		u128 ulid_random;  // the 80 random bits of the last ULID
		Expect expect;
		const char *what;
	} cases[] = {
		{u128{0x0123} << 64, kSameMs, "version nibble 0"},
		{(u128{0x6FFF} << 64) | UINT64_MAX, kSameMs, "version nibble 6"},
		{u128{0x7000} << 64, kSameMs, "version 7, all zero: below the first UUIDv7"},
		{(u128{0x7ABC} << 64) | 0x0123456789ABCDEFULL, kSameMs, "version 7, variant 00"},
		{(u128{0x7ABC} << 64) | 0x7FFFFFFFFFFFFFFFULL, kSameMs, "version 7, variant 01"},
		{(u128{0x7ABC} << 64) | 0x8000000000000005ULL, kSameMs, "a UUIDv7 already"},
		{(u128{0x7ABC} << 64) | 0xBFFFFFFFFFFFFFFFULL, kSameMs, "a UUIDv7, its rand_b full"},
		{(u128{0x7ABC} << 64) | 0xC000000000000000ULL, kSameMs, "version 7, variant 11"},
		{(u128{0x7FFF} << 64) | 0xBFFFFFFFFFFFFFFDULL, kSameMs, "the last UUIDv7 of the millisecond but two"},
		{(u128{0x7FFF} << 64) | 0xBFFFFFFFFFFFFFFFULL, kOverflow, "the last UUIDv7 of the millisecond"},
		{(u128{0x7FFF} << 64) | 0xC000000000000000ULL, kNextMs, "version 7, rand_a full, variant 11"},
		{u128{0x8000} << 64, kNextMs, "version nibble 8"},
		{(u128{0xFFFF} << 64) | UINT64_MAX, kNextMs, "the last ULID of the millisecond"},
	};
	for (const auto &c : cases) {
		for (const bool with_fresh : {false, true}) {
			for (const std::uint64_t clock : {t, t - 5}) {	// same ms, or the clock went back
				SCOPED_TRACE(c.what);
				SCOPED_TRACE(with_fresh ? "with fresh bits" : "without");
				SCOPED_TRACE(clock == t ? "same ms" : "clock went back");
				state = {};
				const Bytes ur = FromNum(c.ulid_random);
				Random r{};
				std::memcpy(r.data(), ur.data() + ULID_TIME_LEN, ULID_RANDOM_LEN);
				Bytes last{};
				ASSERT_EQ(Next(ULID_LAYOUT_ULID, t, &r, 1, &last), CORE_OK);
				ASSERT_EQ(Num(last), (u128{t} << 80) | c.ulid_random);
				EXPECT_EQ(TakesRandom(state, ULID_LAYOUT_UUIDV7, clock), c.expect != kOverflow);
				const u128 f = with_fresh ? u128{0x2AB} << 60 : 0;
				const Random fresh = RandomWith(f);
				Bytes out{};
				const core_status st = Next(ULID_LAYOUT_UUIDV7, clock, with_fresh ? &fresh : nullptr, 1, &out);
				if (c.expect == kOverflow) {
					// as if the UUIDv7 generator had made it: its field is full
					EXPECT_EQ(st, CORE_ERR_RANDOM_OVERFLOW);
					EXPECT_EQ(state.layout, ULID_LAYOUT_ULID);
					continue;
				}
				ASSERT_EQ(st, CORE_OK);
				EXPECT_TRUE(IsV7(out));
				EXPECT_LT(last, out);
				const u128 ceil = CeilField(t, last);
				if (c.expect == kNextMs) {
					EXPECT_EQ(ceil, kMax74 + 1);
					EXPECT_EQ(Ms(out), t + 1);	// one millisecond ahead
					EXPECT_EQ(Counter74(out), f + 1);
				} else {
					EXPECT_LE(ceil, kMax74);
					EXPECT_EQ(Ms(out), t);
					EXPECT_EQ(Counter74(out), (ceil > f ? ceil : f) + 1);
				}
				// and it stays in the UUIDv7 layout
				EXPECT_FALSE(TakesRandom(state, ULID_LAYOUT_UUIDV7, clock));
				const Bytes next = V7Next(clock);
				EXPECT_EQ(Counter74(next), Counter74(out) + 1);
				EXPECT_EQ(Ms(next), Ms(out));
			}
		}
	}
}

TEST_F(Gen, SwitchingInALaterMillisecondStartsAfresh) {
	const Random high = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	const Random r = RandomWith(77);
	Bytes last{}, out{};
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, 10, &high, 1, &last), CORE_OK);
	ASSERT_EQ(Next(ULID_LAYOUT_UUIDV7, 11, &r, 1, &out), CORE_OK);
	EXPECT_EQ(out, V7(11, 77));	 // not run ahead to 12, not 78
}

TEST_F(Gen, SwitchingOnTakesTheFreshFieldWhenItIsHigher) {
	const std::uint64_t t = 2000;
	const Random low = {0x01, 0, 0, 0, 0, 0, 0, 0, 0, 0};  // version nibble 0
	Bytes last{}, out{};
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, t, &low, 1, &last), CORE_OK);
	const u128 f = (u128{0x2AB} << 62) | 0x1234;
	const Random fresh = RandomWith(f);
	ASSERT_EQ(Next(ULID_LAYOUT_UUIDV7, t, &fresh, 1, &out), CORE_OK);
	EXPECT_EQ(out, V7(t, f + 1));
	// a fresh field below the smallest UUIDv7 above the ULID is not taken
	state = {};
	const Random mid = {0x75, 0x55, 0x9F, 0, 0, 0, 0, 0, 0, 0};	 // version 7, variant 10
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, t, &mid, 1, &last), CORE_OK);
	ASSERT_TRUE(IsV7(last));
	ASSERT_EQ(Next(ULID_LAYOUT_UUIDV7, t, &fresh, 1, &out), CORE_OK);
	EXPECT_EQ(out, V7(t, Counter74(last) + 1));
}

TEST_F(Gen, SwitchingOffContinuesFromTheUuidv7) {
	const std::uint64_t t = 3000;
	const Bytes v = Start(t, kMax74);  // the last UUIDv7 of the millisecond
	Bytes out{};
	EXPECT_FALSE(TakesRandom(state, ULID_LAYOUT_ULID, t));  // every UUIDv7 is a ULID: no fresh bits
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, t, nullptr, 1, &out), CORE_OK);
	EXPECT_EQ(Num(out), Num(v) + 1);  // ...7FFF-BFFF...FF + 1 = ...7FFF-C000...00
	EXPECT_FALSE(IsV7(out));
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, t, nullptr, 1000, &out), CORE_OK);
	EXPECT_EQ(Num(out), Num(v) + 1001);
	// a later millisecond: fresh randomness in the new layout
	const Random r = {0xF3, 0, 0, 0, 0, 0, 0, 0, 0, 1};	 // bits above 74 ignored
	ASSERT_EQ(Next(ULID_LAYOUT_UUIDV7, t + 1, &r, 1, &out), CORE_OK);
	EXPECT_EQ(out, V7(t + 1, (u128{3} << 72) | 1));
}

TEST_F(Gen, AlternatingLayoutsInOneMillisecondStayOrderedAndAtMostOneAhead) {
	std::mt19937_64 rng(7);
	for (int round = 0; round < 500; round++) {
		state = {};
		const std::uint64_t t = 1735689600000ULL + static_cast<std::uint64_t>(round);
		Bytes prev{};
		for (int i = 0; i < 40; i++) {
			Random r{};
			for (auto &byte : r) byte = static_cast<std::uint8_t>(rng());
			const ulid_layout layout = (rng() & 1) ? ULID_LAYOUT_UUIDV7 : ULID_LAYOUT_ULID;
			const std::uint64_t step = (rng() & 1) ? 1 : 1 + (rng() >> 32);
			const std::uint64_t clock = t - (rng() % 2);  // now and then the clock steps back
			Bytes out{};
			const Random *rp =
				TakesRandom(state, layout, clock, step) ? &r : nullptr;
			ASSERT_EQ(Next(layout, clock, rp, step, &out), CORE_OK);
			if (layout == ULID_LAYOUT_UUIDV7) {
				ASSERT_TRUE(IsV7(out));
			}
			ASSERT_LE(Ms(out), t + 1);
			if (i > 0) {
				ASSERT_LT(prev, out) << round << " " << i;
			}
			prev = out;
		}
	}
}

TEST_F(Gen, AFailedSwitchLeavesTheState) {
	// the last ULID of the last millisecond: no UUIDv7 above it anywhere
	const Random full = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	Bytes last{}, out{};
	ASSERT_EQ(Next(ULID_LAYOUT_ULID, ULID_MAX_TIME_MS, &full, 1, &last), CORE_OK);
	const core_monotonic_state before = state;
	out.fill(0x42);
	const Bytes untouched = out;
	EXPECT_EQ(Next(ULID_LAYOUT_UUIDV7, ULID_MAX_TIME_MS, &full, 1, &out), CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(out, untouched);
	EXPECT_EQ(std::memcmp(&before, &state, sizeof(state)), 0);
	EXPECT_EQ(state.layout, ULID_LAYOUT_ULID);
	// an error on a first call leaves the state uninitialised
	core_monotonic_state fresh{};
	EXPECT_EQ(ulid_core_next(&fresh, ULID_LAYOUT_UUIDV7, ULID_MAX_TICK + 1, full.data(), out.data(), nullptr),
			  CORE_ERR_TIME_RANGE);
	EXPECT_EQ(fresh.phase, CORE_PHASE_FRESH);
	EXPECT_EQ(fresh.layout, 0);
}

TEST_F(Gen, FrozenClockMillionIdsAreValidAndIncreasing) {
	std::mt19937_64 rng(1);
	Random r{};
	for (auto &byte : r) byte = static_cast<std::uint8_t>(rng());
	Bytes prev{};
	std::uint64_t ms = 1735689600000ULL;
	for (int i = 0; i < 1000000; i++) {
		if (i % 100000 == 0) ms++;
		Bytes out{};
		const Random *rp = TakesRandom(state, ULID_LAYOUT_UUIDV7, ms) ? &r : nullptr;
		ASSERT_EQ(Next(ULID_LAYOUT_UUIDV7, ms, rp, 1, &out), CORE_OK);
		ASSERT_TRUE(IsV7(out));
		ASSERT_EQ(Ms(out), ms);
		if (i > 0) {
			ASSERT_LT(prev, out);
		}
		prev = out;
	}
}

}  // namespace

// gen_monotonic_ulid()'s path (ulid_core_shared_next, the random step
// and lead bound) in the UUIDv7 layout.
namespace {

TEST_F(Gen, SharedRandomStepCountsInThe74Bits) {
	std::mt19937_64 rng(22);
	const std::uint64_t t = 1735689600000ULL;
	const Random r = RandomWith(1000);
	Bytes prev{};
	std::uint64_t resume = 0;
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_UUIDV7, t, 1, 10, r.data(), prev.data(), &resume,
			nullptr), CORE_OK);
	EXPECT_EQ(prev, V7(t, 1000));
	for (int i = 0; i < 10000; i++) {
		const auto bits = static_cast<std::uint32_t>(rng());
		Bytes out{};
		ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_UUIDV7, t, std::uint64_t{bits} + 1, 10, r.data(),
				out.data(), &resume, nullptr),
				  CORE_OK);
		ASSERT_TRUE(IsV7(out));
		ASSERT_EQ(Counter74(out) - Counter74(prev), u128{bits} + 1);
		prev = out;
	}
}

TEST_F(Gen, SharedSwitchIntoTheNextMillisecondKeepsTheLeadBound) {
	const std::uint64_t t = 1735689600000ULL, lead = 10;
	const Random high = {0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0};	// version nibble 8: no UUIDv7 above it in t
	const Random r = RandomWith(5);
	Bytes last{}, out{};
	std::uint64_t resume = 0;
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_ULID, t, 1, lead, high.data(), last.data(), &resume, nullptr),
			CORE_OK);
	// the clock went back to t - lead: moving to t + 1 would pass the bound
	const core_monotonic_state before = state;
	EXPECT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_UUIDV7, t - lead, 1, lead, r.data(), out.data(),
			&resume, nullptr),
			  CORE_ERR_AHEAD);
	EXPECT_EQ(resume, t + 1 - lead);
	EXPECT_EQ(std::memcmp(&before, &state, sizeof(state)), 0);
	// once the clock allows it, the next millisecond
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_UUIDV7, resume, 1, lead, r.data(), out.data(), &resume,
			nullptr),
			  CORE_OK);
	EXPECT_EQ(out, V7(t + 1, 6));
	EXPECT_LT(last, out);
}

// What a session with ulid.uuidv7 off gets from gen_monotonic_ulid() while
// another session has it on: the server-wide generator is one sequence, and
// the setting chooses the layout of the caller's own id only.  Within the
// millisecond of another session's UUIDv7, an id with the setting off is the
// previous id + the random step in the 80-bit ULID field: above it, and
// (the step being far below the variant bits) itself a valid UUIDv7.  From
// the next millisecond on, it is the caller's 10 fresh bytes, whatever they
// are.  A session with the setting on always gets a valid UUIDv7.
TEST_F(Gen, SharedSettingOffContinuesFromAnotherSessionsUuidv7) {
	const std::uint64_t t = 1735689600000ULL;
	const Random r = RandomWith(0x1234);
	const Random mine = {0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88, 0x99};	// not a UUIDv7
	Bytes on{}, off{}, later{};
	std::uint64_t resume = 0;
	int used = -1;
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_UUIDV7, t, 7, 10, r.data(), on.data(), &resume, &used),
			  CORE_OK);
	EXPECT_EQ(on, V7(t, 0x1234));
	EXPECT_EQ(used, 1);	 // a new millisecond: the fresh bytes are spent
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_ULID, t, 100, 10, mine.data(), off.data(), &resume, &used),
			  CORE_OK);
	EXPECT_EQ(Num(off), Num(on) + 100);
	EXPECT_TRUE(IsV7(off));
	EXPECT_EQ(used, 0);	 // the same millisecond: only the step
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_ULID, t + 1, 100, 10, mine.data(), later.data(),
			&resume, &used),
			  CORE_OK);
	Bytes expect{};
	ASSERT_EQ(ulid_core_from_time(ULID_LAYOUT_ULID, t + 1, mine.data(), expect.data()), CORE_OK);
	EXPECT_EQ(later, expect);
	EXPECT_FALSE(IsV7(later));
	EXPECT_EQ(used, 1);
	// and back on: a UUIDv7 above it, in the same millisecond
	ASSERT_EQ(ulid_core_shared_next(&state, ULID_LAYOUT_UUIDV7, t + 1, 1, 10, r.data(), on.data(), &resume, &used),
			  CORE_OK);
	EXPECT_TRUE(IsV7(on));
	EXPECT_LT(later, on);
	EXPECT_EQ(Ms(on), t + 1);
}

// gen_ulid()'s single call (ulid_core_next): the 10 bytes go into a
// first id and a new tick only; the same tick, or an earlier one, adds 1.
TEST_F(Gen, BackendNextSpendsTheBytesOnlyForANewTick) {
	const std::uint64_t t = 1735689600000ULL;
	const Random a = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
	const Random b = {0xA0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
	Bytes x{}, y{}, z{}, expect{};
	int used = -1;
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, (t << ULID_FRAC_BITS) + 5, a.data(), x.data(), &used), CORE_OK);
	ASSERT_EQ(ulid_core_from_clock(ULID_LAYOUT_ULID, (t << ULID_FRAC_BITS) + 5, a.data(), expect.data()), CORE_OK);
	EXPECT_EQ(x, expect);
	EXPECT_EQ(used, 1);
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, (t << ULID_FRAC_BITS) + 5, b.data(), y.data(), &used), CORE_OK);
	EXPECT_EQ(Num(y), Num(x) + 1);
	EXPECT_EQ(used, 0);
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, (t << ULID_FRAC_BITS) + 4, b.data(), y.data(), &used), CORE_OK);
	EXPECT_EQ(Num(y), Num(x) + 2);	// an earlier tick: the previous one's
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, ((t - 3) << ULID_FRAC_BITS) + 4095, b.data(), y.data(), &used), CORE_OK);
	EXPECT_EQ(Num(y), Num(x) + 3);	// clock back: the same tick
	EXPECT_EQ(used, 0);
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_UUIDV7, ((t + 1) << ULID_FRAC_BITS), b.data(), z.data(), &used), CORE_OK);
	ASSERT_EQ(ulid_core_from_clock(ULID_LAYOUT_UUIDV7, ((t + 1) << ULID_FRAC_BITS), b.data(), expect.data()), CORE_OK);
	EXPECT_EQ(z, expect);  // the low 62 bits of b
	EXPECT_EQ(used, 1);
	// an error spends nothing
	const Random full = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	state = {};
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, (t << ULID_FRAC_BITS) + 5, full.data(), x.data(), &used), CORE_OK);
	EXPECT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, (t << ULID_FRAC_BITS) + 5, full.data(), x.data(), &used),
			  CORE_ERR_RANDOM_OVERFLOW);
	EXPECT_EQ(used, 0);
}

TEST_F(Gen, AFloorAfterARestartHoldsInEitherLayout) {
	const std::uint64_t t = 1735689600000ULL;
	const Random r = RandomWith(9);
	for (const ulid_layout layout : {ULID_LAYOUT_ULID, ULID_LAYOUT_UUIDV7}) {
		state = {};
		state.layout = static_cast<std::uint8_t>(layout == ULID_LAYOUT_ULID ? ULID_LAYOUT_UUIDV7 : ULID_LAYOUT_ULID);
		ulid_core_shared_reserve(&state, t, 10);
		Bytes out{};
		std::uint64_t resume = 0;
		ASSERT_EQ(ulid_core_shared_next(&state, layout, t + 3, 1, 10, r.data(), out.data(), &resume, nullptr), CORE_OK);
		EXPECT_EQ(ulid_core_time_ms(out.data()), t + 11);  // above the floor, within the bound
		EXPECT_EQ(ulid_core_is_uuidv7(out.data()), layout == ULID_LAYOUT_UUIDV7 ? 1 : 0);
	}
}

}  // namespace
