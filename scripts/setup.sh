#!/usr/bin/env bash
# Shared set-up for run.sh and test.sh: install missing Debian packages, configure and build one preset.
# Usage: source scripts/setup.sh; dmlscope_setup PRESET [TARGET...]
set -euo pipefail

DMLSCOPE_PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-qpa-plugins libgl-dev
  libfmt-dev nlohmann-json3-dev libimath-dev
  libvulkan-dev libvulkan-volk-dev glslang-tools mesa-vulkan-drivers
  fonts-dejavu-core fonts-ipafont-gothic fonts-nanum qt6-translations-l10n
  python3-numpy
  libonnx-dev libprotobuf-dev python3-onnx libonnx-testdata
)

dmlscope_install_packages() {
  local missing=()
  for p in "${DMLSCOPE_PACKAGES[@]}"; do
    # dpkg-query says "install ok installed" only for a package that is fully there.
    if [[ "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)" != "install ok installed" ]]; then
      missing+=("$p")
    fi
  done
  ((${#missing[@]} == 0)) && return 0
  echo "dmlscope: installing missing Debian packages: ${missing[*]}" >&2
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then sudo=(sudo); fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

dmlscope_setup() {
  local preset=$1; shift
  local root
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
  cd "$root"
  dmlscope_install_packages
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" "$@"
}
