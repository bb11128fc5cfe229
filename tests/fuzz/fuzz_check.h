// What a fuzz target does when a property it checks does not hold: say which and abort, so that libFuzzer
// (and the replay driver under ctest) report the input as a crash.
#pragma once

#include <cstdio>
#include <cstdlib>

#define DMLSCOPE_FUZZ_CHECK(condition)                                                          \
  do {                                                                                          \
    if (!(condition)) {                                                                         \
      std::fprintf(stderr, "%s:%d: fuzz property failed: %s\n", __FILE__, __LINE__, #condition); \
      std::abort();                                                                             \
    }                                                                                           \
  } while (false)
