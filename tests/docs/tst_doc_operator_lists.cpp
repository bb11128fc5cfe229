// The prose lists of the operators a DxDispatch model's dispatch may use (README.md's DxDispatch section and
// docs/dxdispatch.md) and README's opening list name exactly the operators of the schema: the ones --help and
// the models' messages list, which come from operatorNameList(). A new operator without its place in the prose
// fails here instead of leaving a count that no longer adds up (issue 27 found 9, 5 and 15 for one list).
#include <QFile>
#include <QtTest>

#include <algorithm>
#include <regex>
#include <set>
#include <variant>
#include <string>
#include <vector>

#include "dmlscope/operators.h"

using namespace dmlscope;

namespace {

std::string readSource(const char* relative) {
  QFile file(QStringLiteral(DMLSCOPE_SOURCE_DIR "/") + QLatin1String(relative));
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.readAll().toStdString();
}

// The operators (without "DML_OPERATOR_") named in backquotes between `from` and the first `to` after it.
std::vector<std::string> namedBetween(const std::string& text, const std::string& from, const std::string& to) {
  const size_t start = text.find(from);
  if (start == std::string::npos) return {};
  const size_t end = text.find(to, start + from.size());
  if (end == std::string::npos) return {};
  const std::string span = text.substr(start + from.size(), end - start - from.size());
  std::vector<std::string> names;
  static const std::regex quoted("`(?:DML_OPERATOR_)?([A-Z][A-Z0-9_]*)`");
  for (auto it = std::sregex_iterator(span.begin(), span.end(), quoted); it != std::sregex_iterator(); ++it)
    names.push_back((*it)[1].str());
  return names;
}

// operatorNameList()'s short names, as --help prints them: "TILE", "PADDING", ... (the first carries the prefix).
std::vector<std::string> schemaNames() {
  std::vector<std::string> names;
  const std::string list = operatorNameList(",");
  size_t start = 0;
  while (start <= list.size()) {
    const size_t comma = std::min(list.find(',', start), list.size());
    std::string name = list.substr(start, comma - start);
    if (name.rfind("DML_OPERATOR_", 0) == 0) name = name.substr(13);
    names.push_back(name);
    start = comma + 1;
  }
  return names;
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ", ") + n;
  return out;
}

class TestDocOperatorLists : public QObject {
  Q_OBJECT

 private slots:
  void theSchemaListsEveryOperator() {
    const auto names = schemaNames();
    QCOMPARE(names.size(), std::variant_size_v<OperatorDesc>);
    QCOMPARE(names.front(), std::string("TILE"));
  }

  void theDxDispatchListsNameTheSchemasOperatorsInItsOrder() {
    const auto expected = schemaNames();
    const std::string readme = readSource("README.md");
    const auto inReadme = namedBetween(readme, "Each `dispatch` of ", "becomes a session");
    QVERIFY2(inReadme == expected, ("README.md: " + joined(inReadme) + "\nschema: " + joined(expected)).c_str());
    const std::string guide = readSource("docs/dxdispatch.md");
    const auto inGuide = namedBetween(guide, "can become a session: ", "(by full name");
    QVERIFY2(inGuide == expected, ("docs/dxdispatch.md: " + joined(inGuide) + "\nschema: " + joined(expected)).c_str());
  }

  // The opening paragraph groups them by kind, so it is checked as a set.
  void readmesOpeningNamesEveryOperator() {
    const auto expectedList = schemaNames();
    const std::set<std::string> expected(expectedList.begin(), expectedList.end());
    const auto named = namedBetween(readSource("README.md"), "data-movement operators", "Pick an operator");
    const std::set<std::string> inReadme(named.begin(), named.end());
    QVERIFY2(inReadme == expected, ("README.md's opening: " + joined(named)).c_str());
  }
};

}  // namespace

QTEST_GUILESS_MAIN(TestDocOperatorLists)
#include "tst_doc_operator_lists.moc"
