// Opening a node of an ONNX model as a command's session (onnx_input.h).
#include "cli/onnx_input.h"

#include <algorithm>
#include <cctype>
#include <memory>

#include "cli/cli_text.h"
#include "dmlscope/onnx_session.h"

namespace dmlscope::cli {

bool isOnnxModelPath(const std::string& file) {
  std::string extension = std::filesystem::path(file).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
  return extension == ".onnx";
}

Result<OpenedSession> openOnnxCommandFile(const std::string& file, const Arguments& args) {
  return openOnnxModelNode(file, args.value("--node"), args.all("--input"));
}

Result<OpenedSession> openOnnxModelNode(const std::string& file, const std::optional<std::string>& selector,
                                        const std::vector<std::string>& inputs) {
  auto model = onnx::readOnnxModel(file);
  if (!model) return model.error();
  onnx::GivenTensors given;
  for (const std::string& text : inputs) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "--input expects NAME=PATH.npy or NAME=PATH.pb for an ONNX model (NAME: one of its values), got '{0}'"), text)};
    const std::string name = text.substr(0, eq);
    auto tensor = onnx::readGivenTensor(text.substr(eq + 1), name);
    if (!tensor) return tensor.error();
    given[name] = std::move(*tensor);
  }
  auto node = selector ? onnx::findNode(*model, *selector) : onnx::firstTranslatableNode(*model, given);
  if (!node) return node.error();
  auto opened = onnx::openOnnxNode(*model, **node, given);
  if (!opened) return opened.error();
  OpenedSession result;
  result.session = std::move(opened->session);
  result.onnx = std::make_shared<const onnx::OnnxNodeSource>(std::move(opened->source));
  return result;
}

}  // namespace dmlscope::cli
