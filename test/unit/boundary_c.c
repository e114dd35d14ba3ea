/*
 * boundary_c.c: proves that the boundary header is plain C (this file is
 * compiled with -std=c99 -pedantic -Werror) and exercises it from C.
 */
#include <string.h>

#include "core.h"

int			ulid_boundary_c_roundtrip(void);

/* Decode a known ULID, encode it back; 1 if the text survives unchanged. */
int
ulid_boundary_c_roundtrip(void)
{
	static const char text[] = "01ARYZ6S41TSV4RRFFQ69G5FAV";
	uint8_t		bytes[ULID_BINARY_LEN];
	char		back[ULID_TEXT_LEN];
	size_t		pos = 0;

	if (ulid_core_decode(text, ULID_TEXT_LEN, bytes, &pos) != CORE_OK)
		return 0;
	ulid_core_encode(bytes, back);
	return memcmp(text, back, ULID_TEXT_LEN) == 0 &&
		ulid_core_time_ms(bytes) == 1469918176385ULL;
}

int			ulid_boundary_c_uuidv7(void);

/* The UUIDv7 layout from C: one generator step and the recognition; 1 if ok. */
int
ulid_boundary_c_uuidv7(void)
{
	static const uint8_t random[ULID_RANDOM_LEN] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
	core_monotonic_state state;
	uint8_t		id[ULID_BINARY_LEN];
	uint8_t		at[ULID_BINARY_LEN];
	ulid_layout layout = ULID_LAYOUT_UUIDV7;
	int			used = 0;

	memset(&state, 0, sizeof(state));
	if (ulid_core_next(&state, layout, ulid_core_tick(1469918176ULL, 385999999), random, id, &used) != CORE_OK ||
		!used || ulid_core_from_clock(layout, ulid_core_tick(1469918176ULL, 385999999), random, at) != CORE_OK)
		return 0;
	return ulid_core_is_uuidv7(id) && ulid_core_is_uuidv7(at) && memcmp(id, at, ULID_BINARY_LEN) == 0 &&
		id[6] == 0x7F && id[8] == 0xBF && ulid_core_time_ms(id) == 1469918176385ULL;
}


int			baseuid_boundary_c_roundtrip(void);

/*
 * The BaseUID boundary from C: decode, encode, the uuid form and back, and
 * one step of the monotonic generator; 1 if all agree.
 */
int
baseuid_boundary_c_roundtrip(void)
{
	static const char text[] = "ANjssJkyfa3H00J9ZPJG";
	static const uint8_t random[BASEUID_RANDOM_LEN] = {0xae, 0x61, 0x12, 0x04, 0x15, 0x0a, 0x91, 0xa5, 0x11};
	uint8_t		bytes[BASEUID_BINARY_LEN];
	uint8_t		uuid[BASEUID_UUID_LEN];
	uint8_t		back[BASEUID_BINARY_LEN];
	uint8_t		gen[BASEUID_BINARY_LEN];
	char		out[BASEUID_TEXT_LEN];
	core_monotonic_state state;
	size_t		pos = 0;
	uint64_t	time = 0;
	int			used = 0;

	memset(&state, 0, sizeof(state));
	if (baseuid_core_decode(text, BASEUID_TEXT_LEN, bytes, &pos) != CORE_OK)
		return 0;
	baseuid_core_encode(bytes, out);
	baseuid_core_to_uuid(bytes, uuid);
	if (baseuid_core_from_uuid(uuid, back) != CORE_OK)
		return 0;
	if (baseuid_core_time_from_unix_us(1640995200000000LL, &time) != CORE_OK)
		return 0;
	if (baseuid_core_next(&state, time, random, gen, &used) != CORE_OK || !used)
		return 0;
	return memcmp(text, out, BASEUID_TEXT_LEN) == 0 &&
		memcmp(bytes, back, BASEUID_BINARY_LEN) == 0 &&
		memcmp(bytes, gen, BASEUID_BINARY_LEN) == 0 &&
		uuid[6] == 0x8a && uuid[8] == 0x84 &&
		baseuid_core_time(bytes) == time &&
		baseuid_core_time(gen) == time && gen[6] == 0xae;
}


int			flake_boundary_c_roundtrip(void);

/* The Ulid-Flake boundary from C: decode, encode, one generator step. */
int
flake_boundary_c_roundtrip(void)
{
	const char	text[FLAKE_TEXT_LEN] = {'0', '0', 'C', 'M', 'X', 'B', '6', 'T', 'A', 'K', '4', 'S', 'A'};
	char		out[FLAKE_TEXT_LEN];
	int64_t		v = 0;
	int64_t		gen = 0;
	size_t		pos = 0;
	uint8_t		random[FLAKE_GEN_RANDOM_LEN] = {0};
	core_monotonic_state state;

	memset(&state, 0, sizeof(state));
	if (flake_core_decode(text, FLAKE_TEXT_LEN, &v, &pos) != CORE_OK)
		return 0;
	flake_core_encode(v, out);
	random[1] = (uint8_t) (flake_core_random(v) >> 24);
	random[2] = (uint8_t) (flake_core_random(v) >> 16);
	random[3] = (uint8_t) (flake_core_random(v) >> 8);
	random[4] = (uint8_t) flake_core_random(v);
	if (flake_core_next(&state, flake_core_unix_ms(v), FLAKE_NO_NODE, UINT64_MAX, random, &gen, NULL, NULL) != CORE_OK)
		return 0;
	return memcmp(text, out, FLAKE_TEXT_LEN) == 0 && v == 14246757444195114LL && gen == v;
}
