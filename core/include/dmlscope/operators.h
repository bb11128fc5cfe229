// The operator descriptors with DirectML's field names, "one of the operators" as a variant, and uniform
// access to an operator's tensors. Each operator's fields are also described as data (operator_schema.h).
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "dmlscope/feature_level.h"
#include "dmlscope/index_map.h"
#include "dmlscope/scalar_union.h"
#include "dmlscope/tensor.h"

namespace dmlscope {

// The operators dmlscope knows, listed once: X(name, desc struct, DirectML's DML_OPERATOR_TYPE value). The order
// is OperatorDesc's alternatives' and the operator chooser's.
//
// A new operator, the whole checklist ([compiler]: the build fails, naming the desc, until it is there;
// [checklist]: tests/core/tst_operator_checklist.cpp fails, naming the operator; [tests]: other tests catch it):
//  1. a line here, and its desc struct below, with DirectML's field names                         [compiler]
//  2. its rules file core/src/operators/<op>.cpp: kFields (every field with its help text, .withHelp),
//     its schema (with its readmeRow: its row in README's operator table, the Examples menu's order),
//     rulesFor<Desc>() with makeDefault, derive, source/explain (or sourceThrough/explainThrough for an
//     operator that reads index values), validate, fedBy and its support table, newest row first
//                                                                     [compiler: link, readmeRow; checklist]
//     Index arithmetic that the fast CPU rows and the GPU planner need too goes in one header beside it
//     (operators/padding_index.h, depth_space_index.h, split_join_index.h); a new enum value that a shader
//     reads gets its GLSL name in shaders/glsl_enums.cpp                             [compiler: -Werror switch]
//  3. its message ids (validation, explain.* steps) in core/src/messages.cpp         [tests: tst_explanation]
//  4. its fast CPU plan in core/src/fast_cpu/<op>_rows.cpp: foldingRule, setMergedFields and makeRowWriter
//     (fast_cpu/operator_plans.h), or makeRowWriter returning refuseOperator()   [compiler: link; checklist]
//  5. its shader in shaders/ (with its ShaderId) and its jobsFor in core/src/vulkan/operator_jobs.cpp, or
//     jobsFor returning nothing to refuse it                                        [compiler: link; checklist]
//  6. its example(s) in resources/examples/*.json, with the reference page's printed outputs     [checklist]
//  7. its guide docs/<op>.md, which names DML_OPERATOR_<NAME>, and its row in README's operator table;
//     docs/fields.md regenerated (DMLSCOPE_UPDATE_DOCS=1 build/dev/tests/docs/tst_doc_fields)
//                                                                      [checklist; tests: tst_doc_fields]
//  8. its new texts (field help, messages, example titles) translated in translations/*.ts
//                                      [checklist: field help, example titles; tests: tst_translations]
// The checklist test also runs every operator's default descriptor on the fast CPU and GPU backends against
// the reference, bit for bit, and explains one of its output elements.
#define DMLSCOPE_OPERATORS(X)                          \
  X(Tile, TileDesc, 70)                                \
  X(Padding, PaddingDesc, 64)                          \
  X(DepthToSpace1, DepthToSpace1Desc, 113)             \
  X(DepthToSpace, DepthToSpaceDesc, 69)                \
  X(Split, SplitDesc, 62)                              \
  X(Join, JoinDesc, 63)                                \
  X(Padding1, Padding1Desc, 155)                       \
  X(ElementWiseIdentity, ElementWiseIdentityDesc, 1)   \
  X(Slice1, Slice1Desc, 111)                           \
  X(Slice, SliceDesc, 60)                              \
  X(SpaceToDepth1, SpaceToDepth1Desc, 114)             \
  X(SpaceToDepth, SpaceToDepthDesc, 68)                \
  X(Gather, GatherDesc, 67)                            \
  X(GatherElements, GatherElementsDesc, 107)           \
  X(Scatter, ScatterDesc, 94)                          \
  X(GatherNd1, GatherNd1Desc, 140)                     \
  X(GatherNd, GatherNdDesc, 108)                       \
  X(ScatterNd, ScatterNdDesc, 109)

enum class OperatorType : uint32_t {
#define DMLSCOPE_OPERATOR_TYPE(name, desc, value) name = value,
  DMLSCOPE_OPERATORS(DMLSCOPE_OPERATOR_TYPE)
#undef DMLSCOPE_OPERATOR_TYPE
};

// WRAP (feature level 6_4) repeats the input: NumPy's mode="wrap", ONNX Pad's wrap, PyTorch's circular.
enum class PaddingMode : uint32_t { Constant = 0, Edge = 1, Reflection = 2, Symmetric = 3, Wrap = 4 };
enum class DepthSpaceOrder : uint32_t { DepthColumnRow = 0, ColumnRowDepth = 1 };

struct TileDesc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  std::optional<uint32_t> RepeatsCount;  // absent: Repeats.size()
  std::vector<uint32_t> Repeats;
  bool operator==(const TileDesc&) const = default;
};

struct PaddingDesc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  dmlscope::PaddingMode PaddingMode = dmlscope::PaddingMode::Constant;
  float PaddingValue = 0.0f;
  std::optional<uint32_t> DimensionCount;  // absent: StartPadding.size()
  std::vector<uint32_t> StartPadding;
  std::vector<uint32_t> EndPadding;
  bool operator==(const PaddingDesc&) const = default;
};

struct DepthToSpace1Desc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  uint32_t BlockSize = 2;
  DepthSpaceOrder Order = DepthSpaceOrder::DepthColumnRow;
  bool operator==(const DepthToSpace1Desc&) const = default;
};

// DML_DEPTH_TO_SPACE, the feature level 1_0 version: DepthToSpace1 without Order, always DEPTH_COLUMN_ROW.
struct DepthToSpaceDesc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  uint32_t BlockSize = 2;
  bool operator==(const DepthToSpaceDesc&) const = default;
};

struct SplitDesc {
  TensorDesc InputTensor;
  std::optional<uint32_t> OutputCount;  // absent: OutputTensors.size()
  std::vector<TensorDesc> OutputTensors;
  uint32_t Axis = 0;
  bool operator==(const SplitDesc&) const = default;
};

struct JoinDesc {
  std::optional<uint32_t> InputCount;  // absent: InputTensors.size()
  std::vector<TensorDesc> InputTensors;
  TensorDesc OutputTensor;
  uint32_t Axis = 0;
  bool operator==(const JoinDesc&) const = default;
};

// DML_PADDING1: DML_PADDING with a typed padding value (PaddingValueDataType must be the output's DataType).
struct Padding1Desc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  dmlscope::PaddingMode PaddingMode = dmlscope::PaddingMode::Constant;
  DataType PaddingValueDataType = DataType::Float32;
  ScalarUnion PaddingValue;  // its bits, read as PaddingValueDataType
  std::optional<uint32_t> DimensionCount;  // absent: StartPadding.size()
  std::vector<uint32_t> StartPadding;
  std::vector<uint32_t> EndPadding;
  bool operator==(const Padding1Desc&) const = default;
};

// DML_SCALE_BIAS: g(x) = x × Scale + Bias, applied to each input element before the operator's own f(x).
struct ScaleBiasTerms {
  float Scale = 1.0f;
  float Bias = 0.0f;
  bool operator==(const ScaleBiasTerms&) const = default;
};

// ScaleBias is DirectML's nullable DML_SCALE_BIAS*: absent (null) copies the elements bit for bit; present, each
// output element is InputElement × Scale + Bias computed in FLOAT32 (operators/scale_bias.h says how each data
// type is read and written back). The index map is the same either way.
struct ElementWiseIdentityDesc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  std::optional<ScaleBiasTerms> ScaleBias;
  bool operator==(const ElementWiseIdentityDesc&) const = default;
};

struct Slice1Desc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  std::optional<uint32_t> DimensionCount;  // absent: InputWindowOffsets.size()
  std::vector<uint32_t> InputWindowOffsets;
  std::vector<uint32_t> InputWindowSizes;
  std::vector<int32_t> InputWindowStrides;  // negative: copied from the window's end
  bool operator==(const Slice1Desc&) const = default;
};

// DML_OPERATOR_SLICE, the feature level 1_0 slice: Sizes are the output's, Strides unsigned.
struct SliceDesc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  std::optional<uint32_t> DimensionCount;  // absent: Offsets.size()
  std::vector<uint32_t> Offsets;
  std::vector<uint32_t> Sizes;
  std::vector<uint32_t> Strides;
  bool operator==(const SliceDesc&) const = default;
};

// DepthToSpace1's inverse: {N, C, H, W} -> {N, C·B², H/B, W/B}, the same Order.
struct SpaceToDepth1Desc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  uint32_t BlockSize = 2;
  DepthSpaceOrder Order = DepthSpaceOrder::DepthColumnRow;
  bool operator==(const SpaceToDepth1Desc&) const = default;
};

// DML_SPACE_TO_DEPTH, the feature level 1_0 version: SpaceToDepth1 without Order, always DEPTH_COLUMN_ROW.
struct SpaceToDepthDesc {
  TensorDesc InputTensor;
  TensorDesc OutputTensor;
  uint32_t BlockSize = 2;
  bool operator==(const SpaceToDepthDesc&) const = default;
};

// DML_GATHER: along Axis, the input element IndicesTensor names; IndexDimensions of the indices' (right-aligned)
// dimensions stand in the output where the input's Axis was.
struct GatherDesc {
  TensorDesc InputTensor;
  TensorDesc IndicesTensor;
  TensorDesc OutputTensor;
  uint32_t Axis = 0;
  uint32_t IndexDimensions = 1;
  bool operator==(const GatherDesc&) const = default;
};

// DML_GATHER_ELEMENTS: output[o] = input[o with o[Axis] replaced by indices[o]]; the output has the indices' sizes.
struct GatherElementsDesc {
  TensorDesc InputTensor;
  TensorDesc IndicesTensor;
  TensorDesc OutputTensor;
  uint32_t Axis = 0;
  bool operator==(const GatherElementsDesc&) const = default;
};

// DML_SCATTER (DML_SCATTER_ELEMENTS): the input, with updates[u] written at u with u[Axis] replaced by indices[u].
struct ScatterDesc {
  TensorDesc InputTensor;
  TensorDesc IndicesTensor;
  TensorDesc UpdatesTensor;
  TensorDesc OutputTensor;
  uint32_t Axis = 0;
  bool operator==(const ScatterDesc&) const = default;
};

// DML_GATHER_ND1: output[batch, a..., r...] = input[batch, indices[batch, a..., :], r...]. Of the tensors' R
// (right-aligned) dimensions, InputDimensionCount and IndicesDimensionCount are meaningful, the first
// BatchDimensionCount of those are batches, and IndicesTensor's last dimension holds each index tuple.
struct GatherNd1Desc {
  TensorDesc InputTensor;
  TensorDesc IndicesTensor;
  TensorDesc OutputTensor;
  uint32_t InputDimensionCount = 1;
  uint32_t IndicesDimensionCount = 1;
  uint32_t BatchDimensionCount = 0;
  bool operator==(const GatherNd1Desc&) const = default;
};

// DML_GATHER_ND, the feature level 2_1 version: GatherNd1 without BatchDimensionCount (no batches).
struct GatherNdDesc {
  TensorDesc InputTensor;
  TensorDesc IndicesTensor;
  TensorDesc OutputTensor;
  uint32_t InputDimensionCount = 1;
  uint32_t IndicesDimensionCount = 1;
  bool operator==(const GatherNdDesc&) const = default;
};

// DML_SCATTER_ND: the input, with updates[a..., r...] written at input[indices[a..., :], r...].
struct ScatterNdDesc {
  TensorDesc InputTensor;
  TensorDesc IndicesTensor;
  TensorDesc UpdatesTensor;
  TensorDesc OutputTensor;
  uint32_t InputDimensionCount = 1;
  uint32_t IndicesDimensionCount = 1;
  bool operator==(const ScatterNdDesc&) const = default;
};

namespace detail {
// std::variant<Ts...> after a leading placeholder, so that the list can be written as ", A, B, C".
template <class Placeholder, class... Ts>
using VariantOf = std::variant<Ts...>;
}  // namespace detail

#define DMLSCOPE_OPERATOR_DESC(name, desc, value) , desc
using OperatorDesc = detail::VariantOf<void DMLSCOPE_OPERATORS(DMLSCOPE_OPERATOR_DESC)>;
#undef DMLSCOPE_OPERATOR_DESC

OperatorType operatorType(const OperatorDesc& desc);
// "DML_OPERATOR_PADDING"
std::string_view fullName(OperatorType type);
// "PADDING"
std::string_view shortName(OperatorType type);
// Every operator dmlscope knows by its short name, in the list's order: "TILE, PADDING, ..." (help texts and
// messages name them from here, so that none falls behind the list).
std::string operatorNameList(std::string_view separator = ", ");
std::optional<OperatorType> parseOperatorType(std::string_view name);
// The level that introduced the operator (its schema's `introduced`).
FeatureLevel introducedIn(OperatorType type);
// A descriptor of that type with the example-like defaults the GUI starts from.
OperatorDesc defaultDesc(OperatorType type);

// "DML_PADDING_MODE_REFLECTION" / "REFLECTION"
std::string_view fullName(PaddingMode mode);
std::string_view shortName(PaddingMode mode);
std::optional<PaddingMode> parsePaddingMode(std::string_view name);
// "DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW" / "DEPTH_COLUMN_ROW"
std::string_view fullName(DepthSpaceOrder order);
std::string_view shortName(DepthSpaceOrder order);
std::optional<DepthSpaceOrder> parseDepthSpaceOrder(std::string_view name);

// One tensor of an operator, named as DirectML names the field: "InputTensor", "OutputTensors[1]".
struct TensorSlot {
  std::string field;
  bool isOutput = false;
  uint32_t index = 0;  // position among the operator's inputs (or outputs)
};

// The operator's input tensors in order (Join: InputTensors[0..]; the others: InputTensor).
std::vector<TensorSlot> inputSlots(const OperatorDesc& desc);
// The operator's output tensors in order (Split: OutputTensors[0..]; the others: OutputTensor).
std::vector<TensorSlot> outputSlots(const OperatorDesc& desc);
const TensorDesc& inputTensor(const OperatorDesc& desc, uint32_t index);
const TensorDesc& outputTensor(const OperatorDesc& desc, uint32_t index);
TensorDesc& inputTensor(OperatorDesc& desc, uint32_t index);
TensorDesc& outputTensor(OperatorDesc& desc, uint32_t index);

// The output sizes the operator's formula gives for the current inputs and parameters (Split: the outputs'
// own sizes, which cannot be derived). Nothing for an output whose sizes cannot be computed (inconsistent
// descriptor, overflow); validation says why.
std::vector<std::optional<std::vector<uint32_t>>> derivedOutputSizes(const OperatorDesc& desc);

// Sets every output's Sizes to the derived ones (where derivable) and clears overridden count fields, so
// that only the user's real choices remain.
void fillDerivedFields(OperatorDesc& desc);

// The operator's index formula, one per operator: for output tensor `output` at logical coordinates
// `outCoords`, writes the source's coordinates into `inCoords` (sized like the source input's rank) and
// returns the source input's index; returns nothing for a padding constant. The descriptor must be valid.
std::optional<uint32_t> sourceOf(const OperatorDesc& desc, uint32_t output, std::span<const uint32_t> outCoords,
                                 std::span<uint32_t> inCoords);
// The same for every operator, the gathers and scatters too: their formula reads IndicesTensor's values from
// `values` (index_values.h) and writes the index cell that chose the source into `*via` (input slot and
// row-major element); for the other operators `*via` is left empty.
class IndexValues;
std::optional<uint32_t> sourceOf(const OperatorDesc& desc, const IndexValues& values, uint32_t output,
                                 std::span<const uint32_t> outCoords, std::span<uint32_t> inCoords,
                                 std::optional<Source>* via = nullptr);

// The bits a padding constant has in an output of data type `type`, what every backend writes where sourceOf
// returns nothing: Padding's FLOAT converted to the type, Padding1's typed value as it is (0 for the others).
uint64_t paddingConstantBits(const OperatorDesc& desc, DataType type);

}  // namespace dmlscope
