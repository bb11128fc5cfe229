// Every example of the reference pages, built in C++ and run on the CPU backend: outputs exactly as the
// pages print them, and hand-worked index-map entries.
#include <QtTest>
#include <optional>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/validation.h"
#include "test_support.h"

using namespace dmlscope;
using namespace dmlscope::test;

namespace {

// One hand-worked index-map entry: output tensor `output`, its row-major element `element`, and the source.
struct ExpectedSource {
  uint32_t output;
  uint64_t element;
  std::optional<Source> source;
};

struct Example {
  std::string name;
  Session session;
  // The pages' printed outputs, one vector per output tensor, row-major.
  std::vector<std::vector<double>> expected;
  std::vector<ExpectedSource> sources;
  FeatureLevel introducedAt = FeatureLevel::FL_1_0;  // the level the page says the example needs
};

std::vector<double> outputValues(DataType type, const Buffer& buffer) {
  std::vector<double> out;
  if (type == DataType::Float32) {
    for (float v : float32Values(buffer)) out.push_back(v);
  } else {
    for (uint32_t v : uint32Values(buffer)) out.push_back(v);
  }
  return out;
}

const std::vector<float> kPaddingInput = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8};

PaddingDesc paddingExample(PaddingMode mode) {
  PaddingDesc d;
  d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
  d.OutputTensor = tensor(DataType::Float32, {1, 1, 8, 10});
  d.PaddingMode = mode;
  d.PaddingValue = mode == PaddingMode::Constant ? 9.0f : 0.0f;
  d.StartPadding = {0, 0, 1, 2};
  d.EndPadding = {0, 0, 3, 4};
  return d;
}

// Input of the depth-to-space page: channel c holds 9c + 3h + w.
const std::vector<uint32_t> kDepthInput = {0,  1,  2,  3,  4,  5,  9,  10, 11, 12, 13, 14, 18, 19, 20, 21,
                                           22, 23, 27, 28, 29, 30, 31, 32, 36, 37, 38, 39, 40, 41, 45, 46,
                                           47, 48, 49, 50, 54, 55, 56, 57, 58, 59, 63, 64, 65, 66, 67, 68};

DepthToSpace1Desc depthExample(DepthSpaceOrder order) {
  DepthToSpace1Desc d;
  d.InputTensor = tensor(DataType::UInt32, {1, 8, 2, 3});
  d.OutputTensor = tensor(DataType::UInt32, {1, 2, 4, 6});
  d.BlockSize = 2;
  d.Order = order;
  return d;
}

SpaceToDepth1Desc spaceExample(DepthSpaceOrder order) {
  SpaceToDepth1Desc d;
  d.InputTensor = tensor(DataType::UInt32, {1, 2, 4, 6});
  d.OutputTensor = tensor(DataType::UInt32, {1, 8, 2, 3});
  d.BlockSize = 2;
  d.Order = order;
  return d;
}

// The space-to-depth page's inputs, typed from it (DepthToSpace1's outputs in the same order).
const std::vector<uint32_t> kSpaceInputDcr = {0,  18, 1,  19, 2,  20, 36, 54, 37, 55, 38, 56, 3,  21, 4,  22,
                                              5,  23, 39, 57, 40, 58, 41, 59, 9,  27, 10, 28, 11, 29, 45, 63,
                                              46, 64, 47, 65, 12, 30, 13, 31, 14, 32, 48, 66, 49, 67, 50, 68};
const std::vector<uint32_t> kSpaceInputCrd = {0,  9,  1,  10, 2,  11, 18, 27, 19, 28, 20, 29, 3,  12, 4,  13,
                                              5,  14, 21, 30, 22, 31, 23, 32, 36, 45, 37, 46, 38, 47, 54, 63,
                                              55, 64, 56, 65, 39, 48, 40, 49, 41, 50, 57, 66, 58, 67, 59, 68};

JoinDesc joinExample2(uint32_t axis, std::vector<uint32_t> outputSizes) {
  JoinDesc d;
  d.InputTensors = {tensor(DataType::Float32, {1, 1, 2, 2}), tensor(DataType::Float32, {1, 1, 2, 2}),
                    tensor(DataType::Float32, {1, 1, 2, 2})};
  d.OutputTensor = tensor(DataType::Float32, std::move(outputSizes));
  d.Axis = axis;
  return d;
}

std::vector<Buffer> joinExample2Inputs() {
  return {float32Buffer({1, 2, 3, 4}), float32Buffer({5, 6, 7, 8}), float32Buffer({9, 10, 11, 12})};
}

std::vector<Example> allExamples() {
  std::vector<Example> examples;

  {
    TileDesc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 2, 3});
    d.OutputTensor = tensor(DataType::Float32, {1, 1, 6, 9});
    d.Repeats = {1, 1, 3, 3};
    d.RepeatsCount = 4;
    examples.push_back({"tile",
                        makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6})}),
                        {{1, 2, 3, 1, 2, 3, 1, 2, 3,  //
                          4, 5, 6, 4, 5, 6, 4, 5, 6,  //
                          1, 2, 3, 1, 2, 3, 1, 2, 3,  //
                          4, 5, 6, 4, 5, 6, 4, 5, 6,  //
                          1, 2, 3, 1, 2, 3, 1, 2, 3,  //
                          4, 5, 6, 4, 5, 6, 4, 5, 6}},
                        // (0,0,0,0) <- (0,0); (0,0,3,7) <- (1,1); (0,0,5,8) <- (1,2); (0,0,2,4) <- (0,1)
                        {{0, 0, Source{0, 0}}, {0, 34, Source{0, 4}}, {0, 53, Source{0, 5}}, {0, 22, Source{0, 1}}},
                        FeatureLevel::FL_1_0});
  }

  examples.push_back({"padding constant",
                      makeSession(paddingExample(PaddingMode::Constant), {float32Buffer(kPaddingInput)}),
                      {{9, 9, 9, 9, 9, 9, 9, 9, 9, 9,  //
                        9, 9, 1, 2, 3, 4, 9, 9, 9, 9,  //
                        9, 9, 5, 6, 7, 8, 9, 9, 9, 9,  //
                        9, 9, 1, 2, 3, 4, 9, 9, 9, 9,  //
                        9, 9, 5, 6, 7, 8, 9, 9, 9, 9,  //
                        9, 9, 9, 9, 9, 9, 9, 9, 9, 9,  //
                        9, 9, 9, 9, 9, 9, 9, 9, 9, 9,  //
                        9, 9, 9, 9, 9, 9, 9, 9, 9, 9}},
                      // (0,0,0,0) constant; (0,0,1,2) <- (0,0); (0,0,4,5) <- (3,3); (0,0,5,2) constant;
                      // (0,0,2,1) constant (left of the input)
                      {{0, 0, std::nullopt},
                       {0, 12, Source{0, 0}},
                       {0, 45, Source{0, 15}},
                       {0, 52, std::nullopt},
                       {0, 21, std::nullopt}},
                      FeatureLevel::FL_1_0});

  examples.push_back({"padding edge",
                      makeSession(paddingExample(PaddingMode::Edge), {float32Buffer(kPaddingInput)}),
                      {{1, 1, 1, 2, 3, 4, 4, 4, 4, 4,  //
                        1, 1, 1, 2, 3, 4, 4, 4, 4, 4,  //
                        5, 5, 5, 6, 7, 8, 8, 8, 8, 8,  //
                        1, 1, 1, 2, 3, 4, 4, 4, 4, 4,  //
                        5, 5, 5, 6, 7, 8, 8, 8, 8, 8,  //
                        5, 5, 5, 6, 7, 8, 8, 8, 8, 8,  //
                        5, 5, 5, 6, 7, 8, 8, 8, 8, 8,  //
                        5, 5, 5, 6, 7, 8, 8, 8, 8, 8}},
                      // j = o - start: (0,0) -> j (-1,-2) -> (0,0); (7,9) -> j (6,7) -> (3,3); (2,0) -> (1,0)
                      {{0, 0, Source{0, 0}}, {0, 79, Source{0, 15}}, {0, 20, Source{0, 4}}},
                      FeatureLevel::FL_1_0});

  examples.push_back({"padding reflection",
                      makeSession(paddingExample(PaddingMode::Reflection), {float32Buffer(kPaddingInput)}),
                      {{7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
                        3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
                        7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
                        3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
                        7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
                        3, 2, 1, 2, 3, 4, 3, 2, 1, 2,  //
                        7, 6, 5, 6, 7, 8, 7, 6, 5, 6,  //
                        3, 2, 1, 2, 3, 4, 3, 2, 1, 2}},
                      // period 6 on both axes: (0,0) j (-1,-2) -> (1,2); (7,9) j (6,7) -> (0,1);
                      // (5,6) j (4,4) -> (2,2)
                      {{0, 0, Source{0, 6}}, {0, 79, Source{0, 1}}, {0, 56, Source{0, 10}}},
                      FeatureLevel::FL_1_0});

  examples.push_back({"padding symmetric",
                      makeSession(paddingExample(PaddingMode::Symmetric), {float32Buffer(kPaddingInput)}),
                      {{2, 1, 1, 2, 3, 4, 4, 3, 2, 1,  //
                        2, 1, 1, 2, 3, 4, 4, 3, 2, 1,  //
                        6, 5, 5, 6, 7, 8, 8, 7, 6, 5,  //
                        2, 1, 1, 2, 3, 4, 4, 3, 2, 1,  //
                        6, 5, 5, 6, 7, 8, 8, 7, 6, 5,  //
                        6, 5, 5, 6, 7, 8, 8, 7, 6, 5,  //
                        2, 1, 1, 2, 3, 4, 4, 3, 2, 1,  //
                        6, 5, 5, 6, 7, 8, 8, 7, 6, 5}},
                      // period 8: (0,0) j (-1,-2) -> (0,1); (6,9) j (5,7) -> (2,0); (7,6) j (6,4) -> (1,3)
                      {{0, 0, Source{0, 1}}, {0, 69, Source{0, 8}}, {0, 76, Source{0, 7}}},
                      FeatureLevel::FL_3_0});

  examples.push_back({"depth to space DCR",
                      makeSession(depthExample(DepthSpaceOrder::DepthColumnRow), {uint32Buffer(kDepthInput)}),
                      {{0,  18, 1,  19, 2,  20,  //
                        36, 54, 37, 55, 38, 56,  //
                        3,  21, 4,  22, 5,  23,  //
                        39, 57, 40, 58, 41, 59,  //
                        9,  27, 10, 28, 11, 29,  //
                        45, 63, 46, 64, 47, 65,  //
                        12, 30, 13, 31, 14, 32,  //
                        48, 66, 49, 67, 50, 68}},
                      // output (0,0,0,1): value 18, channel 2 (0,0) -> element 12; (0,0,1,0): 36 -> ch 4 ->
                      // element 24; (0,1,3,5): 68 -> ch 7 (1,2) -> element 47
                      {{0, 1, Source{0, 12}}, {0, 6, Source{0, 24}}, {0, 47, Source{0, 47}}},
                      FeatureLevel::FL_2_1});

  examples.push_back({"depth to space CRD",
                      makeSession(depthExample(DepthSpaceOrder::ColumnRowDepth), {uint32Buffer(kDepthInput)}),
                      {{0,  9,  1,  10, 2,  11,  //
                        18, 27, 19, 28, 20, 29,  //
                        3,  12, 4,  13, 5,  14,  //
                        21, 30, 22, 31, 23, 32,  //
                        36, 45, 37, 46, 38, 47,  //
                        54, 63, 55, 64, 56, 65,  //
                        39, 48, 40, 49, 41, 50,  //
                        57, 66, 58, 67, 59, 68}},
                      // (0,0,0,1): 9 -> ch 1 -> element 6; (0,1,1,0): 54 -> ch 6 -> element 36;
                      // (0,1,3,5): 68 -> element 47
                      {{0, 1, Source{0, 6}}, {0, 30, Source{0, 36}}, {0, 47, Source{0, 47}}},
                      FeatureLevel::FL_2_1});

  // Both space-to-depth examples print the depth-to-space page's input as their output.
  const std::vector<double> spaceOutput(kDepthInput.begin(), kDepthInput.end());
  examples.push_back({"space to depth DCR",
                      makeSession(spaceExample(DepthSpaceOrder::DepthColumnRow), {uint32Buffer(kSpaceInputDcr)}),
                      {spaceOutput},
                      // output (0,0,0,1) reads input (0,0,0,2) = element 2; (0,1,0,0): block 0 of channel 1 ->
                      // element 24; (0,2,0,0): block 1 (by 0, bx 1) of channel 0 -> (0,0,0,1) = element 1;
                      // (0,7,1,2): block 3 of channel 1 -> (0,1,3,5) = element 47
                      {{0, 1, Source{0, 2}}, {0, 6, Source{0, 24}}, {0, 12, Source{0, 1}}, {0, 47, Source{0, 47}}},
                      FeatureLevel::FL_2_1});
  examples.push_back({"space to depth CRD",
                      makeSession(spaceExample(DepthSpaceOrder::ColumnRowDepth), {uint32Buffer(kSpaceInputCrd)}),
                      {spaceOutput},
                      // (0,1,0,0): channel 0, block 1 -> (0,0,0,1) = element 1; (0,3,0,0): channel 0, block 3
                      // (by 1, bx 1) -> (0,0,1,1) = element 7; (0,4,0,0): channel 1, block 0 -> element 24
                      {{0, 6, Source{0, 1}}, {0, 18, Source{0, 7}}, {0, 24, Source{0, 24}}, {0, 47, Source{0, 47}}},
                      FeatureLevel::FL_2_1});

  // The first versions' pages print the same example as the Order versions' DEPTH_COLUMN_ROW one: they have no
  // Order and always use DCR. UINT32 needs 2_1 (1_0 takes FLOAT32 and FLOAT16 only).
  examples.push_back({"depth to space first version",
                      makeSession(DepthToSpaceDesc{tensor(DataType::UInt32, {1, 8, 2, 3}),
                                                   tensor(DataType::UInt32, {1, 2, 4, 6}), 2},
                                  {uint32Buffer(kDepthInput)}),
                      {std::vector<double>(kSpaceInputDcr.begin(), kSpaceInputDcr.end())},
                      // as DCR above: (0,0,0,1) -> element 12; (0,0,1,0) -> 24; (0,1,3,5) -> 47
                      {{0, 1, Source{0, 12}}, {0, 6, Source{0, 24}}, {0, 47, Source{0, 47}}},
                      FeatureLevel::FL_2_1});
  examples.push_back({"space to depth first version",
                      makeSession(SpaceToDepthDesc{tensor(DataType::UInt32, {1, 2, 4, 6}),
                                                   tensor(DataType::UInt32, {1, 8, 2, 3}), 2},
                                  {uint32Buffer(kSpaceInputDcr)}),
                      {spaceOutput},
                      {{0, 1, Source{0, 2}}, {0, 6, Source{0, 24}}, {0, 12, Source{0, 1}}, {0, 47, Source{0, 47}}},
                      FeatureLevel::FL_2_1});
  // DML_GATHER_ND_OPERATOR_DESC's examples. 1: 1-tuples pick rows, output[y, x] = input[indices[y], x]; 2-D
  // tensors need 3_0. Output (0, 0) reads input (1, 0) = element 2; (1, 1) reads (0, 1) = element 1.
  examples.push_back({"gather nd 1-D remapping",
                      makeSession(GatherNdDesc{tensor(DataType::Float32, {2, 2}), tensor(DataType::UInt32, {2, 1}),
                                               tensor(DataType::Float32, {2, 2}), 2, 2},
                                  {float32Buffer({0, 1, 2, 3}), uint32Buffer({1, 0})}),
                      {{2, 3, 0, 1}},
                      {{0, 0, Source{0, 2}}, {0, 3, Source{0, 1}}},
                      FeatureLevel::FL_3_0});
  // 2: 2-tuples into {2, 2, 2}, output[y, x] = input[indices[y, 0], indices[y, 1], x]; 4-D with UINT32 indices
  // runs at 2_1. Output (0,0,0,1) uses <0, 1>: input (0,0,1,1) = element 3; (0,0,1,0) uses <1, 0>: element 4.
  examples.push_back({"gather nd 2-D remapping",
                      makeSession(GatherNdDesc{tensor(DataType::Float32, {1, 2, 2, 2}),
                                               tensor(DataType::UInt32, {1, 1, 2, 2}),
                                               tensor(DataType::Float32, {1, 1, 2, 2}), 3, 2},
                                  {float32Buffer({0, 1, 2, 3, 4, 5, 6, 7}), uint32Buffer({0, 1, 1, 0})}),
                      {{2, 3, 4, 5}},
                      {{0, 1, Source{0, 3}}, {0, 2, Source{0, 4}}},
                      FeatureLevel::FL_2_1});

  {
    SplitDesc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 6, 2});
    d.OutputTensors = {tensor(DataType::Float32, {1, 1, 2, 2}), tensor(DataType::Float32, {1, 1, 1, 2}),
                       tensor(DataType::Float32, {1, 1, 3, 2})};
    d.OutputCount = 3;
    d.Axis = 2;
    examples.push_back({"split axis 2",
                        makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})}),
                        {{1, 2, 3, 4}, {5, 6}, {7, 8, 9, 10, 11, 12}},
                        {{0, 3, Source{0, 3}}, {1, 1, Source{0, 5}}, {2, 0, Source{0, 6}}, {2, 5, Source{0, 11}}},
                        FeatureLevel::FL_1_0});
  }
  {
    SplitDesc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 6, 2});
    d.OutputTensors = {tensor(DataType::Float32, {1, 1, 6, 1}), tensor(DataType::Float32, {1, 1, 6, 1})};
    d.Axis = 3;
    examples.push_back({"split axis 3",
                        makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})}),
                        {{1, 3, 5, 7, 9, 11}, {2, 4, 6, 8, 10, 12}},
                        {{0, 2, Source{0, 4}}, {1, 5, Source{0, 11}}, {1, 0, Source{0, 1}}},
                        FeatureLevel::FL_1_0});
  }
  {
    JoinDesc d;
    d.InputTensors = {tensor(DataType::Float32, {1, 1, 2, 3}), tensor(DataType::Float32, {1, 1, 2, 4})};
    d.InputCount = 2;
    d.OutputTensor = tensor(DataType::Float32, {1, 1, 2, 7});
    d.Axis = 3;
    examples.push_back(
        {"join example 1 axis 3",
         makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6}), float32Buffer({7, 8, 9, 10, 11, 12, 13, 14})}),
         {{1, 2, 3, 7, 8, 9, 10, 4, 5, 6, 11, 12, 13, 14}},
         {{0, 3, Source{1, 0}}, {0, 13, Source{1, 7}}, {0, 9, Source{0, 5}}, {0, 2, Source{0, 2}}},
         FeatureLevel::FL_1_0});
  }
  examples.push_back({"join example 2 axis 1",
                      makeSession(joinExample2(1, {1, 3, 2, 2}), joinExample2Inputs()),
                      {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
                      {{0, 5, Source{1, 1}}, {0, 11, Source{2, 3}}, {0, 0, Source{0, 0}}},
                      FeatureLevel::FL_1_0});
  examples.push_back({"join example 2 axis 2",
                      makeSession(joinExample2(2, {1, 1, 6, 2}), joinExample2Inputs()),
                      {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}},
                      {{0, 5, Source{1, 1}}, {0, 8, Source{2, 0}}, {0, 3, Source{0, 3}}},
                      FeatureLevel::FL_1_0});
  examples.push_back({"join example 2 axis 3",
                      makeSession(joinExample2(3, {1, 1, 2, 6}), joinExample2Inputs()),
                      {{1, 2, 5, 6, 9, 10, 3, 4, 7, 8, 11, 12}},
                      // row 0: in0 (0,0..1), in1 (0,0..1), in2 (0,0..1); row 1 likewise
                      {{0, 4, Source{2, 0}}, {0, 7, Source{0, 3}}, {0, 9, Source{1, 3}}},
                      FeatureLevel::FL_1_0});
  // DML_SLICE1_OPERATOR_DESC's two examples, on the page's 4 × 4 input 1..16.
  const std::vector<float> kSliceInput = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  for (const int32_t rowStride : {2, -2}) {
    Slice1Desc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
    d.OutputTensor = tensor(DataType::Float32, {1, 1, 2, 2});
    d.InputWindowOffsets = {0, 0, 0, 1};
    d.InputWindowSizes = {1, 1, 4, 3};
    d.InputWindowStrides = {1, 1, rowStride, 2};
    if (rowStride > 0) {
      // Output[0,0,0,1] = Input[0,0,0,3]; Output[0,0,1,0] = Input[0,0,2,1]
      examples.push_back({"slice1 positive strides", makeSession(d, {float32Buffer(kSliceInput)}), {{2, 4, 10, 12}},
                          {{0, 1, Source{0, 3}}, {0, 2, Source{0, 9}}}, FeatureLevel::FL_2_1});
    } else {
      // CopyStart row 0 + 4 - 1 = 3: Output[0,0,0,0] = Input[0,0,3,1]; Output[0,0,1,1] = Input[0,0,1,3]
      examples.push_back({"slice1 negative strides", makeSession(d, {float32Buffer(kSliceInput)}), {{14, 16, 6, 8}},
                          {{0, 0, Source{0, 13}}, {0, 3, Source{0, 7}}}, FeatureLevel::FL_2_1});
    }
  }
  {
    // DML_SLICE_OPERATOR_DESC's examples 1 (contiguous) and 2 (strided).
    SliceDesc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 4, 4});
    d.OutputTensor = tensor(DataType::Float32, {1, 1, 3, 2});
    d.Offsets = {0, 0, 1, 2};
    d.Sizes = {1, 1, 3, 2};
    d.Strides = {1, 1, 1, 1};
    // Output[0,0,0,0] = Input[0,0,1,2]; Output[0,0,2,1] = Input[0,0,3,3]
    examples.push_back({"slice contiguous", makeSession(d, {float32Buffer(kSliceInput)}), {{7, 8, 11, 12, 15, 16}},
                        {{0, 0, Source{0, 6}}, {0, 5, Source{0, 15}}}, FeatureLevel::FL_1_0});
    d.OutputTensor = tensor(DataType::Float32, {1, 1, 2, 2});
    d.Offsets = {0, 0, 1, 0};
    d.Sizes = {1, 1, 2, 2};
    d.Strides = {1, 1, 2, 3};
    // Output[0,0,0,0] = Input[0,0,1,0]; Output[0,0,1,1] = Input[0,0,3,3]
    examples.push_back({"slice strided", makeSession(d, {float32Buffer(kSliceInput)}), {{5, 8, 13, 16}},
                        {{0, 0, Source{0, 4}}, {0, 3, Source{0, 15}}}, FeatureLevel::FL_1_0});
  }
  {
    // Identity, worked by hand (its page has no examples). A transpose: the buffer 1..12 is a 4 × 3 matrix B,
    // and Strides {12, 12, 1, 3} read input (h, w) at h + 3w = B[w][h], so the copy writes Bᵀ.
    ElementWiseIdentityDesc d;
    d.InputTensor = tensor(DataType::Float32, {1, 1, 3, 4});
    d.InputTensor.strides = std::vector<uint32_t>{12, 12, 1, 3};
    d.OutputTensor = tensor(DataType::Float32, {1, 1, 3, 4});
    // Output element 6 = (0,0,1,2) reads logical input element 6 (buffer slot 1 + 3·2 = 7, value 8).
    examples.push_back({"identity transpose",
                        makeSession(d, {float32Buffer({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})}),
                        {{1, 4, 7, 10, 2, 5, 8, 11, 3, 6, 9, 12}},
                        {{0, 6, Source{0, 6}}, {0, 11, Source{0, 11}}},
                        FeatureLevel::FL_1_0});
    // A broadcast: Strides {0, 0, 0, 1} read every row from the same four elements.
    d.InputTensor.strides = std::vector<uint32_t>{0, 0, 0, 1};
    examples.push_back({"identity broadcast", makeSession(d, {float32Buffer({1, 2, 3, 4})}),
                        {{1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}},
                        {{0, 9, Source{0, 9}}, {0, 3, Source{0, 3}}},
                        FeatureLevel::FL_1_0});
  }
  return examples;
}

}  // namespace

class TestReferenceExamples : public QObject {
  Q_OBJECT

 private:
  static Example exampleNamed(const QString& name) {
    for (auto& e : allExamples())
      if (QString::fromStdString(e.name) == name) return e;
    qFatal("no example named %s", qPrintable(name));
  }

  static void addExampleRows() {
    QTest::addColumn<QString>("name");
    for (const auto& e : allExamples()) QTest::newRow(e.name.c_str()) << QString::fromStdString(e.name);
  }

 private slots:
  // Thirteen from the first five pages; four from the Slice1 and Slice pages; two hand-worked Identity examples;
  // two from the SpaceToDepth1 page; one each from the DepthToSpace and SpaceToDepth pages, two from GatherND's.
  void thereAreTwentyFiveExamples() { QCOMPARE(allExamples().size(), size_t{25}); }

  void exampleIsValidAtLatestLevel_data() { addExampleRows(); }
  void exampleIsValidAtLatestLevel() {
    QFETCH(QString, name);
    const Example e = exampleNamed(name);
    const auto diagnostics = validate(e.session.desc, FeatureLevel::FL_6_4);
    QVERIFY2(diagnostics.empty(), describe(diagnostics).c_str());
    const auto sessionDiagnostics = validateSession(e.session);
    QVERIFY2(sessionDiagnostics.empty(), describe(sessionDiagnostics).c_str());
  }

  void exampleIsValidAtTheLevelThatIntroducedIt_data() { addExampleRows(); }
  void exampleIsValidAtTheLevelThatIntroducedIt() {
    QFETCH(QString, name);
    const Example e = exampleNamed(name);
    const auto diagnostics = validate(e.session.desc, e.introducedAt);
    QVERIFY2(diagnostics.empty(), describe(diagnostics).c_str());
  }

  void exampleOutputMatchesThePage_data() { addExampleRows(); }
  void exampleOutputMatchesThePage() {
    QFETCH(QString, name);
    const Example e = exampleNamed(name);
    auto backend = makeCpuBackend();
    auto result = backend->run(e.session);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    QCOMPARE(result->outputs.size(), e.expected.size());
    const auto outputs = naiveOutputs(e.session.desc);
    for (size_t o = 0; o < e.expected.size(); ++o) {
      const DataType type = outputs[o].dataType;
      QCOMPARE(result->outputs[o].size(), e.expected[o].size() * bytesOf(type));  // packed, multiple of 4
      QCOMPARE(outputValues(type, result->outputs[o]), e.expected[o]);
    }
  }

  void exampleIndexMapMatchesHandWorkedSources_data() { addExampleRows(); }
  void exampleIndexMapMatchesHandWorkedSources() {
    QFETCH(QString, name);
    const Example e = exampleNamed(name);
    auto result = makeCpuBackend()->run(e.session);
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    const IndexMap& map = result->indexMap;
    QCOMPARE(size_t{map.outputCount()}, e.expected.size());
    for (size_t o = 0; o < e.expected.size(); ++o) QCOMPARE(map.size(static_cast<uint32_t>(o)), uint64_t{e.expected[o].size()});
    for (const auto& s : e.sources) {
      const auto got = map.sourceOf(s.output, s.element);
      const std::string what = "output " + std::to_string(s.output) + " element " + std::to_string(s.element);
      QVERIFY2(got.has_value() == s.source.has_value(), what.c_str());
      if (s.source) {
        QVERIFY2(got->input == s.source->input, (what + ": input " + std::to_string(got->input)).c_str());
        QVERIFY2(got->element == s.source->element, (what + ": element " + std::to_string(got->element)).c_str());
      }
    }
  }

  void paddingConstantMapsEveryPaddedCellToNothing() {
    // The constant example's output cells outside rows 1..4 / columns 2..5 are padding.
    auto result =
        makeCpuBackend()->run(makeSession(paddingExample(PaddingMode::Constant), {float32Buffer(kPaddingInput)}));
    QVERIFY(result.ok());
    for (uint64_t i = 0; i < 80; ++i) {
      const uint64_t row = i / 10, col = i % 10;
      const bool inside = row >= 1 && row <= 4 && col >= 2 && col <= 5;
      const auto src = result->indexMap.sourceOf(0, i);
      QCOMPARE(src.has_value(), inside);
      if (inside) QCOMPARE(src->element, (row - 1) * 4 + (col - 2));
    }
  }

  void paddingSymmetricIsUnavailableBeforeLevel3_0() {
    const auto diagnostics = validate(paddingExample(PaddingMode::Symmetric), FeatureLevel::FL_2_1);
    QVERIFY2(hasDiagnostic(diagnostics, "PaddingMode", "padding.mode-unavailable"), describe(diagnostics).c_str());
    QVERIFY(validate(paddingExample(PaddingMode::Symmetric), FeatureLevel::FL_3_0).empty());
    // The other three modes are fine at 2_1.
    QVERIFY(validate(paddingExample(PaddingMode::Reflection), FeatureLevel::FL_2_1).empty());
  }
};

QTEST_GUILESS_MAIN(TestReferenceExamples)
#include "tst_reference_examples.moc"
