// Why protobuf refused a model, when the reason is nesting: protobuf stops at 100 nested messages (so that a
// hostile file cannot overflow the stack) and says only "failed". This walks the wire format without recursion,
// following just the fields through which ONNX graphs nest (ModelProto.graph → GraphProto.node →
// NodeProto.attribute → AttributeProto.g / graphs → GraphProto …), and counts how deep the graphs go; on the way
// it counts the main graph's nodes, so that too many are refused before protobuf allocates them.
#include <algorithm>
#include <vector>

#include "onnx/onnx_model_parts.h"

namespace dmlscope::onnx::detail {
namespace {

enum class Message : uint8_t { Model, Graph, Node, Attribute, Function, Skipped };

// The message a length-delimited field holds, where it is one through which graphs nest.
Message childOf(Message parent, uint64_t field) {
  switch (parent) {
    case Message::Model: return field == 7 ? Message::Graph : field == 25 ? Message::Function : Message::Skipped;
    case Message::Graph: return field == 1 ? Message::Node : Message::Skipped;
    case Message::Function: return field == 7 ? Message::Node : Message::Skipped;
    case Message::Node: return field == 5 ? Message::Attribute : Message::Skipped;
    case Message::Attribute: return field == 6 || field == 11 ? Message::Graph : Message::Skipped;
    case Message::Skipped: return Message::Skipped;
  }
  return Message::Skipped;
}

bool readVarint(std::span<const std::byte> bytes, size_t& at, uint64_t& value) {
  value = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    if (at >= bytes.size()) return false;
    const auto byte = static_cast<uint8_t>(bytes[at++]);
    value |= static_cast<uint64_t>(byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) return true;
  }
  return false;
}

}  // namespace

NestingProbe probeGraphNesting(std::span<const std::byte> bytes) {
  struct Frame {
    Message message;
    size_t end;
    uint32_t graphDepth;       // graphs from the model's main graph down to this message, itself included
    uint32_t messageDepth;     // protobuf's count: the ModelProto is 1
  };
  NestingProbe probe;
  std::vector<Frame> frames{{Message::Model, bytes.size(), 0, 1}};
  size_t at = 0;
  while (!frames.empty()) {
    const Frame frame = frames.back();
    if (at >= frame.end) {
      at = frame.end;
      frames.pop_back();
      continue;
    }
    uint64_t tag = 0;
    if (!readVarint(bytes, at, tag) || at > frame.end) return probe;  // not wire format: nothing more to say
    const uint64_t field = tag >> 3;
    uint64_t skip = 0;
    switch (tag & 7) {
      case 0: {
        uint64_t ignored = 0;
        if (!readVarint(bytes, at, ignored)) return probe;
        continue;
      }
      case 1: skip = 8; break;
      case 5: skip = 4; break;
      case 2: {
        uint64_t length = 0;
        if (!readVarint(bytes, at, length) || length > frame.end - std::min(at, frame.end)) return probe;
        const Message child = childOf(frame.message, field);
        if (child == Message::Skipped) {
          skip = length;
          break;
        }
        const uint32_t graphDepth = frame.graphDepth + (child == Message::Graph ? 1 : 0);
        probe.deepestGraph = std::max(probe.deepestGraph, graphDepth);
        probe.deepestMessage = std::max(probe.deepestMessage, frame.messageDepth + 1);
        if (child == Message::Node && frame.message == Message::Graph && frame.graphDepth == 1) ++probe.mainGraphNodes;
        frames.push_back({child, at + static_cast<size_t>(length), graphDepth, frame.messageDepth + 1});
        continue;
      }
      default: return probe;  // groups (3, 4) and wire types 6, 7: ONNX uses none
    }
    if (skip > frame.end - std::min(at, frame.end)) return probe;
    at += static_cast<size_t>(skip);
  }
  return probe;
}

}  // namespace dmlscope::onnx::detail
