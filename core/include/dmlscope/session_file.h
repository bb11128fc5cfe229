// Session files (JSON): strict reading with messages that give the JSON path and line, and writing.
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <vector>
#include <string>
#include <string_view>

#include "dmlscope/index_map.h"
#include "dmlscope/io_progress.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

inline constexpr int kSessionFormatVersion = 1;

// The app's default for WriteOptions::externalDataBytes (its Save preference, 256 KiB), which `dmlscope run
// --output FILE` uses too: larger tensors go to .npy files beside the session.
inline constexpr uint64_t kDefaultExternalDataBytes = uint64_t{256} << 10;

// Parses a session. Structural problems (bad JSON, wrong types, unknown enum names, missing required
// fields) are errors: "line 7, /desc/Repeats/2: expected an unsigned integer below 2^32, got -1". Values
// that are well-formed but inconsistent (a wrong count, sizes that break a formula) are kept for
// validation to report. Absent derivable fields are derived; inputs without Data get 0, 1, 2, ...
// `baseDirectory` is the folder a tensor's "Data": "file.npy" is read against (the session file's folder).
Result<Session> parseSession(std::string_view json, const std::filesystem::path& baseDirectory = {});
Result<Session> readSessionFile(const std::filesystem::path& path);

// A .npy file saveSessionFile wrote beside the session, as the link its tensor's Data now names: a session that
// takes it as its tensor's link (what the GUI does after a save) neither writes it again nor over it.
struct SavedDataFile {
  bool isOutput = false;
  uint32_t slot = 0;  // index among the operator's inputs (or outputs)
  DataFile file;
};

struct WriteOptions {
  bool withOutputs = true;        // write outputs' Data when the session has it
  // When set, the outputs' Data in place of the session's outputData (a run's outputs, kept apart from the
  // session so that saving them copies nothing).
  const std::vector<Buffer>* outputData = nullptr;
  const IndexMap* sources = nullptr;  // when set, each output also gets "Sources"
  // saveSessionFile only: a tensor whose buffer is larger than this many bytes is written as a .npy file
  // beside the session ("pad.InputTensor.npy", "join.InputTensors.1.npy", "pad.OutputTensor.npy") and its
  // Data names that file. Absent: everything inline, except tensors already linked to a file.
  std::optional<uint64_t> externalDataBytes;
  // saveSessionFile only: when set, receives the paths of the .npy files it wrote.
  std::vector<std::filesystem::path>* writtenFiles = nullptr;
  // saveSessionFile only: when set, receives each .npy file it wrote with the tensor it holds.
  std::vector<SavedDataFile>* savedFiles = nullptr;
  // saveSessionFile only: whether an existing file may be written over when a tensor's .npy file would take its
  // name. A file the session links to never is (another tensor's data, or the file an edited tensor came from).
  // Absent: any other file may. When one may not, the tensor goes to the first free name after it
  // ("pad.InputTensor-2.npy", "-3", …).
  std::function<bool(const std::filesystem::path&)> mayReplace;
  // saveSessionFile only: how far the .npy files beside the session have been written (all of them together),
  // and whether to go on; a cancel is "file.save-cancelled", and the session file is then not written (.npy files
  // finished before it stay, under names no link of the session had).
  IoProgress progress;
};

// Serializes with full enum names; arrays of numbers stay on one line.
std::string writeSession(const Session& session, const WriteOptions& options = {});

// Receives a session's text piece by piece; an error stops the writing.
using SessionTextSink = std::function<Status(std::string_view text)>;

// The text writeSession returns, handed to `sink` in pieces of about a mebibyte as it is printed: a session
// with billions of elements inline is written (to a pipe, `dmlscope run --output -`) without holding its text.
Status streamSession(const Session& session, const WriteOptions& options, const SessionTextSink& sink);

// The part of a .npy file's name that says which tensor it holds: "InputTensors[1]" → "InputTensors.1". Used for
// the files saveSessionFile writes beside a session ("pad.InputTensors.1.npy") and `run --npy-out`'s.
std::string tensorFileStem(std::string_view field);

// Writes atomically (temporary file, then rename), so a failed save never destroys the old file.
Status saveSessionFile(const std::filesystem::path& path, const Session& session, const WriteOptions& options = {});

}  // namespace dmlscope
