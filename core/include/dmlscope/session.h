// One operator call as a person edits it: feature level, descriptor, and the tensors' buffers.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/diagnostic.h"
#include "dmlscope/element.h"
#include "dmlscope/feature_level.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/operators.h"

namespace dmlscope {

// A tensor whose Data lives in a .npy file rather than inline in the session file.
struct DataFile {
  std::string path;                 // as the session file writes it: relative to the session's folder, or absolute
  std::filesystem::path resolved;   // where it was read from (path against the session's folder)
  std::optional<NpyHeader> header;  // the file's shape and dtype, when it could be read
  std::optional<Error> problem;     // why it could not be read (missing, malformed): a problem on Data
  bool operator==(const DataFile&) const = default;
};

struct Session {
  // Optional words for the Examples menu and the window title; not part of the operator call.
  std::string title;
  std::string description;
  FeatureLevel featureLevel = kLatestFeatureLevel;
  OperatorDesc desc = TileDesc{};
  // One buffer per input slot (inputSlots order), the tensor's memory as DirectML would see it.
  std::vector<Buffer> inputData;
  // One buffer per output slot, filled by a run; empty vectors before.
  std::vector<Buffer> outputData;
  // Per input (and output) slot, the .npy file its Data came from, else nothing. Empty vectors when no tensor
  // is backed by a file. An edit of a tensor's data drops its link: the data then lives in the session.
  std::vector<std::optional<DataFile>> inputFiles;
  std::vector<std::optional<DataFile>> outputFiles;

  bool operator==(const Session&) const = default;
};

// The validation errors of the descriptor plus those of the data: each input's Data must cover what its
// strides reach ("InputTensor.Data has length 15, but the strides need at least 16").
std::vector<Diagnostic> validateSession(const Session& session);

// Buffers are filled automatically only up to this many elements (1 GiB of FLOAT64); larger tensors are
// left empty, and validation says their Data is missing.
inline constexpr uint64_t kMaxSequentialFill = uint64_t{1} << 27;

// Fills input `index` with 0, 1, 2, ... in memory order (what an input without Data gets), sized to the
// elements its strides reach.
void fillSequential(Session& session, uint32_t index);

// Whether input `index` holds exactly what fillSequential would put there. A session file leaves out the
// Data of such an input when it is larger than kWrittenSequenceElements: reading fills in the same values,
// and 17 million elements printed inline made a 400-byte file a 150 MB one.
bool holdsSequentialFill(const Session& session, uint32_t index);
inline constexpr uint64_t kWrittenSequenceElements = uint64_t{1} << 16;

// Resizes every input buffer to its tensor's buffer size, keeping what fits and filling new elements with
// the sequence; drops output data. For after an edit of sizes, strides or data type. Does nothing to a
// tensor whose layout cannot be computed.
void conformBuffers(Session& session);

// The session a freshly chosen operator opens with (the window's Operator box, File > New): its default
// descriptor at `level`, raised to the level that introduced the operator; the data inputs hold the sequence
// and the index inputs values inside the dimensions they address, so that nothing warns about an untouched
// default: the indices addressing each InputTensor dimension count 0, 1, 2, ... in row-major order, wrapped
// at its size.
Session defaultSession(OperatorType type, FeatureLevel level);

// Makes input `index` hold a .npy file's contents. Without explicit Strides, the input's DataType and Sizes
// become the file's (a 0-d array is one element), and each output whose Sizes (or DataType) were what core
// derives from the old input follows the new one; with explicit Strides, the file is the buffer in memory
// order and the descriptor is kept. The input is linked to `link` (nothing: the data lives in the session).
// Validation reports what still disagrees.
void setInputFromArray(Session& session, uint32_t index, NpyArray array, std::optional<DataFile> link);

}  // namespace dmlscope
