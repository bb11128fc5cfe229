// The model reader's parts, shared among onnx_model_read.cpp (protobuf → nodes and constants),
// onnx_model_shapes.cpp (value infos and ONNX's shape inference) and onnx_model_nesting.cpp (why protobuf refused).
#pragma once

#include <cstdint>
#include <span>

#include "dmlscope/onnx_model.h"
#include "onnx/onnx_pb.h"

namespace dmlscope::onnx::detail {

// protobuf's default limit of nested messages (io::CodedInputStream's recursion limit).
inline constexpr uint32_t kProtobufNestingLimit = 100;

struct NestingProbe {
  uint32_t deepestGraph = 0;    // 1: the main graph only; 2: a graph attribute of one of its nodes; …
  uint32_t deepestMessage = 0;  // along those fields, as protobuf counts (the ModelProto is 1)
  uint64_t mainGraphNodes = 0;  // NodeProto fields of the main graph: counted before protobuf builds them all
};
// Walks the bytes as far as they are wire format; never recursive, never reads past the span.
NestingProbe probeGraphNesting(std::span<const std::byte> bytes);

// Fills model.values from the graph's inputs, outputs, value_info and initializers, then runs ONNX's shape
// inference on a copy (best effort: what it cannot infer goes to model.inferenceNotes).
void describeValues(const ::onnx::ModelProto& proto, OnnxModel& model);

}  // namespace dmlscope::onnx::detail
