// Looking for a display before QApplication does (see display_check.h).
#include "cli/display_check.h"

#include <cstdlib>
#include <string>
#include <string_view>

namespace dmlscope::cli {
namespace {

bool isSet(const char* variable) {
  const char* value = std::getenv(variable);
  return value != nullptr && *value != '\0';
}

// One platform name as QT_QPA_PLATFORM writes it, options after ':' dropped ("offscreen:fontengine=freetype").
bool platformCanStart(std::string_view platform) {
  platform = platform.substr(0, platform.find(':'));
  if (platform == "xcb") return isSet("DISPLAY");
  if (platform.starts_with("wayland")) return isSet("WAYLAND_DISPLAY");
  return !platform.empty();  // offscreen, minimal, minimalegl, vnc, linuxfb, eglfs, vkkhrdisplay, or one Qt knows
}

}  // namespace

bool guiCanStart(int argc, char** argv) {
  std::string platforms;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string_view(argv[i]) == "-platform") platforms = argv[i + 1];
  if (platforms.empty() && isSet("QT_QPA_PLATFORM")) platforms = std::getenv("QT_QPA_PLATFORM");
  if (platforms.empty()) return isSet("DISPLAY") || isSet("WAYLAND_DISPLAY");
  // Qt tries a list such as "wayland;xcb" in order.
  size_t begin = 0;
  while (begin <= platforms.size()) {
    const size_t end = std::min(platforms.find(';', begin), platforms.size());
    if (platformCanStart(std::string_view(platforms).substr(begin, end - begin))) return true;
    begin = end + 1;
  }
  return false;
}

}  // namespace dmlscope::cli
