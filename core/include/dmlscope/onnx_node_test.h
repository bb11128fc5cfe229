// One ONNX backend node test folder (model.onnx, test_data_set_*/input_K.pb and output_K.pb, as ONNX's own
// test data hold them) run as the DirectML operator ONNX Runtime's DirectML provider would run, every output
// compared bit for bit with output_K.pb. `dmlscope onnx-test` prints it; the test suite runs every such folder.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/element.h"
#include "dmlscope/operators.h"
#include "dmlscope/result.h"

namespace dmlscope::onnx {

struct NodeTestDifference {
  std::filesystem::path dataSet;
  std::string field;               // "OutputTensors[1]"
  std::vector<uint32_t> coords;    // in the descriptor's output (its rank raised as the provider raises it)
  DataType dataType = DataType::Unknown;
  ElementValue ours;
  ElementValue expected;
};

struct NodeTestResult {
  std::string node;            // "Pad node 0"
  OperatorType ran = OperatorType::Tile;  // the DirectML operator the node became
  uint32_t dataSets = 0;
  uint64_t compared = 0;       // output elements compared, over every data set
  uint64_t differing = 0;
  std::vector<NodeTestDifference> firstDifferences;  // the first `maxListed`
};

// The test_data_set_* folders of `dir`, in numeric order.
std::vector<std::filesystem::path> nodeTestDataSets(const std::filesystem::path& dir);

// Runs every data set of the folder on `backend`. An error (exit 2 of `onnx-test`) says why it could not run:
// an unreadable model or tensor, not one node, a node the DirectML provider does not run (the translation's
// reason), a translated descriptor that fails validation, a failed run, an output that does not match the
// expected tensor's type or element count.
Result<NodeTestResult> runNodeTest(const std::filesystem::path& dir, Backend& backend, size_t maxListed = 10);

}  // namespace dmlscope::onnx
