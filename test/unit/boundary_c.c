/*
 * boundary_c.c: proves that the boundary header is plain C (this file is
 * compiled with -std=c99 -pedantic -Werror) and exercises it from C.
 */
#include <string.h>

#include "ulid_core.h"

int			ulid_boundary_c_roundtrip(void);

/* Decode a known ULID, encode it back; 1 if the text survives unchanged. */
int
ulid_boundary_c_roundtrip(void)
{
	static const char text[] = "01ARYZ6S41TSV4RRFFQ69G5FAV";
	uint8_t		bytes[ULID_BINARY_LEN];
	char		back[ULID_TEXT_LEN];
	size_t		pos = 0;

	if (ulid_core_decode(text, ULID_TEXT_LEN, bytes, &pos) != ULID_OK)
		return 0;
	ulid_core_encode(bytes, back);
	return memcmp(text, back, ULID_TEXT_LEN) == 0 &&
		ulid_core_time_ms(bytes) == 1469918176385ULL;
}
