// The C boundary, called from a C translation unit (boundary_c.c).
#include <gtest/gtest.h>

extern "C" int ulid_boundary_c_roundtrip(void);

TEST(Boundary, CallableFromC) {
	EXPECT_EQ(ulid_boundary_c_roundtrip(), 1);
}

extern "C" int ulid_boundary_c_uuidv7(void);

TEST(Boundary, Uuidv7CallableFromC) {
	EXPECT_EQ(ulid_boundary_c_uuidv7(), 1);
}

extern "C" int baseuid_boundary_c_roundtrip(void);

TEST(Boundary, BaseuidCallableFromC) {
	EXPECT_EQ(baseuid_boundary_c_roundtrip(), 1);
}

extern "C" int flake_boundary_c_roundtrip(void);

TEST(Boundary, FlakeCallableFromC) {
	EXPECT_EQ(flake_boundary_c_roundtrip(), 1);
}
