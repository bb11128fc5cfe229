// One ONNX node as the DirectML operator that ONNX Runtime's DirectML execution provider (the "DML EP") runs for
// it, every descriptor field traced back to the attribute or input it came from. The rules are read from the
// EP's operator files (onnxruntime/core/providers/dml/DmlExecutionProvider/src/Operators/) and written anew;
// each rule's comment names the EP file and function it follows. Plain data in, plain data out: no protobuf.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/feature_level.h"
#include "dmlscope/onnx_model.h"
#include "dmlscope/operators.h"
#include "dmlscope/result.h"

namespace dmlscope::onnx {

// Where one descriptor field came from: field in DirectML spelling ("StartPadding", "InputTensor.Sizes",
// "OutputTensors[1].Sizes"), origin in words ("pads[0:2] = [1, 2] of input \"pads\", rank raised from 2 to 4").
struct FieldOrigin {
  std::string field;
  std::string origin;
  bool operator==(const FieldOrigin&) const = default;
};

struct NodeTranslation {
  OperatorDesc desc;
  // The level the descriptor needs at most; kLatestFeatureLevel (the EP asks for the newest DirectML it can get,
  // and dmlscope validates a translation there).
  FeatureLevel featureLevel = kLatestFeatureLevel;
  // The ONNX schema version the node resolves to (Pad in an opset-10 model: 2), which picks the EP's kernel.
  int64_t sinceVersion = 0;
  // The ONNX value bound to each of the descriptor's inputs, in inputSlots(desc) order (Concat: the non-empty
  // inputs only), and to each output, in outputSlots(desc) order.
  std::vector<std::string> inputValues;
  std::vector<std::string> outputValues;
  // One entry per field the node decides (tensor Sizes, Strides and DataType included).
  std::vector<FieldOrigin> origins;
  // What the EP does around the operator that a descriptor cannot say (inputs it drops, a device-dependent
  // rewrite, an aliasing shortcut).
  std::vector<std::string> notes;

  // The origin recorded for `field`, or nullptr.
  const FieldOrigin* originOf(std::string_view field) const;
};

using GivenTensors = std::map<std::string, OnnxTensor, std::less<>>;

// Translates `node` of `model`. Inputs the translation must read (pads, starts, repeats, split, axes, the
// padding value) come from the model's constants or, for the rest, from `givenInputs`; shapes come from those
// tensors or from the model's value infos. Error.message is the reason the node has no DirectML operator here,
// e.g. "Pad opset 1 (ONNX's Pad-1) is not registered by ONNX Runtime's DirectML provider (it registers 2, 11, 13,
// 18, 19, 21): ONNX Runtime runs it on its CPU provider", or "input \"pads\" is not a constant of the model: give
// it with --input pads=FILE.npy|.pb".
Result<NodeTranslation> translateNode(const OnnxModel& model, const OnnxNode& node,
                                      const GivenTensors& givenInputs = {});

// One row of the translated operators' table (for `dmlscope nodes` and the docs).
struct TranslatedOperator {
  std::string_view opType;              // "Pad"
  std::span<const int64_t> onnxVersions;        // every since-version ONNX defines for it, oldest first
  std::span<const int64_t> registeredVersions;  // the since-versions the DML EP registers a kernel for
  OperatorType directMlOperator;        // what the EP runs for it
};
std::span<const TranslatedOperator> translatedOperators();

// The ONNX since-version a node of `opType` resolves to in a model importing `opset` for the default domain
// (the newest version ONNX defines at or below it), or nothing when ONNX defines none that early or the type is
// not in the table.
std::optional<int64_t> onnxSinceVersion(std::string_view opType, int64_t opset);

}  // namespace dmlscope::onnx
