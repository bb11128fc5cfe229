// Text in and out of tensors (see element_text.h).
#include "models/element_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <functional>
#include <limits>

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "ElementText" context.
struct ElementTextText {
  Q_DECLARE_TR_FUNCTIONS(ElementText)
};

std::optional<double> parseSpecialFloat(const QString& t) {
  const QString lower = t.toLower();
  if (lower == "nan" || lower == "np.nan" || lower == "+nan" || lower == "-nan") return std::numeric_limits<double>::quiet_NaN();
  if (lower == "inf" || lower == "+inf" || lower == "infinity" || lower == "np.inf") return std::numeric_limits<double>::infinity();
  if (lower == "-inf" || lower == "-infinity" || lower == "-np.inf") return -std::numeric_limits<double>::infinity();
  return std::nullopt;
}

// A JSON/NumPy spelling of core's printed value.
QString spelled(const std::string& printed, bool numpy) {
  if (printed == "nan") return numpy ? QStringLiteral("np.nan") : QStringLiteral("NaN");
  if (printed == "inf") return numpy ? QStringLiteral("np.inf") : QStringLiteral("Infinity");
  if (printed == "-inf") return numpy ? QStringLiteral("-np.inf") : QStringLiteral("-Infinity");
  return QString::fromStdString(printed);
}

QString nestedList(const TensorLayout& layout, const Buffer& buffer, bool numpy) {
  if (layout.elementBytes == 0) return {};
  const uint64_t available = buffer.size() / layout.elementBytes;
  if (layout.elementCount > 0 && layout.reachedElements > available) return {};
  QString out;
  uint64_t linear = 0;
  const uint32_t rank = layout.rank();
  // Recursion over dimensions; the last one prints values, the others brackets around sub-lists.
  std::function<void(uint32_t)> listDimension = [&](uint32_t dim) {
    out += QLatin1Char('[');
    for (uint32_t i = 0; i < layout.sizes[dim]; ++i) {
      if (i > 0) out += (dim + 1 == rank) ? QStringLiteral(", ") : QStringLiteral(",\n") + QString(dim + 1, QLatin1Char(' '));
      if (dim + 1 == rank) {
        const ElementValue v = readElement(layout.dataType, buffer, layout.offsetOfLinear(linear++));
        out += spelled(formatElement(layout.dataType, v), numpy);
      } else {
        listDimension(dim + 1);
      }
    }
    out += QLatin1Char(']');
  };
  if (rank == 0) return {};
  listDimension(0);
  return out;
}

}  // namespace

std::optional<ElementValue> parseElementText(DataType type, const QString& text) {
  const QString t = text.trimmed();
  if (t.isEmpty()) return std::nullopt;
  bool ok = false;
  switch (elementKind(type)) {
    case ElementKind::Float: {
      if (auto special = parseSpecialFloat(t)) return ElementValue{*special};
      const double d = t.toDouble(&ok);
      if (ok) return ElementValue{d};
      return std::nullopt;
    }
    case ElementKind::Signed: {
      const qlonglong v = t.toLongLong(&ok);
      if (ok) return ElementValue{int64_t{v}};
      break;
    }
    case ElementKind::Unsigned: {
      if (!t.startsWith(QLatin1Char('-'))) {
        const qulonglong v = t.toULongLong(&ok);
        if (ok) return ElementValue{uint64_t{v}};
      }
      break;
    }
  }
  // A decimal into an integer type: core truncates and saturates it as DirectML does.
  if (auto special = parseSpecialFloat(t)) return ElementValue{*special};
  const double d = t.toDouble(&ok);
  if (ok) return ElementValue{d};
  return std::nullopt;
}

PastedValues parseNestedList(const QString& text) {
  PastedValues result;
  result.nested = true;
  const qsizetype first = text.indexOf(QLatin1Char('['));
  const qsizetype last = text.lastIndexOf(QLatin1Char(']'));
  if (first < 0 || last < first) {
    result.error = ElementTextText::tr("no list in the text: expected something like [[1, 2], [3, 4]]");
    return result;
  }
  const QString body = text.mid(first, last - first + 1);
  // Walk the brackets, recording the length of each list per depth; every list at a depth must agree.
  std::vector<int64_t> lengths;   // per depth, -1 until the first list of that depth closes
  std::vector<uint32_t> counts;   // items in the open list at each depth
  uint32_t leafDepth = 0;
  bool sawLeaf = false;
  QString token;
  auto flushToken = [&]() -> bool {
    const QString t = token.trimmed();
    token.clear();
    if (t.isEmpty()) return true;
    const uint32_t depth = static_cast<uint32_t>(counts.size());
    if (sawLeaf && depth != leafDepth) return false;
    sawLeaf = true;
    leafDepth = depth;
    result.values.push_back(t);
    ++counts.back();
    return true;
  };
  for (qsizetype i = 0; i < body.size(); ++i) {
    const QChar c = body[i];
    if (c == QLatin1Char('[')) {
      if (!token.trimmed().isEmpty()) {
        result.error = ElementTextText::tr("a value and a list are mixed at position %1").arg(first + i);
        return result;
      }
      if (!counts.empty()) ++counts.back();
      counts.push_back(0);
      if (lengths.size() < counts.size()) lengths.push_back(-1);
    } else if (c == QLatin1Char(']')) {
      if (counts.empty() || !flushToken()) {
        result.error = ElementTextText::tr("the lists are not nested evenly (position %1)").arg(first + i);
        return result;
      }
      const size_t depth = counts.size() - 1;
      if (lengths[depth] >= 0 && lengths[depth] != counts[depth]) {
        result.error = ElementTextText::tr("the list is ragged: a list of %1 items where the others have %2 (position %3)")
                           .arg(counts[depth]).arg(lengths[depth]).arg(first + i);
        return result;
      }
      lengths[depth] = counts[depth];
      counts.pop_back();
    } else if (c == QLatin1Char(',')) {
      if (counts.empty() || !flushToken()) {
        result.error = ElementTextText::tr("the lists are not nested evenly (position %1)").arg(first + i);
        return result;
      }
    } else {
      token += c;
    }
  }
  if (!counts.empty()) {
    result.error = ElementTextText::tr("a list is not closed");
    return result;
  }
  if (!sawLeaf || leafDepth != lengths.size()) {
    result.error = ElementTextText::tr("the lists are not nested evenly or hold no values");
    result.values.clear();
    return result;
  }
  for (int64_t n : lengths) result.shape.push_back(static_cast<uint32_t>(n));
  return result;
}

PastedValues parseDelimited(const QString& text) {
  PastedValues result;
  static const QRegularExpression separators(QStringLiteral("[,;\\t ]+"));
  uint32_t columns = 0;
  uint32_t rows = 0;
  const QStringList lines = text.split(QRegularExpression(QStringLiteral("\\r?\\n")));
  for (const QString& line : lines) {
    const QString trimmed = line.trimmed();
    if (trimmed.isEmpty()) continue;
    const QStringList cells = trimmed.split(separators, Qt::SkipEmptyParts);
    if (rows > 0 && static_cast<uint32_t>(cells.size()) != columns) {
      result.error = ElementTextText::tr("row %1 has %2 values, but the first row has %3").arg(rows + 1).arg(cells.size()).arg(columns);
      result.values.clear();
      return result;
    }
    columns = static_cast<uint32_t>(cells.size());
    for (const QString& cell : cells) result.values.push_back(cell);
    ++rows;
  }
  if (rows == 0) {
    result.error = ElementTextText::tr("the clipboard holds no values");
    return result;
  }
  result.shape = {rows, columns};
  return result;
}

PastedValues parsePastedValues(const QString& text) {
  return text.contains(QLatin1Char('[')) ? parseNestedList(text) : parseDelimited(text);
}

QString tensorAsJson(const TensorLayout& layout, const Buffer& buffer) { return nestedList(layout, buffer, false); }

QString tensorAsNumpy(const TensorLayout& layout, const Buffer& buffer) {
  const QString list = nestedList(layout, buffer, true);
  if (list.isEmpty()) return {};
  const QString dtype = QString::fromUtf8(shortName(layout.dataType).data(), static_cast<qsizetype>(shortName(layout.dataType).size())).toLower();
  return QStringLiteral("np.array(%1, dtype=np.%2)").arg(list, dtype);
}

}  // namespace dmlscope::gui
