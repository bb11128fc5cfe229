// TensorProto → OnnxTensor: the one place that knows onnx.proto's data fields (raw_data, the typed fields, external
// data). Shared by the model reader (initializers, Constant values, tensor attributes) and bare .pb files.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "dmlscope/onnx_model.h"
#include "onnx/onnx_pb.h"

namespace dmlscope::onnx::detail {

// External data (data_location EXTERNAL) is read relative to `folder`; without one it is refused.
// `where` names the tensor and its file for messages: "initializer \"W\" of model.onnx".
Result<OnnxTensor> tensorFromProto(const ::onnx::TensorProto& proto, const std::optional<std::filesystem::path>& folder,
                                   const std::string& where);

// Dimensions → element count: negative dimensions and products past 2^63 are errors naming `where`.
Result<uint64_t> elementCountOf(const google::protobuf::RepeatedField<int64_t>& dims, const std::string& where);

}  // namespace dmlscope::onnx::detail
