// The per-operator translations, one per family file; onnx_translation.cpp picks one by op type once the node's
// version is one the DML EP registers. Each fills context.out (desc, bindings, origins, notes) or says why not.
#pragma once

#include "dmlscope/result.h"
#include "onnx/translate_common.h"

namespace dmlscope::onnx::detail {

Status translatePad(NodeContext& context);           // translate_pad.cpp
Status translateDepthToSpace(NodeContext& context);  // translate_depth_space.cpp
Status translateSpaceToDepth(NodeContext& context);  // translate_depth_space.cpp
Status translateTile(NodeContext& context);          // translate_tile.cpp
Status translateSplit(NodeContext& context);         // translate_split_concat.cpp
Status translateConcat(NodeContext& context);        // translate_split_concat.cpp
Status translateSlice(NodeContext& context);         // translate_slice.cpp
Status translateGather(NodeContext& context);        // translate_gathers.cpp
Status translateGatherElements(NodeContext& context);
Status translateGatherNd(NodeContext& context);
Status translateScatterElements(NodeContext& context);  // translate_scatters.cpp (Scatter too)
Status translateScatterNd(NodeContext& context);
Status translateCopy(NodeContext& context);       // translate_identities.cpp: Identity, Reshape, Squeeze, ...
Status translateTranspose(NodeContext& context);  // translate_identities.cpp
Status translateExpand(NodeContext& context);     // translate_identities.cpp

}  // namespace dmlscope::onnx::detail
