// crockford.hpp: Crockford's base32 alphabet and its decode table, shared by
// the ULID (26 characters) and Ulid-Flake (13 characters) codecs.
#ifndef ULID_CROCKFORD_HPP
#define ULID_CROCKFORD_HPP

#include <array>
#include <cstdint>

#include "cpp_only.hpp"

namespace ulid::core::crockford {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::uint8_t kBad = 0xFF;

// 256-entry decode table: symbol value 0..31, or kBad.  Lower case is
// accepted, and Crockford's aliases I, L -> 1 and O -> 0; U is rejected.
constexpr std::array<std::uint8_t, 256> MakeDecodeTable() {
	std::array<std::uint8_t, 256> t{};
	for (auto &v : t) {
		v = kBad;
	}
	for (int i = 0; i < 32; i++) {
		const char c = kAlphabet[i];
		t[static_cast<unsigned char>(c)] = static_cast<std::uint8_t>(i);
		if (c >= 'A' && c <= 'Z') {
			t[static_cast<unsigned char>(c - 'A' + 'a')] = static_cast<std::uint8_t>(i);
		}
	}
	t['I'] = t['i'] = t['L'] = t['l'] = 1;
	t['O'] = t['o'] = 0;
	return t;
}

inline constexpr auto kDecode = MakeDecodeTable();

static_assert(kDecode['Z'] == 31 && kDecode['z'] == 31, "alphabet end");
static_assert(kDecode['U'] == kBad && kDecode['u'] == kBad, "U is not a symbol");
static_assert(kDecode[0] == kBad && kDecode[0x80] == kBad, "NUL and non-ASCII rejected");

// Offset of the first byte of s[0..len) outside the alphabet (len if none).
inline std::size_t FirstBad(const unsigned char *s, std::size_t len) {
	std::size_t i = 0;
	while (i < len && kDecode[s[i]] != kBad) {
		i++;
	}
	return i;
}

}  // namespace ulid::core::crockford

#endif  // ULID_CROCKFORD_HPP
