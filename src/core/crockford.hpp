// crockford.hpp: Crockford's base32 alphabet and its decode table, shared by
// the ULID (26 characters) and Ulid-Flake (13 characters) codecs.
#ifndef ULID_CROCKFORD_HPP
#define ULID_CROCKFORD_HPP

#include <cstdint>

#include "alphabet.hpp"
#include "cpp_only.hpp"

namespace ulid::core::crockford {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
using alphabet::kBad;

// The decode table: symbol value 0..31, or kBad.  Lower case is accepted, and
// Crockford's aliases I, L -> 1 and O -> 0; U is rejected.
constexpr alphabet::Table MakeDecodeTable() {
	alphabet::Table t = alphabet::DecodeTable(kAlphabet);
	for (char c = 'a'; c <= 'z'; c++) {
		t[static_cast<unsigned char>(c)] = t[static_cast<unsigned char>(c - 'a' + 'A')];
	}
	t['I'] = t['i'] = t['L'] = t['l'] = 1;
	t['O'] = t['o'] = 0;
	return t;
}

inline constexpr auto kDecode = MakeDecodeTable();

static_assert(kDecode['Z'] == 31 && kDecode['z'] == 31, "alphabet end");
static_assert(kDecode['U'] == kBad && kDecode['u'] == kBad, "U is not a symbol");
static_assert(kDecode[0] == kBad && kDecode[0x80] == kBad, "NUL and non-ASCII rejected");

}  // namespace ulid::core::crockford

#endif  // ULID_CROCKFORD_HPP
