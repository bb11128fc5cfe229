// `dmlscope nodes MODEL.onnx [--json]`: every node of an ONNX model with its index, name, op type and opset,
// its inputs' and outputs' shapes, and the DirectML operator ONNX Runtime's DirectML provider runs for it — or
// the reason it has none here. Exit 0 when the model reads, 2 when it does not.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "dmlscope/onnx_session.h"

namespace dmlscope::cli {
namespace {

using Json = nlohmann::ordered_json;

// "float[1, 3, 4, 4]", "int64[?]", "?" (unknown), with each unknown dimension as "?".
std::string typeText(const onnx::OnnxModel& model, const std::string& name) {
  if (name.empty()) return "(omitted)";
  if (const onnx::OnnxTensor* constant = model.constant(name))
    return fmt::format("{}[{}]", onnx::onnxTypeName(constant->onnxType), fmt::join(constant->dims, ", "));
  const onnx::OnnxValueInfo* info = model.value(name);
  if (!info) return "?";
  std::string type = info->onnxType ? onnx::onnxTypeName(info->onnxType) : std::string("?");
  if (!info->shape) return type + "[?]";
  std::vector<std::string> dims;
  for (const auto& d : *info->shape) dims.push_back(d ? std::to_string(*d) : std::string("?"));
  return fmt::format("{}[{}]", type, fmt::join(dims, ", "));
}

// The listing's text: the type, marked "(constant)" for an initializer or a Constant node's value (JSON gives
// that as a field of its own).
std::string valueText(const onnx::OnnxModel& model, const std::string& name) {
  return model.constant(name) ? typeText(model, name) + " (constant)" : typeText(model, name);
}

Json valuesJson(const onnx::OnnxModel& model, const std::vector<std::string>& names) {
  Json list = Json::array();
  for (const std::string& name : names)
    list.push_back({{"name", name}, {"type", typeText(model, name)}, {"constant", model.constant(name) != nullptr}});
  return list;
}

}  // namespace

int runNodesCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {{"--json", false}};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args || args->positional.size() != 1) {
    fmt::print(stderr, "dmlscope nodes: {}\n",
               args ? localized(QT_TRANSLATE_NOOP("Cli", "expected one ONNX model (usage: dmlscope nodes MODEL.onnx [--json])"))
                    : args.error().message);
    return kExitUsage;
  }
  const std::string& file = args->positional[0];
  const bool json = args->has("--json");
  auto model = onnx::readOnnxModel(file);
  if (!model) {
    fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: error: {1}"), file, errorText(model.error())));
    if (json) fmt::print("{}\n", Json{{"error", {{"message", model.error().message}}}}.dump(2));
    return kExitUsage;
  }
  Json doc;
  doc["model"] = file;
  doc["opsets"] = Json::array();
  for (const auto& o : model->opsets) doc["opsets"].push_back({{"domain", o.domain.empty() ? "ai.onnx" : o.domain}, {"version", o.version}});
  doc["inferenceNotes"] = model->inferenceNotes;
  doc["nodes"] = Json::array();
  uint32_t runnable = 0;
  for (const onnx::OnnxNode& node : model->nodes) {
    auto translated = onnx::translateNode(*model, node);
    if (translated) ++runnable;
    if (json) {
      Json n{{"index", node.index}, {"name", node.name}, {"opType", node.opType},
             {"domain", node.domain.empty() ? "ai.onnx" : node.domain}, {"opset", node.opsetVersion},
             {"inputs", valuesJson(*model, node.inputs)}, {"outputs", valuesJson(*model, node.outputs)}};
      if (translated) {
        n["directml"] = fullName(operatorType(translated->desc));
      } else {
        n["directml"] = nullptr;
        n["reason"] = translated.error().message;
      }
      doc["nodes"].push_back(std::move(n));
      continue;
    }
    std::vector<std::string> ins, outs;
    for (const auto& v : node.inputs) ins.push_back(valueText(*model, v));
    for (const auto& v : node.outputs) outs.push_back(valueText(*model, v));
    fmt::print("{:>4}  {}{} (opset {})  {} -> {}\n", node.index, node.opType,
               node.name.empty() ? std::string() : fmt::format(" \"{}\"", node.name), node.opsetVersion,
               fmt::join(ins, ", "), fmt::join(outs, ", "));
    if (translated) {
      fmt::print("      {}\n", localized(QT_TRANSLATE_NOOP("Cli", "runs as {0}"), fullName(operatorType(translated->desc))));
    } else {
      fmt::print("      {}\n", localized(QT_TRANSLATE_NOOP("Cli", "no DirectML operator here: {0}"), translated.error().message));
    }
  }
  if (json) {
    doc["runnable"] = runnable;
    fmt::print("{}\n", doc.dump(2));
  } else {
    for (const std::string& note : model->inferenceNotes)
      fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: note: {1}"), file, note));
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: {1} nodes, {2} of them run as DirectML operators dmlscope knows"),
                                 file, model->nodes.size(), runnable));
  }
  return kExitOk;
}

}  // namespace dmlscope::cli
