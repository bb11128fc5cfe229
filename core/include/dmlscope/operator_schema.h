// Each operator's fields as data, in DirectML's declaration order: name, kind, what sizes an array, and where
// the field lives in the desc struct. DirectML's own tooling describes its operators the same way
// (DML_OPERATOR_SCHEMA with field kinds); the file formats, the descriptor form, the variants and the tensor
// slots read this table instead of knowing each operator.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "dmlscope/feature_level.h"
#include "dmlscope/operators.h"

namespace dmlscope {

enum class FieldKind : uint8_t {
  InputTensor,        // a DML_TENSOR_DESC the operator reads (InputTensor)
  OutputTensor,       // one it writes (OutputTensor)
  InputTensorArray,   // an array of them, with a count field (Join's InputTensors)
  OutputTensorArray,  // Split's OutputTensors; their Sizes are the user's choice, never derived
  Count,              // a UINT that states an array's length; absent means "the array's length"
  UInt,               // a UINT (BlockSize, Axis)
  Float,              // a FLOAT (PaddingValue)
  Enum,               // a DirectML enum, seen as its UINT value (PaddingMode, Order)
  UIntArray,          // an array of UINT (Repeats, StartPadding)
  Scalar,             // a DML_SCALAR_UNION read as the DML_TENSOR_DATA_TYPE a sibling Enum field names (PaddingValue)
  IntArray,           // an array of INT (Slice1's InputWindowStrides)
  ScaleBias,          // a nullable DML_SCALE_BIAS* (ElementWiseIdentity's ScaleBias): null, or {Scale, Bias}
};

// The names of a DirectML enum's values: value i is names[i].
struct EnumNames {
  std::string_view prefix;                  // "DML_PADDING_MODE_", which a short name leaves out
  std::span<const std::string_view> names;  // full names
  std::string_view messageKey;              // the enum's part of the reader's message ids: "padding-mode"

  uint32_t size() const { return static_cast<uint32_t>(names.size()); }
  // "DML_PADDING_MODE_REFLECTION"; "(unknown)" for a value outside the enum.
  std::string_view fullName(uint32_t value) const;
  // "REFLECTION"; "(unknown)" for a value outside the enum.
  std::string_view shortName(uint32_t value) const;
  // By full or short name.
  std::optional<uint32_t> parse(std::string_view name) const;
};

// An enum member seen as its UINT value (the struct keeps its own enum type).
class EnumRef {
 public:
  template <class E>
  static EnumRef to(E& member) {
    return EnumRef(
        &member, [](const void* p) { return static_cast<uint32_t>(*static_cast<const E*>(p)); },
        [](void* p, uint32_t v) { *static_cast<E*>(p) = static_cast<E>(v); });
  }
  uint32_t get() const { return get_(member_); }
  void set(uint32_t value) const { set_(member_, value); }

 private:
  EnumRef(void* member, uint32_t (*get)(const void*), void (*set)(void*, uint32_t))
      : member_(member), get_(get), set_(set) {}
  void* member_;
  uint32_t (*get_)(const void*);
  void (*set_)(void*, uint32_t);
};

// Where a field lives in a desc; the alternative follows the kind: tensors TensorDesc*, tensor arrays
// std::vector<TensorDesc>*, counts std::optional<uint32_t>*, UInt uint32_t*, Float float*, Enum EnumRef,
// UIntArray std::vector<uint32_t>*, IntArray std::vector<int32_t>*, Scalar ScalarUnion*,
// ScaleBias std::optional<ScaleBiasTerms>* (nothing: the null pointer).
using FieldRef = std::variant<TensorDesc*, std::vector<TensorDesc>*, std::optional<uint32_t>*, uint32_t*, float*,
                              EnumRef, std::vector<uint32_t>*, std::vector<int32_t>*, ScalarUnion*,
                              std::optional<ScaleBiasTerms>*>;

// The translation context of every field's help (OperatorField::help) in the .ts files.
inline constexpr const char* kFieldHelpContext = "OperatorFields";

struct OperatorField {
  std::string_view name;  // DirectML's spelling: "InputTensor", "RepeatsCount", "PaddingMode"
  FieldKind kind = FieldKind::UInt;
  // The field in a desc of its operator (the desc must hold that operator).
  FieldRef (*ref)(OperatorDesc&) = nullptr;
  // Arrays: the Count field that states their length ("RepeatsCount"), or empty.
  std::string_view countField = {};
  // UIntArray: one entry per dimension of InputTensor, so the length follows the input's rank.
  bool followsInputRank = false;
  // UIntArray that follows the rank: the value a new leading entry takes (Repeats: 1, paddings: 0).
  uint32_t newEntryValue = 0;
  // Enum: its value names.
  const EnumNames* enumNames = nullptr;
  // A scalar that a file may leave out, keeping the struct's default (PaddingValue); counts always may.
  bool mayBeLeftOut = false;
  // Scalar: the Enum field (over DML_TENSOR_DATA_TYPE) that says how its bits are read ("PaddingValueDataType").
  std::string_view typeField = {};
  // InputTensor kind: the tensor holds indices (IndicesTensor), so its data types are the support table's index
  // types and it need not share the other tensors' DataType.
  bool holdsIndices = false;
  // What the field is, in one or two English sentences: the form's tooltip, the Why panel's and the fields
  // reference (docs/fields.md). Written as QT_TRANSLATE_NOOP(kFieldHelpContext, ...) in the kFields tables, so
  // that lupdate finds it and the app shows it translated.
  std::string_view help = {};

  // Builders, so that a table reads like the struct: field<&TileDesc::Repeats>("Repeats", ...).countedBy(...).
  constexpr OperatorField countedBy(std::string_view count) const {
    OperatorField f = *this;
    f.countField = count;
    return f;
  }
  constexpr OperatorField followingInputRank(uint32_t newEntry) const {
    OperatorField f = *this;
    f.followsInputRank = true;
    f.newEntryValue = newEntry;
    return f;
  }
  constexpr OperatorField named(const EnumNames& names) const {
    OperatorField f = *this;
    f.enumNames = &names;
    return f;
  }
  constexpr OperatorField typedBy(std::string_view dataTypeField) const {
    OperatorField f = *this;
    f.typeField = dataTypeField;
    return f;
  }
  constexpr OperatorField ofIndices() const {
    OperatorField f = *this;
    f.holdsIndices = true;
    return f;
  }
  constexpr OperatorField optionalInFiles() const {
    OperatorField f = *this;
    f.mayBeLeftOut = true;
    return f;
  }
  constexpr OperatorField withHelp(std::string_view text) const {
    OperatorField f = *this;
    f.help = text;
    return f;
  }

  bool isArray() const { return kind == FieldKind::UIntArray || kind == FieldKind::IntArray; }
  bool isTensor() const { return kind == FieldKind::InputTensor || kind == FieldKind::OutputTensor; }
  bool isTensorArray() const { return kind == FieldKind::InputTensorArray || kind == FieldKind::OutputTensorArray; }
  bool isOutput() const { return kind == FieldKind::OutputTensor || kind == FieldKind::OutputTensorArray; }
  bool isInput() const { return kind == FieldKind::InputTensor || kind == FieldKind::InputTensorArray; }
};

// The value of field `f` (of the kind that holds a T) in `desc`.
template <class T>
T& fieldValue(OperatorDesc& desc, const OperatorField& f) {
  return *std::get<T*>(f.ref(desc));
}
template <class T>
const T& fieldValue(const OperatorDesc& desc, const OperatorField& f) {
  return fieldValue<T>(const_cast<OperatorDesc&>(desc), f);
}
inline uint32_t enumValue(const OperatorDesc& desc, const OperatorField& f) {
  return std::get<EnumRef>(f.ref(const_cast<OperatorDesc&>(desc))).get();
}
inline void setEnumValue(OperatorDesc& desc, const OperatorField& f, uint32_t value) {
  std::get<EnumRef>(f.ref(desc)).set(value);
}

// The data type a Scalar field's bits are read as: the value of its typeField in `desc`.
DataType scalarDataType(const OperatorDesc& desc, const OperatorField& scalar);

// Which group an operator is listed in (the GUI's operator list, the guides): how its output relates to its input.
enum class OperatorFamily : uint8_t {
  CopyAndReshape,    // every output element is one input element, by a fixed formula (Tile, DepthToSpace1, Split, Join)
  Padding,           // or a constant where it falls outside the input
  GatherAndScatter,  // or chosen through the values of an indices tensor
};
inline constexpr OperatorFamily kAllOperatorFamilies[] = {OperatorFamily::CopyAndReshape, OperatorFamily::Padding,
                                                         OperatorFamily::GatherAndScatter};

struct OperatorSchema {
  OperatorType type;
  std::string_view fullName;    // "DML_OPERATOR_TILE"
  std::string_view structName;  // "DML_TILE_OPERATOR_DESC"
  FeatureLevel introduced;      // the level that introduced the operator
  std::span<const OperatorField> fields;
  OperatorFamily family;
  // Its row in README's operator table (0 first): the order a reader meets the operators in, from TILE to
  // SCATTER_ND, which the Examples menu follows. No default, so that a new operator does not compile without one.
  uint32_t readmeRow;

  const OperatorField* field(std::string_view name) const;
  // The length count field `count` stands for when absent: the length of the first array it counts.
  uint32_t derivedCount(const OperatorDesc& desc, const OperatorField& count) const;
};

const OperatorSchema& operatorSchema(OperatorType type);
const OperatorSchema& operatorSchema(const OperatorDesc& desc);
// Every operator in DMLSCOPE_OPERATORS' order.
std::span<const OperatorType> allOperators();
// A desc of `type` with every field at its struct's default (what a reader fills in).
OperatorDesc emptyDesc(OperatorType type);

// The field-table entry for member `Member` of a desc struct: the accessor is derived from the member, so a
// table reads like the struct (operators/<op>.cpp).
namespace detail {
template <class T>
struct MemberOf;
template <class D, class M>
struct MemberOf<M D::*> {
  using Desc = D;
  using Type = M;
};

template <auto Member>
FieldRef refTo(OperatorDesc& desc) {
  using Traits = MemberOf<decltype(Member)>;
  auto& value = std::get<typename Traits::Desc>(desc).*Member;
  if constexpr (std::is_enum_v<typename Traits::Type>) {
    return EnumRef::to(value);
  } else {
    return &value;
  }
}
}  // namespace detail

template <auto Member>
constexpr OperatorField field(std::string_view name, FieldKind kind) {
  OperatorField f;
  f.name = name;
  f.kind = kind;
  f.ref = &detail::refTo<Member>;
  return f;
}

}  // namespace dmlscope
