// The operator fields a text names ("InputTensor.Sizes[3]", "StartPadding[2]", "along Axis 0"), so that a
// reader of an explanation step can show those fields' help (OperatorField::help) beside it.
#pragma once

#include <string_view>
#include <vector>

#include "dmlscope/operator_schema.h"

namespace dmlscope {

// The fields of `schema` that `text` names as whole words, in the schema's order. A name that follows a '.'
// is a tensor's member ("InputTensor.Sizes"), not the operator's field of that name (Slice's Sizes).
inline std::vector<const OperatorField*> fieldsNamedIn(const OperatorSchema& schema, std::string_view text) {
  const auto isWordChar = [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
  };
  std::vector<const OperatorField*> named;
  for (const OperatorField& field : schema.fields) {
    for (size_t at = text.find(field.name); at != std::string_view::npos; at = text.find(field.name, at + 1)) {
      const size_t end = at + field.name.size();
      const bool startsWord = at == 0 || (!isWordChar(text[at - 1]) && text[at - 1] != '.');
      const bool endsWord = end == text.size() || !isWordChar(text[end]);
      if (startsWord && endsWord) {
        named.push_back(&field);
        break;
      }
    }
  }
  return named;
}

}  // namespace dmlscope
