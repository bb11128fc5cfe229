// "What if this one field had another value?": a session with one descriptor field set to a second value
// given as text (Order=COLUMN_ROW_DEPTH, Repeats=1,2,3,4), read the way session files read that field.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/operators.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope {

// One field and the text of its value, as written on a command line: "Order=COLUMN_ROW_DEPTH".
struct FieldAssignment {
  std::string field;
  std::string value;
  bool operator==(const FieldAssignment&) const = default;
};

// Splits "FIELD=VALUE" at its first '='; an error naming the text when there is no '=' or no field name.
Result<FieldAssignment> parseFieldAssignment(std::string_view text);

// The descriptor fields a variant can set for the operator, in DirectML's order: its parameters, not its
// tensors ("BlockSize", "Order"; "PaddingMode", "PaddingValue", "DimensionCount", "StartPadding", ...).
std::vector<std::string> variantFields(OperatorType type);

// The field's value in the text form makeVariant reads: "DEPTH_COLUMN_ROW", "0,0,1,2", "0.5", and for a
// count left out (derived), the empty text. Nothing for a field the operator does not have.
std::optional<std::string> variantFieldText(const OperatorDesc& desc, std::string_view field);

// `session` with `field` set to `value`, parsed as the session reader parses that field in a file: an enum
// by full or short name (or its integer value), an unsigned integer, a FLOAT (or "nan", "inf", "-inf"), an
// array as "1,2,3,4" or "[1, 2, 3, 4]", a count as a number (empty: derived from its array). Outputs whose
// Sizes were the derived ones get the sizes derived for the new value; nothing else changes (a count stays
// as written), and the outputs' data is dropped (it belonged to the first value).
// An error, naming the field, for a field the operator does not have or a value that field cannot hold. A
// value of the right kind that makes the descriptor wrong (an array of the wrong length, a BlockSize that
// does not divide the channels) is no error here: validateSession of the variant says what is wrong.
Result<Session> makeVariant(const Session& session, std::string_view field, std::string_view value);
Result<Session> makeVariant(const Session& session, const FieldAssignment& assignment);

}  // namespace dmlscope
