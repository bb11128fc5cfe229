// Comparing a run's outputs with .npy files another implementation wrote (real DirectML through DxDispatch,
// NumPy, an older dmlscope), element by element and bit for bit.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dmlscope/dxdispatch.h"
#include "dmlscope/element.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

// The file name the DxDispatch export writes and `compare` reads for output `index`: "OutputTensor.npy",
// "OutputTensors.1.npy".
std::string outputFileName(const OperatorDesc& desc, uint32_t index);

// For a session opened from a DxDispatch model: per output slot, the file the model's own "writeFile" command
// writes, relative to the folder compared with (DxDispatch writes targetPath below its output folder; an absolute
// targetPath was written elsewhere, so only its file name counts). Empty entries where the model writes none,
// which fall back to outputFileName. For CompareOptions::fileNames.
std::vector<std::string> modelOutputFileNames(const DxDispatchSource& source);

// One output against its file.
struct OutputFileComparison {
  std::string field;              // "OutputTensor", "OutputTensors[1]"
  std::filesystem::path file;     // what was read: DIR/OutputTensor.npy
  // Why nothing was compared: missing or malformed file, another data type, a shape that is neither the
  // output's Sizes nor its buffer. Names the file and the field.
  std::optional<Error> problem;
  // The file was a 1-D array of the output's buffer elements, read through the output's strides (rather
  // than an array of the output's logical shape).
  bool readAsBuffer = false;
  // Logical (row-major) indices of the elements whose bits differ, ascending: all of them.
  std::vector<uint64_t> differingElements;
};

// One differing element, for listing: OutputTensor[0, 0, 1, 2]: dmlscope 7, file 8.
struct ElementDifference {
  uint32_t output = 0;            // output slot
  uint64_t element = 0;           // logical row-major index
  std::vector<uint32_t> coords;   // its coordinates
  ElementValue ours;
  ElementValue theirs;
};

struct OutputComparison {
  std::vector<OutputFileComparison> outputs;    // one per output slot
  std::vector<ElementDifference> firstDifferences;  // the first CompareOptions::maxListed, output by output

  uint64_t differenceCount() const;
  bool readable() const;  // no output has a problem
  bool equal() const;     // readable and no element differs
};

struct CompareOptions {
  size_t maxListed = 10;
  // Per output slot, a file name to use instead of outputFileName (relative to the directory); empty entries
  // or a shorter vector fall back to it.
  std::vector<std::string> fileNames;
};

// Compares `outputs` (one buffer per output slot, as a run returns them) with DIR/OutputTensor.npy,
// DIR/OutputTensors.N.npy. A file may have the output's logical shape (leading 1s may differ) or be 1-D with
// the output's buffer elements (at least as many as its strides reach). Equal means equal bits, so NaNs are
// equal when their bits are. Data past the array in the file (DxDispatch writes whole buffers, padded to 4
// bytes) is ignored.
OutputComparison compareOutputsWithFiles(const Session& session, std::span<const Buffer> outputs,
                                         const std::filesystem::path& directory, const CompareOptions& options = {});

}  // namespace dmlscope
