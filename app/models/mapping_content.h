// What the mapping view draws, frozen at one moment: the session, core's layouts of its tensors, the run
// that belongs to it (values and index map), and the dimensions validation complains about. Shared by the
// view, the tensor table and the `render` command; immutable once built.
#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/index_values.h"
#include "dmlscope/session.h"
#include "dmlscope/tensor.h"
#include "models/run_outcome.h"

namespace dmlscope::gui {

// One element of one tensor of the operator.
struct CellRef {
  bool isOutput = false;
  uint32_t tensor = 0;   // index among the operator's inputs or outputs
  uint64_t element = 0;  // logical row-major index
  bool operator==(const CellRef&) const = default;
};

struct TensorContent {
  QString field;  // DirectML's name: "InputTensor", "OutputTensors[1]"
  bool isOutput = false;
  uint32_t index = 0;
  TensorDesc desc;
  std::optional<TensorLayout> layout;  // nothing when the descriptor makes a layout impossible
  QString layoutError;
  const Buffer* values = nullptr;      // the buffer, when there are values to show
  bool hasProblem = false;             // some diagnostic names this tensor
};

// A dimension of a tensor that a diagnostic is about (Diagnostic::tensorField and ::dimension).
struct DimensionMark {
  bool isOutput = false;
  uint32_t tensor = 0;
  uint32_t dimension = 0;
  QString field;    // the diagnostic's field
  QString message;  // the diagnostic's message
};

// A dimension of a tensor that an explanation step is about (the Why panel lights it on the grids): its index
// labels and, where `index` is given, the cells whose coordinate along it is `index`.
struct DimensionHighlight {
  bool isOutput = false;
  uint32_t tensor = 0;
  uint32_t dimension = 0;
  std::optional<uint32_t> index;
  bool operator==(const DimensionHighlight&) const = default;
};

class MappingContent {
 public:
  std::shared_ptr<const Session> session;
  // The successful run of exactly this descriptor, else null (not run yet, invalid, failed).
  std::shared_ptr<const RunOutcome> run;
  std::vector<TensorContent> inputs;
  std::vector<TensorContent> outputs;
  std::vector<Diagnostic> diagnostics;
  std::vector<DimensionMark> marks;
  // The gathers' and scatters' IndicesTensor values over the session's buffers (empty for the other operators).
  std::shared_ptr<const IndexValues> indexValues;
  // The finite values' range over every tensor, for value shading (the same scale for inputs and outputs
  // so that a copied value keeps its shade).
  double valueMin = 0;
  double valueMax = 0;

  const TensorContent* tensor(bool isOutput, uint32_t index) const;
  const TensorContent* tensor(const CellRef& cell) const { return tensor(cell.isOutput, cell.tensor); }
  std::optional<ElementValue> value(const TensorContent& t, uint64_t element) const;
  // core's formatElement of the value, or empty.
  QString formattedValue(const TensorContent& t, uint64_t element) const;

  // Where sources come from. A run of a small output stores its index map (the backend's own: the GPU's when
  // the GPU ran, so the view shows what its index arithmetic did) and the map's inverse; the view reads those.
  // A large output's map would cost 8 bytes per element (16 GiB for 2^31 elements) and its inverse as much
  // again, most of it for cells never on screen, so such a run stores none, and each question the view asks
  // (the cells it paints, the cell under the pointer) is answered by core's index formula (sourceOf, O(rank))
  // or its analytic inverse (outputsFedBy, O(rank + answer)): memory and time follow what is on screen, not
  // the tensor's size, and there is no element limit.

  // A run whose sources can be shown (from its stored map or from core's formulas).
  bool hasIndexMap() const { return run != nullptr; }
  // The run stored its index map (and its inverse).
  bool hasStoredIndexMap() const { return run != nullptr && run->indexMap.outputCount() == outputs.size(); }
  // With a run: the output element's source, or nothing for a padding constant (or an element out of range).
  std::optional<Source> sourceOf(uint32_t output, uint64_t element) const;
  bool isPadding(uint32_t output, uint64_t element) const;
  // Gathers and scatters, with a run: the IndicesTensor element that chose the output element's source.
  std::optional<Source> viaOf(uint32_t output, uint64_t element) const;
  // With a run: the output elements that read input element `element` (an index tuple's entry: those its tuple
  // chooses, as core's explanation counts them), ascending, at most `limit` of them;
  // `total` (when given) receives how many there are in all.
  std::vector<OutputElement> outputsFedBy(uint32_t input, uint64_t element, uint64_t limit = kMaxRelatedCells,
                                          uint64_t* total = nullptr) const;
  bool differs(uint32_t output, uint64_t element) const { return run && run->differs(output, element); }

  // The memory a cell's value comes from: for an input cell the buffer slot it reads, for an output cell its
  // source's slot (core's Source names a logical element; two logical elements of a broadcast input read one
  // slot). Colour by source paints by this, so cells that read the same memory share a colour. Nothing for a
  // padding constant, an output without a run, or a tensor without a layout.
  struct SourceSlot {
    uint32_t input = 0;
    uint64_t slot = 0;
    bool operator==(const SourceSlot&) const = default;
  };
  std::optional<SourceSlot> sourceSlotOf(const CellRef& cell) const;

  // The cells a focused cell is connected to: an output's source (and the index cell that chose it), or the
  // outputs an input feeds (for an index cell, the outputs whose source it chose) (the first
  // kMaxRelatedCells of them: a tile repeated a million times feeds a million cells, and no screen shows that
  // many).
  static constexpr uint64_t kMaxRelatedCells = uint64_t{1} << 16;
  std::vector<CellRef> relatedCells(const CellRef& cell) const;
  // The connectors the view draws for a focused cell, given its relatedCells(): each a chain of cells from the
  // input end to the output end. One [source, index cell, output] chain for a gather's or scatter's output
  // (relatedCells gives its source, then the index cell: the path goes through the index that chose the
  // source), otherwise one [input, output] pair per related cell.
  static std::vector<std::vector<CellRef>> connectorChains(const CellRef& focus, const std::vector<CellRef>& related);
  // "OutputTensor[0, 0, 3, 4]"
  QString cellName(const CellRef& cell) const;
  // The coordinates of a logical element of a tensor.
  std::vector<uint32_t> coordinates(const TensorContent& t, uint64_t element) const;

 private:
  // Core's formula for one output element (no stored map): its source, and into `*via` (when given) the index
  // cell that chose it.
  std::optional<Source> fromFormula(uint32_t output, uint64_t element, std::optional<Source>* via) const;
};

std::shared_ptr<const MappingContent> buildMappingContent(std::shared_ptr<const Session> session,
                                                          const std::vector<Diagnostic>& diagnostics,
                                                          std::shared_ptr<const RunOutcome> run);

}  // namespace dmlscope::gui
