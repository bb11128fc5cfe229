#!/usr/bin/env bash
# Regenerates every figure of the guides: docs/figures/NAME.png from the session file NAME.json with
# `dmlscope render`, using the render arguments of docs/figures/figures.json, and records in
# docs/figures/manifest.json what each figure was made from (SHA-256 of the session file, the arguments, the
# image's SHA-256), which is how tests/docs/tst_doc_figures.cpp tells a stale figure.
#
# Usage: scripts/make-figures.sh
#   DMLSCOPE=/path/to/dmlscope  use that binary; otherwise the dev preset's dmlscope is built (if needed).
#
# figures.json: {"defaults": {"args": [...]}, "figures": {"NAME": {"args": [...]}, ...}}; a figure's
# arguments are the defaults followed by its own (e.g. "--select", "OutputTensor:0,0,3,7").
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
figures_dir="$root/docs/figures"

if [[ -z "${DMLSCOPE:-}" ]]; then
  (cd "$root" && cmake --preset dev >/dev/null && cmake --build --preset dev --target dmlscope)
  DMLSCOPE="$root/build/dev/app/dmlscope"
fi
if [[ ! -x "$DMLSCOPE" ]]; then
  echo "make-figures: $DMLSCOPE is not an executable dmlscope" >&2
  exit 2
fi
# render draws without a display.
export QT_QPA_PLATFORM=offscreen

# The work itself is a CMake script: CMake is already required to build, and reads and writes JSON, so
# the figures need nothing else installed.
script=$(mktemp --suffix=.cmake)
runtime_dir=""
trap 'rm -f "$script"; if [[ -n "$runtime_dir" ]]; then rm -rf "$runtime_dir"; fi' EXIT
# Qt wants a private runtime directory; headless shells often have none.
if [[ -z "${XDG_RUNTIME_DIR:-}" ]]; then
  runtime_dir=$(mktemp -d)
  export XDG_RUNTIME_DIR="$runtime_dir"
fi
cat >"$script" <<'CMAKE'
cmake_minimum_required(VERSION 3.25)

function(fail message)
  message(FATAL_ERROR "make-figures: ${message}")
endfunction()

# JSON string literal of `text`.
function(json_string out text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# The strings of the JSON array at `path...` in `json` as a CMake list (empty when absent).
function(json_string_list out json)
  set(items)
  string(JSON type ERROR_VARIABLE missing TYPE "${json}" ${ARGN})
  if(NOT missing AND type STREQUAL "ARRAY")
    string(JSON count LENGTH "${json}" ${ARGN})
    if(count GREATER 0)
      math(EXPR last "${count} - 1")
      foreach(i RANGE ${last})
        string(JSON item GET "${json}" ${ARGN} ${i})
        if(item MATCHES ";")
          fail("a render argument may not contain ';': ${item}")
        endif()
        list(APPEND items "${item}")
      endforeach()
    endif()
  elseif(NOT missing)
    fail("figures.json: ${ARGN} must be an array of strings")
  endif()
  set(${out} "${items}" PARENT_SCOPE)
endfunction()

set(list_file "${FIGURES_DIR}/figures.json")
if(NOT EXISTS "${list_file}")
  fail("${list_file} is missing")
endif()
file(READ "${list_file}" figure_list)
string(JSON figure_count ERROR_VARIABLE list_error LENGTH "${figure_list}" figures)
if(list_error)
  fail("figures.json: ${list_error}")
endif()
json_string_list(default_args "${figure_list}" defaults args)

# Every session file must have a figure entry and every entry a session file.
file(GLOB session_files RELATIVE "${FIGURES_DIR}" "${FIGURES_DIR}/*.json")
list(REMOVE_ITEM session_files figures.json manifest.json)
set(names)
if(figure_count GREATER 0)
  math(EXPR last "${figure_count} - 1")
  foreach(i RANGE ${last})
    string(JSON name MEMBER "${figure_list}" figures ${i})
    list(APPEND names "${name}")
    if(NOT EXISTS "${FIGURES_DIR}/${name}.json")
      fail("figures.json lists ${name}, but docs/figures/${name}.json does not exist")
    endif()
  endforeach()
endif()
foreach(file IN LISTS session_files)
  get_filename_component(name "${file}" NAME_WLE)
  if(NOT name IN_LIST names)
    fail("docs/figures/${file} has no entry in figures.json")
  endif()
endforeach()
file(GLOB images RELATIVE "${FIGURES_DIR}" "${FIGURES_DIR}/*.png" "${FIGURES_DIR}/*.svg")
foreach(image IN LISTS images)
  get_filename_component(name "${image}" NAME_WLE)
  if(NOT name IN_LIST names)
    message(WARNING "make-figures: docs/figures/${image} has no session file; delete it or add ${name}.json")
  endif()
endforeach()

execute_process(COMMAND "${DMLSCOPE}" --version OUTPUT_VARIABLE version OUTPUT_STRIP_TRAILING_WHITESPACE)
json_string(version_json "${version}")
set(records "")
foreach(name IN LISTS names)
  set(session "${FIGURES_DIR}/${name}.json")
  set(image "${FIGURES_DIR}/${name}.png")
  json_string_list(own_args "${figure_list}" figures "${name}" args)
  set(args ${default_args} ${own_args})

  # A guide's figure shows a valid descriptor; say why not instead of drawing an error.
  execute_process(COMMAND "${DMLSCOPE}" validate "${session}" RESULT_VARIABLE valid)
  if(NOT valid EQUAL 0)
    fail("docs/figures/${name}.json does not validate (see above)")
  endif()
  list(JOIN args " " args_text)
  message(STATUS "render ${name}.json ${args_text}")
  # Figures for the English guides are English whatever the developer's system language is.
  execute_process(COMMAND "${DMLSCOPE}" render "${session}" --output "${image}" ${args} --lang en RESULT_VARIABLE rendered)
  if(NOT rendered EQUAL 0 OR NOT EXISTS "${image}")
    fail("dmlscope render failed for docs/figures/${name}.json (exit ${rendered})")
  endif()

  file(SHA256 "${session}" session_hash)
  file(SHA256 "${image}" image_hash)
  set(args_json "")
  foreach(arg IN LISTS args)
    json_string(arg_json "${arg}")
    if(args_json STREQUAL "")
      set(args_json "${arg_json}")
    else()
      string(APPEND args_json ", ${arg_json}")
    endif()
  endforeach()
  if(NOT records STREQUAL "")
    string(APPEND records ",\n")
  endif()
  string(APPEND records
    "    \"${name}\": {\n"
    "      \"session\": \"${name}.json\",\n"
    "      \"sessionSha256\": \"${session_hash}\",\n"
    "      \"args\": [${args_json}],\n"
    "      \"image\": \"${name}.png\",\n"
    "      \"imageSha256\": \"${image_hash}\"\n"
    "    }")
endforeach()

# Written whole, then renamed over the old one: a failed run above leaves the old record (and the test
# then names every figure it no longer describes).
set(manifest "${FIGURES_DIR}/manifest.json")
file(WRITE "${manifest}.tmp"
  "{\n"
  "  \"generatedBy\": \"scripts/make-figures.sh\",\n"
  "  \"renderer\": ${version_json},\n"
  "  \"figures\": {\n"
  "${records}\n"
  "  }\n"
  "}\n")
file(RENAME "${manifest}.tmp" "${manifest}")
list(LENGTH names rendered_count)
message(STATUS "make-figures: ${rendered_count} figures rendered; docs/figures/manifest.json updated")
CMAKE

cmake -DDMLSCOPE="$DMLSCOPE" -DFIGURES_DIR="$figures_dir" -P "$script"
