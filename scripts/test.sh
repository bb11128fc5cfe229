#!/usr/bin/env bash
# Installs what is missing, builds the dev preset and runs every test (GUI tests offscreen, GPU tests on
# whatever Vulkan device there is: Mesa's lavapipe in CI).
# Usage: scripts/test.sh [--sanitize] [CTEST ARGS...]
#   --sanitize  build and run the whole suite in the asan preset (AddressSanitizer and UndefinedBehaviorSanitizer;
#               any report fails the test that made it)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
preset=dev
if [[ ${1:-} == --sanitize ]]; then
  preset=asan
  shift
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  # Leaks in the system's libraries (fontconfig's caches, Mesa's and the Vulkan loader's one-time state) are
  # not ours: scripts/lsan.supp names them; everything else is reported and fails the test.
  export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=0}"
  export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/scripts/lsan.supp:print_suppressions=0}"
  export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
  # The Vulkan loader unloads lavapipe's driver at the end of a run, and LeakSanitizer then reports the
  # driver's one-time allocations from an "<unknown module>" that no suppression can name. Preloaded, the
  # driver stays mapped, its frames keep their name and lsan.supp's line for it applies; ASan's runtime must
  # come first in the list.
  lavapipe=/usr/lib/x86_64-linux-gnu/libvulkan_lvp.so
  asan_runtime=$(g++ -print-file-name=libasan.so)
  if [[ -e $lavapipe && -e $asan_runtime ]]; then
    export LD_PRELOAD="$asan_runtime $lavapipe${LD_PRELOAD:+ $LD_PRELOAD}"
  fi
fi
dmlscope_setup "$preset"
export QT_QPA_PLATFORM=offscreen
# setup.sh installs Mesa's lavapipe, so a GPU test that finds no Vulkan device is a failure, not a skip.
export DMLSCOPE_REQUIRE_GPU="${DMLSCOPE_REQUIRE_GPU:-1}"
# Sanitized tests run several times slower: a longer per-test limit.
extra=()
[[ $preset == asan ]] && extra=(--timeout 1800)
ctest --preset "$preset" -j "$(nproc)" "${extra[@]}" "$@"
