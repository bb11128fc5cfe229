#!/usr/bin/env bash
# Builds the libFuzzer targets of tests/fuzz (the `fuzz` preset: clang, ASan, UBSan) and runs each in turn,
# one fuzzer process at a time, then prints executions and coverage per target.
#
# Usage: scripts/fuzz.sh [--runs N] [--merge] [SECONDS] [TARGET...]
#   SECONDS   how long each target runs (default 60)
#   --runs N  stop a target after N executions instead (whichever of SECONDS and N comes first when both)
#   --merge   afterwards, minimize each target's working corpus (-merge=1) into tests/fuzz/corpus/TARGET,
#             the corpus ctest replays; commit what changed
#   TARGET    session_read session_run npy dxdispatch onnx_reader (default: all)
# The working corpus grows in build/fuzz/corpus/TARGET (seeded from the committed corpus, the regression
# inputs and the examples and fixtures); logs go to build/fuzz/logs/TARGET.log, and an input that crashes is
# saved in build/fuzz/crashes/TARGET/: add it to tests/fuzz/regressions/TARGET/ with the fix.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
DMLSCOPE_PACKAGES+=(clang libfuzzer-14-dev)

seconds=60 runs="" merge=0 targets=()
while (($#)); do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --merge) merge=1; shift ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    [0-9]*) seconds=$1; shift ;;
    *) targets+=("$1"); shift ;;
  esac
done
((${#targets[@]})) || targets=(session_read session_run npy dxdispatch onnx_reader)

build_targets=()
for t in "${targets[@]}"; do build_targets+=(--target "fuzz_$t"); done
dmlscope_setup fuzz "${build_targets[@]}"
root=$(pwd)
build=$root/build/fuzz

# Seeds: what the target reads in real life.
seeds() {
  case $1 in
    session_read|session_run) echo resources/examples/*.json ;;
    npy) echo tests/fixtures/npy/*.npy ;;
    dxdispatch) echo tests/fixtures/dxdispatch/*.json ;;
    onnx_reader) echo resources/models/*.onnx ;;
  esac
}
dict() {
  case $1 in
    session_read|session_run) echo tests/fuzz/dict/session.dict ;;
    npy) echo tests/fuzz/dict/npy.dict ;;
    dxdispatch) echo tests/fuzz/dict/dxdispatch.dict ;;
    onnx_reader) echo tests/fuzz/dict/onnx_reader.dict ;;
  esac
}

# JSON inputs past a few KiB only slow the search down; .npy seeds are larger (8-d arrays), and so are ONNX
# models with their initializers.
max_len() { [[ $1 == npy || $1 == onnx_reader ]] && echo 8192 || echo 2048; }
# No allocation stacks (they cost a tenth of the time; a report still has the faulting stack), leaks checked.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

summary=()
for t in "${targets[@]}"; do
  corpus=$build/corpus/$t crashes=$build/crashes/$t log=$build/logs/$t.log
  mkdir -p "$corpus" "$crashes" "$(dirname "$log")"
  # shellcheck disable=SC2046
  cp -n $(seeds "$t") "$corpus"/ 2>/dev/null || true
  for d in tests/fuzz/corpus/$t tests/fuzz/regressions/$t; do
    [[ -d $d ]] && cp -n "$d"/* "$corpus"/ 2>/dev/null || true
  done
  limit=(-max_total_time="$seconds")
  [[ -n $runs ]] && limit+=(-runs="$runs")
  echo "fuzz: $t for ${seconds}s${runs:+ or $runs executions} (log: ${log#"$root"/})"
  status=0
  "$build/tests/fuzz/fuzz_$t" "${limit[@]}" -dict="$(dict "$t")" -max_len="$(max_len "$t")" -timeout=10 -rss_limit_mb=3072 \
    -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" >"$log" 2>&1 || status=$?
  final=$(grep -E '^#[0-9]+.*(DONE|cov:)' "$log" | tail -1 || true)
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  secs=$(sed -n 's/^stat::.*//; s/^Done \([0-9]*\) runs in \([0-9]*\) second.*/\2/p' "$log")
  cov=$(sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\) .*/cov \1, ft \2/p' <<<"$final")
  if ((status != 0)); then
    summary+=("$t: FAILED (exit $status) after ${execs:-?} executions; see ${log#"$root"/} and ${crashes#"$root"/}")
  else
    summary+=("$t: ${execs:-?} executions in ${secs:-?} s, $cov, corpus $(find "$corpus" -type f | wc -l) files")
  fi
  if ((merge)); then
    minimized=$root/tests/fuzz/corpus/$t
    rm -rf "$minimized.new" && mkdir -p "$minimized.new"
    # Edges only (no hit counts): every covered edge kept, in a corpus small enough to commit.
    "$build/tests/fuzz/fuzz_$t" -merge=1 -use_counters=0 -max_len="$(max_len "$t")" -timeout=10 -rss_limit_mb=3072 \
      "$minimized.new" "$corpus" >>"$log" 2>&1
    rm -rf "$minimized" && mv "$minimized.new" "$minimized"
    summary+=("  merged into tests/fuzz/corpus/$t: $(find "$minimized" -type f | wc -l) files")
  fi
done
printf '%s\n' "${summary[@]}"
! grep -q FAILED <<<"${summary[*]}"
