// messages.cpp: the message table of core.h, one row per id type.
#include "kit.hpp"

extern "C" {

const core_messages core_message_table[CORE_TYPE_COUNT] = {
	// CORE_TYPE_ULID
	{
		"ulid", ULID_TEXT_LEN,
		"A ULID has 26 characters, but the input has %d.",
		"A ulid is written as 26 Crockford base32 characters, or as a uuid: 32 hex digits, optionally with "
		"hyphens and braces.",
		"A ULID is written with the digits and the letters A-Z except U, in either case.",
		"The value is larger than the largest ULID, 7ZZZZZZZZZZZZZZZZZZZZZZZZZ: the first character must be 0 to 7.",
		"An infinite timestamp has no ULID.",
		"ULID timestamps range from 1970-01-01 00:00:00+00 to 10889-08-02 05:31:50.655+00.",
		"system clock is outside the range of ULID timestamps",
		nullptr,
		"A ulid is exactly 16 bytes.",
	},
	// CORE_TYPE_FLAKE
	{
		"ulid_flake", FLAKE_TEXT_LEN,
		"A Ulid-Flake id has 13 characters, but the input has %d.",
		nullptr,
		"A Ulid-Flake id is written with the digits and the letters A-Z except U, in either case.",
		"The value is larger than the largest Ulid-Flake id, 7ZZZZZZZZZZZZ: the first character must be 0 to 7.",
		"An infinite timestamp has no Ulid-Flake id.",
		"Ulid-Flake timestamps range from 2024-01-01 00:00:00+00 to 2302-09-27 15:10:22.207+00.",
		"system clock is outside the range of Ulid-Flake timestamps",
		"Ulid-Flake timestamps range from 2024-01-01 00:00:00+00 to 2302-09-27 15:10:22.207+00.",
		"A Ulid-Flake id is a non-negative 64-bit integer.",
	},
	// CORE_TYPE_BASEUID
	{
		"baseuid", BASEUID_TEXT_LEN,
		"A BaseUID has 20 characters, but the input has %d.",
		"A baseuid is written as 20 characters of the ordered base64 alphabet: -, 0-9, A-Z, _ and a-z, where "
		"case matters.",
		"A baseuid is written as 20 characters of the ordered base64 alphabet: -, 0-9, A-Z, _ and a-z, where "
		"case matters.",
		nullptr,
		"An infinite timestamp has no BaseUID.",
		"BaseUID timestamps range from 1970-01-01 00:00:00+00 to 2262-04-11 23:47:16.854775+00.",
		"system clock is outside the range of BaseUID timestamps",
		nullptr,
		"A baseuid is exactly 15 bytes.",
	},
};

}  // extern "C"
