// cpp_only.hpp: included last by every file of the C++ core.  The core must
// never see a PostgreSQL header: PostgreSQL errors longjmp, and a longjmp
// must never cross a C++ frame.  Including postgres.h before this fails the
// build.
#ifndef ULID_CPP_ONLY_HPP
#define ULID_CPP_ONLY_HPP
#if defined(POSTGRES_H) || defined(FMGR_H) || defined(ELOG_H)
#error "src/core is PostgreSQL-free: do not include PostgreSQL headers here"
#endif
#endif
