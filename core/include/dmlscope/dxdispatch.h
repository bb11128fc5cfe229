// DirectML's own runner, DxDispatch (Tools/DxDispatch in microsoft/DirectML): opening its JSON models as
// sessions, and writing a session as a model that `dxdispatch.exe model.json` runs with real DirectML.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

// One "dispatch" command of a model.
struct DxDispatchDispatch {
  uint32_t commandIndex = 0;  // its index in "commands"
  std::string dispatchable;   // the name it dispatches (a key of "dispatchables")
  std::string type;           // that dispatchable's type as written: "DML_OPERATOR_PADDING", "PADDING", "hlsl", "onnx"
  // An operator dmlscope runs: one of DMLSCOPE_OPERATORS (operatorNameList()), by full or short name. A first
  // version (DEPTH_TO_SPACE, SPACE_TO_DEPTH, GATHER_ND) is its own operator, whose desc lacks the later fields.
  bool supported = false;
};

// A "writeFile" command: DxDispatch writes the resource's whole buffer to targetPath (below its output
// folder), as a .npy array of the resource's type shaped by "dimensions" (1-D without them), or as raw bytes
// for any other extension (.dat, .bin).
struct DxDispatchWriteFile {
  uint32_t commandIndex = 0;             // its index in "commands"
  std::string targetPath;                // as written in the model
  std::vector<uint32_t> dimensions;      // "dimensions"; empty when not given
  DataType resourceType = DataType::Unknown;  // the resource's initialValuesDataType (or its .npy file's dtype)
};

// Where a session opened from a model came from.
struct DxDispatchSource {
  uint32_t commandIndex = 0;                // the dispatch command that became the session
  std::vector<DxDispatchDispatch> dispatches;  // every dispatch command of the model, in order
  // Things DirectML would mind but dmlscope can still show, each starting with its line and JSON path like a
  // parse error: "line 40, /commands/0/bindings/InputTensors/1/elementOffset: the bound offset is 12 bytes;
  // DirectML wants buffer bindings aligned to 16 bytes".
  std::vector<Error> warnings;
  // Per output slot: the "targetPath" of a later "writeFile" command of the resource bound to that output, as
  // written in the model ("out/result.npy"); empty where there is none.
  std::vector<std::string> outputTargetPaths;
  // Per output slot: every "writeFile" of the resource bound to that output after the dispatch, in command
  // order, up to the next dispatch that binds the resource as one of its outputs (which writes it again).
  std::vector<std::vector<DxDispatchWriteFile>> outputWriteFiles;
};

struct DxDispatchImport {
  Session session;
  DxDispatchSource source;
};

// True when `text` is a DxDispatch model rather than a dmlscope session: its root object (comments and
// trailing commas allowed) has no "dmlscope" key and has "resources", "dispatchables" or "commands". Looks at
// the top-level keys only, in one pass.
bool isDxDispatchModel(std::string_view text);

// Turns dispatch command `commandIndex` (an index in "commands"; nothing: the first dispatch of a supported
// operator) into a session: the descriptor from its dispatchable, each input's Data from the resource bound to
// it (array, constant, sequence or .npy/.dat/.bin file initializer; binding elementOffset and elementCount).
// The desc is read by the operator's schema, as a session's is: a field the operator's desc does not have (an
// "Order" on DML_OPERATOR_DEPTH_TO_SPACE, a "BatchDimensionCount" on DML_OPERATOR_GATHER_ND) is an error
// naming it and listing the desc's fields, never dropped.
// `baseDirectory` is what a "sourcePath" is read against (the model's folder). Every error gives the line and
// JSON path: "line 12, /dispatchables/pad/desc/PaddingMode: unknown padding mode "MIRROR" (expected ...)".
Result<DxDispatchImport> parseDxDispatchModel(std::string_view text, const std::filesystem::path& baseDirectory,
                                              std::optional<uint32_t> commandIndex = {});
Result<DxDispatchImport> readDxDispatchFile(const std::filesystem::path& path,
                                            std::optional<uint32_t> commandIndex = {});

struct DxDispatchExportOptions {
  // saveDxDispatchFile only: an input whose buffer is larger than this many bytes is written as a .npy file
  // beside the model ("model.InputTensor.npy", "model.InputTensors.1.npy") and its resource's initialValues
  // name it; smaller inputs are JSON arrays. An input holding NaNs other than the one DxDispatch writes for
  // "nan" goes to a file whatever its size, so that every bit reaches DirectML.
  uint64_t externalDataBytes = 256 * 1024;
  // saveDxDispatchFile only: receives the paths of the .npy files it wrote.
  std::vector<std::filesystem::path>* writtenFiles = nullptr;
};

// A model with one resource per input (its buffer in memory order), one zero-filled resource per output
// sized for the output's buffer, one dispatchable (every desc field, enums by full name), one "dispatch"
// command, and per output a "print" and a "writeFile" to outputFileName(...) with the output's Sizes as
// "dimensions" (a strided output: its buffer's element count, 1-D). Every input inline. Fails (naming the
// field) when a tensor's layout cannot be computed or an input has no data.
Result<std::string> writeDxDispatchModel(const Session& session);

// Writes the model atomically, with large inputs as .npy files beside it (see DxDispatchExportOptions).
Status saveDxDispatchFile(const std::filesystem::path& path, const Session& session,
                          const DxDispatchExportOptions& options = {});

}  // namespace dmlscope
