// Follow rules for descriptor edits (see descriptor_follow.h).
#include "models/descriptor_follow.h"

#include <limits>

#include "dmlscope/checked.h"
#include "models/operator_form.h"

namespace dmlscope::gui {

namespace {
template <class T>
std::vector<T> resizedAtFrontOf(const std::vector<T>& values, uint32_t length, T fill) {
  std::vector<T> out;
  out.reserve(length);
  if (length >= values.size()) {
    out.assign(length - values.size(), fill);
    out.insert(out.end(), values.begin(), values.end());
  } else {
    out.assign(values.end() - length, values.end());
  }
  return out;
}
}  // namespace

std::vector<uint32_t> resizedAtFront(const std::vector<uint32_t>& values, uint32_t length, uint32_t fill) {
  return resizedAtFrontOf(values, length, fill);
}

std::vector<int32_t> resizedAtFront(const std::vector<int32_t>& values, uint32_t length, int32_t fill) {
  return resizedAtFrontOf(values, length, fill);
}

void changeRank(TensorDesc& tensor, uint32_t rank) {
  const auto oldRank = static_cast<uint32_t>(tensor.sizes.size());
  if (rank == oldRank) return;
  if (tensor.strides && tensor.strides->size() == oldRank) {
    // A new outer dimension of size 1 steps over everything the old outermost one reaches.
    uint32_t outer = 1;
    if (!tensor.strides->empty()) {
      const auto reach = checkedMul(tensor.strides->front(), tensor.sizes.front());
      outer = reach && *reach <= std::numeric_limits<uint32_t>::max() ? static_cast<uint32_t>(*reach) : tensor.strides->front();
    }
    *tensor.strides = resizedAtFront(*tensor.strides, rank, outer);
  }
  tensor.sizes = resizedAtFront(tensor.sizes, rank, 1);
  if (tensor.dimensionCount && *tensor.dimensionCount == oldRank) tensor.dimensionCount = rank;
}

std::vector<bool> outputsFollowingDerived(const OperatorDesc& desc) {
  const auto derived = derivedOutputSizes(desc);
  const auto outputs = outputSlots(desc);
  std::vector<bool> follows(outputs.size(), false);
  for (size_t i = 0; i < outputs.size(); ++i) {
    follows[i] = i < derived.size() && derived[i] && *derived[i] == outputTensor(desc, static_cast<uint32_t>(i)).sizes;
  }
  return follows;
}

std::vector<bool> applyFollowRules(const OperatorDesc& before, OperatorDesc& after, const std::vector<bool>& followsBefore) {
  if (before.index() != after.index()) return outputsFollowingDerived(after);

  const auto inputsBefore = inputSlots(before);
  const auto inputsAfter = inputSlots(after);
  const auto outputsBefore = outputSlots(before);
  const auto outputsAfter = outputSlots(after);

  // What the user's edit itself changed, before any rule touches `after`.
  std::vector<bool> outputTouched(outputsAfter.size(), true);
  for (uint32_t i = 0; i < outputsAfter.size() && i < outputsBefore.size(); ++i) {
    outputTouched[i] = outputTensor(before, i) != outputTensor(after, i);
  }
  std::vector<bool> inputTouched(inputsAfter.size(), true);
  for (uint32_t i = 0; i < inputsAfter.size() && i < inputsBefore.size(); ++i) {
    inputTouched[i] = inputTensor(before, i) != inputTensor(after, i);
  }

  if (!inputsBefore.empty() && !inputsAfter.empty() && inputTouched[0]) {
    const TensorDesc& primaryBefore = inputTensor(before, 0);
    const TensorDesc& primaryAfter = inputTensor(after, 0);
    const auto r0 = static_cast<uint32_t>(primaryBefore.sizes.size());
    const auto r1 = static_cast<uint32_t>(primaryAfter.sizes.size());
    const DataType t0 = primaryBefore.dataType;
    const DataType t1 = primaryAfter.dataType;
    auto follow = [&](TensorDesc& t) {
      if (r0 != r1 && t.sizes.size() == r0) changeRank(t, r1);
      if (t0 != t1 && t.dataType == t0) t.dataType = t1;
    };
    for (uint32_t i = 1; i < inputsAfter.size(); ++i) {
      if (!inputTouched[i]) follow(inputTensor(after, i));
    }
    for (uint32_t i = 0; i < outputsAfter.size(); ++i) {
      if (!outputTouched[i]) follow(outputTensor(after, i));
    }
    if (r0 != r1) {
      for (const FormField& field : operatorForm(operatorType(after)).fields) {
        if (!field.followsRank) continue;
        if (field.kind == FormFieldKind::UIntArray) {
          const auto values = field.getArray(after);
          if (values.size() == r0 && values == field.getArray(before)) field.setArray(after, resizedAtFront(values, r1, field.growValue));
        } else if (field.kind == FormFieldKind::IntArray) {
          const auto values = field.getIntArray(after);
          if (values.size() == r0 && values == field.getIntArray(before))
            field.setIntArray(after, resizedAtFront(values, r1, static_cast<int32_t>(field.growValue)));
        }
      }
    }
  }

  // A count written out but equal to its array's length keeps equalling it; a count that disagreed (the
  // user's override) stays as it is.
  for (const FormField& field : operatorForm(operatorType(after)).fields) {
    if (field.kind != FormFieldKind::Count) continue;
    const auto stored = field.getCount(before);
    const uint32_t was = field.derivedCount(before);
    const uint32_t now = field.derivedCount(after);
    if (stored && *stored == was && field.getCount(after) == stored && now != was) field.setCount(after, now);
  }

  const auto derived = derivedOutputSizes(after);
  std::vector<bool> follows(outputsAfter.size(), true);
  for (uint32_t i = 0; i < outputsAfter.size(); ++i) {
    TensorDesc& out = outputTensor(after, i);
    const bool hasDerived = i < derived.size() && derived[i].has_value();
    if (outputTouched[i] && i < outputsBefore.size() && out.sizes != outputTensor(before, i).sizes) {
      follows[i] = hasDerived && *derived[i] == out.sizes;
      continue;
    }
    follows[i] = i < followsBefore.size() ? followsBefore[i] : true;
    if (follows[i] && hasDerived && *derived[i] != out.sizes) {
      if (derived[i]->size() != out.sizes.size()) changeRank(out, static_cast<uint32_t>(derived[i]->size()));
      out.sizes = *derived[i];
    }
  }
  return follows;
}

}  // namespace dmlscope::gui
