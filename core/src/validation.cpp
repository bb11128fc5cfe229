// Validation: the rules every tensor obeys, the support tables, then each operator's own rules.
#include "dmlscope/validation.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "dmlscope/checked.h"
#include "operators/operator_rules.h"
#include "support_tables.h"

namespace dmlscope {
namespace {

using detail::str;
using detail::ValidationContext;

bool isPowerOfTwo(uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

// Two logical elements of an output must never share memory. Sorting the dimensions of size > 1 by stride,
// each stride must reach past everything the smaller strides cover.
void checkOutputOverlap(const TensorDesc& t, const std::vector<uint32_t>& strides, const std::string& field,
                        ValidationContext& ctx) {
  std::vector<uint32_t> dims;
  for (uint32_t k = 0; k < t.sizes.size(); ++k)
    if (t.sizes[k] > 1) dims.push_back(k);
  std::stable_sort(dims.begin(), dims.end(), [&](uint32_t a, uint32_t b) { return strides[a] < strides[b]; });
  for (size_t i = 0; i < dims.size(); ++i) {
    const uint32_t k = dims[i];
    if (strides[k] == 0) {
      ctx.add(fieldPath(field, "Strides"), "tensor.output-broadcast", {str(k), str(t.sizes[k])});
      return;
    }
    if (i == 0) continue;
    const uint32_t prev = dims[i - 1];
    auto extent = checkedMul(strides[prev], t.sizes[prev]);
    if (extent && strides[k] < *extent) {
      ctx.add(fieldPath(field, "Strides"), "tensor.output-overlap",
              {str(prev), str(t.sizes[prev]), str(strides[prev]), str(k), str(strides[k])});
      return;
    }
  }
}

// Whether the slot is an index tensor (IndicesTensor), with types of its own.
bool holdsIndices(const OperatorDesc& desc, const TensorSlot& slot) {
  const OperatorField* f = operatorSchema(desc).field(slot.field);
  return f && f->holdsIndices;
}

// The rules of DML_BUFFER_TENSOR_DESC and of the operator's support table for one tensor.
void validateTensor(const TensorDesc& t, const TensorSlot& slot, const OperatorDesc& desc, ValidationContext& ctx) {
  const std::string& P = slot.field;
  const size_t rank = t.sizes.size();
  const OperatorType op = operatorType(desc);
  const detail::SupportRow* row = detail::supportRow(op, ctx.level);
  const bool indices = holdsIndices(desc, slot);

  if (!isKnown(t.dataType)) {
    ctx.add(fieldPath(P, "DataType"), "tensor.data-type-unknown", {});
  } else if (row && !row->supports(t.dataType, indices)) {
    ctx.add(fieldPath(P, "DataType"), "tensor.data-type-unsupported",
            {std::string(shortName(t.dataType)), std::string(fullName(op)), std::string(fullName(ctx.level)),
             row->typesText(indices)});
  }

  if (t.dimensionCount && *t.dimensionCount != rank) {
    ctx.add(fieldPath(P, "DimensionCount"), "tensor.dimension-count-mismatch", {str(*t.dimensionCount), str(rank)});
  }
  if (rank == 0 || rank > kMaxDimensions) {
    ctx.add(fieldPath(P, "DimensionCount"), "tensor.rank-range", {str(rank)});
    return;  // nothing below means anything without 1 to 8 sizes
  }
  if (row && (rank < row->minRank || rank > row->maxRank)) {
    ctx.add(fieldPath(P, "DimensionCount"), "tensor.rank-unsupported",
            {str(rank), std::string(fullName(op)), row->rankText(), std::string(fullName(ctx.level))});
  }

  bool sizesUsable = true;
  for (uint32_t k = 0; k < rank; ++k) {
    if (t.sizes[k] == 0) {
      auto& d = ctx.add(fieldPath(P, "Sizes", k), "tensor.size-zero", {});
      d.tensorField = P;
      d.dimension = k;
      sizesUsable = false;
    }
  }
  if (t.strides && t.strides->size() != rank) {
    ctx.add(fieldPath(P, "Strides"), "tensor.strides-count-mismatch", {str(t.strides->size()), str(rank)});
    sizesUsable = false;
  }
  if ((t.flags & ~kTensorFlagOwnedByDml) != 0) ctx.add(fieldPath(P, "Flags"), "tensor.flags-unknown", {str(t.flags)});
  if (t.guaranteedBaseOffsetAlignment != 0 &&
      (!isPowerOfTwo(t.guaranteedBaseOffsetAlignment) || t.guaranteedBaseOffsetAlignment < 16)) {
    ctx.add(fieldPath(P, "GuaranteedBaseOffsetAlignment"), "tensor.alignment-invalid",
            {str(t.guaranteedBaseOffsetAlignment)});
  }
  if (!sizesUsable) return;

  if (!checkedProduct(t.sizes)) {
    ctx.add(fieldPath(P, "Sizes"), "tensor.element-count-overflow", {});
    return;
  }
  if (!t.strides && !packedStrides(t.sizes)) {
    ctx.add(fieldPath(P, "Sizes"), "tensor.packed-stride-overflow", {});
    return;
  }
  // The layout's own checks (reach overflow) with a known element size, so an UNKNOWN type is reported once.
  TensorDesc probe = t;
  probe.dimensionCount.reset();
  if (!isKnown(probe.dataType)) probe.dataType = DataType::UInt8;
  auto layout = computeLayout(probe);
  if (!layout) {
    ctx.add(fieldPath(P, t.strides ? "Strides" : "Sizes"), "tensor.size-in-bytes-overflow", {});
    return;
  }
  if (t.totalTensorSizeInBytes && isKnown(t.dataType)) {
    const uint64_t total = *t.totalTensorSizeInBytes;
    if (total < layout->minimumBytes) {
      ctx.add(fieldPath(P, "TotalTensorSizeInBytes"), "tensor.total-size-too-small",
              {str(total), str(layout->minimumBytes)});
    } else if (total % 4 != 0) {
      ctx.add(fieldPath(P, "TotalTensorSizeInBytes"), "tensor.total-size-alignment", {str(total)});
    }
  }
  if (slot.isOutput) checkOutputOverlap(t, layout->strides, P, ctx);
}

// Every tensor shares the first input's DataType (index tensors excepted) and DimensionCount.
void validateAgreement(const OperatorDesc& desc, ValidationContext& ctx) {
  auto inputs = inputSlots(desc);
  if (inputs.empty()) return;
  const TensorSlot& reference = inputs.front();
  const TensorDesc& ref = inputTensor(desc, 0);
  auto compare = [&](const TensorSlot& slot, const TensorDesc& t) {
    if (t.dataType != ref.dataType && isKnown(t.dataType) && isKnown(ref.dataType) && !holdsIndices(desc, slot)) {
      ctx.add(fieldPath(slot.field, "DataType"), "operator.data-type-mismatch",
              {std::string(shortName(t.dataType)), fieldPath(reference.field, "DataType"),
               std::string(shortName(ref.dataType))});
    }
    if (t.sizes.size() != ref.sizes.size() && !t.sizes.empty() && !ref.sizes.empty()) {
      ctx.add(fieldPath(slot.field, "DimensionCount"), "operator.rank-mismatch",
              {str(t.sizes.size()), fieldPath(reference.field, "DimensionCount"), str(ref.sizes.size())});
    }
  };
  for (size_t i = 1; i < inputs.size(); ++i) compare(inputs[i], inputTensor(desc, inputs[i].index));
  for (const auto& slot : outputSlots(desc)) compare(slot, outputTensor(desc, slot.index));
}

}  // namespace

std::vector<Diagnostic> validate(const OperatorDesc& desc, FeatureLevel level) {
  std::vector<Diagnostic> diagnostics;
  ValidationContext ctx{level, diagnostics};
  const OperatorType op = operatorType(desc);
  if (level < introducedIn(op)) {
    ctx.add("Operator", "operator.unavailable",
            {std::string(fullName(op)), std::string(fullName(introducedIn(op))), std::string(fullName(level))});
  }
  for (const auto& slot : inputSlots(desc)) validateTensor(inputTensor(desc, slot.index), slot, desc, ctx);
  for (const auto& slot : outputSlots(desc)) validateTensor(outputTensor(desc, slot.index), slot, desc, ctx);
  validateAgreement(desc, ctx);
  detail::rulesOf(desc).validate(desc, ctx);
  return diagnostics;
}

}  // namespace dmlscope
