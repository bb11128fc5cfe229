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

// Where DxDispatch writes a "writeFile" command's targetPath below the folder compared with: the path as
// written, relative; an absolute path, or one that climbs out of the folder (".."), was written elsewhere, so
// only its file name counts.
std::string modelTargetFileName(const std::string& targetPath);

// A file that holds one output, as a model's "writeFile" wrote it.
struct OutputFileTarget {
  std::string file;                  // relative to the folder compared with (modelTargetFileName)
  std::vector<uint32_t> dimensions;  // the command's "dimensions": the array's shape; empty when not given
  // Set: a raw file (any extension but .npy: DxDispatch writes the resource's bytes as they are) of elements of
  // this type, the resource's. Nothing: a .npy file, which says its own type and shape.
  std::optional<DataType> rawType;
  // Where the output's buffer begins in the file, in bytes: the file holds the whole resource the output is
  // bound into at this offset (DxDispatchWriteFile::outputByteOffset). Non-zero: the file is read as a buffer
  // from there.
  uint64_t byteOffset = 0;
};

// For a session opened from a DxDispatch model: per output slot, every file the model's "writeFile" commands
// write of it (DxDispatchSource::outputWriteFiles); an empty list where the model writes none. For
// CompareOptions::files.
std::vector<std::vector<OutputFileTarget>> modelOutputFiles(const DxDispatchSource& source);

// One output against one file.
struct OutputFileComparison {
  uint32_t output = 0;            // the output slot
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
  uint32_t comparison = 0;        // the OutputComparison::outputs entry (the file) it was found in
  uint64_t element = 0;           // logical row-major index
  std::vector<uint32_t> coords;   // its coordinates
  ElementValue ours;
  ElementValue theirs;
};

struct OutputComparison {
  // One per output slot in slot order; with CompareOptions::files, one per file instead (an output the model
  // writes to two files has two, one it writes to none has one for its default file).
  std::vector<OutputFileComparison> outputs;
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
  // Per output slot, the files to compare it with, every one of them (instead of fileNames); an empty list or a
  // shorter vector falls back to fileNames and outputFileName.
  std::vector<std::vector<OutputFileTarget>> files;
};

// Compares `outputs` (one buffer per output slot, as a run returns them) with DIR/OutputTensor.npy,
// DIR/OutputTensors.N.npy. A file may have the output's logical shape (leading 1s may differ) or be 1-D with
// the output's buffer elements (at least as many as its strides reach). Equal means equal bits, so NaNs are
// equal when their bits are. Data past the array in the file (DxDispatch writes whole buffers, padded to 4
// bytes) is ignored. A file of CompareOptions::files may also have the shape of its "dimensions" when those
// hold at least the output's buffer (DxDispatch writes the buffer whatever the dimensions say); a raw file is
// read as an array of that shape (1-D without dimensions) of its rawType, and with dimensions it must hold
// exactly their elements (up to DxDispatch's padding to 4 bytes), else the problem names both sizes.
OutputComparison compareOutputsWithFiles(const Session& session, std::span<const Buffer> outputs,
                                         const std::filesystem::path& directory, const CompareOptions& options = {});

}  // namespace dmlscope
