// ulid.cpp: the ULID format: Crockford base32 text and uuid text forms <->
// 16 bytes, the byte-level helpers (timestamp, increment) and the ULID layout
// on the shared monotonic state machine.  No allocation, no exceptions, no
// PostgreSQL.
#include <array>
#include <cstdint>
#include <cstring>

#include "bytes.hpp"
#include "core.hpp"
#include "crockford.hpp"

namespace ulid::core {
namespace {

using crockford::kAlphabet;
using crockford::kBad;
using crockford::kDecode;

}  // namespace

ulid_status Decode(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
				   std::size_t *err_pos) {
	if (len != ULID_TEXT_LEN) {
		return ULID_ERR_LENGTH;
	}
	const auto *s = reinterpret_cast<const unsigned char *>(text);
	// One pass, unrolled: symbols 0..12 hold the top 63 bits (the first symbol
	// only 3), the top bit of symbol 13 is bit 64 from the bottom; its low 4
	// bits and symbols 14..25 are the low 64 bits.  An invalid byte decodes to
	// 0xFF and garbles the accumulators, which are then not used.
	std::uint8_t bad = 0;
	std::uint64_t hi = 0;
#pragma GCC unroll 13
	for (int i = 0; i < 13; i++) {
		const std::uint8_t d = kDecode[s[i]];
		bad |= d;
		hi = (hi << 5) | d;
	}
	const std::uint8_t mid = kDecode[s[13]];
	bad |= mid;
	std::uint64_t lo = mid & 0x0F;
#pragma GCC unroll 12
	for (int i = 14; i < ULID_TEXT_LEN; i++) {
		const std::uint8_t d = kDecode[s[i]];
		bad |= d;
		lo = (lo << 5) | d;
	}
	if (__builtin_expect(bad & 0xE0, 0)) {
		// Errors only: find the first offending byte.
		if (err_pos != nullptr) {
			*err_pos = crockford::FirstBad(s, ULID_TEXT_LEN);
		}
		return ULID_ERR_CHAR;
	}
	// 26 symbols hold 130 bits; a ULID has 128, so the first symbol is 0..7.
	if (kDecode[s[0]] > 7) {
		return ULID_ERR_OVERFLOW;
	}
	StoreBE64(out, (hi << 1) | (mid >> 4));
	StoreBE64(out + 8, lo);
	return ULID_OK;
}

namespace {

// Hex digit value, or kBad.
constexpr std::array<std::uint8_t, 256> MakeHexTable() {
	std::array<std::uint8_t, 256> t{};
	for (auto &v : t) {
		v = kBad;
	}
	for (int i = 0; i < 10; i++) {
		t['0' + i] = static_cast<std::uint8_t>(i);
	}
	for (int i = 0; i < 6; i++) {
		t['a' + i] = t['A' + i] = static_cast<std::uint8_t>(10 + i);
	}
	return t;
}

constexpr auto kHex = MakeHexTable();

}  // namespace

ulid_status DecodeUuidText(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
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
	return ULID_OK;
fail:
	if (err_pos != nullptr) {
		*err_pos = bad;
	}
	return ULID_ERR_UUID_FORM;
}

ulid_status DecodeText(const char *text, std::size_t len, std::uint8_t out[ULID_BINARY_LEN],
					   std::size_t *err_pos) {
	if (len == ULID_TEXT_LEN) {
		return Decode(text, len, out, err_pos);
	}
	if (len >= ULID_UUID_TEXT_MIN && len <= ULID_UUID_TEXT_MAX) {
		return DecodeUuidText(text, len, out, err_pos);
	}
	return ULID_ERR_LENGTH;
}

void Encode(const std::uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) {
	const std::uint64_t hi = LoadBE64(in);
	const std::uint64_t lo = LoadBE64(in + 8);
	out[0] = kAlphabet[hi >> 61];
#pragma GCC unroll 12
	for (int i = 1; i <= 12; i++) {
		out[i] = kAlphabet[(hi >> (61 - 5 * i)) & 0x1F];
	}
	out[13] = kAlphabet[((hi & 1) << 4) | (lo >> 60)];
#pragma GCC unroll 12
	for (int i = 14; i < ULID_TEXT_LEN; i++) {
		out[i] = kAlphabet[(lo >> (55 - 5 * (i - 14))) & 0x1F];
	}
}

std::uint64_t TimeMs(const std::uint8_t in[ULID_BINARY_LEN]) {
	std::uint64_t ms = 0;
	for (int i = 0; i < ULID_TIME_LEN; i++) {
		ms = (ms << 8) | in[i];
	}
	return ms;
}

ulid_status FromTime(std::uint64_t ms, const std::uint8_t *random,
					 std::uint8_t out[ULID_BINARY_LEN]) {
	if (ms > ULID_MAX_TIME_MS) {
		return ULID_ERR_TIME_RANGE;
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
	return ULID_OK;
}

ulid_status Increment(std::uint8_t value[ULID_BINARY_LEN]) {
	int i = ULID_BINARY_LEN - 1;
	while (i >= ULID_TIME_LEN && value[i] == 0xFF) {
		i--;
	}
	if (i < ULID_TIME_LEN) {
		return ULID_ERR_RANDOM_OVERFLOW;  // all 80 random bits set
	}
	value[i]++;
	for (int j = i + 1; j < ULID_BINARY_LEN; j++) {
		value[j] = 0;
	}
	return ULID_OK;
}

id_fields UlidFields(const std::uint8_t in[ULID_BINARY_LEN]) {
	const std::uint64_t hi = LoadBE64(in);
	return {hi >> 16, hi & 0xFFFF, LoadBE64(in + 8)};
}

void UlidPack(const id_fields &f, std::uint8_t out[ULID_BINARY_LEN]) {
	StoreBE64(out, (f.time << 16) | f.rand_hi);
	StoreBE64(out + 8, f.rand_lo);
}

}  // namespace ulid::core

// The C boundary for the codec (ulid_core.h), in this file so that the
// compiler inlines the codec into it.
extern "C" {

ulid_status ulid_core_decode(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
							 size_t *err_pos) noexcept {
	return ulid::core::Decode(text, len, out, err_pos);
}

ulid_status ulid_core_decode_uuid_text(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
									   size_t *err_pos) noexcept {
	return ulid::core::DecodeUuidText(text, len, out, err_pos);
}

ulid_status ulid_core_decode_text(const char *text, size_t len, uint8_t out[ULID_BINARY_LEN],
								  size_t *err_pos) noexcept {
	return ulid::core::DecodeText(text, len, out, err_pos);
}

void ulid_core_encode(const uint8_t in[ULID_BINARY_LEN], char out[ULID_TEXT_LEN]) noexcept {
	ulid::core::Encode(in, out);
}

uint64_t ulid_core_time_ms(const uint8_t in[ULID_BINARY_LEN]) noexcept {
	return ulid::core::TimeMs(in);
}

ulid_status ulid_core_from_time(uint64_t ms, const uint8_t *random,
								uint8_t out[ULID_BINARY_LEN]) noexcept {
	return ulid::core::FromTime(ms, random, out);
}

ulid_status ulid_core_increment(uint8_t value[ULID_BINARY_LEN]) noexcept {
	return ulid::core::Increment(value);
}

// The ULID monotonic generator: the shared state machine, ULID layout, step 1.
int ulid_core_monotonic_needs_random(const ulid_monotonic_state *state, uint64_t now_ms) noexcept {
	return ulid::core::MonotonicNeedsRandom(*state, ulid::core::kUlidLayout, now_ms, 1) ? 1 : 0;
}

namespace {

// The ULID state machine with a step and a lead bound; `random` (10 bytes)
// may be NULL when the state says no fresh randomness is needed.
ulid_status UlidNext(ulid_monotonic_state *state, uint64_t now_ms, uint64_t max_lead, const uint8_t *random,
					 uint64_t step, uint8_t out[ULID_BINARY_LEN], uint64_t *resume_at) {
	id_fields fresh;
	id_fields next;
	if (random != nullptr) {
		// The 10 random bytes as the 80-bit field: 2 bytes high, 8 low.
		std::uint8_t tmp[ULID_BINARY_LEN] = {0};
		std::memcpy(tmp + ULID_TIME_LEN, random, ULID_RANDOM_LEN);
		fresh = ulid::core::UlidFields(tmp);
	}
	const ulid_status st = ulid::core::MonotonicNextBounded(*state, ulid::core::kUlidLayout, now_ms, max_lead,
															random != nullptr ? &fresh : nullptr, step, next,
															resume_at);
	if (st == ULID_OK) {
		ulid::core::UlidPack(next, out);
	}
	return st;
}

}  // namespace

ulid_status ulid_core_monotonic_next(ulid_monotonic_state *state, uint64_t now_ms,
									 const uint8_t *random, uint8_t out[ULID_BINARY_LEN]) noexcept {
	return UlidNext(state, now_ms, UINT64_MAX, random, 1, out, nullptr);
}

// gen_monotonic_ulid(): a random step of 1 .. 2^32 and the lead bound.
uint64_t ulid_core_shared_step(uint32_t step_bits) noexcept {
	return std::uint64_t{step_bits} + 1;
}

ulid_status ulid_core_shared_next(ulid_monotonic_state *state, uint64_t now_ms, uint64_t max_lead,
								  const uint8_t *random, uint32_t step_bits, uint8_t out[ULID_BINARY_LEN],
								  uint64_t *resume_at) noexcept {
	if (random == nullptr) {
		return ULID_ERR_ARGUMENT;
	}
	return UlidNext(state, now_ms, max_lead, random, ulid_core_shared_step(step_bits), out, resume_at);
}

}  // extern "C"
