// The regression corpus under ctest, without libFuzzer: feeds every file of the folders named on the command
// line to the target's LLVMFuzzerTestOneInput, as libFuzzer would replay them. A crash, a sanitizer report or
// a failed property aborts the run, which fails the test. Files whose names start with '.' (.gitkeep) are
// not inputs.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    if (!fs::is_directory(argv[i])) {
      std::fprintf(stderr, "replay: %s is not a folder\n", argv[i]);
      return 2;
    }
    for (const auto& entry : fs::directory_iterator(argv[i]))
      if (entry.is_regular_file() && !entry.path().filename().string().starts_with(".")) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  if (files.empty()) {
    std::fprintf(stderr, "replay: no inputs found\n");
    return 2;
  }
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::fprintf(stderr, "replay: %s\n", file.string().c_str());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("replay: %zu inputs, no crash\n", files.size());
  return 0;
}
