// DirectML's own runner, DxDispatch (Tools/DxDispatch in microsoft/DirectML): opening its JSON models as
// sessions, and writing a session as a model that `dxdispatch.exe model.json` runs with real DirectML.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/data_type.h"
#include "dmlscope/element.h"
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
  // Where the output written to this resource begins in it, in bytes (its binding's elementOffset × element
  // size): the file holds the whole resource, so the output's buffer starts that far into it.
  uint64_t outputByteOffset = 0;
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
// The inputs are the resources as the commands before `commandIndex` leave them: the earlier dispatches of
// supported operators run first (see runDxDispatchModel), and a warning names an earlier dispatch dmlscope
// cannot run whose resources this one reads.
// `baseDirectory` is what a "sourcePath" is read against (the model's folder). Every error gives the line and
// JSON path: "line 12, /dispatchables/pad/desc/PaddingMode: unknown padding mode "MIRROR" (expected ...)".
Result<DxDispatchImport> parseDxDispatchModel(std::string_view text, const std::filesystem::path& baseDirectory,
                                              std::optional<uint32_t> commandIndex = {});
Result<DxDispatchImport> readDxDispatchFile(const std::filesystem::path& path,
                                            std::optional<uint32_t> commandIndex = {});

// What a "print" or "writeFile" command of a model shows, as the commands before it left the resource.
struct DxDispatchOutput {
  uint32_t commandIndex = 0;
  bool isWriteFile = false;
  std::string resource;
  std::string targetPath;            // writeFile: as written in the model ("out/result.npy")
  std::vector<uint32_t> dimensions;  // writeFile's "dimensions"; empty when it gives none
  DataType dataType = DataType::Unknown;  // the resource's initialValuesDataType (a .npy initializer's dtype)
  // print: the resource's bytes up to the end of its initial values (DxDispatch trims the 4-byte padding);
  // writeFile: the whole buffer ("sizeInBytes"), which DxDispatch downloads and writes.
  Buffer bytes;
};

// A whole model run as DxDispatch runs it (runDxDispatchFile).
struct DxDispatchRun {
  std::vector<DxDispatchDispatch> dispatches;  // every dispatch command, in order
  std::vector<uint32_t> ran;                   // the command indices of the dispatches dmlscope ran, in order
  // Each ran dispatch's warnings (as opening it gives them), a dispatch that dmlscope could not run, and a
  // dispatch, print or writeFile that reads a resource such a dispatch is bound to.
  std::vector<Error> warnings;
  std::vector<DxDispatchOutput> outputs;  // every print and writeFile command, in order
};

// Runs every command of the model in order, as DxDispatch does: each dispatch of a supported operator on the
// fast CPU backend (bit for bit the reference), reading its inputs from the resources as the earlier commands
// left them and writing its outputs' elements into the resources bound to them (a resource is one buffer;
// bindings at offsets alias it); each print and writeFile takes the resource as it is then. A dispatch
// dmlscope cannot run (another operator, hlsl, onnx, an invalid desc) leaves every resource it is bound to
// as it was, and whatever reads one of them later gets a warning naming that command.
// parseDxDispatchModel / readDxDispatchFile open dispatch N the same way: the dispatches before it run first.
Result<DxDispatchRun> runDxDispatchModel(std::string_view text, const std::filesystem::path& baseDirectory);
Result<DxDispatchRun> runDxDispatchFile(const std::filesystem::path& path);

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
