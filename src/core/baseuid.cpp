// baseuid.cpp: the BaseUID codec (ordered base64 text <-> 15 bytes), its time
// field, its UUIDv8 form and its monotonic generator (the shared state
// machine of monotonic.hpp with the BaseUID layout).  No allocation, no
// exceptions, no PostgreSQL.
#include <cstdint>
#include <cstring>

#include "baseuid_core.h"
#include "bytes.hpp"
#include "core.hpp"
#include "monotonic.hpp"
#include "ordered_base64.hpp"

namespace ulid::core::baseuid {
namespace {

using ordered_base64::kAlphabet;
using ordered_base64::kDecode;

constexpr std::uint64_t kLow60 = (std::uint64_t{1} << 60) - 1;

// The layout of the shared monotonic state machine: 48-bit ticks, 72 random
// bits, and a random-field overflow moves on to the next tick.
constexpr core_layout kLayout{BASEUID_MAX_TIME, 72, 1};

// 15 bytes = time(6) | rand_hi(1) | rand_lo(8).  The two stores overlap in
// byte 7, which both write with the top byte of rand_lo.
inline void Pack(std::uint64_t time, std::uint64_t rand_hi, std::uint64_t rand_lo,
				 std::uint8_t out[BASEUID_BINARY_LEN]) {
	StoreBE64(out, (time << 16) | (rand_hi << 8) | (rand_lo >> 56));
	StoreBE64(out + 7, rand_lo);
}

inline core_fields Unpack(const std::uint8_t in[BASEUID_BINARY_LEN]) {
	const std::uint64_t hi = LoadBE64(in);
	return {hi >> 16, (hi >> 8) & 0xFF, LoadBE64(in + 7)};
}

}  // namespace

core_status Decode(const char *text, std::size_t len, std::uint8_t out[BASEUID_BINARY_LEN],
				   std::size_t *err_pos) {
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	if (len != BASEUID_TEXT_LEN) {
		return CORE_ERR_LENGTH;
	}
	// Two 60-bit halves of 10 symbols each.  An invalid byte decodes to 0xFF
	// and garbles the accumulators, which are then not used.
	std::uint8_t bad = 0;
	std::uint64_t hi = 0;
	std::uint64_t lo = 0;
	alphabet::Decode<6, 10>(kDecode, s, hi, bad);
	alphabet::Decode<6, 10>(kDecode, s + 10, lo, bad);
	if (__builtin_expect(bad & 0xC0, 0)) {
		return alphabet::BadChar(kDecode, s, BASEUID_TEXT_LEN, err_pos);
	}
	// bytes 0..7 = the 60 high bits and the top 4 of the low half; bytes
	// 7..14 = the last 4 high bits and the 60 low bits (byte 7 twice, equal).
	StoreBE64(out, (hi << 4) | (lo >> 56));
	StoreBE64(out + 7, (hi << 60) | lo);
	return CORE_OK;
}

void Encode(const std::uint8_t in[BASEUID_BINARY_LEN], char out[BASEUID_TEXT_LEN]) {
	const std::uint64_t hi = LoadBE64(in) >> 4;		  // bits 0..59
	const std::uint64_t lo = LoadBE64(in + 7) & kLow60;  // bits 60..119
	alphabet::Encode<6, 10>(kAlphabet, hi, 59, out);
	alphabet::Encode<6, 10>(kAlphabet, lo, 59, out + 10);
}

std::uint64_t Time(const std::uint8_t in[BASEUID_BINARY_LEN]) {
	return LoadBE64(in) >> 16;
}

core_status TimeFromUnixNs(std::uint64_t ns, std::uint64_t &time) {
	if (ns > static_cast<std::uint64_t>(INT64_MAX)) {
		return CORE_ERR_TIME_RANGE;
	}
	time = ns >> BASEUID_TIME_SHIFT;
	return CORE_OK;
}

core_status TimeFromUnixUs(std::int64_t us, std::uint64_t &time) {
	if (us < 0 || us > BASEUID_MAX_UNIX_US) {
		return CORE_ERR_TIME_RANGE;
	}
	// floor(us * 1000 / 32768) = floor(us * 125 / 4096); us * 125 < 2^64.
	time = (static_cast<std::uint64_t>(us) * 125) >> 12;
	return CORE_OK;
}

std::uint64_t TimeToUnixNs(std::uint64_t time) {
	return (time & BASEUID_MAX_TIME) << BASEUID_TIME_SHIFT;
}

std::int64_t TimeToUnixUs(std::uint64_t time) {
	return static_cast<std::int64_t>(TimeToUnixNs(time) / 1000);
}

core_status FromTime(std::uint64_t time, const std::uint8_t *random,
					 std::uint8_t out[BASEUID_BINARY_LEN]) {
	if (time > BASEUID_MAX_TIME) {
		return CORE_ERR_TIME_RANGE;
	}
	if (random == nullptr) {
		Pack(time, 0, 0, out);
	} else {
		Pack(time, random[0], LoadBE64(random + 1), out);
	}
	return CORE_OK;
}

// UUIDv8: time(48) | 1000 | rnd 0..11 | 10 | rnd 12..71 | 00.
void ToUuid(const std::uint8_t in[BASEUID_BINARY_LEN], std::uint8_t out[BASEUID_UUID_LEN]) {
	const core_fields f = Unpack(in);
	const std::uint64_t first12 = (f.rand_hi << 4) | (f.rand_lo >> 60);
	StoreBE64(out, (f.time << 16) | (std::uint64_t{0x8} << 12) | first12);
	StoreBE64(out + 8, (std::uint64_t{0x2} << 62) | ((f.rand_lo & kLow60) << 2));
}

core_status FromUuid(const std::uint8_t in[BASEUID_UUID_LEN], std::uint8_t out[BASEUID_BINARY_LEN]) {
	const std::uint64_t hi = LoadBE64(in);
	const std::uint64_t lo = LoadBE64(in + 8);
	if (((hi >> 12) & 0xF) != 0x8 || (lo >> 62) != 0x2 || (lo & 0x3) != 0) {
		return CORE_ERR_UUID_LAYOUT;
	}
	const std::uint64_t first12 = hi & 0xFFF;
	Pack(hi >> 16, first12 >> 4, ((first12 & 0xF) << 60) | ((lo >> 2) & kLow60), out);
	return CORE_OK;
}

bool MonotonicNeedsRandom(const core_monotonic_state &state, std::uint64_t time) {
	return core::MonotonicNeedsRandom(state, kLayout, time, 1);
}

// `used`: whether the id took `random` (a first id, a new tick, or the next
// tick after an overflow).
core_status MonotonicNext(core_monotonic_state &state, std::uint64_t time, const std::uint8_t *random,
						  std::uint8_t out[BASEUID_BINARY_LEN], bool &used) {
	core_fields fresh{};
	core_fields next{};
	if (random != nullptr) {
		fresh = {0, random[0], LoadBE64(random + 1)};
	}
	const bool issued = state.initialized == CORE_STATE_ISSUED;
	const std::uint64_t last = state.last.time;
	const core_status st =
		core::MonotonicNext(state, kLayout, time, random != nullptr ? &fresh : nullptr, 1, next);
	if (st == CORE_OK) {
		Pack(next.time, next.rand_hi, next.rand_lo, out);
		used = !issued || next.time != last;
	}
	return st;
}

}  // namespace ulid::core::baseuid

// The C boundary (baseuid_core.h), in this file so that the compiler inlines
// the codec into it.
extern "C" {

namespace bu = ulid::core::baseuid;

core_status baseuid_core_decode(const char *text, size_t len, uint8_t out[BASEUID_BINARY_LEN],
								size_t *err_pos) noexcept {
	return bu::Decode(text, len, out, err_pos);
}

void baseuid_core_encode(const uint8_t in[BASEUID_BINARY_LEN], char out[BASEUID_TEXT_LEN]) noexcept {
	bu::Encode(in, out);
}

uint64_t baseuid_core_time(const uint8_t in[BASEUID_BINARY_LEN]) noexcept {
	return bu::Time(in);
}

core_status baseuid_core_time_from_unix_ns(uint64_t ns, uint64_t *time) noexcept {
	return bu::TimeFromUnixNs(ns, *time);
}

core_status baseuid_core_time_from_unix_us(int64_t us, uint64_t *time) noexcept {
	return bu::TimeFromUnixUs(us, *time);
}

uint64_t baseuid_core_time_to_unix_ns(uint64_t time) noexcept {
	return bu::TimeToUnixNs(time);
}

int64_t baseuid_core_time_to_unix_us(uint64_t time) noexcept {
	return bu::TimeToUnixUs(time);
}

core_status baseuid_core_from_time(uint64_t time, const uint8_t *random,
								   uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	return bu::FromTime(time, random, out);
}

void baseuid_core_to_uuid(const uint8_t in[BASEUID_BINARY_LEN], uint8_t out[BASEUID_UUID_LEN]) noexcept {
	bu::ToUuid(in, out);
}

core_status baseuid_core_from_uuid(const uint8_t in[BASEUID_UUID_LEN],
								   uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	return bu::FromUuid(in, out);
}

int baseuid_core_monotonic_needs_random(const core_monotonic_state *state, uint64_t time) noexcept {
	return bu::MonotonicNeedsRandom(*state, time) ? 1 : 0;
}

core_status baseuid_core_monotonic_next(core_monotonic_state *state, uint64_t time,
										const uint8_t *random, uint8_t out[BASEUID_BINARY_LEN]) noexcept {
	bool used;
	return bu::MonotonicNext(*state, time, random, out, used);
}

core_status baseuid_core_backend_next(core_monotonic_state *state, uint64_t time,
									  const uint8_t random[BASEUID_RANDOM_LEN], uint8_t out[BASEUID_BINARY_LEN],
									  int *random_used) noexcept {
	bool used = false;
	const core_status st = bu::MonotonicNext(*state, time, random, out, used);
	*random_used = st == CORE_OK && used ? 1 : 0;
	return st;
}

}  // extern "C"
