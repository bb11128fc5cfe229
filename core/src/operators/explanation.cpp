// Explanations (see explanation.h): the operator's own steps (in each operator's file), then what every
// operator shares: the source, its offset from the strides, the padding constant, the outputs an input feeds.
#include "dmlscope/explanation.h"

#include <fmt/format.h>

#include <array>
#include <cstring>
#include <limits>

#include "dmlscope/checked.h"
#include "dmlscope/element.h"
#include "dmlscope/messages.h"
#include "dmlscope/tensor.h"
#include "operators/operator_rules.h"
#include "operators/scale_bias.h"

namespace dmlscope {
namespace detail {

void StepList::add(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
                   std::vector<int64_t> numbers) {
  std::vector<std::string> args;
  for (int64_t v : numbers) args.push_back(std::to_string(v));
  add(dimension, sourceDimension, std::move(id), std::move(args), std::move(numbers));
}

void StepList::add(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
                   std::vector<std::string> args, std::vector<int64_t> numbers) {
  ExplanationStep step;
  step.text = renderTemplate(englishTemplate(id), args);
  step.id = std::move(id);
  step.args = std::move(args);
  step.dimension = dimension;
  step.sourceDimension = sourceDimension;
  step.numbers = std::move(numbers);
  steps.push_back(std::move(step));
}

void StepList::addWithText(std::optional<uint32_t> dimension, std::optional<uint32_t> sourceDimension, std::string id,
                           std::vector<std::string> texts, std::vector<int64_t> numbers) {
  for (int64_t v : numbers) texts.push_back(std::to_string(v));
  add(dimension, sourceDimension, std::move(id), std::move(texts), std::move(numbers));
}

void StepList::addSizeOne(const std::string& tensor, std::span<const uint32_t> dims, bool isSource) {
  for (size_t begin = 0; begin < dims.size();) {
    size_t end = begin + 1;
    while (end < dims.size() && dims[end] == dims[end - 1] + 1) ++end;
    const uint32_t first = dims[begin], last = dims[end - 1];
    if (first == last) {
      addWithText(std::nullopt, isSource ? std::optional<uint32_t>(first) : std::nullopt, "explain.size-one", {tensor},
                  {first});
    } else {
      addWithText(std::nullopt, std::nullopt, "explain.size-one-range", {tensor}, {first, last});
    }
    begin = end;
  }
}

}  // namespace detail

namespace {

using detail::StepList;

Error explanationError(std::string id, std::vector<std::string> args) {
  std::string message = renderTemplate(englishTemplate(id), args);
  return Error{std::move(message), std::move(id), std::move(args)};
}

// Offsets past 2^63 cannot be allocated; the structured numbers saturate rather than wrap.
int64_t asNumber(uint64_t v) {
  return v > uint64_t(std::numeric_limits<int64_t>::max()) ? std::numeric_limits<int64_t>::max()
                                                            : static_cast<int64_t>(v);
}

// The tensor's layout, and the coordinates checked against it: the right count, each below its size.
Result<TensorLayout> checkedLayout(const TensorDesc& desc, const std::string& field,
                                   std::span<const uint32_t> coordinates) {
  auto layout = computeLayout(desc);
  if (!layout) return Error{field + ": " + layout.error().message};
  if (coordinates.size() != layout->rank()) {
    return explanationError("explain.rank",
                            {field, std::to_string(layout->rank()), std::to_string(coordinates.size())});
  }
  for (uint32_t k = 0; k < coordinates.size(); ++k) {
    if (coordinates[k] >= layout->sizes[k]) {
      return explanationError("explain.coordinate-range", {field, std::to_string(k), std::to_string(coordinates[k]),
                                                           std::to_string(layout->sizes[k])});
    }
  }
  return layout;
}

// Σ coordinate × stride, written out and summed with overflow checks; nothing when it does not fit in 64 bits.
struct Offset {
  uint64_t element = 0;
  uint64_t byte = 0;
};

std::optional<Offset> offsetStep(const TensorLayout& layout, const std::string& field,
                                 std::span<const uint32_t> coordinates, StepList& steps) {
  std::string terms;
  uint64_t offset = 0;
  for (uint32_t k = 0; k < coordinates.size(); ++k) {
    auto term = checkedMul(coordinates[k], layout.strides[k]);
    auto sum = term ? checkedAdd(offset, *term) : std::nullopt;
    if (!sum) return std::nullopt;
    offset = *sum;
    terms += fmt::format("{}{} × {}", k ? " + " : "", coordinates[k], layout.strides[k]);
  }
  auto bytes = checkedMul(offset, layout.elementBytes);
  if (!bytes) return std::nullopt;
  steps.add(std::nullopt, std::nullopt, "explain.offset",
            {field, coordinatesText(coordinates), std::to_string(offset), terms, std::to_string(*bytes),
             std::to_string(layout.elementBytes)},
            {asNumber(offset), asNumber(*bytes), layout.elementBytes});
  return Offset{offset, *bytes};
}

// The padding constant as the output's data type holds it, from the bits every backend writes.
std::string paddingConstantText(const OperatorDesc& desc, DataType type) {
  const uint64_t bits = paddingConstantBits(desc, type);
  Buffer buffer(8);
  for (uint32_t b = 0; b < 8; ++b) buffer[b] = std::byte((bits >> (8 * b)) & 0xFF);
  return formatElement(type, readElement(type, buffer, 0));
}

std::optional<uint32_t> explainFormula(const OperatorDesc& desc, const IndexValues& values, uint32_t output,
                                       std::span<const uint32_t> o, std::span<uint32_t> in,
                                       std::optional<Source>* via, StepList& steps) {
  const auto& rules = detail::rulesOf(desc);
  if (rules.explainThrough) return rules.explainThrough(desc, values, output, o, in, via, steps);
  return rules.explain(desc, output, o, in, steps);
}

std::string tensorNames(const OperatorDesc& desc) {
  std::string names;
  for (const auto& slots : {inputSlots(desc), outputSlots(desc)})
    for (const auto& slot : slots) names += (names.empty() ? "" : ", ") + slot.field;
  return names;
}

}  // namespace

std::string coordinatesText(std::span<const uint32_t> coordinates) {
  std::string out = "[";
  for (size_t k = 0; k < coordinates.size(); ++k) out += (k ? ", " : "") + std::to_string(coordinates[k]);
  return out + "]";
}

namespace {

// ELEMENT_WISE_IDENTITY's ScaleBias: the arithmetic with the source element's value when its buffer is at hand
// (and reaches it), else the formula.
void scaleBiasStep(const ScaleBiasTerms& terms, const TensorLayout& source, const Buffer* buffer, const Explanation& e,
                   StepList& steps) {
  const DataType type = source.dataType;
  const std::string where = coordinatesText(e.element.coordinates);
  const std::string scale = formatElement(DataType::Float32, ElementValue{double{terms.Scale}});
  const std::string bias = formatElement(DataType::Float32, ElementValue{double{terms.Bias}});
  if (!buffer || (e.sourceOffset + 1) * source.elementBytes > buffer->size()) {
    steps.add(std::nullopt, std::nullopt, "explain.scale-bias-formula",
              {e.field, where, e.sourceField, coordinatesText(e.source->coordinates), scale, bias, std::string(fullName(type))}, {});
    return;
  }
  const ElementValue x = readElement(type, *buffer, e.sourceOffset);
  const float result = detail::scaleBiasFloat(static_cast<float>(toDouble(x)), terms);
  const uint64_t written = detail::scaleBiasOutput(type, result);
  std::array<std::byte, 8> bytes{};
  std::memcpy(bytes.data(), &written, bytes.size());
  steps.add(std::nullopt, std::nullopt, "explain.scale-bias",
            {e.field, where, formatElement(type, x), scale, bias, formatElement(DataType::Float32, ElementValue{double{result}}),
             std::string(fullName(type)), formatElement(type, readElement(type, bytes, 0))},
            {});
}

}  // namespace

Result<Explanation> explainOutputElement(const OperatorDesc& desc, uint32_t output,
                                         std::span<const uint32_t> coordinates, const IndexValues& values) {
  const auto outputs = outputSlots(desc);
  if (output >= outputs.size()) {
    return explanationError("explain.no-tensor", {indexed("OutputTensors", output), tensorNames(desc)});
  }
  Explanation e;
  e.element = ElementAt{true, output, {coordinates.begin(), coordinates.end()}};
  e.field = outputs[output].field;
  const TensorDesc& outDesc = outputTensor(desc, output);
  auto outLayout = checkedLayout(outDesc, e.field, coordinates);
  if (!outLayout) return outLayout.error();

  StepList steps{e.steps};
  // Every input has the output's rank (DepthToSpace1's and SpaceToDepth1's are both always 4).
  std::vector<uint32_t> in(coordinates.size());
  std::optional<Source> via;
  const auto input = explainFormula(desc, values, output, coordinates, in, &via, steps);
  if (via) {
    const TensorDesc& indices = inputTensor(desc, via->input);
    ElementAt at{false, via->input, std::vector<uint32_t>(indices.sizes.size())};
    linearToCoords(via->element, indices.sizes, at.coordinates);
    e.via = std::move(at);
    e.viaField = inputSlots(desc).at(via->input).field;
  }
  const std::string where = coordinatesText(coordinates);
  if (!input) {
    e.paddingValue = paddingConstantText(desc, outDesc.dataType);
    if (const auto* padding = std::get_if<PaddingDesc>(&desc)) {
      steps.add(std::nullopt, std::nullopt, "explain.padding-value",
                {e.field, where, formatElement(DataType::Float32, ElementValue{double{padding->PaddingValue}}),
                 std::string(fullName(outDesc.dataType)), *e.paddingValue},
                {});
    } else {
      // Padding1's value is already of the output's type: nothing is converted.
      steps.add(std::nullopt, std::nullopt, "explain.padding1-value",
                {e.field, where, *e.paddingValue, std::string(fullName(outDesc.dataType))}, {});
    }
    return e;
  }
  e.sourceField = inputSlots(desc).at(*input).field;
  e.source = ElementAt{false, *input, in};
  steps.add(std::nullopt, std::nullopt, "explain.source", {e.field, where, e.sourceField, coordinatesText(in)},
            {in.begin(), in.end()});
  auto inLayout = checkedLayout(inputTensor(desc, *input), e.sourceField, in);
  if (!inLayout) return inLayout.error();
  auto offset = offsetStep(*inLayout, e.sourceField, in, steps);
  if (!offset) return Error{e.sourceField + ": the element's offset does not fit in 64 bits"};
  e.sourceOffset = offset->element;
  e.sourceByteOffset = offset->byte;
  if (const auto terms = detail::scaleBiasOf(desc)) scaleBiasStep(*terms, *inLayout, values.inputBuffer(*input), e, steps);
  return e;
}

namespace {

// GATHER_ND's, GATHER_ND1's and SCATTER_ND's IndicesTensor holds index tuples along its last dimension; a tuple of one entry is
// its own cell.
bool isTupleEntry(const OperatorDesc& desc, const std::string& field, std::span<const uint32_t> coordinates,
                  std::span<const uint32_t> sizes) {
  return field == "IndicesTensor" && !coordinates.empty() && sizes.size() == coordinates.size() && sizes.back() > 1 &&
         (std::holds_alternative<GatherNdDesc>(desc) || std::holds_alternative<GatherNd1Desc>(desc) ||
          std::holds_alternative<ScatterNdDesc>(desc));
}

}  // namespace

std::vector<OutputElement> outputsFedByElement(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> coordinates,
                                               uint64_t limit, uint64_t* total, const IndexValues& values) {
  if (total) *total = 0;
  const auto inputs = inputSlots(desc);
  if (input >= inputs.size()) return {};
  // A tuple acts as one index, which its first entry stands for in the index map.
  std::vector<uint32_t> fed(coordinates.begin(), coordinates.end());
  if (isTupleEntry(desc, inputs[input].field, coordinates, inputTensor(desc, input).sizes)) fed.back() = 0;
  return outputsFedBy(desc, input, fed, limit, total, values);
}

Result<Explanation> explainInputElement(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> coordinates,
                                        uint64_t feedLimit, const IndexValues& values) {
  const auto inputs = inputSlots(desc);
  if (input >= inputs.size()) {
    return explanationError("explain.no-tensor", {indexed("InputTensors", input), tensorNames(desc)});
  }
  Explanation e;
  e.element = ElementAt{false, input, {coordinates.begin(), coordinates.end()}};
  e.field = inputs[input].field;
  auto layout = checkedLayout(inputTensor(desc, input), e.field, coordinates);
  if (!layout) return layout.error();
  StepList steps{e.steps};
  auto offset = offsetStep(*layout, e.field, coordinates, steps);
  if (!offset) return Error{e.field + ": the element's offset does not fit in 64 bits"};
  e.offset = offset->element;
  e.byteOffset = offset->byte;

  const std::string where = coordinatesText(coordinates);
  // A tuple's entries (GATHER_ND1, SCATTER_ND: IndicesTensor's last dimension) act as one index, which its first
  // entry stands for in the index map: any entry feeds what the tuple feeds. A 1-tuple is its own cell.
  const bool isIndices = e.field == "IndicesTensor";
  const bool inTuple = isTupleEntry(desc, e.field, coordinates, layout->sizes);
  std::string subject = where;
  if (inTuple) {
    subject = coordinatesText(std::span<const uint32_t>(coordinates).first(coordinates.size() - 1));
    subject.insert(subject.size() - 1, subject.size() > 2 ? ", :" : ":");
    steps.addWithText(std::nullopt, std::nullopt, "explain.tuple-entry", {e.field, where, subject},
                      {coordinates.back()});
  }
  const auto fed = outputsFedByElement(desc, input, coordinates, feedLimit, &e.feedsTotal, values);
  for (const OutputElement& out : fed) {
    auto outLayout = computeLayout(outputTensor(desc, out.output));
    if (!outLayout) continue;
    ElementAt at{true, out.output, std::vector<uint32_t>(outLayout->rank())};
    linearToCoords(out.element, outLayout->sizes, at.coordinates);
    e.feeds.push_back(std::move(at));
  }
  // An index chooses sources rather than being one; an element that feeds nothing says why, where the operator
  // tells: a gather's input no index selects, a scatter's input or update that an update (a later one) replaces.
  const bool scatters = detail::rulesOf(desc).lastUpdates != nullptr;
  const bool gathers = !scatters && detail::rulesOf(desc).explainThrough != nullptr;
  std::string id = isIndices ? "explain.chooses" : "explain.feeds";
  if (e.feedsTotal == 1) {
    id += "-one";
  } else if (e.feedsTotal == 0) {
    id += "-none";
    if (scatters && (isIndices || e.field == "UpdatesTensor")) id += "-later";
    else if (scatters && e.field == "InputTensor") id += "-overwritten";
    else if (gathers && e.field == "InputTensor") id += "-unpicked";
  }
  steps.add(std::nullopt, std::nullopt, id, {e.field, subject, std::to_string(e.feedsTotal)}, {asNumber(e.feedsTotal)});
  return e;
}

Result<Explanation> explainElement(const OperatorDesc& desc, const ElementAt& element, uint64_t feedLimit,
                                   const IndexValues& values) {
  if (element.isOutput) return explainOutputElement(desc, element.tensor, element.coordinates, values);
  return explainInputElement(desc, element.tensor, element.coordinates, feedLimit, values);
}

}  // namespace dmlscope
