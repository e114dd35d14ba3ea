// Unit tests of the sub-millisecond clock fraction of gen_ulid() and
// gen_random_ulid() (ulid_core_tick, ulid_core_from_clock,
// ulid_core_next in core.h), in both layouts, read from the bytes by an
// independent 128-bit reading: where the fraction goes, the random bits
// after it, the monotonic steps within a tick, a clock that goes backwards,
// the overflow of the random field, and a layout that changes between calls
// (with the bound on how far ahead of the clock an id may be).
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

u128 Num(const Bytes &b) {
	u128 v = 0;
	for (std::uint8_t byte : b) v = (v << 8) | byte;
	return v;
}

u128 NumOf(const Random &r) {
	u128 v = 0;
	for (std::uint8_t byte : r) v = (v << 8) | byte;
	return v;
}

constexpr u128 Low(int bits) { return (u128{1} << bits) - 1; }

std::uint64_t Ms(const Bytes &b) { return static_cast<std::uint64_t>(Num(b) >> 80); }
// The 12 bits after the millisecond (ULID layout) and RFC 9562's fields.
unsigned Top12(const Bytes &b) { return static_cast<unsigned>((Num(b) >> 68) & 0xFFF); }
unsigned Version(const Bytes &b) { return static_cast<unsigned>((Num(b) >> 76) & 0xF); }
unsigned RandA(const Bytes &b) { return static_cast<unsigned>((Num(b) >> 64) & 0xFFF); }
unsigned Variant(const Bytes &b) { return static_cast<unsigned>((Num(b) >> 62) & 0x3); }
bool IsV7(const Bytes &b) { return Version(b) == 7 && Variant(b) == 2; }

// The tick (ms << 12 | fraction) an id carries in its layout.
std::uint64_t TickOf(const Bytes &b, ulid_layout layout) {
	return (Ms(b) << 12) | (layout == ULID_LAYOUT_UUIDV7 ? RandA(b) : Top12(b));
}

Random RandomFrom(std::mt19937_64 &rng) {
	Random r{};
	for (auto &byte : r) byte = static_cast<std::uint8_t>(rng());
	return r;
}

// The fraction of a tick: the nanoseconds within the millisecond * 4096 /
// 10^6, rounded down.
unsigned FracOfNs(std::uint32_t ns_in_ms) { return static_cast<unsigned>(ulid_core_tick(0, ns_in_ms) & 0xFFF); }

TEST(Fraction, OfNanoseconds) {
	EXPECT_EQ(FracOfNs(0), 0u);
	EXPECT_EQ(FracOfNs(244), 0u);  // 244 * 4096 / 10^6 = 0.999
	EXPECT_EQ(FracOfNs(245), 1u);
	EXPECT_EQ(FracOfNs(500000), 2048u);
	EXPECT_EQ(FracOfNs(999999), 4095u);
	// non-decreasing, and every tick k starts at the first ns >= k * 10^6 / 4096
	unsigned prev = 0;
	for (std::uint32_t ns = 0; ns < 1000000; ns++) {
		const unsigned f = FracOfNs(ns);
		ASSERT_TRUE(f == prev || f == prev + 1) << ns;
		if (f == prev + 1) {
			ASSERT_EQ(ns, (std::uint64_t{f} * 1000000 + 4095) / 4096) << f;
		}
		prev = f;
	}
	EXPECT_EQ(prev, 4095u);
	// any second and nanosecond: the millisecond << 12 | the fraction of its
	// nanoseconds within the millisecond
	std::mt19937_64 rng(12);
	for (int i = 0; i < 100000; i++) {
		const std::uint64_t sec = rng() % (ULID_MAX_TIME_MS / 1000 + 1);
		const auto ns = static_cast<std::uint32_t>(rng() % 1000000000);
		const std::uint64_t tick = ulid_core_tick(sec, ns);
		ASSERT_EQ(tick >> 12, sec * 1000 + ns / 1000000);
		ASSERT_EQ(tick & 0xFFF, FracOfNs(ns % 1000000));
	}
	EXPECT_EQ(ulid_core_tick(ULID_MAX_TIME_MS / 1000, 655999999), ULID_MAX_TICK);
	EXPECT_GT(ulid_core_tick(ULID_MAX_TIME_MS / 1000, 656000000), ULID_MAX_TICK);
	EXPECT_EQ(ulid_core_tick(ULID_MAX_TIME_MS / 1000 + 1, 0), UINT64_MAX);
	EXPECT_EQ(ulid_core_tick(UINT64_MAX, 0), UINT64_MAX);
}

// gen_random_ulid(): ms | fraction | random, in both layouts.
TEST(Fraction, FromClockPlacesTheFractionAfterTheMillisecond) {
	std::mt19937_64 rng(44);
	for (int i = 0; i < 1000; i++) {
		const Random r = RandomFrom(rng);
		const std::uint64_t ms = rng() & ULID_MAX_TIME_MS;
		const auto frac = static_cast<std::uint32_t>(rng() & 0xFFF);
		Bytes u{}, v{};
		ASSERT_EQ(ulid_core_from_clock(ULID_LAYOUT_ULID, (ms << 12) | frac, r.data(), u.data()), CORE_OK);
		EXPECT_EQ(Ms(u), ms);
		EXPECT_EQ(Top12(u), frac);
		EXPECT_EQ(Num(u) & Low(68), (NumOf(r) >> 8) & Low(68));	// 68 random bits, from the first 9 bytes
		ASSERT_EQ(ulid_core_from_clock(ULID_LAYOUT_UUIDV7, (ms << 12) | frac, r.data(), v.data()), CORE_OK);
		EXPECT_TRUE(IsV7(v));
		EXPECT_EQ(Ms(v), ms);
		EXPECT_EQ(RandA(v), frac);	// rand_a is the fraction
		EXPECT_EQ(Num(v) & Low(62), (NumOf(r) >> 8) & Low(62));	// rand_b: 62 random bits
	}
	// null random: the lowest id of the tick
	Bytes z{};
	ASSERT_EQ(ulid_core_from_clock(ULID_LAYOUT_ULID, (5 << 12) | 0xABC, nullptr, z.data()), CORE_OK);
	EXPECT_EQ(Num(z), (u128{5} << 80) | (u128{0xABC} << 68));
	// out of range: nothing written
	Bytes out{};
	out.fill(0x42);
	const Bytes untouched = out;
	const Random r{};
	EXPECT_EQ(ulid_core_from_clock(ULID_LAYOUT_ULID, ULID_MAX_TICK + 1, r.data(), out.data()), CORE_ERR_TIME_RANGE);
	EXPECT_EQ(ulid_core_from_clock(ULID_LAYOUT_UUIDV7, ulid_core_tick(ULID_MAX_TIME_MS / 1000, 656000000), r.data(),
								   out.data()),
			  CORE_ERR_TIME_RANGE);
	EXPECT_EQ(out, untouched);
	ASSERT_EQ(ulid_core_from_clock(ULID_LAYOUT_UUIDV7, ulid_core_tick(ULID_MAX_TIME_MS / 1000, 655999999), nullptr, out.data()),
			  CORE_OK);
	EXPECT_EQ(TickOf(out, ULID_LAYOUT_UUIDV7), (ULID_MAX_TIME_MS << 12) | 4095);
}

// Ids of different ticks sort by tick whatever their random bits: what keeps
// an index dense with many writers.
TEST(Fraction, IdsOfLaterTicksSortHigher) {
	std::mt19937_64 rng(7);
	for (const ulid_layout layout : {ULID_LAYOUT_ULID, ULID_LAYOUT_UUIDV7}) {
		Bytes prev{};
		std::uint64_t tick = (std::uint64_t{1735689600000} << 12) | 4000;
		for (int i = 0; i < 20000; i++) {
			tick += 1 + rng() % 3;
			const Random r = RandomFrom(rng);
			Bytes id{};
			ASSERT_EQ(ulid_core_from_clock(layout, tick, r.data(), id.data()), CORE_OK);
			ASSERT_TRUE(i == 0 || prev < id) << i;
			prev = id;
		}
	}
}

class Next : public ::testing::Test {
protected:
	core_monotonic_state state{};

	core_status Gen(ulid_layout layout, std::uint64_t tick, const Random *r, Bytes *out, int *used = nullptr) {
		return ulid_core_next(&state, layout, tick, r != nullptr ? r->data() : nullptr, out->data(), used);
	}
};

constexpr std::uint64_t kT = (std::uint64_t{1735689600000} << 12) | 0x123;	 // a tick

TEST_F(Next, NewTickIsTheClockAndFreshBitsSameTickAddsOne) {
	for (const ulid_layout layout : {ULID_LAYOUT_ULID, ULID_LAYOUT_UUIDV7}) {
		state = {};
		const Random a = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
		const Random b = {10, 9, 8, 7, 6, 5, 4, 3, 2, 1};
		Bytes x{}, y{}, z{}, expect{};
		int used = -1;
		ASSERT_EQ(Gen(layout, kT, &a, &x, &used), CORE_OK);
		EXPECT_EQ(used, 1);
		ASSERT_EQ(ulid_core_from_clock(layout, kT, a.data(), expect.data()), CORE_OK);
		EXPECT_EQ(x, expect);
		for (int i = 1; i <= 1000; i++) {
			ASSERT_EQ(Gen(layout, kT, &b, &y, &used), CORE_OK);
			ASSERT_EQ(used, 0);
			ASSERT_EQ(Num(y), Num(x) + static_cast<unsigned>(i));	// +1 in the random field
			ASSERT_EQ(TickOf(y, layout), kT);
			ASSERT_EQ(layout == ULID_LAYOUT_UUIDV7, IsV7(y));
		}
		// the next tick: the clock's fraction and fresh bits again
		ASSERT_EQ(Gen(layout, kT + 1, &b, &z, &used), CORE_OK);
		EXPECT_EQ(used, 1);
		ASSERT_EQ(ulid_core_from_clock(layout, kT + 1, b.data(), expect.data()), CORE_OK);
		EXPECT_EQ(z, expect);
		EXPECT_LT(y, z);
		// no random bytes when a new tick needs them: an error, nothing changes
		const core_monotonic_state before = state;
		EXPECT_EQ(Gen(layout, kT + 2, nullptr, &z), CORE_ERR_ARGUMENT);
		EXPECT_EQ(std::memcmp(&before, &state, sizeof(state)), 0);
	}
}

TEST_F(Next, ClockGoingBackwardsKeepsThePreviousTick) {
	std::mt19937_64 rng(3);
	for (const ulid_layout layout : {ULID_LAYOUT_ULID, ULID_LAYOUT_UUIDV7}) {
		state = {};
		const Random r = RandomFrom(rng);
		Bytes first{}, id{};
		ASSERT_EQ(Gen(layout, kT, &r, &first), CORE_OK);
		// back by one tick, by a second, by an hour: the previous id + 1 each time
		Bytes prev = first;
		for (const std::uint64_t back : {std::uint64_t{1}, std::uint64_t{1000} << 12, std::uint64_t{3600000} << 12}) {
			int used = -1;
			const Random other = RandomFrom(rng);
			ASSERT_EQ(Gen(layout, kT - back, &other, &id, &used), CORE_OK);
			EXPECT_EQ(used, 0);
			EXPECT_EQ(Num(id), Num(prev) + 1);
			EXPECT_EQ(TickOf(id, layout), kT);
			prev = id;
		}
		// the clock passes it again: fresh bits at the clock's tick
		const Random later = RandomFrom(rng);
		ASSERT_EQ(Gen(layout, kT + 5, &later, &id), CORE_OK);
		EXPECT_EQ(TickOf(id, layout), kT + 5);
		EXPECT_LT(prev, id);
	}
}

TEST_F(Next, OverflowInATickIsAnErrorThatChangesNothing) {
	const Random full = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	Random below_top = full;
	below_top[8] = 0xFD;  // the field's largest value - 2 (the 9th and last byte taken)
	for (const ulid_layout layout : {ULID_LAYOUT_ULID, ULID_LAYOUT_UUIDV7}) {
		state = {};
		Bytes a{}, b{};
		ASSERT_EQ(Gen(layout, kT, &below_top, &a), CORE_OK);
		ASSERT_EQ(Gen(layout, kT, nullptr, &b), CORE_OK);
		ASSERT_EQ(Gen(layout, kT, nullptr, &b), CORE_OK);  // the largest id of the tick
		EXPECT_EQ(Num(b), Num(a) + 2);
		const core_monotonic_state before = state;
		Bytes out{};
		out.fill(0x42);
		const Bytes untouched = out;
		int used = -1;
		EXPECT_EQ(Gen(layout, kT, &full, &out, &used), CORE_ERR_RANDOM_OVERFLOW);
		EXPECT_EQ(Gen(layout, kT - 4096, &full, &out, &used), CORE_ERR_RANDOM_OVERFLOW);  // clock back
		EXPECT_EQ(used, 0);
		EXPECT_EQ(out, untouched);
		EXPECT_EQ(std::memcmp(&before, &state, sizeof(state)), 0);
		// the next tick is fine: the generator never runs ahead on its own
		ASSERT_EQ(Gen(layout, kT + 1, &full, &out), CORE_OK);
		EXPECT_EQ(TickOf(out, layout), kT + 1);
		EXPECT_LT(b, out);
	}
	// the clock outside the range: an error
	state = {};
	Bytes out{};
	const Random r{};
	EXPECT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, ULID_MAX_TICK + 1, r.data(), out.data(), nullptr),
			  CORE_ERR_TIME_RANGE);
	EXPECT_EQ(ulid_core_next(&state, ULID_LAYOUT_ULID, ulid_core_tick(ULID_MAX_TIME_MS / 1000 + 1, 0), r.data(), out.data(),
							 nullptr),
			  CORE_ERR_TIME_RANGE);
	EXPECT_EQ(state.initialized, CORE_STATE_FRESH);
	// the last tick of the range, then its overflow
	const Random full2 = full;
	ASSERT_EQ(ulid_core_next(&state, ULID_LAYOUT_UUIDV7, ULID_MAX_TICK, full2.data(), out.data(), nullptr),
			  CORE_OK);
	EXPECT_EQ(Num(out), ~u128{0} & ~(u128{0x8} << 76) & ~(u128{1} << 62));	// ver 0111, var 10, all else 1
	EXPECT_EQ(ulid_core_next(&state, ULID_LAYOUT_UUIDV7, ULID_MAX_TICK, full2.data(), out.data(), nullptr),
			  CORE_ERR_RANDOM_OVERFLOW);
}

// ULID to UUIDv7 in the same tick: above the last ULID, in the same
// millisecond when a UUIDv7 there is above it, else the first tick of the
// next; UUIDv7 to ULID: the previous id + 1 until the clock passes its tick.
TEST_F(Next, SwitchingLayoutsStaysAboveThePreviousId) {
	std::mt19937_64 rng(9);
	const std::uint64_t ms = kT >> 12;
	struct Case {
		unsigned frac;
		bool next_ms;
	} cases[] = {{0x000, false}, {0x6FF, false}, {0x700, false}, {0x7FF, false}, {0x800, true}, {0xFFF, true}};
	for (const Case &c : cases) {
		state = {};
		const std::uint64_t tick = (ms << 12) | c.frac;
		const Random r = RandomFrom(rng);
		Bytes u{}, v{}, w{};
		int used = -1;
		ASSERT_EQ(Gen(ULID_LAYOUT_ULID, tick, &r, &u), CORE_OK);
		const Random r2 = RandomFrom(rng);
		ASSERT_EQ(Gen(ULID_LAYOUT_UUIDV7, tick, &r2, &v, &used), CORE_OK);
		EXPECT_EQ(used, 1);
		EXPECT_TRUE(IsV7(v)) << c.frac;
		EXPECT_LT(u, v) << c.frac;
		EXPECT_EQ(Ms(v), c.next_ms ? ms + 1 : ms) << c.frac;
		if (c.next_ms) {
			EXPECT_EQ(RandA(v), 0u);  // the first tick of the next millisecond
		}
		// and back, in the same tick of the clock
		ASSERT_EQ(Gen(ULID_LAYOUT_ULID, tick, &r2, &w, &used), CORE_OK);
		EXPECT_LT(v, w) << c.frac;
		if (TickOf(v, ULID_LAYOUT_ULID) >= tick) {
			EXPECT_EQ(Num(w), Num(v) + 1) << c.frac;
			EXPECT_EQ(used, 0);
		}
	}
}

// Random layouts, a clock that creeps, stalls, jumps back: every id above the
// previous one, in the layout asked for, and never more than one millisecond
// (4096 ticks) ahead of the latest clock reading.
TEST_F(Next, RandomSwitchesStrictlyIncreasingWithinOneMillisecondOfTheClock) {
	std::mt19937_64 rng(44);
	std::uint64_t clock = kT;
	std::uint64_t latest = clock;
	Bytes prev{};
	std::uint64_t max_lead = 0;
	int switches = 0;
	ulid_layout last_layout = ULID_LAYOUT_ULID;
	for (int i = 0; i < 2000000; i++) {
		// mostly a clock a little ahead of the last id (so that a switch
		// meets a clock past the previous id's tick), sometimes the same
		// tick, now and then back by up to 5 ms
		const unsigned roll = static_cast<unsigned>(rng() % 100000);
		if (roll < 60000) {
			clock += 1 + rng() % 16;
		} else if (roll < 61000) {
			clock += rng() % 8192;
		} else if (roll < 61010) {
			clock -= rng() % (std::uint64_t{5} << 12);
		}
		latest = clock > latest ? clock : latest;
		const ulid_layout layout = rng() % 50 == 0 ? (last_layout == ULID_LAYOUT_ULID ? ULID_LAYOUT_UUIDV7 : ULID_LAYOUT_ULID)
												  : last_layout;
		switches += layout != last_layout;
		last_layout = layout;
		const Random r = RandomFrom(rng);
		Bytes id{};
		ASSERT_EQ(Gen(layout, clock, &r, &id), CORE_OK) << i;
		ASSERT_TRUE(i == 0 || prev < id) << i;
		if (layout == ULID_LAYOUT_UUIDV7) {
			ASSERT_TRUE(IsV7(id)) << i;
		}
		const std::uint64_t t = TickOf(id, layout);
		if (t > latest) {
			max_lead = std::max(max_lead, t - latest);
		}
		prev = id;
	}
	EXPECT_GT(switches, 10000);
	EXPECT_LT(max_lead, 4096u);
	EXPECT_GT(max_lead, 0u);  // the switches did move ahead of the clock
}

// A clock past the previous id's tick, in the other layout's terms or not:
// a UUIDv7 of fraction f is a ULID of fraction 0x700 | f >> 4 (its version
// nibble is the ULID fraction's top 4 bits), and a ULID of fraction 0x800 or
// more is above every UUIDv7 of its millisecond.
TEST_F(Next, SwitchingWithTheClockMovedOnStaysAbove) {
	std::mt19937_64 rng(5);
	const std::uint64_t ms = kT >> 12;
	for (const unsigned f : {0x000u, 0x100u, 0x6FFu, 0x700u, 0x77Fu, 0x780u, 0x800u, 0xFFEu}) {
		for (const unsigned later : {1u, 0x10u, 0x100u, 0x7FFu}) {
			for (const ulid_layout first : {ULID_LAYOUT_UUIDV7, ULID_LAYOUT_ULID}) {
				const ulid_layout second = first == ULID_LAYOUT_ULID ? ULID_LAYOUT_UUIDV7 : ULID_LAYOUT_ULID;
				state = {};
				const Random r1 = RandomFrom(rng), r2 = RandomFrom(rng);
				Bytes a{}, b{};
				ASSERT_EQ(Gen(first, (ms << 12) | f, &r1, &a), CORE_OK);
				ASSERT_EQ(Gen(second, ((ms << 12) | f) + later, &r2, &b), CORE_OK);
				EXPECT_LT(a, b) << std::hex << f << " +" << later << " from " << first;
				if (second == ULID_LAYOUT_UUIDV7) {
					EXPECT_TRUE(IsV7(b));
				}
				// at or past the clock's tick, in the new layout's terms
				EXPECT_GE(TickOf(b, second), ((ms << 12) | f) + later > ULID_MAX_TICK ? 0 : ((ms << 12) | f) + later);
			}
		}
	}
}

TEST_F(Next, FrozenClockMillionIdsInBothLayouts) {
	std::mt19937_64 rng(1);
	for (const ulid_layout layout : {ULID_LAYOUT_ULID, ULID_LAYOUT_UUIDV7}) {
		state = {};
		const Random r = RandomFrom(rng);
		Bytes prev{};
		std::uint64_t tick = kT;
		for (int i = 0; i < 1000000; i++) {
			if (i % 100000 == 0) tick += 4096;
			Bytes out{};
			ASSERT_EQ(Gen(layout, tick, &r, &out), CORE_OK);
			ASSERT_EQ(TickOf(out, layout), tick);
			ASSERT_EQ(layout == ULID_LAYOUT_UUIDV7, IsV7(out));
			ASSERT_TRUE(i == 0 || prev < out) << i;
			prev = out;
		}
	}
}

}  // namespace
