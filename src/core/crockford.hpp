// crockford.hpp: Crockford's base32 alphabet, its decode table and its table
// of symbol pairs, shared by the ULID (26 characters) and Ulid-Flake (13
// characters) codecs.
#ifndef ULID_CROCKFORD_HPP
#define ULID_CROCKFORD_HPP

#include <array>
#include <cstdint>
#include <cstring>

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

// The pair table: for each 10-bit value, its two symbols in text order, so
// that an encoder writes two characters per lookup (13 lookups for a ULID's
// 26 characters instead of 26).
using Pair = std::array<char, 2>;
using PairTable = std::array<Pair, 1024>;

constexpr PairTable MakePairTable() {
	PairTable t{};
	for (unsigned v = 0; v < 1024; v++) {
		t[v] = Pair{kAlphabet[v >> 5], kAlphabet[v & 31]};
	}
	return t;
}

inline constexpr auto kPairs = MakePairTable();

static_assert(kPairs[0][0] == '0' && kPairs[1023][0] == 'Z' && kPairs[1023][1] == 'Z', "pair ends");
static_assert(kPairs[(10 << 5) | 31][0] == 'A' && kPairs[(10 << 5) | 31][1] == 'Z', "pair order");

// Write the two symbols of the 10-bit value v (v < 1024) at out.
inline void PutPair(unsigned v, char *out) {
	std::memcpy(out, kPairs[v].data(), 2);
}

}  // namespace ulid::core::crockford

#endif  // ULID_CROCKFORD_HPP
