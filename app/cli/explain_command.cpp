// `dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N]`: why an element is what it
// is, step by step (core's explanation.h), with its value from a CPU run.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <optional>
#include <string>
#include <vector>

#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "cli/command_input.h"
#include "cli/diagnostics_output.h"
#include "dmlscope/backend.h"
#include "dmlscope/diagnostic_text.h"
#include "dmlscope/explanation.h"
#include "dmlscope/field_mentions.h"
#include "dmlscope/onnx_session.h"
#include "dmlscope/session_validation.h"

namespace dmlscope::cli {
namespace {

constexpr OptionSpec kOptions[] = {{"--element", true}, {"--json", false}, {"--feeds", true}, {"--fields", false}};
constexpr std::string_view kRequired[] = {"--element"};
constexpr CommandForm kForm{
    "explain", kOptions,
    QT_TRANSLATE_NOOP("Cli", "expected one session file, DxDispatch model or ONNX model and --element (usage: dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N] [--node NAME|INDEX])"),
    kRequired};

constexpr uint32_t kDefaultFeeds = 20;

std::string stepText(const ExplanationStep& step) {
  return renderMessage(step.id, step.args, step.text,
                       [](const char* english) { return translated("CoreMessages", english); });
}

// The operator's fields the steps name, in the schema's order, each once: what --fields explains.
std::vector<const OperatorField*> fieldsNamedBySteps(const OperatorDesc& desc, const Explanation& e) {
  std::vector<const OperatorField*> named;
  for (const ExplanationStep& step : e.steps)
    for (const OperatorField* field : fieldsNamedIn(operatorSchema(desc), step.text))
      if (std::find(named.begin(), named.end(), field) == named.end()) named.push_back(field);
  const auto& fields = operatorSchema(desc).fields;
  std::sort(named.begin(), named.end(), [&](const OperatorField* a, const OperatorField* b) {
    return a - fields.data() < b - fields.data();
  });
  return named;
}

std::string fieldHelp(const OperatorField& field) { return translated(kFieldHelpContext, std::string(field.help).c_str()); }

// "OutputTensors[1]:0,0,3,4" → the element, or a message naming what is wrong with it.
Result<ElementAt> parseElement(const OperatorDesc& desc, const std::string& text) {
  const size_t colon = text.rfind(':');
  if (colon == std::string::npos || colon == 0) {
    return Error{localized(QT_TRANSLATE_NOOP("Cli", "--element {0}: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4"), text)};
  }
  const std::string field = text.substr(0, colon);
  std::optional<ElementAt> element;
  std::string names;
  for (const auto& slots : {outputSlots(desc), inputSlots(desc)}) {
    for (const TensorSlot& slot : slots) {
      names += (names.empty() ? "" : ", ") + slot.field;
      if (slot.field == field) element = ElementAt{slot.isOutput, slot.index, {}};
    }
  }
  if (!element) {
    const std::vector<std::string> args{field, names};
    return Error{renderTemplate(englishTemplate("explain.no-tensor"), args), "explain.no-tensor", args};
  }
  const std::string list = text.substr(colon + 1);
  size_t begin = 0;
  while (begin <= list.size()) {
    const size_t end = std::min(list.find(',', begin), list.size());
    std::string part = list.substr(begin, end - begin);
    part.erase(0, part.find_first_not_of(' '));
    part.erase(part.find_last_not_of(' ') + 1);
    uint32_t value = 0;
    const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || ec != std::errc{} || ptr != part.data() + part.size()) {
      return Error{localized(QT_TRANSLATE_NOOP("Cli", "--element: index {0} of {1} is '{2}', but it must be a number from 0"),
                             element->coordinates.size(), field, part)};
    }
    element->coordinates.push_back(value);
    begin = end + 1;
  }
  return *element;
}

// The element's value as core prints it, when there is one: an input's from its data, an output's from `outputs`.
std::optional<std::string> valueOf(const Session& session, const std::vector<Buffer>* outputs, const ElementAt& at) {
  const TensorDesc& desc = at.isOutput ? outputTensor(session.desc, at.tensor) : inputTensor(session.desc, at.tensor);
  const Buffer* buffer = nullptr;
  if (at.isOutput) {
    if (outputs && at.tensor < outputs->size()) buffer = &(*outputs)[at.tensor];
  } else if (at.tensor < session.inputData.size()) {
    buffer = &session.inputData[at.tensor];
  }
  auto layout = computeLayout(desc);
  if (!buffer || !layout || layout->elementBytes == 0) return std::nullopt;
  const uint64_t offset = layout->offsetOf(at.coordinates);
  if (offset >= buffer->size() / layout->elementBytes) return std::nullopt;
  return formatElement(desc.dataType, readElement(desc.dataType, *buffer, offset));
}

std::string fieldOf(const OperatorDesc& desc, const ElementAt& at) {
  const auto slots = at.isOutput ? outputSlots(desc) : inputSlots(desc);
  return at.tensor < slots.size() ? slots[at.tensor].field : std::string();
}

nlohmann::ordered_json elementJson(const OperatorDesc& desc, const ElementAt& at) {
  nlohmann::ordered_json j;
  j["tensor"] = fieldOf(desc, at);
  j["coordinates"] = at.coordinates;
  return j;
}

template <class T>
nlohmann::ordered_json optionalJson(const std::optional<T>& v) {
  return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}

std::string explanationJson(const Session& session, const Explanation& e, const std::optional<std::string>& value,
                            const std::optional<std::string>& sourceValue, bool withFields,
                            const onnx::OnnxNodeSource* onnxNode) {
  nlohmann::ordered_json doc;
  doc["element"] = elementJson(session.desc, e.element);
  doc["element"]["value"] = optionalJson(value);
  if (!e.element.isOutput) {
    doc["element"]["offset"] = e.offset;
    doc["element"]["byteOffset"] = e.byteOffset;
  }
  doc["steps"] = nlohmann::ordered_json::array();
  for (const ExplanationStep& step : e.steps) {
    nlohmann::ordered_json s;
    s["dimension"] = optionalJson(step.dimension);
    s["sourceDimension"] = optionalJson(step.sourceDimension);
    s["text"] = stepText(step);
    s["id"] = step.id;
    s["args"] = step.args;
    s["numbers"] = step.numbers;
    doc["steps"].push_back(std::move(s));
  }
  if (e.element.isOutput) {
    if (e.source) {
      nlohmann::ordered_json source = elementJson(session.desc, *e.source);
      source["offset"] = e.sourceOffset;
      source["byteOffset"] = e.sourceByteOffset;
      source["value"] = optionalJson(sourceValue);
      if (e.via) {
        nlohmann::ordered_json via;
        via["tensor"] = e.viaField;
        via["coordinates"] = e.via->coordinates;
        source["via"] = std::move(via);
      }
      doc["source"] = std::move(source);
    } else {
      doc["source"] = nullptr;
      doc["paddingValue"] = optionalJson(e.paddingValue);
    }
  } else {
    nlohmann::ordered_json feeds;
    feeds["total"] = e.feedsTotal;
    feeds["listed"] = nlohmann::ordered_json::array();
    for (const ElementAt& out : e.feeds) feeds["listed"].push_back(elementJson(session.desc, out));
    doc["feeds"] = std::move(feeds);
  }
  if (withFields) {
    doc["fields"] = nlohmann::ordered_json::array();
    for (const OperatorField* field : fieldsNamedBySteps(session.desc, e)) {
      nlohmann::ordered_json f;
      f["name"] = field->name;
      f["help"] = fieldHelp(*field);
      doc["fields"].push_back(std::move(f));
    }
  }
  if (onnxNode) {
    // Where each field came from: the ONNX node's attributes and inputs (onnx_translation.h).
    nlohmann::ordered_json node;
    node["index"] = onnxNode->nodeIndex;
    node["name"] = onnxNode->nodeName;
    node["opType"] = onnxNode->opType;
    node["opset"] = onnxNode->opset;
    node["origins"] = nlohmann::ordered_json::array();
    for (const onnx::FieldOrigin& o : onnxNode->translation.origins)
      node["origins"].push_back({{"field", o.field}, {"origin", o.origin}});
    node["inputs"] = nlohmann::ordered_json::array();
    const auto slots = inputSlots(session.desc);
    for (size_t k = 0; k < slots.size() && k < onnxNode->inputOrigins.size(); ++k)
      node["inputs"].push_back({{"field", slots[k].field}, {"data", onnxNode->inputOrigins[k]}});
    doc["onnx"] = std::move(node);
  }
  return doc.dump(2) + "\n";
}

// For a node of an ONNX model: where each descriptor field and each input's data came from.
void printOnnxOrigins(const Session& session, const onnx::OnnxNodeSource& node) {
  fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "from ONNX node {0} \"{1}\" ({2}, opset {3}):"), node.nodeIndex,
                               node.nodeName, node.opType, node.opset));
  for (const onnx::FieldOrigin& o : node.translation.origins) fmt::print("  {} ← {}\n", o.field, o.origin);
  const auto slots = inputSlots(session.desc);
  for (size_t k = 0; k < slots.size() && k < node.inputOrigins.size(); ++k)
    fmt::print("  {}.Data ← {}\n", slots[k].field, node.inputOrigins[k]);
}

// "fields:" and one "  Name: help" line per field the steps name (--fields).
void printFields(const Session& session, const Explanation& e) {
  fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "fields:")));
  for (const OperatorField* field : fieldsNamedBySteps(session.desc, e)) fmt::print("  {}: {}\n", field->name, fieldHelp(*field));
}

void printExplanation(const Session& session, const Explanation& e, const std::optional<std::string>& value,
                      const std::optional<std::string>& sourceValue) {
  const std::string name = e.field + coordinatesText(e.element.coordinates);
  fmt::print("{}\n", value ? fmt::format("{} = {}", name, *value) : name);
  for (const ExplanationStep& step : e.steps) fmt::print("  {}\n", stepText(step));
  if (e.element.isOutput) {
    if (e.source) {
      const std::string source = e.sourceField + coordinatesText(e.source->coordinates);
      fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "source: {0}{1} (element {2}, byte {3})"), source,
                                   sourceValue ? " = " + *sourceValue : std::string(), e.sourceOffset,
                                   e.sourceByteOffset));
      if (e.via) {
        fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "via: {0}{1}"), e.viaField, coordinatesText(e.via->coordinates)));
      }
    } else {
      fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "source: none, the padding constant {0}"),
                                   e.paddingValue.value_or("?")));
    }
    return;
  }
  // The command line has no numerus forms (cli_text.h): one text per grammatical number English needs.
  if (e.feedsTotal == 0) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "feeds: no output element")));
  } else if (e.feedsTotal == 1) {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "feeds: 1 output element")));
  } else {
    fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "feeds: {0} output elements"), e.feedsTotal));
  }
  for (const ElementAt& out : e.feeds) fmt::print("  {}{}\n", fieldOf(session.desc, out), coordinatesText(out.coordinates));
  if (e.feedsTotal > e.feeds.size()) {
    fmt::print("  {}\n", localized(QT_TRANSLATE_NOOP("Cli", "… and {0} more (--feeds N lists more)"),
                                   e.feedsTotal - e.feeds.size()));
  }
}

}  // namespace

int runExplainCommand(int argc, char** argv) {
  const auto input = readCommandInput(kForm, argc, argv);
  if (!input) return kExitUsage;
  const auto feeds = input->index("--feeds");
  if (!feeds) return input->error(feeds.error().message);
  const uint32_t feedLimit = feeds->value_or(kDefaultFeeds);
  const std::string& file = input->file;
  auto opened = input->open();
  if (!opened) return kExitUsage;
  const Session& session = opened->session;
  // Validated once: the value's run below trusts it (RunOptions::validation).
  const SessionValidation validation(session);
  if (!validation.valid()) {
    printDiagnostics(stderr, file, validation.diagnostics());
    return kExitInvalid;
  }
  auto element = parseElement(session.desc, *input->args.value("--element"));
  if (!element) return input->error(errorText(element.error()));
  const IndexValues values(session.desc, session.inputData);
  auto explanation = explainElement(session.desc, *element, feedLimit, values);
  if (!explanation) return input->error(errorText(explanation.error()));
  // An output's value needs a run; the reference backend without an index map is the plainest way to one.
  std::optional<RunResult> run;
  if (element->isOutput) {
    RunOptions options;
    options.computeIndexMap = false;
    options.validation = &validation;
    auto result = makeCpuBackend()->run(session, options);
    if (result) {
      run = std::move(*result);
    } else {
      fmt::print(stderr, "{}\n", localized(QT_TRANSLATE_NOOP("Cli", "{0}: note: no values, the run failed: {1}"), file,
                                           errorText(result.error())));
    }
  }
  const std::vector<Buffer>* outputs = run ? &run->outputs : nullptr;
  const auto value = valueOf(session, outputs, *element);
  const auto sourceValue = explanation->source ? valueOf(session, outputs, *explanation->source) : std::nullopt;
  if (input->args.has("--json")) {
    fmt::print("{}", explanationJson(session, *explanation, value, sourceValue, input->args.has("--fields"), opened->onnx.get()));
  } else {
    printExplanation(session, *explanation, value, sourceValue);
    if (input->args.has("--fields")) printFields(session, *explanation);
    if (opened->onnx) printOnnxOrigins(session, *opened->onnx);
  }
  return kExitOk;
}

}  // namespace dmlscope::cli
