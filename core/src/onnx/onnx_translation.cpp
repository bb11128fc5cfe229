// Which ONNX nodes the DML EP runs, and with which rule. The version lists come from
// onnxruntime/core/providers/dml/DmlExecutionProvider/src/Operators/OperatorRegistration.cpp (its
// operatorRegistrationInformationTable) read together with OperatorAuthorHelper/OperatorVersions.h: a row
// REG_INFO(7, Pad, ...) registers OnnxOperatorSet7::sc_sinceVer_Pad, which is 2, so the "7" rows name the
// since-version valid at opset 7. Rows added after the stored copy of that file were taken from the merged pull
// requests that add them: #16939 (Identity-19, Reshape-19), #19175 (Pad-19), #22547 (Pad-21, Transpose-21,
// Flatten-21), #22804 (Identity-21).
//
// How ONNX Runtime picks a kernel: a node's since-version is the newest version ONNX defines for its op type at or
// below the model's opset (onnx::OpSchemaRegistry), and a kernel registered through the EP's custom registry
// (AbiCustomRegistry) matches only that exact since-version. So Pad in an opset-12 model (Pad-11) runs on the
// DML EP, while Pad in an opset-23 model (Pad-23) does not, though 23 is above every registered version: the
// versions ONNX defines matter as much as the registered ones, and both lists are kept here.
#include "dmlscope/onnx_translation.h"

#include <algorithm>
#include <array>
#include <string>

#include "onnx/translate_common.h"
#include "onnx/translate_rules.h"

namespace dmlscope::onnx {

namespace {

using detail::NodeContext;

// The newest ONNX opset whose operator versions the lists below know (ONNX's docs/Changelog.md).
constexpr int64_t kNewestKnownOpset = 25;

// ONNX's since-versions per op type (docs/Changelog.md; up to opset 17 checked against Debian's python3-onnx
// 1.12 schemas). 21, 23, 24 and 25 added types (int4, float4, float8e8m0, int2) to the shape-only operators.
constexpr std::array<int64_t, 10> kOnnxPad = {1, 2, 11, 13, 18, 19, 21, 23, 24, 25};
constexpr std::array<int64_t, 3> kOnnxDepthToSpace = {1, 11, 13};
constexpr std::array<int64_t, 2> kOnnxSpaceToDepth = {1, 13};
constexpr std::array<int64_t, 3> kOnnxTile = {1, 6, 13};
constexpr std::array<int64_t, 5> kOnnxSplit = {1, 2, 11, 13, 18};
constexpr std::array<int64_t, 4> kOnnxConcat = {1, 4, 11, 13};
constexpr std::array<int64_t, 4> kOnnxSlice = {1, 10, 11, 13};
constexpr std::array<int64_t, 3> kOnnxGather = {1, 11, 13};
constexpr std::array<int64_t, 2> kOnnxGatherElements = {11, 13};
constexpr std::array<int64_t, 3> kOnnxGatherNd = {11, 12, 13};
constexpr std::array<int64_t, 2> kOnnxScatter = {9, 11};
constexpr std::array<int64_t, 4> kOnnxScatterElements = {11, 13, 16, 18};
constexpr std::array<int64_t, 4> kOnnxScatterNd = {11, 13, 16, 18};
constexpr std::array<int64_t, 9> kOnnxIdentity = {1, 13, 14, 16, 19, 21, 23, 24, 25};
constexpr std::array<int64_t, 9> kOnnxReshape = {1, 5, 13, 14, 19, 21, 23, 24, 25};
constexpr std::array<int64_t, 7> kOnnxSqueeze = {1, 11, 13, 21, 23, 24, 25};
constexpr std::array<int64_t, 7> kOnnxUnsqueeze = {1, 11, 13, 21, 23, 24, 25};
constexpr std::array<int64_t, 8> kOnnxFlatten = {1, 9, 11, 13, 21, 23, 24, 25};
constexpr std::array<int64_t, 6> kOnnxTranspose = {1, 13, 21, 23, 24, 25};
constexpr std::array<int64_t, 2> kOnnxExpand = {8, 13};

// The since-versions the DML EP registers (see the file comment).
constexpr std::array<int64_t, 6> kDmlPad = {2, 11, 13, 18, 19, 21};
constexpr std::array<int64_t, 3> kDmlDepthToSpace = {1, 11, 13};
constexpr std::array<int64_t, 2> kDmlSpaceToDepth = {1, 13};
constexpr std::array<int64_t, 2> kDmlTile = {6, 13};
constexpr std::array<int64_t, 4> kDmlSplit = {2, 11, 13, 18};
constexpr std::array<int64_t, 3> kDmlConcat = {4, 11, 13};
constexpr std::array<int64_t, 4> kDmlSlice = {1, 10, 11, 13};
constexpr std::array<int64_t, 3> kDmlGather = {1, 11, 13};
constexpr std::array<int64_t, 2> kDmlGatherElements = {11, 13};
constexpr std::array<int64_t, 3> kDmlGatherNd = {11, 12, 13};
// It also has a row REG_INFO_VER(13, Scatter): OperatorVersions.h gives sc_sinceVer_Scatter = 13 in
// OnnxOperatorSet13, a version ONNX never defined, so no node resolves to it.
constexpr std::array<int64_t, 2> kDmlScatter = {9, 11};
constexpr std::array<int64_t, 3> kDmlScatterElements = {11, 13, 16};
constexpr std::array<int64_t, 3> kDmlScatterNd = {11, 13, 16};
constexpr std::array<int64_t, 6> kDmlIdentity = {1, 13, 14, 16, 19, 21};
constexpr std::array<int64_t, 4> kDmlReshape = {5, 13, 14, 19};
constexpr std::array<int64_t, 3> kDmlSqueeze = {1, 11, 13};
constexpr std::array<int64_t, 3> kDmlUnsqueeze = {1, 11, 13};
constexpr std::array<int64_t, 5> kDmlFlatten = {1, 9, 11, 13, 21};
constexpr std::array<int64_t, 3> kDmlTranspose = {1, 13, 21};
constexpr std::array<int64_t, 2> kDmlExpand = {8, 13};

struct Rule {
  TranslatedOperator row;
  Status (*translate)(NodeContext&);
};

const std::array<Rule, 20>& rules() {
  static const std::array<Rule, 20> table = {{
      {{"Pad", kOnnxPad, kDmlPad, OperatorType::Padding1}, detail::translatePad},
      {{"DepthToSpace", kOnnxDepthToSpace, kDmlDepthToSpace, OperatorType::DepthToSpace1},
       detail::translateDepthToSpace},
      {{"SpaceToDepth", kOnnxSpaceToDepth, kDmlSpaceToDepth, OperatorType::SpaceToDepth},
       detail::translateSpaceToDepth},
      {{"Tile", kOnnxTile, kDmlTile, OperatorType::Tile}, detail::translateTile},
      {{"Split", kOnnxSplit, kDmlSplit, OperatorType::Split}, detail::translateSplit},
      {{"Concat", kOnnxConcat, kDmlConcat, OperatorType::Join}, detail::translateConcat},
      {{"Slice", kOnnxSlice, kDmlSlice, OperatorType::Slice1}, detail::translateSlice},
      {{"Gather", kOnnxGather, kDmlGather, OperatorType::Gather}, detail::translateGather},
      {{"GatherElements", kOnnxGatherElements, kDmlGatherElements, OperatorType::GatherElements},
       detail::translateGatherElements},
      {{"GatherND", kOnnxGatherNd, kDmlGatherNd, OperatorType::GatherNd1}, detail::translateGatherNd},
      {{"Scatter", kOnnxScatter, kDmlScatter, OperatorType::Scatter}, detail::translateScatterElements},
      {{"ScatterElements", kOnnxScatterElements, kDmlScatterElements, OperatorType::Scatter},
       detail::translateScatterElements},
      {{"ScatterND", kOnnxScatterNd, kDmlScatterNd, OperatorType::ScatterNd}, detail::translateScatterNd},
      {{"Identity", kOnnxIdentity, kDmlIdentity, OperatorType::ElementWiseIdentity}, detail::translateCopy},
      {{"Reshape", kOnnxReshape, kDmlReshape, OperatorType::ElementWiseIdentity}, detail::translateCopy},
      {{"Squeeze", kOnnxSqueeze, kDmlSqueeze, OperatorType::ElementWiseIdentity}, detail::translateCopy},
      {{"Unsqueeze", kOnnxUnsqueeze, kDmlUnsqueeze, OperatorType::ElementWiseIdentity}, detail::translateCopy},
      {{"Flatten", kOnnxFlatten, kDmlFlatten, OperatorType::ElementWiseIdentity}, detail::translateCopy},
      {{"Transpose", kOnnxTranspose, kDmlTranspose, OperatorType::ElementWiseIdentity},
       detail::translateTranspose},
      {{"Expand", kOnnxExpand, kDmlExpand, OperatorType::ElementWiseIdentity}, detail::translateExpand},
  }};
  return table;
}

const Rule* ruleFor(std::string_view opType) {
  for (const Rule& rule : rules()) {
    if (rule.row.opType == opType) return &rule;
  }
  return nullptr;
}

std::string versionList(std::span<const int64_t> versions) {
  std::string text;
  for (size_t i = 0; i < versions.size(); ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(versions[i]);
  }
  return text;
}

std::string tableOpTypes() {
  std::string text;
  for (const Rule& rule : rules()) {
    if (!text.empty()) text += ", ";
    text += rule.row.opType;
  }
  return text;
}

}  // namespace

const FieldOrigin* NodeTranslation::originOf(std::string_view field) const {
  for (const FieldOrigin& origin : origins) {
    if (origin.field == field) return &origin;
  }
  return nullptr;
}

std::span<const TranslatedOperator> translatedOperators() {
  static const std::vector<TranslatedOperator> rows = [] {
    std::vector<TranslatedOperator> all;
    for (const Rule& rule : rules()) all.push_back(rule.row);
    return all;
  }();
  return rows;
}

std::optional<int64_t> onnxSinceVersion(std::string_view opType, int64_t opset) {
  const Rule* rule = ruleFor(opType);
  if (!rule) return std::nullopt;
  std::optional<int64_t> since;
  for (int64_t version : rule->row.onnxVersions) {
    if (version <= opset) since = version;
  }
  return since;
}

Result<NodeTranslation> translateNode(const OnnxModel& model, const OnnxNode& node, const GivenTensors& givenInputs) {
  if (!node.domain.empty() && node.domain != "ai.onnx") {
    return detail::refusal(node.opType + " of domain " + detail::quotedName(node.domain) +
                           " is not an operator dmlscope translates (it translates the default domain's " +
                           tableOpTypes() + ")");
  }
  const Rule* rule = ruleFor(node.opType);
  if (!rule) {
    return detail::refusal(node.opType + " is not an operator dmlscope translates (it translates " +
                           tableOpTypes() + ")");
  }
  const int64_t opset = node.opsetVersion;
  if (opset <= 0) {
    return detail::refusal("the model imports no opset for the default domain, so " + node.opType +
                           "'s version is unknown");
  }
  if (opset > kNewestKnownOpset) {
    return detail::refusal(node.opType + " opset " + std::to_string(opset) +
                           " is newer than the ONNX operator sets dmlscope knows (up to " +
                           std::to_string(kNewestKnownOpset) +
                           "), so which of its versions ONNX Runtime would resolve it to cannot be told");
  }
  const std::optional<int64_t> since = onnxSinceVersion(node.opType, opset);
  if (!since) {
    return detail::refusal("ONNX defines no " + node.opType + " at opset " + std::to_string(opset) +
                           " (its first version is " + std::to_string(rule->row.onnxVersions.front()) + ")");
  }
  const auto& registered = rule->row.registeredVersions;
  if (std::find(registered.begin(), registered.end(), *since) == registered.end()) {
    return detail::refusal(node.opType + " opset " + std::to_string(opset) + " (ONNX's " + node.opType + "-" +
                           std::to_string(*since) +
                           ") is not registered by ONNX Runtime's DirectML provider (it registers " +
                           versionList(registered) + "): ONNX Runtime runs it on its CPU provider");
  }
  // DirectML's operators move tensors; the provider runs no kernel of the table on a sequence or an optional.
  for (const auto* names : {&node.inputs, &node.outputs}) {
    for (const std::string& name : *names) {
      const OnnxValueInfo* info = name.empty() ? nullptr : model.value(name);
      if (info && !info->notTensor.empty()) {
        return detail::refusal(detail::quotedName(name) + " is " + (info->notTensor == "optional" ? "an " : "a ") +
                               info->notTensor + " value, not a tensor: DirectML operators move tensors only");
      }
    }
  }
  NodeContext context(model, node, givenInputs, *since);
  Status translated = rule->translate(context);
  if (!translated) return translated.error();
  return std::move(context.out);
}

}  // namespace dmlscope::onnx
