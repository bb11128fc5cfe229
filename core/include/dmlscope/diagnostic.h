// A validation error: the field it concerns in DirectML spelling, a stable message id with arguments (so
// the app can translate it without core knowing Qt), and the English text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dmlscope {

// Builds DirectML field paths: fieldPath("OutputTensor", "Sizes", 3) == "OutputTensor.Sizes[3]".
std::string fieldPath(std::string_view prefix, std::string_view member);
std::string fieldPath(std::string_view prefix, std::string_view member, uint64_t index);
std::string indexed(std::string_view name, uint64_t index);  // "OutputTensors[1]"

struct Diagnostic {
  // "OutputTensor.Sizes[3]", "Repeats[2]", "InputTensors[1].DataType", "BlockSize", "Axis".
  std::string field;
  // Stable id of the message template, e.g. "tile.output-size"; see messages.h.
  std::string id;
  // Arguments substituted into the template as {0}, {1}, ... (already formatted as text); {0} is `field`.
  std::vector<std::string> args;
  // The English message, rendered from the template: what was expected and why.
  std::string message;

  // Where the error concerns one dimension of one tensor, that tensor's field ("OutputTensor") and the
  // dimension, so a view can mark the grid's extent.
  std::optional<std::string> tensorField;
  std::optional<uint32_t> dimension;
  // Where it concerns one element (an index value outside its dimension), that element's coordinates in
  // tensorField, so a view can mark the cell.
  std::vector<uint32_t> cell;
};

// Builds a diagnostic and renders its English message; `args` become {1}, {2}, ... after the field's {0}.
Diagnostic makeDiagnostic(std::string field, std::string id, std::vector<std::string> args);

}  // namespace dmlscope
