// Opening a command's FILE: a session, or one dispatch of a DxDispatch model, with the model's warnings.
#include "cli/session_input.h"

#include <fmt/format.h>

#include <cstdio>

#include "cli/cli_text.h"
#include "cli/input_override.h"
#include "dmlscope/onnx_session.h"

namespace dmlscope::cli {

std::optional<OpenedSession> openCommandFile(std::string_view command, const std::string& file, const Arguments& args,
                                             bool quiet, Error* failure) {
  OpenOptions options;
  if (auto text = args.value("--dispatch")) {
    auto index = parseIndex("--dispatch", *text);
    if (!index) {
      fmt::print(stderr, "dmlscope {}: {}\n", command, index.error().message);
      return std::nullopt;
    }
    options.dispatchIndex = *index;
  }
  auto opened = onnx::isOnnxModelPath(file) ? onnx::openOnnxModelFile(file, args.value("--node"), args.all("--input"))
                                            : openSessionFile(file, options);
  if (!opened && failure) {
    *failure = opened.error();
    return std::nullopt;
  }
  if (!opened) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(opened.error())));
    return std::nullopt;
  }
  // --input FIELD=PATH.npy replaces an input's data (an ONNX model's --input named its values, read above).
  if (!opened->onnx) {
    if (auto applied = applyInputOverrides(opened->session, args.all("--input")); !applied) {
      fmt::print(stderr, "dmlscope {}: {}\n", command, applied.error().message);
      return std::nullopt;
    }
  }
  if (opened->dxdispatch && !quiet) {
    const DxDispatchSource& source = *opened->dxdispatch;
    for (const DxDispatchDispatch& d : source.dispatches) {
      if (d.commandIndex != source.commandIndex) continue;
      fmt::print(stderr, "{}\n",
                 localized(QT_TRANSLATE_NOOP("Cli", "{0}: DxDispatch model: command {1}, '{2}' ({3}); --dispatch N picks another"),
                           file, d.commandIndex, d.dispatchable, d.type));
    }
    for (const Error& warning : source.warnings) {
      fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: warning: {1}"), file, errorText(warning)));
    }
  }
  if (opened->onnx && !quiet) {
    const onnx::OnnxNodeSource& source = *opened->onnx;
    fmt::print(stderr, "{}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "{0}: ONNX model: node {1} \"{2}\" ({3}, opset {4}) as {5}; --node NAME|INDEX picks another"),
                         file, source.nodeIndex, source.nodeName, source.opType, source.opset,
                         fullName(operatorType(opened->session.desc))));
    for (const std::string& warning : source.warnings) {
      fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: warning: {1}"), file, warning));
    }
  }
  return std::move(*opened);
}

}  // namespace dmlscope::cli
