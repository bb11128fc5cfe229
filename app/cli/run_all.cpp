// `dmlscope run MODEL --all` (see run_all.h).
#include "cli/run_all.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/run_summary.h"
#include "dmlscope/checked.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/tensor.h"

namespace dmlscope::cli {
namespace {

namespace fs = std::filesystem;

// The options of `run` that shape one dispatch's run or output; --all runs them all and writes what the model
// says, so it takes none of them.
constexpr std::string_view kOneDispatchOptions[] = {"--dispatch", "--backend", "--device",       "--input",
                                                    "--output",   "--repeat",  "--with-sources"};

bool isModelFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return true;  // let the reader say why it cannot be read
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return isDxDispatchModel(text);
}

// A print command's resource as a 1-D array of its type, summarised as `run` prints an output.
std::string printed(const DxDispatchOutput& print) {
  const uint32_t size = elementSize(print.dataType);
  const uint64_t count = size == 0 ? 0 : print.bytes.size() / size;
  std::string out = localized(QT_TRANSLATE_NOOP("Cli", "print {0} (command {1}): {2}, {3} elements"), print.resource,
                              print.commandIndex, shortName(print.dataType), count);
  TensorDesc desc;
  desc.dataType = print.dataType;
  desc.sizes = {static_cast<uint32_t>(std::min<uint64_t>(count, UINT32_MAX))};
  if (auto layout = computeLayout(desc); layout && count > 0) out += "\n" + summarizeValues(*layout, print.bytes);
  return out + "\n";
}

// A writeFile target below `dir`; an absolute target or one that climbs out with ".." is refused, so that a
// model cannot write outside the folder it is given.
Result<fs::path> targetBelow(const fs::path& dir, const DxDispatchOutput& write) {
  const fs::path target = fs::path(write.targetPath).lexically_normal();
  if (target.is_absolute() || target.has_root_name() || target.empty() || *target.begin() == "..") {
    return Error{localized(QT_TRANSLATE_NOOP("Cli", "writeFile (command {0}): the target '{1}' is not a path inside the output folder"),
                           write.commandIndex, write.targetPath)};
  }
  return dir / target;
}

// Writes a writeFile target: a .npy of the resource's type shaped by "dimensions" (1-D: the whole buffer,
// as DxDispatch does without them), or the whole buffer's raw bytes for any other extension.
Status writeTarget(const fs::path& path, const DxDispatchOutput& write) {
  std::error_code ec;
  if (path.has_parent_path()) fs::create_directories(path.parent_path(), ec);
  std::string extension = path.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (extension != ".npy") {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(write.bytes.data()), static_cast<std::streamsize>(write.bytes.size()));
    if (!out) return Error{localized(QT_TRANSLATE_NOOP("Cli", "cannot write {0}"), path.string())};
    return Ok{};
  }
  const uint32_t size = elementSize(write.dataType);
  std::vector<uint64_t> shape(write.dimensions.begin(), write.dimensions.end());
  if (shape.empty()) shape.push_back(size == 0 ? 0 : write.bytes.size() / size);
  uint64_t count = 1;
  for (uint64_t d : shape) count = checkedMul(count, d).value_or(UINT64_MAX);
  const auto bytes = checkedMul(count, size);
  if (!bytes || *bytes > write.bytes.size()) {
    return Error{localized(QT_TRANSLATE_NOOP("Cli", "writeFile (command {0}): dimensions of {1} elements, but resource '{2}' holds {3}"),
                           write.commandIndex, count, write.resource, size == 0 ? 0 : write.bytes.size() / size)};
  }
  return writeNpyFile(path, write.dataType, shape, std::span(write.bytes).first(*bytes));
}

}  // namespace

int runAllCommands(const CommandInput& input) {
  for (std::string_view option : kOneDispatchOptions) {
    if (input.args.has(option) || input.args.value(option)) {
      return input.error(localized(QT_TRANSLATE_NOOP("Cli", "--all runs every command of a model and takes only --npy-out DIR and --quiet, not {0}"), option));
    }
  }
  const std::string& file = input.file;
  if (!isModelFile(file)) {
    return input.error(localized(QT_TRANSLATE_NOOP("Cli", "--all runs the commands of a DxDispatch model; {0} is a session"), file));
  }
  const bool quiet = input.args.has("--quiet");
  auto run = runDxDispatchFile(file);
  if (!run) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(run.error())));
    return kExitUsage;
  }
  if (!quiet) {
    for (const Error& warning : run->warnings) {
      fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: warning: {1}"), file, errorText(warning)));
    }
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: ran {1} of the model's {2} dispatches on the CPU"), file,
                                         run->ran.size(), run->dispatches.size()));
  }
  const fs::path dir = input.args.value("--npy-out").value_or(".");
  std::vector<std::string> written;
  for (const DxDispatchOutput& output : run->outputs) {
    if (!output.isWriteFile) {
      if (!quiet) {
        const std::string text = printed(output);
        std::fwrite(text.data(), 1, text.size(), stdout);
      }
      continue;
    }
    auto path = targetBelow(dir, output);
    Status status = path ? writeTarget(*path, output) : Status(path.error());
    if (!status) {
      fmt::print(stderr, "dmlscope run: {}\n", errorText(status.error()));
      return kExitInvalid;
    }
    written.push_back(path->lexically_normal().string());
  }
  if (!quiet && !written.empty()) {
    std::string list;
    for (const auto& w : written) list += (list.empty() ? "" : ", ") + w;
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "dmlscope run: wrote {0}"), list));
  }
  return kExitOk;
}

}  // namespace dmlscope::cli
