// Opening a command's FILE: a session, or one dispatch of a DxDispatch model, with the model's warnings.
#include "cli/session_input.h"

#include <fmt/format.h>

#include <cstdio>

#include "cli/cli_text.h"

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
  auto opened = openSessionFile(file, options);
  if (!opened && failure) {
    *failure = opened.error();
    return std::nullopt;
  }
  if (!opened) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(opened.error())));
    return std::nullopt;
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
  return std::move(*opened);
}

}  // namespace dmlscope::cli
