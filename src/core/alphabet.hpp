// alphabet.hpp: what the core's two alphabets share (Crockford base32 for
// ULID and Ulid-Flake, crockford.hpp; ordered base64 for BaseUID,
// ordered_base64.hpp): the decode table built from the symbols, the one loop
// that turns symbols into bits and back, and the error of a bad byte.
#ifndef ULID_ALPHABET_HPP
#define ULID_ALPHABET_HPP

#include <array>
#include <cstddef>
#include <cstdint>

#include "core.h"
#include "cpp_only.hpp"

namespace ulid::core::alphabet {

// Decoded value of a byte outside the alphabet.  Its high bits are set, so
// OR-ing the decoded values of a text tells whether any byte was bad.
constexpr std::uint8_t kBad = 0xFF;

using Table = std::array<std::uint8_t, 256>;

// 256-entry decode table: each symbol's value (its index), kBad elsewhere.
template <std::size_t N>
constexpr Table DecodeTable(const char (&symbols)[N]) {
	Table t{};
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
inline void Decode(const Table &table, const unsigned char *s, std::uint64_t &acc, std::uint8_t &bad) {
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
inline void Encode(const char *symbols, std::uint64_t v, int top, char *out) {
#pragma GCC unroll 16
	for (int i = 0; i < kCount; i++) {
		out[i] = symbols[(v >> (top + 1 - kBits * (i + 1))) & ((1u << kBits) - 1)];
	}
}

// Offset of the first byte of s[0..len) outside the alphabet (len if none).
inline std::size_t FirstBad(const Table &table, const unsigned char *s, std::size_t len) {
	std::size_t i = 0;
	while (i < len && table[s[i]] != kBad) {
		i++;
	}
	return i;
}

// What a decode that found a byte outside the alphabet returns: CORE_ERR_CHAR,
// with the offset of the first such byte in *err_pos (if not null).  Only
// errors come here, so the common path stays a single pass.
inline core_status BadChar(const Table &table, const unsigned char *s, std::size_t len, std::size_t *err_pos) {
	if (err_pos != nullptr) {
		*err_pos = FirstBad(table, s, len);
	}
	return CORE_ERR_CHAR;
}

}  // namespace ulid::core::alphabet

#endif  // ULID_ALPHABET_HPP
