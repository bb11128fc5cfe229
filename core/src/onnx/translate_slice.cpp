// Slice → DML_OPERATOR_SLICE1, as DmlOperatorSlice.cpp and OperatorHelper.cpp's SliceHelper::Initialize build
// it. The tensors keep their rank (DmlOperator::Initialize with a minimum of 1 dimension).
#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {

constexpr int64_t kInt32Min = std::numeric_limits<int32_t>::min();
constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();

struct SliceParameters {
  std::vector<int64_t> starts, ends, axes, steps;
  std::string startsSource, endsSource, axesSource, stepsSource;
  bool clamped = false;
};

Result<SliceParameters> readParameters(NodeContext& context) {
  SliceParameters p;
  if (context.since >= 10) {
    // Inputs 1..4, read as int32 (INT64 values clamped: models write INT64_MAX for "to the end").
    bool clamped = false;
    auto starts = context.int32Input(1, &clamped);
    if (!starts) return starts.error();
    p.clamped |= clamped;
    auto ends = context.int32Input(2, &clamped);
    if (!ends) return ends.error();
    p.clamped |= clamped;
    p.starts = std::move(*starts);
    p.ends = std::move(*ends);
    p.startsSource = "input " + quotedName(context.inputName(1));
    p.endsSource = "input " + quotedName(context.inputName(2));
    if (context.hasInput(3)) {
      auto axes = context.int32Input(3);
      if (!axes) return axes.error();
      p.axes = std::move(*axes);
      p.axesSource = "input " + quotedName(context.inputName(3));
    }
    if (context.hasInput(4)) {
      auto steps = context.int32Input(4);
      if (!steps) return steps.error();
      p.steps = std::move(*steps);
      p.stepsSource = "input " + quotedName(context.inputName(4));
    }
  } else {
    bool present = false;
    auto starts = context.intsAttribute("starts", &present);
    if (!starts) return starts.error();
    if (!present) return refusal("Slice-1 needs its attribute starts");
    auto ends = context.intsAttribute("ends", &present);
    if (!ends) return ends.error();
    if (!present) return refusal("Slice-1 needs its attribute ends");
    auto axes = context.intsAttribute("axes", &present);
    if (!axes) return axes.error();
    // The EP reads attributes as int32 too (GetOptionalAttributeVectorInt32).
    for (auto* list : {&*starts, &*ends, &*axes}) {
      for (int64_t& v : *list) {
        const int64_t c = std::clamp(v, kInt32Min, kInt32Max);
        p.clamped |= c != v;
        v = c;
      }
    }
    p.starts = std::move(*starts);
    p.ends = std::move(*ends);
    p.startsSource = "attribute starts";
    p.endsSource = "attribute ends";
    if (present) {
      p.axes = std::move(*axes);
      p.axesSource = "attribute axes";
    }
  }
  return p;
}

}  // namespace

Status translateSlice(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  const size_t rank = data->rank();
  if (rank == 0) return refusal("Slice of a scalar input " + quotedName(data->name) + " has no axis");
  auto params = readParameters(context);
  if (!params) return params.error();
  SliceParameters& p = *params;

  if (p.starts.size() != p.ends.size()) return refusal("Slice's starts and ends differ in length");
  if (!p.axes.empty() && p.axes.size() != p.starts.size()) return refusal("Slice's axes and starts differ in length");
  if (!p.steps.empty() && p.steps.size() != p.starts.size()) {
    return refusal("Slice's steps and starts differ in length");
  }
  std::vector<int64_t> axes = p.axes;
  for (int64_t& axis : axes) {
    auto resolved = resolveAxis(axis, rank, "Slice axis");
    if (!resolved) return resolved.error();
    axis = *resolved;
  }

  // SliceHelper::Initialize, one axis at a time.
  std::vector<int64_t> outDims = data->dims;
  std::vector<uint32_t> offsets(rank, 0), sizes(rank);
  std::vector<int32_t> strides(rank, 1);
  for (size_t d = 0; d < rank; ++d) sizes[d] = static_cast<uint32_t>(data->dims[d]);
  std::vector<std::string> perAxis(rank);
  for (size_t i = 0; i < p.starts.size(); ++i) {
    const size_t a = axes.empty() ? i : static_cast<size_t>(axes[i]);
    if (a >= rank) return refusal("Slice has more starts than its input has dimensions");
    const int64_t step = p.steps.empty() ? 1 : p.steps[i];
    if (step == 0) return refusal("Slice step " + std::to_string(i) + " is 0");
    const int64_t dim = data->dims[a];
    const int64_t startWritten = p.starts[i], endWritten = p.ends[i];
    // Negative values count from the end; INT_MIN stands for "the smallest possible". The EP tests starts[i]
    // (not ends[i]) against INT_MIN for the end too, and dmlscope does the same.
    int64_t start = (startWritten < 0 && startWritten > kInt32Min) ? startWritten + dim : startWritten;
    int64_t end = (endWritten < 0 && startWritten > kInt32Min) ? endWritten + dim : endWritten;
    std::string how = "starts[" + std::to_string(i) + "] = " + std::to_string(startWritten) + ", ends[" +
                      std::to_string(i) + "] = " + std::to_string(endWritten);
    if (step != 1) how += ", steps[" + std::to_string(i) + "] = " + std::to_string(step);
    if (start != startWritten || end != endWritten) {
      how += " → " + std::to_string(start) + ".." + std::to_string(end) + " (negative values resolved)";
    }
    if (step < 0) {
      // For a negative step ONNX's start is the last element taken and end the one before the first: the window
      // becomes [end + 1, start + 1).
      std::swap(start, end);
      start += start < kInt32Max ? 1 : 0;
      end += end < kInt32Max ? 1 : 0;
      how += ", window [" + std::to_string(start) + ", " + std::to_string(end) + ") for the negative step";
    }
    const int64_t clampedStart = std::max<int64_t>(start, 0);
    const int64_t clampedEnd = std::min<int64_t>(end, dim);
    if (clampedStart != start || clampedEnd != end) {
      how += ", clamped to [" + std::to_string(clampedStart) + ", " + std::to_string(clampedEnd) + ")";
    }
    const int64_t size = std::max<int64_t>(clampedEnd - clampedStart, 0);
    const int64_t absStep = step < 0 ? -step : step;
    outDims[a] = size / absStep + (size % absStep != 0 ? 1 : 0);
    offsets[a] = static_cast<uint32_t>(clampedStart);
    sizes[a] = static_cast<uint32_t>(size);
    strides[a] = static_cast<int32_t>(step);
    perAxis[a] = "axis " + std::to_string(a) + ": " + how;
  }
  for (size_t d = 0; d < rank; ++d) {
    if (outDims[d] == 0) {
      return refusal("the slice of input " + quotedName(data->name) + " is empty along axis " + std::to_string(d) +
                     "; DirectML cannot hold an empty tensor");
    }
  }

  auto inSizes = raisedSizes(data->dims, 1, "input " + quotedName(data->name));
  if (!inSizes) return inSizes.error();
  auto outSizes = raisedSizes(outDims, 1, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();

  Slice1Desc desc;
  desc.InputTensor = bufferTensor(data->dataType, std::move(*inSizes));
  desc.OutputTensor = bufferTensor(data->dataType, std::move(*outSizes));
  desc.InputWindowOffsets = offsets;
  desc.InputWindowSizes = sizes;
  desc.InputWindowStrides = strides;

  std::string sources = p.startsSource + ", " + p.endsSource;
  if (!p.axesSource.empty()) sources += ", " + p.axesSource;
  if (!p.stepsSource.empty()) sources += ", " + p.stepsSource;
  std::string detail;
  for (const std::string& text : perAxis) {
    if (!text.empty()) detail += "; " + text;
  }
  if (p.clamped) detail += "; values beyond 32 bits clamped to int32 as the EP reads them";
  std::string axesNote;
  if (!p.axes.empty() && axes != p.axes) {
    axesNote = "; axes " + listText(std::span<const int64_t>(p.axes)) + " → " +
               listText(std::span<const int64_t>(axes)) + " (negative resolved)";
  }
  const bool someAxisWhole = std::any_of(perAxis.begin(), perAxis.end(), [](const std::string& t) {
    return t.empty();
  });
  const std::string untouched = someAxisWhole ? "; the other axes whole" : "";
  describeInputTensor(context, "InputTensor", 0, *data, desc.InputTensor);
  describeOutputTensor(context, "OutputTensor", 0, desc.OutputTensor, "the input's element type",
                       "ceil(InputWindowSizes / |InputWindowStrides|) per axis", rank);
  context.origin("InputWindowOffsets", listText(std::span<const uint32_t>(offsets)) + " ← " + sources + detail +
                                           axesNote + untouched);
  context.origin("InputWindowSizes", listText(std::span<const uint32_t>(sizes)) + " ← " + sources + detail +
                                         axesNote + untouched);
  context.origin("InputWindowStrides", listText(std::span<const int32_t>(strides)) + " ← " +
                                           (p.stepsSource.empty() ? std::string("no steps: 1 on every axis")
                                                                   : p.stepsSource + axesNote + untouched));

  // DmlOperatorSlice::GetSplitIndex: when every step is 1 and the window only cuts the start of one axis, the EP
  // runs DML_OPERATOR_SPLIT into two outputs and keeps the second instead; the elements are the same.
  size_t cutAxes = 0;
  bool reachesEnds = true;
  bool unitSteps = true;
  for (size_t d = 0; d < rank; ++d) {
    if (strides[d] != 1) unitSteps = false;
    if (offsets[d] != 0) {
      ++cutAxes;
      if (sizes[d] < data->dims[d] - offsets[d]) reachesEnds = false;
    }
  }
  if (unitSteps && cutAxes == 1 && reachesEnds) {
    context.note("this window only cuts the start of one axis, so the EP runs it as DML_OPERATOR_SPLIT with two "
                 "outputs and keeps the second (DmlOperatorSlice's GetSplitIndex); SLICE1 here gives the same "
                 "elements");
  }
  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
