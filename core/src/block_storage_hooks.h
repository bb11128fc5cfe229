// Test hooks of the block storage (block_storage.cpp).
#pragma once

namespace dmlscope::detail {

// While set, every block of storage (buffers and index maps) is filled with kStoragePoisonByte when handed out,
// so that a test can check that a backend wrote every byte it made unwritten and that nothing relies on zeros
// it did not ask for (no sanitizer for uninitialised reads here). Set from the start where the environment
// holds DMLSCOPE_POISON_STORAGE.
inline constexpr unsigned char kStoragePoisonByte = 0xCD;
void setStoragePoisonForTests(bool poison);

}  // namespace dmlscope::detail
