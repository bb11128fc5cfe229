// Tile → DML_OPERATOR_TILE, as DmlOperatorTile.cpp (DmlOperatorTile's constructor) builds it: the dimensions
// where the output has size 1 are dropped from the input, the repeats and the output (FindValueIndices and
// RemoveValuesByIndex with keepOneValue), and the tensors keep the rank that remains (minimum 1, no raising to 4).
#include <string>
#include <vector>

#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

Status translateTile(NodeContext& context) {
  auto data = context.inputValue(0);
  if (!data) return data.error();
  const size_t rank = data->rank();
  if (rank == 0) return refusal("Tile of a scalar input " + quotedName(data->name) + " has nothing to repeat");
  auto repeats = context.int32Input(1);
  if (!repeats) return repeats.error();
  if (repeats->size() != rank) {
    return refusal("input " + quotedName(context.inputName(1)) + " (repeats) has " + std::to_string(repeats->size()) +
                   " values for an input of rank " + std::to_string(rank));
  }
  std::vector<int64_t> outDims(rank);
  for (size_t d = 0; d < rank; ++d) {
    if ((*repeats)[d] <= 0) {
      return refusal("repeats[" + std::to_string(d) + "] = " + std::to_string((*repeats)[d]) +
                     " leaves an empty output, which DirectML cannot hold");
    }
    outDims[d] = data->dims[d] * (*repeats)[d];
  }
  for (size_t d = 0; d < rank; ++d) {
    if (data->dims[d] == 0) return refusal("input " + quotedName(data->name) + " is empty; DirectML cannot hold it");
  }

  std::vector<int64_t> keptIn, keptRepeats, keptOut, dropped;
  for (size_t d = 0; d < rank; ++d) {
    if (outDims[d] == 1) {
      dropped.push_back(static_cast<int64_t>(d));
      continue;
    }
    keptIn.push_back(data->dims[d]);
    keptRepeats.push_back((*repeats)[d]);
    keptOut.push_back(outDims[d]);
  }
  if (keptOut.empty()) {  // keepOneValue: an all-ones output keeps one dimension
    keptIn = {1};
    keptRepeats = {1};
    keptOut = {1};
  }

  auto inSizes = raisedSizes(keptIn, 1, "input " + quotedName(data->name));
  if (!inSizes) return inSizes.error();
  auto outSizes = raisedSizes(keptOut, 1, "output " + quotedName(context.outputName(0)));
  if (!outSizes) return outSizes.error();

  TileDesc desc;
  desc.InputTensor = bufferTensor(data->dataType, std::move(*inSizes));
  desc.OutputTensor = bufferTensor(data->dataType, std::move(*outSizes));
  for (int64_t r : keptRepeats) desc.Repeats.push_back(static_cast<uint32_t>(r));

  const std::string droppedText =
      dropped.empty() ? std::string()
                      : ", the output's size-1 dimensions " + listText(std::span<const int64_t>(dropped)) +
                            " dropped as the EP does";
  context.origin("InputTensor.DataType", "element type " + onnxTypeName(data->onnxType) + " of " +
                                             inputText(context, 0));
  context.origin("InputTensor.Sizes", "shape " + listText(std::span<const int64_t>(data->dims)) + " of " +
                                          inputText(context, 0) + droppedText);
  context.origin("OutputTensor.DataType", "the input's element type");
  context.origin("OutputTensor.Sizes", listText(std::span<const uint32_t>(desc.OutputTensor.sizes)) + " for " +
                                           outputText(context, 0) + ": the input's shape × repeats " +
                                           listText(std::span<const int64_t>(outDims)) + droppedText);
  context.origin("Repeats", listText(std::span<const uint32_t>(desc.Repeats)) + " ← repeats " +
                                listText(std::span<const int64_t>(*repeats)) + " of input " +
                                quotedName(context.inputName(1)) + droppedText);
  context.out.desc = std::move(desc);
  context.out.inputValues = {data->name};
  context.out.outputValues = {std::string(context.outputName(0))};
  return Ok{};
}

}  // namespace dmlscope::onnx::detail
