// Validation: every rule with a case that breaks exactly it (field and message id), the matching valid
// cases, the per-feature-level support tables, and runs of invalid or absurd sessions.
#include <QtTest>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/operators.h"
#include "dmlscope/session.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

constexpr uint32_t kMaxU32 = std::numeric_limits<uint32_t>::max();
using FieldId = std::pair<std::string, std::string>;
using Strides = std::vector<uint32_t>;

// ---- valid baselines: the pages' examples

TileDesc tileBase() {
  TileDesc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 2, 3});
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 6, 9});
  d.Repeats = {1, 1, 3, 3};
  return d;
}

PaddingDesc paddingBase(PaddingMode mode = PaddingMode::Constant) {
  PaddingDesc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 8, 10});
  d.PaddingMode = mode;
  d.PaddingValue = 9.0f;
  d.StartPadding = {0, 0, 1, 2};
  d.EndPadding = {0, 0, 3, 4};
  return d;
}

// The SPACE_TO_DEPTH1 page's example 1.
SpaceToDepth1Desc spaceBase() {
  SpaceToDepth1Desc d;
  d.InputTensor = tensor(DataType::UInt32, {1, 2, 4, 6});
  d.OutputTensor = tensor(DataType::UInt32, {1, 8, 2, 3});
  d.BlockSize = 2;
  d.Order = DepthSpaceOrder::DepthColumnRow;
  return d;
}

DepthToSpace1Desc depthBase() {
  DepthToSpace1Desc d;
  d.InputTensor = tensor(DataType::UInt32, {1, 8, 2, 3});
  d.OutputTensor = tensor(DataType::UInt32, {1, 2, 4, 6});
  d.BlockSize = 2;
  d.Order = DepthSpaceOrder::DepthColumnRow;
  return d;
}

// The first versions' pages' examples: DEPTH_TO_SPACE and SPACE_TO_DEPTH in FLOAT32 (their 1_0 types), and
// GATHER_ND's example 2 (2-tuples into a 2×2×2 input, 4 dimensions and UINT32 indices as 2_1 takes them).
DepthToSpaceDesc firstDepthBase() {
  return DepthToSpaceDesc{tensor(DataType::Float32, {1, 8, 2, 3}), tensor(DataType::Float32, {1, 2, 4, 6}), 2};
}

SpaceToDepthDesc firstSpaceBase() {
  return SpaceToDepthDesc{tensor(DataType::Float32, {1, 2, 4, 6}), tensor(DataType::Float32, {1, 8, 2, 3}), 2};
}

GatherNdDesc gatherNdBase() {
  return GatherNdDesc{tensor(DataType::Float32, {1, 2, 2, 2}), tensor(DataType::UInt32, {1, 1, 2, 2}),
                      tensor(DataType::Float32, {1, 1, 2, 2}), 3, 2};
}

Padding1Desc padding1Base(PaddingMode mode) {
  Padding1Desc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 8, 10});
  d.PaddingMode = mode;
  d.StartPadding = {0, 0, 1, 2};
  d.EndPadding = {0, 0, 3, 4};
  return d;
}

SplitDesc splitBase() {
  SplitDesc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 6, 2});
  d.OutputTensors = {tensor(DataType::Float32, {1, 1, 2, 2}), tensor(DataType::Float32, {1, 1, 1, 2}),
                     tensor(DataType::Float32, {1, 1, 3, 2})};
  d.Axis = 2;
  return d;
}

JoinDesc joinBase() {
  JoinDesc d;
  d.InputTensors = {tensor(DataType::Float32, {1, 1, 2, 3}), tensor(DataType::Float32, {1, 1, 2, 4})};
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 2, 7});
  d.Axis = 3;
  return d;
}

// The Slice1 page's example 2 and the Slice page's example 2.
Slice1Desc slice1Base() {
  Slice1Desc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 2, 2});
  d.InputWindowOffsets = {0, 0, 0, 1};
  d.InputWindowSizes = {1, 1, 4, 3};
  d.InputWindowStrides = {1, 1, -2, 2};
  return d;
}

SliceDesc sliceBase() {
  SliceDesc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 2, 2});
  d.Offsets = {0, 0, 1, 0};
  d.Sizes = {1, 1, 2, 2};
  d.Strides = {1, 1, 2, 3};
  return d;
}

ElementWiseIdentityDesc identityBase() {
  ElementWiseIdentityDesc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 3, 4});
  d.InputTensor.strides = std::vector<uint32_t>{12, 12, 1, 3};
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 3, 4});
  return d;
}

template <class D>
D with(D d, const std::function<void(D&)>& edit) {
  edit(d);
  return d;
}

// ---- one case per rule

struct RuleCase {
  std::string name;
  OperatorDesc desc;
  FeatureLevel level = FeatureLevel::FL_6_4;
  std::vector<FieldId> expected;
  // Exact: the diagnostics are exactly `expected`. Otherwise `expected` must be among them (used where a
  // broken count or rank also makes other rules report, which the rules leave to the implementation).
  bool exact = true;
  // Substrings the first expected diagnostic's message must contain: the numbers that explain it.
  std::vector<std::string> mentions;
};

RuleCase rule(std::string name, OperatorDesc desc, FeatureLevel level, std::vector<FieldId> expected,
              bool exact = true, std::vector<std::string> mentions = {}) {
  return RuleCase{std::move(name), std::move(desc), level, std::move(expected), exact, std::move(mentions)};
}

std::vector<RuleCase> ruleCases() {
  std::vector<RuleCase> c;
  const FieldId inDataType{"InputTensor.DataType", "tensor.data-type-unsupported"};

  // ---------------- per tensor
  c.push_back(rule("tensor.data-type-unknown",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.InputTensor.dataType = DataType::Unknown;
                 d.OutputTensor.dataType = DataType::Unknown;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.DataType", "tensor.data-type-unknown"},
                {"OutputTensor.DataType", "tensor.data-type-unknown"}},
               true,
               {"DML_TENSOR_DATA_TYPE_UNKNOWN"}));
  c.push_back(rule("tensor.data-type-unknown join input",
               with<JoinDesc>(joinBase(), [](auto& d) { d.InputTensors[1].dataType = DataType::Unknown; }),
               FeatureLevel::FL_6_4,
               {{"InputTensors[1].DataType", "tensor.data-type-unknown"}},
               false));
  c.push_back(rule("tensor.data-type-unsupported tile FLOAT64",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.InputTensor.dataType = DataType::Float64;
                 d.OutputTensor.dataType = DataType::Float64;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.DataType", "tensor.data-type-unsupported"},
                {"OutputTensor.DataType", "tensor.data-type-unsupported"}},
               true,
               {"FLOAT64", "DML_OPERATOR_TILE", "DML_FEATURE_LEVEL_6_4"}));
  c.push_back(rule("tensor.data-type-unsupported split INT8 at 1_0",
               with<SplitDesc>(splitBase(), [](auto& d) {
                 d.InputTensor.dataType = DataType::Int8;
                 for (auto& o : d.OutputTensors) o.dataType = DataType::Int8;
               }),
               FeatureLevel::FL_1_0,
               {inDataType,
                {"OutputTensors[0].DataType", "tensor.data-type-unsupported"},
                {"OutputTensors[1].DataType", "tensor.data-type-unsupported"},
                {"OutputTensors[2].DataType", "tensor.data-type-unsupported"}},
               true,
               {"INT8", "DML_OPERATOR_SPLIT", "DML_FEATURE_LEVEL_1_0"}));
  c.push_back(rule("tensor.dimension-count-mismatch",
               with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.dimensionCount = 3; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.DimensionCount", "tensor.dimension-count-mismatch"}},
               false,
               {"3", "4"}));
  c.push_back(rule("tensor.rank-range nine dimensions",
               with<SplitDesc>(splitBase(), [](auto& d) {
                 d.InputTensor.sizes.assign(9, 1);
                 d.OutputTensors = {tensor(DataType::Float32, std::vector<uint32_t>(9, 1))};
                 d.Axis = 0;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.DimensionCount", "tensor.rank-range"},
                {"OutputTensors[0].DimensionCount", "tensor.rank-range"}},
               false,
               {"9"}));
  c.push_back(rule("tensor.rank-range zero dimensions",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.InputTensor.sizes = {};
                 d.OutputTensor.sizes = {};
                 d.Repeats = {};
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.DimensionCount", "tensor.rank-range"},
                {"OutputTensor.DimensionCount", "tensor.rank-range"}},
               false,
               {"0"}));
  c.push_back(rule("tensor.rank-unsupported tile 3-D at 2_1",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.InputTensor.sizes = {1, 2, 3};
                 d.OutputTensor.sizes = {1, 6, 9};
                 d.Repeats = {1, 3, 3};
               }),
               FeatureLevel::FL_2_1,
               {{"InputTensor.DimensionCount", "tensor.rank-unsupported"},
                {"OutputTensor.DimensionCount", "tensor.rank-unsupported"}},
               true,
               {"3", "4", "DML_OPERATOR_TILE", "DML_FEATURE_LEVEL_2_1"}));
  c.push_back(rule("tensor.strides-count-mismatch",
               with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.strides = Strides{3, 1}; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Strides", "tensor.strides-count-mismatch"}},
               true,
               {"2", "4"}));
  c.push_back(rule("tensor.size-zero",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.InputTensor.sizes = {1, 1, 0, 3};
                 d.OutputTensor.sizes = {1, 1, 0, 9};
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes[2]", "tensor.size-zero"}, {"OutputTensor.Sizes[2]", "tensor.size-zero"}}));
  c.push_back(rule("tensor.element-count-overflow",
               with<SplitDesc>(splitBase(), [](auto& d) {
                 d.InputTensor.sizes.assign(8, kMaxU32);
                 d.OutputTensors = {tensor(DataType::Float32, std::vector<uint32_t>(8, kMaxU32))};
                 d.Axis = 0;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes", "tensor.element-count-overflow"},
                {"OutputTensors[0].Sizes", "tensor.element-count-overflow"}}));
  c.push_back(rule("tensor.size-in-bytes-overflow packed",
               with<SplitDesc>(splitBase(), [](auto& d) {
                 // (2^32 - 1)^2 elements fit in 64 bits; 8 bytes each do not.
                 d.InputTensor = tensor(DataType::Float64, {kMaxU32, kMaxU32});
                 d.OutputTensors = {tensor(DataType::Float64, {kMaxU32, kMaxU32})};
                 d.Axis = 0;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes", "tensor.size-in-bytes-overflow"},
                {"OutputTensors[0].Sizes", "tensor.size-in-bytes-overflow"}}));
  c.push_back(rule("tensor.size-in-bytes-overflow strided",
               with<SplitDesc>(splitBase(), [](auto& d) {
                 // The strides reach 2 (2^32 - 2)(2^32 - 1) + 1 > 2^64 elements; the packed output fits.
                 d.InputTensor = tensor(DataType::UInt8, {kMaxU32, kMaxU32}, std::vector<uint32_t>{kMaxU32, kMaxU32});
                 d.OutputTensors = {tensor(DataType::UInt8, {kMaxU32, kMaxU32})};
                 d.Axis = 0;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Strides", "tensor.size-in-bytes-overflow"}}));
  c.push_back(rule("tensor.packed-stride-overflow",
               with<SplitDesc>(splitBase(), [](auto& d) {
                 // Packed, dimension 0 (size 2) needs a stride of 4 × 2^31 = 2^33: no UINT holds it.
                 d.InputTensor = tensor(DataType::UInt8, {2, 4, 2, 1073741824u});
                 d.OutputTensors = {tensor(DataType::UInt8, {2, 4, 2, 1073741824u})};
                 d.Axis = 0;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes", "tensor.packed-stride-overflow"},
                {"OutputTensors[0].Sizes", "tensor.packed-stride-overflow"}}));
  c.push_back(rule("tensor.total-size-too-small",
               with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.totalTensorSizeInBytes = 20; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.TotalTensorSizeInBytes", "tensor.total-size-too-small"}},
               true,
               {"20", "24"}));
  c.push_back(rule("tensor.total-size-alignment",
               with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.totalTensorSizeInBytes = 26; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.TotalTensorSizeInBytes", "tensor.total-size-alignment"}},
               true,
               {"26"}));
  c.push_back(rule("tensor.flags-unknown",
               with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.flags = 2; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Flags", "tensor.flags-unknown"}},
               true,
               {"2"}));
  c.push_back(rule("tensor.alignment-invalid not a power of two",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.guaranteedBaseOffsetAlignment = 24; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.GuaranteedBaseOffsetAlignment", "tensor.alignment-invalid"}},
               true,
               {"24"}));
  c.push_back(rule("tensor.alignment-invalid below 16",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.guaranteedBaseOffsetAlignment = 8; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.GuaranteedBaseOffsetAlignment", "tensor.alignment-invalid"}},
               true,
               {"8"}));
  c.push_back(rule("tensor.output-broadcast stride 0",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.strides = Strides{54, 54, 9, 0}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Strides", "tensor.output-broadcast"}},
               true,
               {"dimension 3 has size 9 but stride 0"}));
  c.push_back(rule("tensor.output-overlap short stride",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.strides = Strides{54, 54, 8, 1}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Strides", "tensor.output-overlap"}},
               true,
               {"dimension 3: size 9 × stride 1 reaches past stride 8 of dimension 2"}));
  c.push_back(rule("tensor.output-overlap split output",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputTensors[2].strides = Strides{6, 6, 1, 1}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensors[2].Strides", "tensor.output-overlap"}}));

  // ---------------- operator-wide
  c.push_back(rule("operator.unavailable",
               depthBase(),
               FeatureLevel::FL_2_0,
               {{"Operator", "operator.unavailable"}},
               false,
               {"DML_FEATURE_LEVEL_2_1", "DML_FEATURE_LEVEL_2_0"}));
  c.push_back(rule("operator.data-type-mismatch tile",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.dataType = DataType::Float16; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.DataType", "operator.data-type-mismatch"}},
               true,
               {"FLOAT16", "FLOAT32"}));
  c.push_back(rule("operator.data-type-mismatch padding",
               with<PaddingDesc>(paddingBase(), [](auto& d) { d.OutputTensor.dataType = DataType::Int32; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.DataType", "operator.data-type-mismatch"}}));
  c.push_back(rule("operator.data-type-mismatch depth",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) { d.OutputTensor.dataType = DataType::UInt16; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.DataType", "operator.data-type-mismatch"}}));
  c.push_back(rule("operator.data-type-mismatch split",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputTensors[1].dataType = DataType::Float16; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensors[1].DataType", "operator.data-type-mismatch"}}));
  c.push_back(rule("operator.data-type-mismatch join",
               with<JoinDesc>(joinBase(), [](auto& d) { d.InputTensors[1].dataType = DataType::Float16; }),
               FeatureLevel::FL_6_4,
               {{"InputTensors[1].DataType", "operator.data-type-mismatch"}},
               true,
               {"FLOAT16", "FLOAT32"}));
  c.push_back(rule("operator.rank-mismatch tile",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.sizes = {1, 6, 9}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.DimensionCount", "operator.rank-mismatch"}},
               false,
               {"3", "4"}));
  c.push_back(rule("operator.rank-mismatch padding",
               with<PaddingDesc>(paddingBase(), [](auto& d) { d.OutputTensor.sizes = {1, 8, 10}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.DimensionCount", "operator.rank-mismatch"}},
               false));
  c.push_back(rule("operator.rank-mismatch split",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputTensors[1].sizes = {1, 1, 1, 1, 2}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensors[1].DimensionCount", "operator.rank-mismatch"}},
               false));
  c.push_back(rule("operator.rank-mismatch join",
               with<JoinDesc>(joinBase(), [](auto& d) { d.InputTensors[1].sizes = {1, 2, 4}; }),
               FeatureLevel::FL_6_4,
               {{"InputTensors[1].DimensionCount", "operator.rank-mismatch"}},
               false));
  c.push_back(rule("operator.output-size tile",
               with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 6, 8}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.output-size"}},
               true,
               {"OutputTensor.Sizes[3] is 8, but InputTensor.Sizes[3] × Repeats[3]", "9"}));
  c.push_back(rule("operator.output-size padding",
               with<PaddingDesc>(paddingBase(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 8, 9}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.output-size"}},
               true,
               {"OutputTensor.Sizes[3] is 9", "StartPadding[3]", "EndPadding[3]", "10"}));
  c.push_back(rule("operator.output-size depth width",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) { d.OutputTensor.sizes = {1, 2, 4, 5}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.output-size"}},
               true,
               {"is 5", "6"}));
  c.push_back(rule("operator.output-size depth channels",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) { d.OutputTensor.sizes = {1, 4, 4, 6}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[1]", "operator.output-size"}},
               true,
               {"is 4", "2"}));
  c.push_back(rule("operator.count-mismatch RepeatsCount",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.RepeatsCount = 4;
                 d.Repeats = {1, 3, 3};
               }),
               FeatureLevel::FL_6_4,
               {{"RepeatsCount", "operator.count-mismatch"}},
               false,
               {"4", "3"}));
  c.push_back(rule("operator.array-length StartPadding",
               with<PaddingDesc>(paddingBase(), [](auto& d) {
                 d.DimensionCount = 4;
                 d.StartPadding = {0, 1, 2};
               }),
               FeatureLevel::FL_6_4,
               {{"StartPadding", "operator.array-length"}},
               false,
               {"StartPadding has length 3, but DimensionCount is 4"}));
  c.push_back(rule("operator.array-length EndPadding",
               with<PaddingDesc>(paddingBase(), [](auto& d) {
                 d.DimensionCount = 4;
                 d.EndPadding = {0, 3, 4};
               }),
               FeatureLevel::FL_6_4,
               {{"EndPadding", "operator.array-length"}},
               false,
               {"EndPadding has length 3, but DimensionCount is 4"}));
  c.push_back(rule("operator.count-mismatch OutputCount",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputCount = 4; }),
               FeatureLevel::FL_6_4,
               {{"OutputCount", "operator.count-mismatch"}},
               false,
               {"4", "3"}));
  c.push_back(rule("operator.count-mismatch InputCount",
               with<JoinDesc>(joinBase(), [](auto& d) { d.InputCount = 3; }),
               FeatureLevel::FL_6_4,
               {{"InputCount", "operator.count-mismatch"}},
               false,
               {"3", "2"}));
  c.push_back(rule("operator.count-zero split",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputTensors.clear(); }),
               FeatureLevel::FL_6_4,
               {{"OutputCount", "operator.count-zero"}},
               false));
  c.push_back(rule("operator.count-zero join",
               with<JoinDesc>(joinBase(), [](auto& d) { d.InputTensors.clear(); }),
               FeatureLevel::FL_6_4,
               {{"InputCount", "operator.count-zero"}},
               false));
  c.push_back(rule("operator.axis-range split",
               with<SplitDesc>(splitBase(), [](auto& d) { d.Axis = 4; }),
               FeatureLevel::FL_6_4,
               {{"Axis", "operator.axis-range"}},
               true,
               {"4", "[0, 3]"}));
  c.push_back(rule("operator.axis-range join",
               with<JoinDesc>(joinBase(), [](auto& d) { d.Axis = 7; }),
               FeatureLevel::FL_6_4,
               {{"Axis", "operator.axis-range"}},
               true,
               {"7", "[0, 3]"}));
  c.push_back(rule("operator.size-overflow tile",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.InputTensor.sizes = {1, 1, 2, 65536};
                 d.Repeats = {1, 1, 1, 65536};
                 d.OutputTensor.sizes = {1, 1, 2, 1};
               }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.size-overflow"}}));
  c.push_back(rule("operator.size-overflow padding",
               with<PaddingDesc>(paddingBase(), [](auto& d) {
                 d.InputTensor = tensor(DataType::Float32, {1, 1, 1, kMaxU32});
                 d.OutputTensor.sizes = {1, 1, 1, 1};
                 d.StartPadding = {0, 0, 0, 1};
                 d.EndPadding = {0, 0, 0, 0};
               }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.size-overflow"}}));
  c.push_back(rule("operator.size-overflow depth",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) {
                 // Explicit strides keep the input's own layout small (2^33 elements reached).
                 d.InputTensor = tensor(DataType::UInt32, {1, 4, 1, 2147483648u},
                                        std::vector<uint32_t>{0, 2147483648u, 0, 1});
                 d.OutputTensor.sizes = {1, 1, 2, 1};
               }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.size-overflow"}}));

  // ---------------- per operator
  c.push_back(rule("tile.repeats-count",
               with<TileDesc>(tileBase(), [](auto& d) { d.Repeats = {1, 3, 3}; }),
               FeatureLevel::FL_6_4,
               {{"RepeatsCount", "tile.repeats-count"}},
               true,
               {"3", "4"}));
  c.push_back(rule("tile.repeat-zero",
               with<TileDesc>(tileBase(), [](auto& d) {
                 d.Repeats = {1, 1, 0, 3};
                 d.OutputTensor.sizes = {1, 1, 2, 9};
               }),
               FeatureLevel::FL_6_4,
               {{"Repeats[2]", "tile.repeat-zero"}},
               false));
  c.push_back(rule("padding.mode-unknown",
               with<PaddingDesc>(paddingBase(), [](auto& d) { d.PaddingMode = static_cast<PaddingMode>(7); }),
               FeatureLevel::FL_6_4,
               {{"PaddingMode", "padding.mode-unknown"}},
               true,
               {"7"}));
  c.push_back(rule("padding.mode-unavailable",
               paddingBase(PaddingMode::Symmetric),
               FeatureLevel::FL_2_1,
               {{"PaddingMode", "padding.mode-unavailable"}},
               true,
               {"DML_FEATURE_LEVEL_3_0", "DML_FEATURE_LEVEL_2_1"}));
  c.push_back(rule("padding.dimension-count",
               with<PaddingDesc>(paddingBase(), [](auto& d) {
                 d.StartPadding = {1, 2};
                 d.EndPadding = {3, 4};
               }),
               FeatureLevel::FL_6_4,
               {{"DimensionCount", "padding.dimension-count"}},
               true,
               {"2", "4"}));
  c.push_back(rule("padding.reflect-single start",
               with<PaddingDesc>(paddingBase(PaddingMode::Reflection), [](auto& d) {
                 d.InputTensor.sizes = {1, 1, 1, 4};
                 d.OutputTensor.sizes = {1, 1, 2, 4};
                 d.StartPadding = {0, 0, 1, 0};
                 d.EndPadding = {0, 0, 0, 0};
               }),
               FeatureLevel::FL_6_4,
               {{"StartPadding[2]", "padding.reflect-single"}}));
  c.push_back(rule("padding.reflect-single end",
               with<PaddingDesc>(paddingBase(PaddingMode::Reflection), [](auto& d) {
                 d.InputTensor.sizes = {1, 1, 4, 1};
                 d.OutputTensor.sizes = {1, 1, 4, 4};
                 d.StartPadding = {0, 0, 0, 0};
                 d.EndPadding = {0, 0, 0, 3};
               }),
               FeatureLevel::FL_6_4,
               {{"EndPadding[3]", "padding.reflect-single"}}));
  c.push_back(rule("depth.block-size-zero",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) { d.BlockSize = 0; }),
               FeatureLevel::FL_6_4,
               {{"BlockSize", "depth.block-size-zero"}},
               false));
  c.push_back(rule("depth.order-unknown",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) { d.Order = static_cast<DepthSpaceOrder>(2); }),
               FeatureLevel::FL_6_4,
               {{"Order", "depth.order-unknown"}},
               true,
               {"2"}));
  c.push_back(rule("depth.channels-divisible",
               with<DepthToSpace1Desc>(depthBase(), [](auto& d) {
                 d.InputTensor.sizes = {1, 6, 2, 3};
                 d.OutputTensor.sizes = {1, 1, 4, 6};
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes[1]", "depth.channels-divisible"}},
               false,
               {"6", "4"}));
  c.push_back(rule("space: depth.block-size-zero",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) { d.BlockSize = 0; }),
               FeatureLevel::FL_6_4,
               {{"BlockSize", "depth.block-size-zero"}},
               false));
  c.push_back(rule("space: depth.order-unknown",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) { d.Order = static_cast<DepthSpaceOrder>(2); }),
               FeatureLevel::FL_6_4,
               {{"Order", "depth.order-unknown"}},
               true,
               {"2"}));
  c.push_back(rule("space: depth.size-divisible height",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) { d.InputTensor.sizes = {1, 2, 5, 6}; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes[2]", "depth.size-divisible"}},
               true,
               {"5", "2"}));
  c.push_back(rule("space: depth.size-divisible width",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) {
                 d.InputTensor.sizes = {1, 2, 4, 9};
                 d.BlockSize = 2;
               }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes[3]", "depth.size-divisible"}},
               true,
               {"9", "2"}));
  c.push_back(rule("space: output channels C × B²",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) { d.OutputTensor.sizes = {1, 2, 2, 3}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[1]", "operator.output-size"}},
               true,
               {"2", "InputTensor.Sizes[1] × BlockSize × BlockSize = 8"}));
  c.push_back(rule("space: output height H / B",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) { d.OutputTensor.sizes = {1, 8, 8, 3}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[2]", "operator.output-size"}},
               true,
               {"8", "InputTensor.Sizes[2] / BlockSize = 2"}));
  c.push_back(rule("space: output channels overflow 32 bits",
               with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) {
                 d.BlockSize = 65536;
                 d.InputTensor.sizes = {1, 2, 65536, 65536};
                 d.OutputTensor.sizes = {1, 1, 1, 1};
               }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[1]", "operator.size-overflow"}},
               false,
               {"2 × 65536 × 65536"}));
  c.push_back(rule("split.non-axis-size",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputTensors[1].sizes = {1, 1, 1, 3}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensors[1].Sizes[3]", "split.non-axis-size"}},
               true,
               {"3", "2"}));
  c.push_back(rule("split.axis-sum",
               with<SplitDesc>(splitBase(), [](auto& d) { d.OutputTensors[2].sizes = {1, 1, 2, 2}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensors[2].Sizes[2]", "split.axis-sum"}},
               true,
               {"5", "6"}));
  c.push_back(rule("join.non-axis-size",
               with<JoinDesc>(joinBase(), [](auto& d) { d.InputTensors[1].sizes = {1, 1, 3, 4}; }),
               FeatureLevel::FL_6_4,
               {{"InputTensors[1].Sizes[2]", "join.non-axis-size"}},
               true,
               {"3", "2"}));
  c.push_back(rule("join.axis-sum",
               with<JoinDesc>(joinBase(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 2, 8}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "join.axis-sum"}},
               true,
               {"8", "7"}));
  // ---------------- WRAP (feature level 6_4, both PADDING versions)
  c.push_back(rule("padding WRAP at 6_3",
               paddingBase(PaddingMode::Wrap),
               FeatureLevel::FL_6_3,
               {{"PaddingMode", "padding.mode-unavailable"}},
               true,
               {"DML_PADDING_MODE_WRAP", "DML_FEATURE_LEVEL_6_4", "DML_FEATURE_LEVEL_6_3"}));
  c.push_back(rule("padding1 WRAP at 6_3",
               padding1Base(PaddingMode::Wrap),
               FeatureLevel::FL_6_3,
               {{"PaddingMode", "padding.mode-unavailable"}},
               true,
               {"DML_PADDING_MODE_WRAP", "DML_FEATURE_LEVEL_6_4", "DML_FEATURE_LEVEL_6_3"}));
  c.push_back(rule("padding mode past WRAP",
               with<PaddingDesc>(paddingBase(), [](auto& d) { d.PaddingMode = static_cast<PaddingMode>(5); }),
               FeatureLevel::FL_6_4,
               {{"PaddingMode", "padding.mode-unknown"}},
               true,
               {"5"}));
  // ---------------- the first versions: DEPTH_TO_SPACE, SPACE_TO_DEPTH, GATHER_ND
  c.push_back(rule("first depth: depth.block-size-zero",
               with<DepthToSpaceDesc>(firstDepthBase(), [](auto& d) { d.BlockSize = 0; }),
               FeatureLevel::FL_1_0,
               {{"BlockSize", "depth.block-size-zero"}},
               false));
  c.push_back(rule("first depth: depth.channels-divisible",
               with<DepthToSpaceDesc>(firstDepthBase(), [](auto& d) {
                 d.InputTensor.sizes = {1, 6, 2, 3};
                 d.OutputTensor.sizes = {1, 1, 4, 6};
               }),
               FeatureLevel::FL_1_0,
               {{"InputTensor.Sizes[1]", "depth.channels-divisible"}},
               false,
               {"6", "4"}));
  c.push_back(rule("first depth: output width W × B",
               with<DepthToSpaceDesc>(firstDepthBase(), [](auto& d) { d.OutputTensor.sizes = {1, 2, 4, 3}; }),
               FeatureLevel::FL_1_0,
               {{"OutputTensor.Sizes[3]", "operator.output-size"}},
               true,
               {"3", "InputTensor.Sizes[3] × BlockSize = 6"}));
  c.push_back(rule("first depth before 2_1 in INT32",
               with<DepthToSpaceDesc>(firstDepthBase(), [](auto& d) {
                 d.InputTensor.dataType = DataType::Int32;
                 d.OutputTensor.dataType = DataType::Int32;
               }),
               FeatureLevel::FL_1_0,
               {{"InputTensor.DataType", "tensor.data-type-unsupported"},
                {"OutputTensor.DataType", "tensor.data-type-unsupported"}},
               true,
               {"INT32", "DML_OPERATOR_DEPTH_TO_SPACE", "DML_FEATURE_LEVEL_1_0"}));
  c.push_back(rule("first space: depth.block-size-zero",
               with<SpaceToDepthDesc>(firstSpaceBase(), [](auto& d) { d.BlockSize = 0; }),
               FeatureLevel::FL_1_0,
               {{"BlockSize", "depth.block-size-zero"}},
               false));
  c.push_back(rule("first space: depth.size-divisible height",
               with<SpaceToDepthDesc>(firstSpaceBase(), [](auto& d) { d.InputTensor.sizes = {1, 2, 5, 6}; }),
               FeatureLevel::FL_1_0,
               {{"InputTensor.Sizes[2]", "depth.size-divisible"}},
               true,
               {"5", "2"}));
  c.push_back(rule("first space: output channels C × B²",
               with<SpaceToDepthDesc>(firstSpaceBase(), [](auto& d) { d.OutputTensor.sizes = {1, 4, 2, 3}; }),
               FeatureLevel::FL_1_0,
               {{"OutputTensor.Sizes[1]", "operator.output-size"}},
               true,
               {"4", "InputTensor.Sizes[1] × BlockSize × BlockSize = 8"}));
  c.push_back(rule("gather_nd before 2_1",
               gatherNdBase(),
               FeatureLevel::FL_2_0,
               {{"Operator", "operator.unavailable"}},
               false,
               {"DML_OPERATOR_GATHER_ND", "DML_FEATURE_LEVEL_2_1"}));
  c.push_back(rule("gather_nd 3-D at 2_1",
               GatherNdDesc{tensor(DataType::Float32, {2, 2, 2}), tensor(DataType::UInt32, {1, 2, 2}),
                            tensor(DataType::Float32, {1, 2, 2}), 3, 2},
               FeatureLevel::FL_2_1,
               {{"InputTensor.DimensionCount", "tensor.rank-unsupported"},
                {"IndicesTensor.DimensionCount", "tensor.rank-unsupported"},
                {"OutputTensor.DimensionCount", "tensor.rank-unsupported"}},
               true,
               {"is 3", "DML_OPERATOR_GATHER_ND", "DML_FEATURE_LEVEL_2_1"}));
  c.push_back(rule("gather_nd INT32 indices at 2_1",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) { d.IndicesTensor.dataType = DataType::Int32; }),
               FeatureLevel::FL_2_1,
               {{"IndicesTensor.DataType", "tensor.data-type-unsupported"}},
               true,
               {"INT32"}));
  c.push_back(rule("gather_nd InputDimensionCount past the rank",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) { d.InputDimensionCount = 5; }),
               FeatureLevel::FL_6_4,
               {{"InputDimensionCount", "nd.dimension-count-range"}},
               true,
               {"5", "1 to 4"}));
  c.push_back(rule("gather_nd IndicesDimensionCount zero",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) { d.IndicesDimensionCount = 0; }),
               FeatureLevel::FL_6_4,
               {{"IndicesDimensionCount", "nd.dimension-count-range"}},
               true,
               {"0", "1 to 4"}));
  c.push_back(rule("gather_nd tuple longer than InputDimensionCount",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) {
                 d.IndicesTensor.sizes = {1, 1, 2, 4};  // 4-tuples into 3 meaningful dimensions
               }),
               FeatureLevel::FL_6_4,
               {{"IndicesTensor.Sizes[3]", "nd.tuple-size"}},
               true,
               {"IndicesTensor.Sizes[3] is 4", "only 3"}));
  c.push_back(rule("gather_nd meaningless leading input size",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) { d.InputDimensionCount = 2; }),
               FeatureLevel::FL_6_4,
               {{"InputTensor.Sizes[1]", "nd.leading-size"}},
               false,
               {"InputTensor.Sizes[1] is 2", "InputDimensionCount (2)"}));
  c.push_back(rule("gather_nd meaningless leading indices size",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) {
                 d.IndicesTensor.sizes = {2, 1, 1, 2};
                 d.OutputTensor.sizes = {1, 2, 1, 2};
               }),
               FeatureLevel::FL_6_4,
               {{"IndicesTensor.Sizes[0]", "nd.leading-size"}},
               false,
               {"IndicesTensor.Sizes[0] is 2", "IndicesDimensionCount (2)"}));
  // Two 2-tuples into {2, 2, 2} leave rows of 2: the output is {1, 1, 2, 2}, not {1, 1, 2, 3}.
  c.push_back(rule("gather_nd output sizes",
               with<GatherNdDesc>(gatherNdBase(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 2, 3}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[3]", "operator.output-size"}},
               true,
               {"OutputTensor.Sizes[3] is 3", "= 2"}));
  // ---------------- Identity, Slice1, Slice
  c.push_back(rule("identity output sizes",
               with<ElementWiseIdentityDesc>(identityBase(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 4, 3}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[2]", "operator.output-size"}, {"OutputTensor.Sizes[3]", "operator.output-size"}},
               true,
               {"InputTensor.Sizes[2] = 3"}));
  c.push_back(rule("slice.dimension-count",
               with<Slice1Desc>(slice1Base(), [](auto& d) { d.DimensionCount = 3; }),
               FeatureLevel::FL_6_4,
               {{"DimensionCount", "slice.dimension-count"},
                {"InputWindowOffsets", "operator.array-length"},
                {"InputWindowSizes", "operator.array-length"},
                {"InputWindowStrides", "operator.array-length"}},
               true,
               {"3", "4"}));
  c.push_back(rule("slice.window-size-zero",
               with<Slice1Desc>(slice1Base(), [](auto& d) { d.InputWindowSizes[3] = 0; }),
               FeatureLevel::FL_6_4,
               {{"InputWindowSizes[3]", "slice.window-size-zero"}}));
  c.push_back(rule("slice.stride-zero",
               with<Slice1Desc>(slice1Base(), [](auto& d) { d.InputWindowStrides[2] = 0; }),
               FeatureLevel::FL_6_4,
               {{"InputWindowStrides[2]", "slice.stride-zero"}}));
  c.push_back(rule("slice.window-past-input",
               with<Slice1Desc>(slice1Base(), [](auto& d) { d.InputWindowOffsets[3] = 2; }),
               FeatureLevel::FL_6_4,
               {{"InputWindowSizes[3]", "slice.window-past-input"}},
               true,
               {"= 5", "is 4"}));
  c.push_back(rule("slice.output-too-large",
               with<Slice1Desc>(slice1Base(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 3, 2}; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[2]", "slice.output-too-large"}},
               true,
               {"is 3", "= 2"}));
  c.push_back(rule("slice1 before 2_1",
               slice1Base(),
               FeatureLevel::FL_2_0,
               {{"Operator", "operator.unavailable"}},
               false,
               {"DML_OPERATOR_SLICE1", "DML_FEATURE_LEVEL_2_1"}));
  c.push_back(rule("slice.slice-past-input",
               with<SliceDesc>(sliceBase(), [](auto& d) { d.Strides[3] = 4; }),
               FeatureLevel::FL_6_4,
               {{"Offsets[3]", "slice.slice-past-input"}},
               true,
               {"= 4", "is 4"}));
  c.push_back(rule("slice sizes are the output's",
               with<SliceDesc>(sliceBase(), [](auto& d) { d.Sizes[2] = 1; }),
               FeatureLevel::FL_6_4,
               {{"OutputTensor.Sizes[2]", "operator.output-size"}},
               true,
               {"Sizes[2] = 1"}));
  c.push_back(rule("slice size zero",
               with<SliceDesc>(sliceBase(), [](auto& d) { d.Sizes[1] = 0; }),
               FeatureLevel::FL_6_4,
               {{"Sizes[1]", "tensor.size-zero"}},
               false));
  c.push_back(rule("slice.dimension-count of Slice",
               with<SliceDesc>(sliceBase(), [](auto& d) { d.Strides = {1, 2, 3}; }),
               FeatureLevel::FL_6_4,
               {{"Strides", "operator.array-length"}},
               true,
               {"3", "4"}));
  return c;
}

// Valid neighbours of the rule cases: each sits just inside the rule the case above breaks.
std::vector<std::pair<std::string, std::pair<OperatorDesc, FeatureLevel>>> validCases() {
  using L = FeatureLevel;
  std::vector<std::pair<std::string, std::pair<OperatorDesc, FeatureLevel>>> v;
  auto add = [&](std::string name, OperatorDesc d, L level = L::FL_6_4) {
    v.push_back({std::move(name), {std::move(d), level}});
  };
  add("tile", tileBase());
  add("tile at 1_0", tileBase(), L::FL_1_0);
  add("tile explicit counts", with<TileDesc>(tileBase(), [](auto& d) {
        d.RepeatsCount = 4;
        d.InputTensor.dimensionCount = 4;
        d.OutputTensor.dimensionCount = 4;
      }));
  add("padding every mode at 3_0", paddingBase(PaddingMode::Symmetric), L::FL_3_0);
  add("padding reflection at 1_0", paddingBase(PaddingMode::Reflection), L::FL_1_0);
  add("padding explicit DimensionCount", with<PaddingDesc>(paddingBase(), [](auto& d) { d.DimensionCount = 4; }));
  add("depth at 2_1", depthBase(), L::FL_2_1);
  add("depth CRD", with<DepthToSpace1Desc>(depthBase(), [](auto& d) { d.Order = DepthSpaceOrder::ColumnRowDepth; }));
  add("space at 2_1", spaceBase(), L::FL_2_1);
  add("space CRD, BlockSize 3", with<SpaceToDepth1Desc>(spaceBase(), [](auto& d) {
        d.Order = DepthSpaceOrder::ColumnRowDepth;
        d.BlockSize = 3;
        d.InputTensor.sizes = {1, 2, 3, 6};
        d.OutputTensor.sizes = {1, 18, 1, 2};
      }));
  add("split", splitBase(), L::FL_1_0);
  add("split explicit OutputCount", with<SplitDesc>(splitBase(), [](auto& d) { d.OutputCount = 3; }));
  add("join", joinBase(), L::FL_1_0);
  add("join explicit InputCount", with<JoinDesc>(joinBase(), [](auto& d) { d.InputCount = 2; }));
  add("flags OWNED_BY_DML", with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.flags = kTensorFlagOwnedByDml; }));
  add("alignment 16 and 32", with<TileDesc>(tileBase(), [](auto& d) {
        d.InputTensor.guaranteedBaseOffsetAlignment = 16;
        d.OutputTensor.guaranteedBaseOffsetAlignment = 32;
      }));
  add("total size exactly the minimum",
      with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.totalTensorSizeInBytes = 24; }));
  add("total size larger, multiple of 4",
      with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.totalTensorSizeInBytes = 28; }));
  add("UINT8 minimum rounded to 4", with<SplitDesc>(splitBase(), [](auto& d) {
        d.InputTensor = tensor(DataType::UInt8, {1, 1, 1, 3});
        d.InputTensor.totalTensorSizeInBytes = 4;
        d.OutputTensors = {tensor(DataType::UInt8, {1, 1, 1, 3})};
        d.Axis = 3;
      }));
  add("broadcast input", with<TileDesc>(tileBase(), [](auto& d) { d.InputTensor.strides = Strides{6, 6, 0, 1}; }));
  add("output with gaps",
      with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.strides = Strides{100, 100, 10, 1}; }));
  add("transposed output", with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.strides = Strides{54, 54, 1, 6}; }));
  add("output size-1 dimension with stride 0",
      with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.strides = Strides{0, 0, 9, 1}; }));
  add("reflection of size 1 without padding there",
      with<PaddingDesc>(paddingBase(PaddingMode::Reflection), [](auto& d) {
        d.InputTensor.sizes = {1, 1, 1, 4};
        d.OutputTensor.sizes = {1, 1, 1, 10};
        d.StartPadding = {0, 0, 0, 2};
        d.EndPadding = {0, 0, 0, 4};
      }));
  add("edge and symmetric of size 1", with<PaddingDesc>(paddingBase(PaddingMode::Symmetric), [](auto& d) {
        d.InputTensor.sizes = {1, 1, 1, 4};
        d.OutputTensor.sizes = {1, 1, 5, 4};
        d.StartPadding = {0, 0, 2, 0};
        d.EndPadding = {0, 0, 2, 0};
      }));
  add("reflection wider than the input", with<PaddingDesc>(paddingBase(PaddingMode::Reflection), [](auto& d) {
        d.StartPadding = {0, 0, 9, 2};
        d.OutputTensor.sizes = {1, 1, 16, 10};
      }));
  add("axis at the last dimension", with<SplitDesc>(splitBase(), [](auto& d) {
        d.Axis = 3;
        d.OutputTensors = {tensor(DataType::Float32, {1, 1, 6, 1}), tensor(DataType::Float32, {1, 1, 6, 1})};
      }));
  add("largest sizes that fit", with<TileDesc>(tileBase(), [](auto& d) {
        d.InputTensor.sizes = {1, 1, 1, 65535};
        d.Repeats = {1, 1, 1, 65537};  // 65535 * 65537 = 2^32 - 1
        d.OutputTensor.sizes = {1, 1, 1, kMaxU32};
      }));
  add("packed tensor whose outer stride exceeds 32 bits", with<SplitDesc>(splitBase(), [](auto& d) {
        // 4 × 2^31 bytes: far from overflowing 64 bits, though a packed stride of 2^31 × 4 exceeds a UINT.
        d.InputTensor = tensor(DataType::UInt8, {1, 4, 2, 1073741824u});
        d.OutputTensors = {tensor(DataType::UInt8, {1, 4, 2, 1073741824u})};
        d.Axis = 0;
      }));
  add("slice1 page example 2", slice1Base());
  add("slice1 taking fewer elements than the window reaches", with<Slice1Desc>(slice1Base(), [](auto& d) {
        d.InputWindowStrides = {-1, -1, 1, -1};
        d.OutputTensor.sizes = {1, 1, 3, 1};
      }));
  add("slice page example 2", sliceBase());
  add("slice with a zero stride", with<SliceDesc>(sliceBase(), [](auto& d) {
        d.Strides = {1, 1, 0, 3};
        d.Sizes = {1, 1, 5, 2};
        d.OutputTensor.sizes = {1, 1, 5, 2};
      }));
  add("identity of a transposed input", identityBase());
  add("padding WRAP at 6_4", paddingBase(PaddingMode::Wrap));
  add("padding1 WRAP at 6_4", padding1Base(PaddingMode::Wrap));
  add("padding WRAP wider than the input", with<PaddingDesc>(paddingBase(PaddingMode::Wrap), [](auto& d) {
        d.StartPadding = {0, 0, 9, 2};
        d.OutputTensor.sizes = {1, 1, 16, 10};
      }));
  add("first depth at 1_0", firstDepthBase(), L::FL_1_0);
  add("first depth in FLOAT16 at 1_0", with<DepthToSpaceDesc>(firstDepthBase(), [](auto& d) {
        d.InputTensor.dataType = DataType::Float16;
        d.OutputTensor.dataType = DataType::Float16;
      }), L::FL_1_0);
  add("first space at 1_0", firstSpaceBase(), L::FL_1_0);
  add("gather_nd at 2_1", gatherNdBase(), L::FL_2_1);
  add("gather_nd 3-D at 3_0", GatherNdDesc{tensor(DataType::Float32, {2, 2, 2}), tensor(DataType::UInt32, {1, 2, 2}),
                                           tensor(DataType::Float32, {1, 2, 2}), 3, 2}, L::FL_3_0);
  add("gather_nd INT32 indices at 3_0",
      with<GatherNdDesc>(gatherNdBase(), [](auto& d) { d.IndicesTensor.dataType = DataType::Int32; }), L::FL_3_0);
  add("gather_nd page example 1 at 3_0", GatherNdDesc{tensor(DataType::Float32, {2, 2}), tensor(DataType::UInt32, {2, 1}),
                                                      tensor(DataType::Float32, {2, 2}), 2, 2}, L::FL_3_0);
  return v;
}

bool mentionsAll(const std::string& message, std::initializer_list<std::string> parts) {
  return std::all_of(parts.begin(), parts.end(),
                     [&](const std::string& p) { return message.find(p) != std::string::npos; });
}

template <class T>
const T* byName(const std::vector<T>& cases, const QString& name) {
  for (const auto& c : cases)
    if (QString::fromStdString(c.name) == name) return &c;
  return nullptr;
}

// ---- support tables, written from SPEC.md / the pages' "Tensor support" tables (rows newest first)

struct SupportRow {
  FeatureLevel from;
  uint32_t minRank, maxRank;
  std::vector<DataType> types;
};

using DT = DataType;
const std::vector<DT> kTwoFloats = {DT::Float32, DT::Float16};
const std::vector<DT> kSix = {DT::Float32, DT::Float16, DT::Int32, DT::Int16, DT::UInt32, DT::UInt16};
const std::vector<DT> kEight = {DT::Float32, DT::Float16, DT::Int32,  DT::Int16,
                                DT::Int8,    DT::UInt32,  DT::UInt16, DT::UInt8};
const std::vector<DT> kTileTen = {DT::Float32, DT::Float16, DT::Int64, DT::Int32,  DT::Int16,
                                  DT::Int8,    DT::UInt64,  DT::UInt32, DT::UInt16, DT::UInt8};
const std::vector<DT> kAll(kAllDataTypes.begin(), kAllDataTypes.end());

std::vector<SupportRow> supportRows(OperatorType op) {
  using L = FeatureLevel;
  switch (op) {
    case OperatorType::Tile:
      return {{L::FL_4_1, 1, 8, kTileTen}, {L::FL_3_1, 1, 8, kEight}, {L::FL_2_1, 4, 4, kEight},
              {L::FL_1_0, 4, 4, kTwoFloats}};
    case OperatorType::Padding:
      return {{L::FL_5_0, 1, 8, kAll}, {L::FL_3_1, 1, 8, kEight}, {L::FL_2_1, 4, 5, kEight},
              {L::FL_1_0, 4, 5, kTwoFloats}};
    case OperatorType::DepthToSpace1:
      return {{L::FL_5_0, 4, 4, kAll}, {L::FL_2_1, 4, 4, kEight}};
    case OperatorType::DepthToSpace:
    case OperatorType::SpaceToDepth:
      return {{L::FL_5_0, 4, 4, kAll}, {L::FL_2_1, 4, 4, kEight}, {L::FL_1_0, 4, 4, kTwoFloats}};
    case OperatorType::Split:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 4, kEight}, {L::FL_1_0, 4, 4, kSix}};
    case OperatorType::Join:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 4, 5, kEight}, {L::FL_2_1, 4, 4, kEight}, {L::FL_1_0, 4, 4, kSix}};
    case OperatorType::Padding1:
      return {{L::FL_5_0, 1, 8, kAll}};
    case OperatorType::ElementWiseIdentity:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 5, kEight}, {L::FL_1_0, 4, 5, kTwoFloats}};
    case OperatorType::Slice1:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 5, kEight}};
    case OperatorType::Slice:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 5, kEight}, {L::FL_1_0, 4, 5, kSix}};
    case OperatorType::SpaceToDepth1:
      return {{L::FL_5_0, 4, 4, kAll}, {L::FL_2_1, 4, 4, kEight}};
    case OperatorType::Gather:
    case OperatorType::Scatter:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 4, kEight}, {L::FL_1_0, 4, 4, kTwoFloats}};
    case OperatorType::GatherElements:
    case OperatorType::ScatterNd:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 4, kEight}};
    case OperatorType::GatherNd1:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}};
    case OperatorType::GatherNd:
      return {{L::FL_4_1, 1, 8, kAll}, {L::FL_3_0, 1, 8, kEight}, {L::FL_2_1, 4, 4, kEight}};
  }
  return {};
}

std::optional<SupportRow> rowAt(OperatorType op, FeatureLevel level) {
  for (const auto& r : supportRows(op))
    if (static_cast<uint32_t>(r.from) <= static_cast<uint32_t>(level)) return r;
  return std::nullopt;
}

// A valid descriptor of `op` with every tensor of type `type` and rank `rank` (DepthToSpace1: any rank
// other than 4 is built by adding or dropping trailing 1s and is invalid by construction).
OperatorDesc descOf(OperatorType op, DataType type, uint32_t rank) {
  auto sizes = [&](uint32_t last) {
    std::vector<uint32_t> s(rank, 1);
    s.back() = last;
    return s;
  };
  switch (op) {
    case OperatorType::Tile: {
      TileDesc d;
      d.InputTensor = tensor(type, sizes(2));
      d.OutputTensor = tensor(type, sizes(4));
      d.Repeats = sizes(2);
      return d;
    }
    case OperatorType::Padding: {
      PaddingDesc d;
      d.InputTensor = tensor(type, sizes(2));
      d.OutputTensor = tensor(type, sizes(4));
      d.StartPadding.assign(rank, 0);
      d.StartPadding.back() = 1;
      d.EndPadding = d.StartPadding;
      return d;
    }
    case OperatorType::DepthToSpace1:
    case OperatorType::DepthToSpace: {
      std::vector<uint32_t> in = {1, 4, 1, 2}, out = {1, 1, 2, 4};
      in.resize(rank, 1);
      out.resize(rank, 1);
      if (op == OperatorType::DepthToSpace) return DepthToSpaceDesc{tensor(type, in), tensor(type, out), 2};
      DepthToSpace1Desc d;
      d.InputTensor = tensor(type, in);
      d.OutputTensor = tensor(type, out);
      return d;
    }
    case OperatorType::Split: {
      SplitDesc d;
      d.InputTensor = tensor(type, sizes(3));
      d.OutputTensors = {tensor(type, sizes(1)), tensor(type, sizes(2))};
      d.Axis = rank - 1;
      return d;
    }
    case OperatorType::Padding1: {
      Padding1Desc d;
      d.InputTensor = tensor(type, sizes(2));
      d.OutputTensor = tensor(type, sizes(4));
      d.PaddingValueDataType = type;
      d.StartPadding.assign(rank, 0);
      d.StartPadding.back() = 1;
      d.EndPadding = d.StartPadding;
      return d;
    }
    case OperatorType::Join: {
      JoinDesc d;
      d.InputTensors = {tensor(type, sizes(1)), tensor(type, sizes(2))};
      d.OutputTensor = tensor(type, sizes(3));
      d.Axis = rank - 1;
      return d;
    }
    case OperatorType::ElementWiseIdentity: {
      ElementWiseIdentityDesc d;
      d.InputTensor = tensor(type, sizes(3));
      d.OutputTensor = tensor(type, sizes(3));
      return d;
    }
    case OperatorType::Slice1: {
      Slice1Desc d;
      d.InputTensor = tensor(type, sizes(4));
      d.OutputTensor = tensor(type, sizes(2));
      d.InputWindowOffsets.assign(rank, 0);
      d.InputWindowSizes = sizes(4);
      d.InputWindowStrides.assign(rank, 1);
      d.InputWindowStrides.back() = -2;
      return d;
    }
    case OperatorType::Slice: {
      SliceDesc d;
      d.InputTensor = tensor(type, sizes(4));
      d.OutputTensor = tensor(type, sizes(2));
      d.Offsets.assign(rank, 0);
      d.Sizes = sizes(2);
      d.Strides = sizes(3);
      return d;
    }
    case OperatorType::Gather: {
      // Two indices (UINT32, every level's index type) pick along the last axis.
      GatherDesc d;
      d.InputTensor = tensor(type, sizes(3));
      d.IndicesTensor = tensor(DataType::UInt32, sizes(2));
      d.OutputTensor = tensor(type, sizes(2));
      d.Axis = rank - 1;
      d.IndexDimensions = 1;
      return d;
    }
    case OperatorType::GatherElements: {
      GatherElementsDesc d;
      d.InputTensor = tensor(type, sizes(3));
      d.IndicesTensor = tensor(DataType::UInt32, sizes(2));
      d.OutputTensor = tensor(type, sizes(2));
      d.Axis = rank - 1;
      return d;
    }
    case OperatorType::Scatter: {
      ScatterDesc d;
      d.InputTensor = tensor(type, sizes(3));
      d.IndicesTensor = tensor(DataType::UInt32, sizes(2));
      d.UpdatesTensor = tensor(type, sizes(2));
      d.OutputTensor = tensor(type, sizes(3));
      d.Axis = rank - 1;
      return d;
    }
    case OperatorType::GatherNd1:
    case OperatorType::GatherNd:
    case OperatorType::ScatterNd: {
      // Two 1-tuples (an array of 2 in the second-to-last dimension) into the last dimension; a single one at rank 1.
      std::vector<uint32_t> indices(rank, 1), picked = sizes(rank == 1 ? 1 : 2);
      if (rank >= 2) indices[rank - 2] = 2;
      const uint32_t indicesDims = rank == 1 ? 1 : 2;
      if (op == OperatorType::GatherNd1)
        return GatherNd1Desc{tensor(type, sizes(3)), tensor(DataType::UInt32, indices), tensor(type, picked), 1, indicesDims, 0};
      if (op == OperatorType::GatherNd)
        return GatherNdDesc{tensor(type, sizes(3)), tensor(DataType::UInt32, indices), tensor(type, picked), 1, indicesDims};
      return ScatterNdDesc{tensor(type, sizes(3)), tensor(DataType::UInt32, indices), tensor(type, picked),
                           tensor(type, sizes(3)), 1, indicesDims};
    }
    case OperatorType::SpaceToDepth1:
    case OperatorType::SpaceToDepth: {
      std::vector<uint32_t> in = {1, 1, 2, 4}, out = {1, 4, 1, 2};
      in.resize(rank, 1);
      out.resize(rank, 1);
      if (op == OperatorType::SpaceToDepth) return SpaceToDepthDesc{tensor(type, in), tensor(type, out), 2};
      SpaceToDepth1Desc d;
      d.InputTensor = tensor(type, in);
      d.OutputTensor = tensor(type, out);
      return d;
    }
  }
  return TileDesc{};
}

std::vector<std::string> tensorFields(const OperatorDesc& desc) {
  std::vector<std::string> fields;
  for (const auto& s : inputSlots(desc)) fields.push_back(s.field);
  for (const auto& s : outputSlots(desc)) fields.push_back(s.field);
  return fields;
}

const OperatorType kOperators[] = {OperatorType::Tile,   OperatorType::Padding, OperatorType::DepthToSpace1,
                                   OperatorType::Split,  OperatorType::Join,    OperatorType::ElementWiseIdentity,
                                   OperatorType::Slice1, OperatorType::Slice,   OperatorType::SpaceToDepth1,
                                   OperatorType::Padding1, OperatorType::Gather, OperatorType::GatherElements,
                                   OperatorType::Scatter, OperatorType::GatherNd1, OperatorType::ScatterNd,
                                   OperatorType::DepthToSpace, OperatorType::SpaceToDepth, OperatorType::GatherNd};

std::string where(OperatorType op, FeatureLevel level, const std::string& what) {
  return std::string(shortName(op)) + " at " + std::string(shortName(level)) + ", " + what;
}

bool accepted(OperatorType op, DataType type, uint32_t rank, FeatureLevel level) {
  return validate(descOf(op, type, rank), level).empty();
}

}  // namespace

class TestValidation : public QObject {
  Q_OBJECT

 private slots:
  // ------------------------------------------------------------------ one case per rule
  void ruleBrokenAlone_data() {
    QTest::addColumn<QString>("name");
    for (const auto& c : ruleCases()) QTest::newRow(c.name.c_str()) << QString::fromStdString(c.name);
  }

  void ruleBrokenAlone() {
    QFETCH(QString, name);
    const auto cases = ruleCases();
    const RuleCase* c = byName(cases, name);
    QVERIFY(c);
    const auto diagnostics = validate(c->desc, c->level);
    const std::string report = describe(diagnostics);
    for (const auto& [field, id] : c->expected) {
      QVERIFY2(hasDiagnostic(diagnostics, field, id), ("missing [" + field + " | " + id + "] in" + report).c_str());
    }
    if (c->exact) QVERIFY2(hasExactly(diagnostics, c->expected), ("unexpected extra diagnostics:" + report).c_str());
    const Diagnostic* first = findDiagnostic(diagnostics, c->expected.front().first, c->expected.front().second);
    for (const auto& mention : c->mentions) {
      QVERIFY2(first->message.find(mention) != std::string::npos,
               ("message \"" + first->message + "\" does not mention \"" + mention + "\"").c_str());
    }
    // Every message is rendered (no placeholders left) and starts by naming its field.
    for (const auto& d : diagnostics) {
      QVERIFY2(d.message.find("{") == std::string::npos, d.message.c_str());
      QVERIFY2(d.message.rfind(d.field, 0) == 0 || d.field == "Operator", d.message.c_str());
    }
  }

  void outputSizeMessageReadsAsTheBriefSays() {
    const auto diagnostics = validate(with<TileDesc>(tileBase(), [](auto& d) { d.OutputTensor.sizes = {1, 1, 6, 8}; }),
                                      FeatureLevel::FL_6_4);
    QCOMPARE(diagnostics.size(), size_t{1});
    QCOMPARE(QString::fromStdString(diagnostics[0].message),
             QString("OutputTensor.Sizes[3] is 8, but InputTensor.Sizes[3] × Repeats[3] = 9"));
    QCOMPARE(diagnostics[0].tensorField, std::optional<std::string>("OutputTensor"));
    QCOMPARE(diagnostics[0].dimension, std::optional<uint32_t>(3));
  }

  void validNeighboursHaveNoErrors_data() {
    QTest::addColumn<int>("index");
    const auto v = validCases();
    for (size_t i = 0; i < v.size(); ++i) QTest::newRow(v[i].first.c_str()) << static_cast<int>(i);
  }

  void validNeighboursHaveNoErrors() {
    QFETCH(int, index);
    const auto v = validCases();
    const auto& [desc, level] = v[static_cast<size_t>(index)].second;
    const auto diagnostics = validate(desc, level);
    QVERIFY2(diagnostics.empty(), describe(diagnostics).c_str());
  }

  void joinAcceptsAtMost65535Inputs() {
    JoinDesc d;
    d.InputTensors.assign(65535, tensor(DataType::UInt8, {1}));
    d.OutputTensor = tensor(DataType::UInt8, {65535});
    const auto ok = validate(d, FeatureLevel::FL_6_4);
    QVERIFY2(ok.empty(), describe(ok).c_str());

    d.InputTensors.push_back(tensor(DataType::UInt8, {1}));
    d.OutputTensor.sizes = {65536};
    const auto tooMany = validate(d, FeatureLevel::FL_6_4);
    QVERIFY2(hasDiagnostic(tooMany, "InputCount", "join.too-many-inputs"), describe(tooMany).c_str());
    QVERIFY2(findDiagnostic(tooMany, "InputCount", "join.too-many-inputs")->message.find("65536") != std::string::npos,
             describe(tooMany).c_str());
  }

  void independentErrorsAreAllReported() {
    auto tile = with<TileDesc>(tileBase(), [](auto& d) {
      d.InputTensor.flags = 2;
      d.OutputTensor.guaranteedBaseOffsetAlignment = 8;
      d.OutputTensor.sizes = {1, 1, 5, 8};
    });
    const auto tileDiagnostics = validate(tile, FeatureLevel::FL_6_4);
    QVERIFY2(hasExactly(tileDiagnostics, {{"InputTensor.Flags", "tensor.flags-unknown"},
                                          {"OutputTensor.GuaranteedBaseOffsetAlignment", "tensor.alignment-invalid"},
                                          {"OutputTensor.Sizes[2]", "operator.output-size"},
                                          {"OutputTensor.Sizes[3]", "operator.output-size"}}),
             describe(tileDiagnostics).c_str());

    auto split = with<SplitDesc>(splitBase(), [](auto& d) {
      d.OutputTensors[0].dataType = DataType::Int32;
      d.OutputTensors[1].sizes = {1, 1, 1, 3};
      d.OutputTensors[2].sizes = {1, 1, 2, 2};
    });
    const auto splitDiagnostics = validate(split, FeatureLevel::FL_6_4);
    QVERIFY2(hasExactly(splitDiagnostics, {{"OutputTensors[0].DataType", "operator.data-type-mismatch"},
                                           {"OutputTensors[1].Sizes[3]", "split.non-axis-size"},
                                           {"OutputTensors[2].Sizes[2]", "split.axis-sum"}}),
             describe(splitDiagnostics).c_str());
  }

  void diagnosticsAreDeterministic() {
    auto broken = with<JoinDesc>(joinBase(), [](auto& d) {
      d.InputTensors[0].flags = 4;
      d.OutputTensor.sizes = {1, 1, 2, 9};
    });
    const auto a = validate(broken, FeatureLevel::FL_6_4);
    const auto b = validate(broken, FeatureLevel::FL_6_4);
    QCOMPARE(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
      QCOMPARE(QString::fromStdString(a[i].field), QString::fromStdString(b[i].field));
      QCOMPARE(QString::fromStdString(a[i].message), QString::fromStdString(b[i].message));
    }
  }

  // ------------------------------------------------------------------ session data rules
  void inputDataMustCoverWhatTheStridesReach() {
    Session s = makeSession(tileBase(), {float32Buffer({1, 2, 3, 4, 5})});
    auto d = validateSession(s);
    QVERIFY2(hasExactly(d, {{"InputTensor.Data", "tensor.data-too-short"}}), describe(d).c_str());
    QVERIFY2(mentionsAll(d[0].message, {"5", "6"}), d[0].message.c_str());

    s.inputData = {float32Buffer({1, 2, 3, 4, 5, 6})};
    d = validateSession(s);
    QVERIFY2(d.empty(), describe(d).c_str());

    // Strides {8, 2} on {2, 3} reach 13 elements.
    auto strided = with<TileDesc>(tileBase(), [](auto& t) {
      t.InputTensor = tensor(DataType::Float32, {1, 1, 2, 3}, std::vector<uint32_t>{13, 13, 8, 2});
    });
    Session ss = makeSession(strided, {float32Buffer(std::vector<float>(12, 1.0f))});
    d = validateSession(ss);
    QVERIFY2(hasExactly(d, {{"InputTensor.Data", "tensor.data-too-short"}}), describe(d).c_str());
    ss.inputData = {float32Buffer(std::vector<float>(13, 1.0f))};
    d = validateSession(ss);
    QVERIFY2(d.empty(), describe(d).c_str());
  }

  void inputDataMustFitTheBuffer() {
    auto sized = with<TileDesc>(tileBase(), [](auto& t) { t.InputTensor.totalTensorSizeInBytes = 24; });
    Session s = makeSession(sized, {float32Buffer({1, 2, 3, 4, 5, 6, 7})});
    auto d = validateSession(s);
    QVERIFY2(hasExactly(d, {{"InputTensor.Data", "tensor.data-too-long"}}), describe(d).c_str());
    QVERIFY2(mentionsAll(d[0].message, {"7", "6"}), d[0].message.c_str());

    // UINT8 {1,1,1,3}: the buffer is 4 bytes, so 4 elements fit and 5 do not.
    SplitDesc bytes;
    bytes.InputTensor = tensor(DataType::UInt8, {1, 1, 1, 3});
    bytes.OutputTensors = {tensor(DataType::UInt8, {1, 1, 1, 3})};
    bytes.Axis = 3;
    Session b = makeSession(bytes, {idBuffer(DataType::UInt8, 4)});
    d = validateSession(b);
    QVERIFY2(d.empty(), describe(d).c_str());
    b.inputData = {idBuffer(DataType::UInt8, 5)};
    d = validateSession(b);
    QVERIFY2(hasExactly(d, {{"InputTensor.Data", "tensor.data-too-long"}}), describe(d).c_str());
  }

  void joinInputDataIsCheckedPerInput() {
    Session s = makeSession(joinBase(), {float32Buffer({1, 2, 3, 4, 5, 6}), float32Buffer({7, 8, 9})});
    auto d = validateSession(s);
    QVERIFY2(hasExactly(d, {{"InputTensors[1].Data", "tensor.data-too-short"}}), describe(d).c_str());
  }

  // ------------------------------------------------------------------ support tables
  void supportTableDataTypes_data() {
    QTest::addColumn<int>("op");
    for (OperatorType op : kOperators) QTest::newRow(std::string(shortName(op)).c_str()) << static_cast<int>(op);
  }

  void supportTableDataTypes() {
    QFETCH(int, op);
    const auto type = static_cast<OperatorType>(op);
    for (FeatureLevel level : kAllFeatureLevels) {
      const auto row = rowAt(type, level);
      if (!row) continue;  // operator not yet available: see depthToSpaceIsUnavailableBefore2_1
      for (DataType dt : kAllDataTypes) {
        const OperatorDesc desc = descOf(type, dt, 4);
        const auto diagnostics = validate(desc, level);
        const bool supported = std::find(row->types.begin(), row->types.end(), dt) != row->types.end();
        std::vector<FieldId> expected;
        if (!supported) {
          for (const auto& f : tensorFields(desc)) {
            if (f == "IndicesTensor") continue;  // UINT32 throughout: indicesHaveTheirOwnTypes checks its types
            expected.push_back({f + ".DataType", "tensor.data-type-unsupported"});
          }
        }
        const std::string verdict = supported ? " should be accepted:" : " should be rejected:";
        QVERIFY2(hasExactly(diagnostics, expected),
                 where(type, level, std::string(shortName(dt)) + verdict + describe(diagnostics)).c_str());
      }
    }
  }

  void supportTableRanks_data() { supportTableDataTypes_data(); }

  void supportTableRanks() {
    QFETCH(int, op);
    const auto type = static_cast<OperatorType>(op);
    for (FeatureLevel level : kAllFeatureLevels) {
      const auto row = rowAt(type, level);
      if (!row) continue;
      for (uint32_t rank = 1; rank <= 8; ++rank) {
        const OperatorDesc desc = descOf(type, DataType::Float32, rank);
        const auto diagnostics = validate(desc, level);
        const bool supported = rank >= row->minRank && rank <= row->maxRank;
        const std::string what = where(type, level, std::to_string(rank) + "-D" +
                                                        (supported ? " should be accepted:" : " should be rejected:") +
                                                        describe(diagnostics));
        if (supported) {
          QVERIFY2(diagnostics.empty(), what.c_str());
          continue;
        }
        for (const auto& f : tensorFields(desc)) {
          QVERIFY2(hasDiagnostic(diagnostics, f + ".DimensionCount", "tensor.rank-unsupported"), what.c_str());
        }
        if (type != OperatorType::DepthToSpace1 && type != OperatorType::SpaceToDepth1 &&
            type != OperatorType::DepthToSpace && type != OperatorType::SpaceToDepth) {
          // Only the rank is wrong; nothing else may be reported.
          QVERIFY2(diagnostics.size() == tensorFields(desc).size(), what.c_str());
        }
      }
    }
  }

  // The gathers' and scatters' IndicesTensor: UINT32 alone up to 2_1; INT32, INT64, UINT32 and UINT64 from 3_0;
  // never a float, and never required to share the data tensors' type.
  void indicesHaveTheirOwnTypes() {
    for (OperatorType op : {OperatorType::Gather, OperatorType::GatherElements, OperatorType::Scatter,
                            OperatorType::GatherNd}) {
      for (FeatureLevel level : {FeatureLevel::FL_2_1, FeatureLevel::FL_3_0, FeatureLevel::FL_6_4}) {
        for (DataType dt : kAllDataTypes) {
          OperatorDesc desc = descOf(op, DataType::Float32, 4);
          inputTensor(desc, 1).dataType = dt;
          const bool wide = level >= FeatureLevel::FL_3_0;
          const bool supported = dt == DataType::UInt32 || (wide && (dt == DataType::Int32 || dt == DataType::Int64 ||
                                                                     dt == DataType::UInt64));
          const auto diagnostics = validate(desc, level);
          std::vector<FieldId> expected;
          if (!supported) expected.push_back({"IndicesTensor.DataType", "tensor.data-type-unsupported"});
          QVERIFY2(hasExactly(diagnostics, expected),
                   where(op, level, "indices of " + std::string(shortName(dt)) + ":" + describe(diagnostics)).c_str());
        }
      }
    }
  }

  void tileInt64NeedsLevel4_1() {
    QVERIFY(accepted(OperatorType::Tile, DataType::Int64, 4, FeatureLevel::FL_4_1));
    QVERIFY(accepted(OperatorType::Tile, DataType::UInt64, 4, FeatureLevel::FL_4_1));
    QVERIFY(!accepted(OperatorType::Tile, DataType::Int64, 4, FeatureLevel::FL_4_0));
    QVERIFY(!accepted(OperatorType::Tile, DataType::Int64, 4, FeatureLevel::FL_3_1));
  }

  void tileFloat64IsNeverSupported() {
    for (FeatureLevel level : kAllFeatureLevels) {
      QVERIFY2(!accepted(OperatorType::Tile, DataType::Float64, 4, level), std::string(shortName(level)).c_str());
    }
  }

  void tileFiveDimensionsNeedLevel3_1() {
    QVERIFY(accepted(OperatorType::Tile, DataType::Float32, 5, FeatureLevel::FL_3_1));
    QVERIFY(!accepted(OperatorType::Tile, DataType::Float32, 5, FeatureLevel::FL_3_0));
    QVERIFY(!accepted(OperatorType::Tile, DataType::Float32, 5, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::Tile, DataType::Int8, 4, FeatureLevel::FL_2_1));
    QVERIFY(!accepted(OperatorType::Tile, DataType::Int8, 4, FeatureLevel::FL_2_0));
  }

  void paddingFloat64NeedsLevel5_0() {
    QVERIFY(accepted(OperatorType::Padding, DataType::Float64, 4, FeatureLevel::FL_5_0));
    QVERIFY(!accepted(OperatorType::Padding, DataType::Float64, 4, FeatureLevel::FL_4_1));
  }

  void paddingRanksByLevel() {
    QVERIFY(accepted(OperatorType::Padding, DataType::Float32, 5, FeatureLevel::FL_1_0));
    QVERIFY(!accepted(OperatorType::Padding, DataType::Float32, 6, FeatureLevel::FL_3_0));
    QVERIFY(accepted(OperatorType::Padding, DataType::Float32, 6, FeatureLevel::FL_3_1));
    QVERIFY(!accepted(OperatorType::Padding, DataType::Float32, 3, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::Padding, DataType::Float32, 1, FeatureLevel::FL_3_1));
  }

  void depthToSpaceIsUnavailableBefore2_1() {
    for (FeatureLevel level : {FeatureLevel::FL_1_0, FeatureLevel::FL_2_0}) {
      const auto d = validate(descOf(OperatorType::DepthToSpace1, DataType::Float32, 4), level);
      QVERIFY2(hasDiagnostic(d, "Operator", "operator.unavailable"), describe(d).c_str());
    }
    QVERIFY(accepted(OperatorType::DepthToSpace1, DataType::Float32, 4, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::DepthToSpace1, DataType::Int64, 4, FeatureLevel::FL_5_0));
    QVERIFY(!accepted(OperatorType::DepthToSpace1, DataType::Int64, 4, FeatureLevel::FL_4_1));
  }

  void spaceToDepthIsUnavailableBefore2_1() {
    for (FeatureLevel level : {FeatureLevel::FL_1_0, FeatureLevel::FL_2_0}) {
      const auto d = validate(descOf(OperatorType::SpaceToDepth1, DataType::Float32, 4), level);
      QVERIFY2(hasDiagnostic(d, "Operator", "operator.unavailable"), describe(d).c_str());
    }
    QVERIFY(accepted(OperatorType::SpaceToDepth1, DataType::Float32, 4, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::SpaceToDepth1, DataType::UInt8, 4, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::SpaceToDepth1, DataType::Float64, 4, FeatureLevel::FL_5_0));
    QVERIFY(!accepted(OperatorType::SpaceToDepth1, DataType::Float64, 4, FeatureLevel::FL_4_1));
    QVERIFY(!accepted(OperatorType::SpaceToDepth1, DataType::Int64, 4, FeatureLevel::FL_4_1));
  }

  // The first versions exist from 1_0 in FLOAT32 and FLOAT16, the other 8- to 32-bit types from 2_1 and the
  // 64-bit ones from 5_0, where the Order versions start only at 2_1 (their pages' tables).
  void firstDepthAndSpaceVersionsByLevel() {
    for (OperatorType op : {OperatorType::DepthToSpace, OperatorType::SpaceToDepth}) {
      const std::string name(shortName(op));
      QVERIFY2(accepted(op, DataType::Float32, 4, FeatureLevel::FL_1_0), name.c_str());
      QVERIFY2(accepted(op, DataType::Float16, 4, FeatureLevel::FL_1_0), name.c_str());
      QVERIFY2(!accepted(op, DataType::Int32, 4, FeatureLevel::FL_1_0), name.c_str());
      QVERIFY2(!accepted(op, DataType::Int32, 4, FeatureLevel::FL_2_0), name.c_str());
      QVERIFY2(accepted(op, DataType::Int32, 4, FeatureLevel::FL_2_1), name.c_str());
      QVERIFY2(accepted(op, DataType::UInt8, 4, FeatureLevel::FL_2_1), name.c_str());
      QVERIFY2(!accepted(op, DataType::Int64, 4, FeatureLevel::FL_4_1), name.c_str());
      QVERIFY2(accepted(op, DataType::Int64, 4, FeatureLevel::FL_5_0), name.c_str());
      QVERIFY2(accepted(op, DataType::Float64, 4, FeatureLevel::FL_5_0), name.c_str());
    }
    // The same geometry as DEPTH_TO_SPACE1 is refused at 1_0, naming the operator and the level it needs.
    const auto d = validate(descOf(OperatorType::DepthToSpace1, DataType::Float32, 4), FeatureLevel::FL_1_0);
    const Diagnostic* unavailable = findDiagnostic(d, "Operator", "operator.unavailable");
    QVERIFY2(unavailable, describe(d).c_str());
    QVERIFY2(mentionsAll(unavailable->message, {"DML_OPERATOR_DEPTH_TO_SPACE1", "DML_FEATURE_LEVEL_2_1"}),
             unavailable->message.c_str());
  }

  // GATHER_ND: none before 2_1; at 2_1 four dimensions and UINT32 indices; from 3_0 1 to 8 dimensions and
  // INT32, INT64 or UINT64 indices too; the 64-bit data types from 4_1.
  void gatherNdByLevel() {
    const auto before = validate(descOf(OperatorType::GatherNd, DataType::Float32, 4), FeatureLevel::FL_2_0);
    QVERIFY2(hasDiagnostic(before, "Operator", "operator.unavailable"), describe(before).c_str());
    QVERIFY(accepted(OperatorType::GatherNd, DataType::Float32, 4, FeatureLevel::FL_2_1));
    QVERIFY(!accepted(OperatorType::GatherNd, DataType::Float32, 3, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::GatherNd, DataType::Float32, 3, FeatureLevel::FL_3_0));
    QVERIFY(accepted(OperatorType::GatherNd, DataType::Float32, 8, FeatureLevel::FL_3_0));
    QVERIFY(!accepted(OperatorType::GatherNd, DataType::Int64, 4, FeatureLevel::FL_4_0));
    QVERIFY(accepted(OperatorType::GatherNd, DataType::Int64, 4, FeatureLevel::FL_4_1));
    for (DataType indices : {DataType::Int32, DataType::Int64, DataType::UInt64}) {
      OperatorDesc d = descOf(OperatorType::GatherNd, DataType::Float32, 4);
      inputTensor(d, 1).dataType = indices;
      QVERIFY2(!validate(d, FeatureLevel::FL_2_1).empty(), std::string(shortName(indices)).c_str());
      QVERIFY2(validate(d, FeatureLevel::FL_3_0).empty(), std::string(shortName(indices)).c_str());
    }
  }

  void splitInt8NeedsLevel2_1() {
    QVERIFY(!accepted(OperatorType::Split, DataType::Int8, 4, FeatureLevel::FL_1_0));
    QVERIFY(!accepted(OperatorType::Split, DataType::Int8, 4, FeatureLevel::FL_2_0));
    QVERIFY(accepted(OperatorType::Split, DataType::Int8, 4, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::Split, DataType::Int32, 4, FeatureLevel::FL_1_0));
    QVERIFY(!accepted(OperatorType::Split, DataType::Float32, 3, FeatureLevel::FL_2_1));
    QVERIFY(accepted(OperatorType::Split, DataType::Float32, 3, FeatureLevel::FL_3_0));
  }

  void joinSixDimensionsNeedLevel4_1() {
    QVERIFY(!accepted(OperatorType::Join, DataType::Float32, 6, FeatureLevel::FL_3_0));
    QVERIFY(!accepted(OperatorType::Join, DataType::Float32, 6, FeatureLevel::FL_4_0));
    QVERIFY(accepted(OperatorType::Join, DataType::Float32, 6, FeatureLevel::FL_4_1));
    QVERIFY(accepted(OperatorType::Join, DataType::Float32, 5, FeatureLevel::FL_3_0));
    QVERIFY(!accepted(OperatorType::Join, DataType::Float32, 5, FeatureLevel::FL_2_1));
    QVERIFY(!accepted(OperatorType::Join, DataType::UInt64, 4, FeatureLevel::FL_4_0));
    QVERIFY(accepted(OperatorType::Join, DataType::UInt64, 4, FeatureLevel::FL_4_1));
  }

  // ------------------------------------------------------------------ runs of invalid sessions
  void runOfInvalidSessionIsAnError_data() {
    QTest::addColumn<QString>("name");
    for (const auto& c : ruleCases()) QTest::newRow(c.name.c_str()) << QString::fromStdString(c.name);
  }

  void runOfInvalidSessionIsAnError() {
    QFETCH(QString, name);
    const auto cases = ruleCases();
    const RuleCase* c = byName(cases, name);
    QVERIFY(c);
    // Inputs of one element each: whatever the descriptor, the backend must answer with an error.
    std::vector<Buffer> inputs(inputSlots(c->desc).size(), Buffer(8, std::byte{0}));
    auto result = makeCpuBackend()->run(makeSession(c->desc, std::move(inputs), c->level));
    QVERIFY(!result.ok());
    QVERIFY2(mentionsAll(result.error().message, {c->expected.front().first}), result.error().message.c_str());
  }

  void runWithShortInputDataIsAnError() {
    auto result = makeCpuBackend()->run(makeSession(tileBase(), {float32Buffer({1, 2, 3})}));
    QVERIFY(!result.ok());
    QVERIFY2(result.error().message.find("InputTensor.Data") != std::string::npos, result.error().message.c_str());
    auto missing = makeCpuBackend()->run(makeSession(joinBase(), {float32Buffer({1, 2, 3, 4, 5, 6})}));
    QVERIFY(!missing.ok());
  }

  void absurdSizesAreErrorsNotWraps() {
    TileDesc d;
    d.InputTensor = tensor(DataType::UInt8, std::vector<uint32_t>(8, kMaxU32));
    d.OutputTensor = tensor(DataType::UInt8, std::vector<uint32_t>(8, kMaxU32));
    d.Repeats.assign(8, 1);
    const auto diagnostics = validate(d, FeatureLevel::FL_6_4);
    const std::string report = describe(diagnostics);
    QVERIFY2(hasDiagnostic(diagnostics, "InputTensor.Sizes", "tensor.element-count-overflow"), report.c_str());
    QVERIFY2(hasDiagnostic(diagnostics, "OutputTensor.Sizes", "tensor.element-count-overflow"), report.c_str());
    Session s = makeSession(d, {Buffer(4)});
    QVERIFY(!validateSession(s).empty());
    QVERIFY(!makeCpuBackend()->run(s).ok());

    // Repeats that multiply past 2^32 - 1 on every axis.
    TileDesc r;
    r.InputTensor = tensor(DataType::UInt8, std::vector<uint32_t>(8, 2));
    r.OutputTensor = tensor(DataType::UInt8, std::vector<uint32_t>(8, 1));
    r.Repeats.assign(8, kMaxU32);
    const auto rd = validate(r, FeatureLevel::FL_6_4);
    for (uint32_t i = 0; i < 8; ++i) {
      const std::string field = "OutputTensor.Sizes[" + std::to_string(i) + "]";
      QVERIFY2(hasDiagnostic(rd, field, "operator.size-overflow"), describe(rd).c_str());
    }
    QVERIFY(!makeCpuBackend()->run(makeSession(r, {Buffer(256)})).ok());
  }

  void runRefusesOutputsLargerThanItMayAllocate() {
    // A valid descriptor whose output is (2^32 - 1)^2 bytes: validation accepts it, a run must refuse it.
    TileDesc d;
    d.InputTensor = tensor(DataType::UInt8, {1, 1});
    d.OutputTensor = tensor(DataType::UInt8, {kMaxU32, kMaxU32});
    d.Repeats = {kMaxU32, kMaxU32};
    Session s = makeSession(d, {Buffer(1)});
    const auto diagnostics = validateSession(s);
    QVERIFY2(diagnostics.empty(), describe(diagnostics).c_str());
    auto result = makeCpuBackend()->run(s);
    QVERIFY(!result.ok());
    QVERIFY(!result.error().message.empty());
  }
};

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
