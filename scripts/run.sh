#!/usr/bin/env bash
# Installs what is missing, builds the dev preset and runs dmlscope with the given arguments.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
dmlscope_setup dev --target dmlscope
exec "$PWD/build/dev/app/dmlscope" "$@"
