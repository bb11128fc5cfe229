// One node of an ONNX model opened as a dmlscope session: the DirectML operator ONNX Runtime's DirectML provider
// runs for it (onnx_translation.h), its inputs filled from the model's constants, from tensors the person gives
// (.npy or .pb), or else with the sequence 0, 1, 2, … (element ids, so that the index map reads at a glance).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/onnx_model.h"
#include "dmlscope/onnx_translation.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "dmlscope/session_open.h"

namespace dmlscope::onnx {

// Where an opened node came from, for titles, `explain` and the form's field origins.
struct OnnxNodeSource {
  std::filesystem::path modelPath;
  uint32_t nodeIndex = 0;
  std::string nodeName;
  std::string opType;
  int64_t opset = 0;  // the model's opset for the node's domain
  NodeTranslation translation;
  // Per desc input slot: how its data was filled ("the model's initializer \"pads\"", "x.npy",
  // "the sequence 0, 1, 2, … (the model does not hold \"x\")").
  std::vector<std::string> inputOrigins;
  // One line per input that took the sequential fill, and the translation's notes.
  std::vector<std::string> warnings;
};

struct OnnxNodeSession {
  Session session;
  OnnxNodeSource source;
};

// The node `selector` names: its index in the graph ("3") or its name ("pad0"); an error listing how many nodes
// there are (and a few names) when none matches.
Result<const OnnxNode*> findNode(const OnnxModel& model, std::string_view selector);

// The first node the DirectML provider runs as an operator dmlscope knows (what a model opens without --node);
// an error listing the op types when there is none.
Result<const OnnxNode*> firstTranslatableNode(const OnnxModel& model, const GivenTensors& given = {});

// A tensor a person gives for an ONNX value: a .npy file or a TensorProto (.pb), by extension.
Result<OnnxTensor> readGivenTensor(const std::filesystem::path& path, std::string_view valueName);

// Translates `node` and fills its inputs (see the top of this file). The session's title is
// "model.onnx: node 3 \"pad0\" (Pad)"; a tensor whose data type or element count does not fit the descriptor
// is an error naming the value and both.
Result<OnnxNodeSession> openOnnxNode(const OnnxModel& model, const OnnxNode& node, const GivenTensors& given = {});

// By extension: ".onnx" in any letter case.
bool isOnnxModelPath(const std::filesystem::path& path);

// What `dmlscope COMMAND MODEL.onnx [--node NAME|INDEX] [--input NAME=PATH]...` and `render` open: the model at
// `path`, node `selector` (nothing: the first node the provider runs), the values `inputs` give ("NAME=PATH.npy"
// or "NAME=PATH.pb" each). Errors name the file, the node or the input that failed.
Result<OpenedSession> openOnnxModelFile(const std::filesystem::path& path, const std::optional<std::string>& selector,
                                        const std::vector<std::string>& inputs);

}  // namespace dmlscope::onnx
