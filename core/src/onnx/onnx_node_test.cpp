// Running one ONNX node test folder (dmlscope/onnx_node_test.h).
#include "dmlscope/onnx_node_test.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "dmlscope/onnx_session.h"
#include "dmlscope/session.h"
#include "dmlscope/tensor_gather.h"

namespace dmlscope::onnx {
namespace {

namespace fs = std::filesystem;

// The K.pb files of `stem` ("input", "output") in a data set, in order.
Result<std::vector<OnnxTensor>> readNumbered(const fs::path& set, std::string_view stem) {
  std::vector<OnnxTensor> tensors;
  for (uint32_t k = 0;; ++k) {
    const fs::path file = set / fmt::format("{}_{}.pb", stem, k);
    std::error_code ec;
    if (!fs::exists(file, ec)) break;
    auto tensor = readTensorProtoFile(file);
    if (!tensor) return tensor.error();
    tensors.push_back(std::move(*tensor));
  }
  return tensors;
}

Status runDataSet(const OnnxModel& model, const OnnxNode& node, const fs::path& set, Backend& backend, size_t maxListed,
                  NodeTestResult& out) {
  auto inputs = readNumbered(set, "input");
  if (!inputs) return inputs.error();
  auto expected = readNumbered(set, "output");
  if (!expected) return expected.error();
  GivenTensors given;
  for (size_t k = 0; k < inputs->size() && k < model.graphInputs.size(); ++k) given[model.graphInputs[k]] = (*inputs)[k];
  auto opened = openOnnxNode(model, node, given);
  if (!opened) return opened.error();
  const Session& session = opened->session;
  if (const auto problems = validateSession(session); !problems.empty()) {
    return Error{fmt::format("the translated descriptor is invalid: {}: {}", problems.front().field, problems.front().message)};
  }
  auto result = backend.run(session);
  if (!result) return result.error();
  out.ran = operatorType(session.desc);
  for (const auto& slot : outputSlots(session.desc)) {
    const std::string& value = opened->source.translation.outputValues.at(slot.index);
    const auto at = std::find(model.graphOutputs.begin(), model.graphOutputs.end(), value);
    const size_t k = static_cast<size_t>(at - model.graphOutputs.begin());
    if (at == model.graphOutputs.end() || k >= expected->size()) {
      return Error{fmt::format("{}: no expected output for \"{}\" in {}", slot.field, value, set.string())};
    }
    const OnnxTensor& theirs = (*expected)[k];
    auto layout = computeLayout(outputTensor(session.desc, slot.index));
    if (!layout) return layout.error();
    auto ours = packLogicalElements(*layout, result->outputs.at(slot.index));
    if (!ours) return ours.error();
    if (theirs.dataType != layout->dataType || theirs.elementCount != layout->elementCount) {
      return Error{fmt::format("{} is {} elements of {}, but output_{}.pb holds {} of {}", slot.field, layout->elementCount,
                               fullName(layout->dataType), k, theirs.elementCount, fullName(theirs.dataType))};
    }
    const uint32_t size = layout->elementBytes;
    for (uint64_t e = 0; e < layout->elementCount; ++e) {
      if (std::memcmp(ours->data() + e * size, theirs.data.data() + e * size, size) == 0) continue;
      if (out.differing++ < maxListed) {
        NodeTestDifference d{set, slot.field, std::vector<uint32_t>(layout->rank()), layout->dataType,
                             readElement(layout->dataType, *ours, e), readElement(layout->dataType, theirs.data, e)};
        linearToCoords(e, layout->sizes, d.coords);
        out.firstDifferences.push_back(std::move(d));
      }
    }
    out.compared += layout->elementCount;
  }
  return Ok{};
}

}  // namespace

std::vector<fs::path> nodeTestDataSets(const fs::path& dir) {
  std::vector<std::pair<uint64_t, fs::path>> found;
  std::error_code ec;
  constexpr std::string_view prefix = "test_data_set_";
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_directory(ec) || !name.starts_with(prefix)) continue;
    found.emplace_back(std::strtoull(name.c_str() + prefix.size(), nullptr, 10), entry.path());
  }
  std::sort(found.begin(), found.end());
  std::vector<fs::path> sets;
  for (auto& [index, path] : found) sets.push_back(std::move(path));
  return sets;
}

Result<NodeTestResult> runNodeTest(const fs::path& dir, Backend& backend, size_t maxListed) {
  auto model = readOnnxModel(dir / "model.onnx");
  if (!model) return model.error();
  if (model->nodes.size() != 1) {
    return Error{fmt::format("a node test holds one node; {} has {}", (dir / "model.onnx").string(), model->nodes.size())};
  }
  const OnnxNode& node = model->nodes.front();
  // A sequence or optional input's .pb is no TensorProto: say why the provider does not run the node instead.
  for (const std::string& name : node.inputs) {
    const OnnxValueInfo* info = name.empty() ? nullptr : model->value(name);
    if (!info || info->notTensor.empty()) continue;
    if (auto translated = translateNode(*model, node); !translated) {
      return Error{fmt::format("{}: {}", node.label(), translated.error().message)};
    }
  }
  const auto sets = nodeTestDataSets(dir);
  if (sets.empty()) return Error{fmt::format("{}: no test_data_set_* folder", dir.string())};
  NodeTestResult result;
  result.node = node.label();
  for (const fs::path& set : sets) {
    if (auto ran = runDataSet(*model, node, set, backend, maxListed, result); !ran) {
      return Error{fmt::format("{}: {}", set.filename().string(), ran.error().message)};
    }
    ++result.dataSets;
  }
  return result;
}

}  // namespace dmlscope::onnx
