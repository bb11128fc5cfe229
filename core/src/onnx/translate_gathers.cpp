// Gather, GatherElements, GatherND: not yet translated (next step).
#include "onnx/translate_rules.h"

namespace dmlscope::onnx::detail {

namespace {
Status pending(NodeContext& context) {
  return refusal(context.node.opType + " is not yet translated by dmlscope");
}
}  // namespace

Status translateGather(NodeContext& context) { return pending(context); }
Status translateGatherElements(NodeContext& context) { return pending(context); }
Status translateGatherNd(NodeContext& context) { return pending(context); }
Status translateScatterElements(NodeContext& context) { return pending(context); }
Status translateScatterNd(NodeContext& context) { return pending(context); }
Status translateCopy(NodeContext& context) { return pending(context); }
Status translateTranspose(NodeContext& context) { return pending(context); }
Status translateExpand(NodeContext& context) { return pending(context); }

}  // namespace dmlscope::onnx::detail
