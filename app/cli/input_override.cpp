// `--input FIELD=PATH.npy` (see input_override.h).
#include "cli/input_override.h"

#include <filesystem>

#include "cli/cli_text.h"
#include "dmlscope/npy_file.h"

namespace dmlscope::cli {
namespace {

std::string inputFieldList(const OperatorDesc& desc) {
  std::string list;
  for (const auto& slot : inputSlots(desc)) list += (list.empty() ? "" : ", ") + slot.field;
  return list;
}

}  // namespace

Status applyInputOverrides(Session& session, const std::vector<std::string>& overrides) {
  for (const auto& text : overrides) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "--input expects FIELD=PATH.npy (e.g. InputTensor=image.npy), got '{0}'"), text)};
    const std::string field = text.substr(0, eq);
    const std::string path = text.substr(eq + 1);
    std::optional<uint32_t> index;
    for (const auto& slot : inputSlots(session.desc))
      if (slot.field == field) index = slot.index;
    if (!index)
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "--input names {0}, but {1} has the inputs {2}"), field,
                             fullName(operatorType(session.desc)), inputFieldList(session.desc))};
    auto array = readNpyFile(path);
    if (!array) return Error{errorText(array.error())};
    std::error_code ec;
    DataFile link;
    link.path = path;
    link.resolved = std::filesystem::absolute(path, ec);
    if (ec) link.resolved = path;
    link.header = array->header;
    setInputFromArray(session, *index, std::move(*array), std::move(link));
  }
  return Ok{};
}

}  // namespace dmlscope::cli
