// Building the mapping view's content (see mapping_content.h).
#include "models/mapping_content.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <cmath>

#include "dmlscope/explanation.h"
#include "dmlscope/inverse_map.h"

#include "models/diagnostic_list_model.h"

namespace dmlscope::gui {
namespace {

// Above this many elements, the value range is estimated from an evenly spaced sample (and the last element), so
// that building the content on the GUI thread (every edit, every run) costs the same for a 4096² tensor as for a
// 256²: a full 2^22-element sample took 235 ms there. The shade only places a value in the range: a missed
// extreme clamps the few values beyond it to the darkest or lightest shade.
constexpr uint64_t kRangeSampleLimit = uint64_t{1} << 16;

bool namesTensor(const std::string& field, const std::string& tensorField) {
  return field == tensorField || (field.size() > tensorField.size() && field.compare(0, tensorField.size(), tensorField) == 0 &&
                                  (field[tensorField.size()] == '.' || field[tensorField.size()] == '['));
}

TensorContent describe(const TensorSlot& slot, const TensorDesc& desc, const std::vector<Diagnostic>& diagnostics) {
  TensorContent t;
  t.field = QString::fromStdString(slot.field);
  t.isOutput = slot.isOutput;
  t.index = slot.index;
  t.desc = desc;
  auto layout = computeLayout(desc);
  if (layout) {
    t.layout = std::move(*layout);
  } else {
    t.layoutError = QString::fromStdString(layout.error().message);
  }
  for (const Diagnostic& d : diagnostics) {
    // "OutputTensors[1].Sizes[0]" names OutputTensors[1], but "InputTensors[1]" must not match "InputTensors[10]".
    if (namesTensor(d.field, slot.field) || (d.tensorField && *d.tensorField == slot.field)) t.hasProblem = true;
  }
  return t;
}

bool covers(const TensorContent& t, const Buffer& buffer) {
  return t.layout && t.layout->elementBytes > 0 && buffer.size() / t.layout->elementBytes >= t.layout->reachedElements;
}

}  // namespace

const TensorContent* MappingContent::tensor(bool isOutput, uint32_t index) const {
  const auto& list = isOutput ? outputs : inputs;
  return index < list.size() ? &list[index] : nullptr;
}

std::optional<ElementValue> MappingContent::value(const TensorContent& t, uint64_t element) const {
  if (!t.values || !t.layout || element >= t.layout->elementCount) return std::nullopt;
  const uint64_t offset = t.layout->offsetOfLinear(element);
  if (offset >= t.values->size() / t.layout->elementBytes) return std::nullopt;
  return readElement(t.layout->dataType, *t.values, offset);
}

QString MappingContent::formattedValue(const TensorContent& t, uint64_t element) const {
  auto v = value(t, element);
  if (!v) return {};
  return QString::fromStdString(formatElement(t.layout->dataType, *v));
}

std::optional<Source> MappingContent::sourceOf(uint32_t output, uint64_t element) const {
  if (!run) return std::nullopt;
  if (hasStoredIndexMap()) {
    if (element >= run->indexMap.size(output)) return std::nullopt;
    return run->indexMap.sourceOf(output, element);
  }
  // No stored map: core's index formula for this one element.
  return fromFormula(output, element, nullptr);
}

std::optional<Source> MappingContent::viaOf(uint32_t output, uint64_t element) const {
  if (!run || !indexValues) return std::nullopt;
  if (output < run->indexMap.via.size() && element < run->indexMap.via[output].size())
    return decodeSource(run->indexMap.via[output][element]);
  std::optional<Source> via;
  fromFormula(output, element, &via);
  return via;
}

std::optional<Source> MappingContent::fromFormula(uint32_t output, uint64_t element, std::optional<Source>* via) const {
  const TensorContent* out = tensor(true, output);
  if (!out || !out->layout || element >= out->layout->elementCount || out->layout->rank() > kMaxDimensions) return std::nullopt;
  const uint32_t rank = out->layout->rank();
  std::array<uint32_t, kMaxDimensions> outCoords{};
  std::array<uint32_t, kMaxDimensions> inCoords{};
  linearToCoords(element, out->layout->sizes, {outCoords.data(), rank});
  const auto input = dmlscope::sourceOf(run->desc, indexValues ? *indexValues : IndexValues::none(), output,
                                        {outCoords.data(), rank}, {inCoords.data(), rank}, via);
  if (!input) return std::nullopt;
  const TensorContent* in = tensor(false, *input);
  if (!in || !in->layout || in->layout->rank() != rank) return std::nullopt;
  return Source{*input, coordsToLinear({inCoords.data(), rank}, in->layout->sizes)};
}

bool MappingContent::isPadding(uint32_t output, uint64_t element) const {
  if (!run) return false;
  if (hasStoredIndexMap()) {
    if (element >= run->indexMap.size(output)) return false;
    return run->indexMap.isPadding(output, element);
  }
  const TensorContent* out = tensor(true, output);
  if (!out || !out->layout || element >= out->layout->elementCount) return false;
  return !sourceOf(output, element).has_value();
}

std::optional<MappingContent::SourceSlot> MappingContent::sourceSlotOf(const CellRef& cell) const {
  CellRef in = cell;
  if (cell.isOutput) {
    auto source = sourceOf(cell.tensor, cell.element);
    if (!source) return std::nullopt;
    in = CellRef{false, source->input, source->element};
  }
  const TensorContent* t = tensor(in);
  if (!t || !t->layout || in.element >= t->layout->elementCount) return std::nullopt;
  return SourceSlot{in.tensor, t->layout->offsetOfLinear(in.element)};
}

std::vector<OutputElement> MappingContent::outputsFedBy(uint32_t input, uint64_t element, uint64_t limit, uint64_t* total) const {
  if (total) *total = 0;
  if (!run) return {};
  if (indexValues) {
    // The values decide, and an index cell feeds through its value (a tuple's entry through its tuple's): core
    // scans the outputs, as its explanation counts them.
    const TensorContent* in = tensor(false, input);
    if (!in || !in->layout || element >= in->layout->elementCount) return {};
    return dmlscope::outputsFedByElement(run->desc, input, coordinates(*in, element), limit, total, *indexValues);
  }
  if (hasStoredIndexMap()) {
    const auto all = run->reverse.outputsFedBy(input, element);
    if (total) *total = all.size();
    return {all.begin(), all.begin() + static_cast<std::ptrdiff_t>(std::min<uint64_t>(all.size(), limit))};
  }
  const TensorContent* in = tensor(false, input);
  if (!in || !in->layout || element >= in->layout->elementCount) return {};
  const std::vector<uint32_t> coords = coordinates(*in, element);
  return dmlscope::outputsFedBy(run->desc, input, coords, limit, total);
}

std::vector<CellRef> MappingContent::relatedCells(const CellRef& cell) const {
  std::vector<CellRef> related;
  if (!hasIndexMap()) return related;
  if (cell.isOutput) {
    if (auto source = sourceOf(cell.tensor, cell.element)) related.push_back({false, source->input, source->element});
    if (auto via = viaOf(cell.tensor, cell.element)) related.push_back({false, via->input, via->element});
  } else {
    for (const OutputElement& o : outputsFedBy(cell.tensor, cell.element)) related.push_back({true, o.output, o.element});
  }
  return related;
}

std::vector<std::vector<CellRef>> MappingContent::connectorChains(const CellRef& focus, const std::vector<CellRef>& related) {
  std::vector<std::vector<CellRef>> chains;
  if (focus.isOutput && related.size() == 2) {
    chains.push_back({related[0], related[1], focus});
    return chains;
  }
  for (const CellRef& cell : related)
    chains.push_back(focus.isOutput ? std::vector<CellRef>{cell, focus} : std::vector<CellRef>{focus, cell});
  return chains;
}

std::vector<uint32_t> MappingContent::coordinates(const TensorContent& t, uint64_t element) const {
  if (!t.layout) return {};
  std::vector<uint32_t> coords(t.layout->rank());
  linearToCoords(element, t.layout->sizes, coords);
  return coords;
}

QString MappingContent::cellName(const CellRef& cell) const {
  const TensorContent* t = tensor(cell);
  if (!t) return {};
  QStringList parts;
  for (uint32_t c : coordinates(*t, cell.element)) parts << QString::number(c);
  return QStringLiteral("%1[%2]").arg(t->field, parts.join(QStringLiteral(", ")));
}

std::shared_ptr<const MappingContent> buildMappingContent(std::shared_ptr<const Session> session,
                                                          const std::vector<Diagnostic>& diagnostics,
                                                          std::shared_ptr<const RunOutcome> run) {
  auto content = std::make_shared<MappingContent>();
  content->session = session;
  content->diagnostics = diagnostics;
  if (readsIndexValues(session->desc) && diagnostics.empty())
    content->indexValues = std::make_shared<const IndexValues>(session->desc, session->inputData);
  if (run && run->hasOutputs() && run->desc == session->desc) content->run = std::move(run);

  for (const auto& slot : inputSlots(session->desc)) {
    TensorContent t = describe(slot, inputTensor(session->desc, slot.index), diagnostics);
    if (slot.index < session->inputData.size() && covers(t, session->inputData[slot.index])) t.values = &session->inputData[slot.index];
    content->inputs.push_back(std::move(t));
  }
  for (const auto& slot : outputSlots(session->desc)) {
    TensorContent t = describe(slot, outputTensor(session->desc, slot.index), diagnostics);
    if (content->run && slot.index < content->run->outputs.size() && covers(t, content->run->outputs[slot.index])) {
      t.values = &content->run->outputs[slot.index];
    } else if (slot.index < session->outputData.size() && covers(t, session->outputData[slot.index])) {
      t.values = &session->outputData[slot.index];
    }
    content->outputs.push_back(std::move(t));
  }

  for (const Diagnostic& d : diagnostics) {
    if (!d.tensorField || !d.dimension) continue;
    for (const auto* list : {&content->inputs, &content->outputs}) {
      for (const TensorContent& t : *list) {
        if (t.field.toStdString() != *d.tensorField) continue;
        content->marks.push_back({t.isOutput, t.index, *d.dimension, QString::fromStdString(d.field), diagnosticMessage(d)});
      }
    }
  }

  bool any = false;
  double lo = 0;
  double hi = 0;
  for (const auto* list : {&content->inputs, &content->outputs}) {
    for (const TensorContent& t : *list) {
      if (!t.values) continue;
      const uint64_t n = t.layout->elementCount;
      const uint64_t step = n > kRangeSampleLimit ? n / kRangeSampleLimit : 1;
      for (uint64_t i = 0; i < n; i = (i + step < n || i == n - 1) ? i + step : n - 1) {
        const double v = toDouble(readElement(t.layout->dataType, *t.values, t.layout->offsetOfLinear(i)));
        if (!std::isfinite(v)) continue;
        if (!any) lo = hi = v;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
        any = true;
      }
    }
  }
  content->valueMin = lo;
  content->valueMax = hi;
  return content;
}

}  // namespace dmlscope::gui
