#!/usr/bin/env bash
# Regenerates the window's screenshots in docs/screenshots/: a GATHER example with a selected cell and the Why
# panel explaining it, and DepthToSpace1 DCR compared with CRD (Run → Compare with Another Value…), each at
# 1024×700 and 1600×1000. They are the grabs of tests/app/tst_gui_layout's `screenshots` test (which also
# checks what they show: the view's share of the window, the Why panel beside the others), drawn offscreen
# with Fusion, as dmlscope draws.
#
# Usage: scripts/make-screenshots.sh
#   TST_GUI_LAYOUT=/path/to/tst_gui_layout  use that test binary; otherwise the dev preset's is built (if needed).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out="$root/docs/screenshots"

if [[ -z "${TST_GUI_LAYOUT:-}" ]]; then
  (cd "$root" && cmake --preset dev >/dev/null && cmake --build --preset dev --target tst_gui_layout)
  TST_GUI_LAYOUT="$root/build/dev/tests/app/tst_gui_layout"
fi
if [[ ! -x "$TST_GUI_LAYOUT" ]]; then
  echo "make-screenshots: $TST_GUI_LAYOUT is not an executable test" >&2
  exit 2
fi

runtime_dir=""
trap 'if [[ -n "$runtime_dir" ]]; then rm -rf "$runtime_dir"; fi' EXIT
# Qt wants a private runtime directory; headless shells often have none.
if [[ -z "${XDG_RUNTIME_DIR:-}" ]]; then
  runtime_dir=$(mktemp -d)
  export XDG_RUNTIME_DIR="$runtime_dir"
fi

mkdir -p "$out"
QT_QPA_PLATFORM=offscreen DMLSCOPE_SCREENSHOT_DIR="$out" "$TST_GUI_LAYOUT" screenshots
ls -1 "$out"
