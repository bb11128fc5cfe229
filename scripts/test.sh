#!/usr/bin/env bash
# Installs what is missing, builds the dev preset and runs every test (GUI tests offscreen, GPU tests on
# whatever Vulkan device there is: Mesa's lavapipe in CI).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
dmlscope_setup dev
export QT_QPA_PLATFORM=offscreen
# setup.sh installs Mesa's lavapipe, so a GPU test that finds no Vulkan device is a failure, not a skip.
export DMLSCOPE_REQUIRE_GPU="${DMLSCOPE_REQUIRE_GPU:-1}"
ctest --preset dev -j "$(nproc)" "$@"
