// Why an element is what it is: the steps of the operator's index formula with one element's numbers, as data
// (message ids and arguments from the catalogue, the dimension each step is about), so that the GUI, the
// command line and every translation render the same explanation.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dmlscope/index_values.h"
#include "dmlscope/inverse_map.h"
#include "dmlscope/operators.h"
#include "dmlscope/result.h"

namespace dmlscope {

// One step of an explanation: "dimension 3: 4 mod InputTensor.Sizes[3] (3) = 1".
struct ExplanationStep {
  std::string id;                 // catalogue id, "explain.tile"
  std::vector<std::string> args;  // {0}, {1}, ... of its template, already formatted
  std::string text;               // the English text, rendered from the template
  // The dimension of the explained element's tensor the step is about, and the dimension of the source tensor
  // it decides (DepthToSpace1: output row 2 decides input row 2; the channel step, output 1 → input 1). Nothing
  // for steps about the whole element (the offset, the padding constant, the source).
  std::optional<uint32_t> dimension;
  std::optional<uint32_t> sourceDimension;
  // The integers of the formula in the order the template names them (coordinates, sizes, results; padded
  // coordinates may be negative), for tools that check the arithmetic without parsing text.
  std::vector<int64_t> numbers;
};

// An element of one of the operator's tensors, at logical coordinates.
struct ElementAt {
  bool isOutput = false;
  uint32_t tensor = 0;  // index among the operator's inputs or outputs
  std::vector<uint32_t> coordinates;
  bool operator==(const ElementAt&) const = default;
};

struct Explanation {
  ElementAt element;
  std::string field;  // the element's tensor as DirectML names it: "OutputTensors[1]"
  std::vector<ExplanationStep> steps;

  // For an output element: the input element it is copied from (nothing for a padding constant), where that
  // element lies in its buffer, and the input's field name.
  std::optional<ElementAt> source;
  std::string sourceField;
  // Gathers and scatters: the IndicesTensor element whose value chose the source.
  std::optional<ElementAt> via;
  std::string viaField;
  uint64_t sourceOffset = 0;      // in elements: Σ coordinate × stride
  uint64_t sourceByteOffset = 0;  // sourceOffset × element size
  // For a padding constant: PaddingValue converted to the output's data type, as core prints it ("2").
  std::optional<std::string> paddingValue;

  // For an input element: its own offset, and the output elements it feeds (the first `feedLimit`, ascending)
  // with how many there are in all. An entry of a GATHER_ND1 or SCATTER_ND index tuple feeds what its tuple does.
  uint64_t offset = 0;
  uint64_t byteOffset = 0;
  std::vector<ElementAt> feeds;
  uint64_t feedsTotal = 0;
};

// "[0, 0, 3, 4]"
std::string coordinatesText(std::span<const uint32_t> coordinates);

// Explains output element `coordinates` of output `output`: per dimension the formula that leads to its source,
// then the source and its offset from the input's strides (or the padding constant and its conversion). The
// descriptor must be valid (validateSession); a wrong output index, rank or coordinate is an error naming it.
// The gathers and scatters read IndicesTensor's values from `values` (index_values.h).
Result<Explanation> explainOutputElement(const OperatorDesc& desc, uint32_t output,
                                         std::span<const uint32_t> coordinates,
                                         const IndexValues& values = IndexValues::none());

// The output elements input element `coordinates` of input `input` feeds, as explainInputElement counts them:
// outputsFedBy, except that an entry of a GATHER_ND1 or SCATTER_ND index tuple (IndicesTensor's last dimension)
// feeds what its whole tuple feeds (the index map records a tuple by its first entry). The view's hover and lit
// cells ask this, so that they say what the explanation says.
std::vector<OutputElement> outputsFedByElement(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> coordinates,
                                               uint64_t limit, uint64_t* total = nullptr,
                                               const IndexValues& values = IndexValues::none());

// Explains input element `coordinates` of input `input`: its offset, and the outputs it feeds (at most
// `feedLimit` listed, all counted).
Result<Explanation> explainInputElement(const OperatorDesc& desc, uint32_t input, std::span<const uint32_t> coordinates,
                                        uint64_t feedLimit = 64, const IndexValues& values = IndexValues::none());

// Either, by ElementAt.
Result<Explanation> explainElement(const OperatorDesc& desc, const ElementAt& element, uint64_t feedLimit = 64,
                                   const IndexValues& values = IndexValues::none());

}  // namespace dmlscope
