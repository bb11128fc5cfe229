// The checklist for a new operator (the comment above DMLSCOPE_OPERATORS in operators.h), checked for every
// operator of the list: its rules are complete, its default descriptor validates, the fast CPU and GPU
// backends run it as the reference does (bit for bit), one of its output elements has an explanation, an
// example uses it, a guide names it, every field has translated help and each translation carries its
// examples' titles. And the refusal that a backend gives for an operator it deliberately does not run names
// the operator.
#include <QtTest>

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/explanation.h"
#include "dmlscope/index_values.h"
#include "dmlscope/messages.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"
#include "dmlscope/session.h"
#include "dmlscope/session_file.h"
#include "fast_cpu/fast_cpu_backend.h"
#include "gpu_test_support.h"
#include "operator_refusal.h"
#include "operators/operator_rules.h"
#include "test_support.h"

using namespace dmlscope;

Q_DECLARE_METATYPE(std::vector<uint32_t>)
using gputest::compareRuns;

namespace {

std::string operatorText(OperatorType type) { return std::string(fullName(type)); }

std::vector<std::filesystem::path> filesIn(const std::filesystem::path& folder, const std::string& extension) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.path().extension() == extension) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

// The finished translations of one context of a .ts file, by source text.
QSet<QString> finishedSources(const std::filesystem::path& ts, const QString& wantedContext, QString* error) {
  QSet<QString> sources;
  QFile file(QString::fromStdString(ts.string()));
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("cannot open %1").arg(file.fileName());
    return sources;
  }
  QXmlStreamReader xml(&file);
  QString context, source;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("source")) {
      source = xml.readElementText();
    } else if (xml.name() == QLatin1String("translation") && context == wantedContext) {
      const QString type = xml.attributes().value(QLatin1String("type")).toString();
      const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      if (type.isEmpty() && !text.trimmed().isEmpty()) sources.insert(source);
    }
  }
  if (xml.hasError()) *error = QStringLiteral("%1: %2").arg(file.fileName(), xml.errorString());
  return sources;
}

void addOperatorRows() {
  QTest::addColumn<int>("type");
  for (OperatorType type : allOperators()) QTest::newRow(operatorText(type).c_str()) << static_cast<int>(type);
}

OperatorType typeFromRow() {
  QFETCH(int, type);
  return static_cast<OperatorType>(type);
}

}  // namespace

class OperatorChecklist : public QObject {
  Q_OBJECT

 private:
  gputest::GpuBackend gpu_;
  std::map<OperatorType, std::vector<std::string>> exampleTitles_;  // per operator, the titles of its examples
  std::string exampleProblems_;

 private slots:
  void initTestCase() {
    gpu_ = gputest::openGpu();
    for (const auto& file : filesIn(DMLSCOPE_EXAMPLES_DIR, ".json")) {
      auto session = readSessionFile(file);
      if (!session) {
        exampleProblems_ += file.filename().string() + ": " + session.error().message + "\n";
        continue;
      }
      exampleTitles_[operatorType(session->desc)].push_back(session->title);
    }
  }

  // The list and the desc variant agree (a line in DMLSCOPE_OPERATORS is the operator), so that the walks
  // below see every operator.
  void theListIsEveryOperator() {
    QCOMPARE(allOperators().size(), std::variant_size_v<OperatorDesc>);
    QSet<int> seen;
    for (OperatorType type : allOperators()) seen.insert(static_cast<int>(type));
    QCOMPARE(static_cast<size_t>(seen.size()), allOperators().size());
  }

  void rulesAreComplete_data() { addOperatorRows(); }
  void rulesAreComplete() {
    const OperatorType type = typeFromRow();
    const detail::OperatorRules& rules = detail::rulesOf(type);
    QVERIFY(rules.schema != nullptr);
    QVERIFY(rules.schema->type == type);
    QVERIFY2(!rules.schema->fields.empty(), "the schema has no fields (kFields)");
    QVERIFY2(rules.makeDefault != nullptr, "no makeDefault");
    QVERIFY2(rules.derive != nullptr, "no derive");
    QVERIFY2(rules.validate != nullptr, "no validate");
    QVERIFY2(!rules.support.empty(), "the support table is empty");
    const bool plain = rules.source && rules.explain && rules.fedBy;
    const bool throughValues = rules.sourceThrough && rules.explainThrough;
    QVERIFY2(plain || throughValues, "neither source/explain/fedBy nor sourceThrough/explainThrough");
    // An operator that reads index values warns about those outside their dimension, and says which dimension
    // each index cell addresses, which defaultSession reads to fill the indices in range.
    QVERIFY2(!rules.sourceThrough || rules.checkIndices, "reads index values but has no checkIndices");
    QVERIFY2(!rules.sourceThrough || rules.indexedDimension, "reads index values but has no indexedDimension");
    QVERIFY(operatorType(rules.makeDefault()) == type);
  }

  // Every field has its help in the schema (the form's tooltips, explain --fields and docs/fields.md read it):
  // a sentence of its own, not another field's, and finished in every translation.
  void everyFieldHasHelp_data() { addOperatorRows(); }
  void everyFieldHasHelp() {
    const OperatorSchema& schema = operatorSchema(typeFromRow());
    QVERIFY(!schema.fields.empty());
    const auto files = filesIn(std::filesystem::path(DMLSCOPE_SOURCE_DIR) / "translations", ".ts");
    QVERIFY2(!files.empty(), "no translations/*.ts");
    std::vector<QSet<QString>> translated;
    for (const auto& ts : files) {
      QString error;
      translated.push_back(finishedSources(ts, QString::fromLatin1(kFieldHelpContext), &error));
      QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    for (const OperatorField& f : schema.fields) {
      const std::string where = std::string(schema.fullName) + "." + std::string(f.name);
      QVERIFY2(!f.help.empty(), (where + " has no help").c_str());
      QVERIFY2(f.help.front() >= 'A' && f.help.front() <= 'Z' && f.help.back() == '.',
               (where + "'s help is not a sentence: " + std::string(f.help)).c_str());
      for (const OperatorField& other : schema.fields)
        QVERIFY2(&other == &f || other.help != f.help, (where + " has the same help as " + std::string(other.name)).c_str());
      for (size_t t = 0; t < files.size(); ++t)
        QVERIFY2(translated[t].contains(QString::fromUtf8(f.help.data(), static_cast<qsizetype>(f.help.size()))),
                 (files[t].filename().string() + " has no finished translation of " + where + "'s help").c_str());
    }
  }

  void defaultDescriptorValidates_data() { addOperatorRows(); }
  void defaultDescriptorValidates() {
    const Session session = defaultSession(typeFromRow(), kLatestFeatureLevel);
    const auto diagnostics = validateSession(session);
    QVERIFY2(diagnostics.empty(), test::describe(diagnostics).c_str());
  }

  // A freshly chosen operator opens without warnings: no validation problem and no index value outside the
  // dimension it addresses (GATHER_ND's default once showed "2 is outside 0..1" twice, GATHER_ND1's ten times)
  // nor a scatter update landing where another did.
  void defaultSessionHasNoWarnings_data() { addOperatorRows(); }
  void defaultSessionHasNoWarnings() {
    const Session session = defaultSession(typeFromRow(), kLatestFeatureLevel);
    const auto diagnostics = validateSession(session);
    QVERIFY2(diagnostics.empty(), test::describe(diagnostics).c_str());
    uint64_t total = 0;
    const auto warnings = indexWarnings(session, 100, &total);
    QVERIFY2(warnings.empty(), test::describe(warnings).c_str());
    QCOMPARE(total, uint64_t{0});
  }

  // The fill worked by hand: the index cells addressing each InputTensor dimension count 0, 1, ... wrapped at its
  // size, and the data inputs keep the sequence.
  void defaultIndicesCountPerDimension_data() {
    QTest::addColumn<int>("type");
    QTest::addColumn<std::vector<uint32_t>>("indices");
    // InputTensor {1, 3, 2, 2}, one batch dimension of 3, two 2-tuples per batch addressing dimensions 2 and 3
    // (both of size 2): per batch the tuples (0, 0) and (1, 1), the diagonal, where 0, 1, ... 11 read 10 and 11
    // outside both dimensions.
    QTest::newRow("GATHER_ND1") << static_cast<int>(OperatorType::GatherNd1)
                                << std::vector<uint32_t>{0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1};
    // InputTensor {1, 2, 2, 2}, two 2-tuples addressing dimensions 1 and 2: (0, 0) and (1, 1).
    QTest::newRow("GATHER_ND") << static_cast<int>(OperatorType::GatherNd) << std::vector<uint32_t>{0, 0, 1, 1};
    // Four indices along Axis 1 of size 5: the sequence itself, no wrap, no update landing twice.
    QTest::newRow("SCATTER") << static_cast<int>(OperatorType::Scatter) << std::vector<uint32_t>{0, 1, 2, 3};
  }
  void defaultIndicesCountPerDimension() {
    QFETCH(std::vector<uint32_t>, indices);
    const Session session = defaultSession(typeFromRow(), kLatestFeatureLevel);
    QCOMPARE(inputTensor(session.desc, 1).dataType, DataType::UInt32);
    const Buffer& buffer = session.inputData.at(1);
    std::vector<uint32_t> got(buffer.size() / sizeof(uint32_t));
    std::memcpy(got.data(), buffer.data(), got.size() * sizeof(uint32_t));
    QCOMPARE(got, indices);
    QVERIFY(holdsSequentialFill(session, 0));
  }

  // The level: the one asked for, or the operator's own where that is older.
  void defaultSessionRaisesTheLevel() {
    QCOMPARE(defaultSession(OperatorType::GatherNd1, FeatureLevel::FL_1_0).featureLevel, introducedIn(OperatorType::GatherNd1));
    QCOMPARE(defaultSession(OperatorType::Tile, FeatureLevel::FL_2_1).featureLevel, FeatureLevel::FL_2_1);
  }

  void fastCpuAgreesWithTheReference_data() { addOperatorRows(); }
  void fastCpuAgreesWithTheReference() {
    const Session session = defaultSession(typeFromRow(), kLatestFeatureLevel);
    auto expected = makeCpuBackend()->run(session);
    QVERIFY2(expected.ok(), gputest::errorText(expected).c_str());
    auto got = makeFastCpuBackend(2)->run(session);
    QVERIFY2(got.ok(), gputest::errorText(got).c_str());
    QVERIFY(!got->outputs.empty() && !got->outputs[0].empty());
    const std::string difference = compareRuns(session, *expected, *got);
    QVERIFY2(difference.empty(), difference.c_str());
  }

  void gpuAgreesWithTheReference_data() { addOperatorRows(); }
  void gpuAgreesWithTheReference() {
    DMLSCOPE_REQUIRE_GPU_BACKEND(gpu_);
    const Session session = defaultSession(typeFromRow(), kLatestFeatureLevel);
    auto expected = makeCpuBackend()->run(session);
    QVERIFY2(expected.ok(), gputest::errorText(expected).c_str());
    auto got = gpu_.backend->run(session);
    QVERIFY2(got.ok(), gputest::errorText(got).c_str());
    const std::string difference = compareRuns(session, *expected, *got);
    QVERIFY2(difference.empty(), difference.c_str());
  }

  void anOutputElementIsExplained_data() { addOperatorRows(); }
  void anOutputElementIsExplained() {
    const Session session = defaultSession(typeFromRow(), kLatestFeatureLevel);
    const TensorDesc& output = outputTensor(session.desc, 0);
    // The output's last element: every coordinate non-zero where the sizes allow, so that each dimension's step
    // has something to say.
    std::vector<uint32_t> last;
    for (uint32_t size : output.sizes) last.push_back(size - 1);
    const IndexValues values(session.desc, session.inputData);
    auto explanation = explainOutputElement(session.desc, 0, last, values);
    QVERIFY2(explanation.ok(), gputest::errorText(explanation).c_str());
    QVERIFY2(!explanation->steps.empty(), "the explanation has no steps");
    // A step whose id the catalogue lacks renders empty.
    for (const ExplanationStep& step : explanation->steps)
      QVERIFY2(!step.text.empty(), ("step " + step.id + " has no template in the catalogue").c_str());
  }

  void anExampleUsesIt_data() { addOperatorRows(); }
  void anExampleUsesIt() {
    QVERIFY2(exampleProblems_.empty(), exampleProblems_.c_str());
    const auto found = exampleTitles_.find(typeFromRow());
    QVERIFY2(found != exampleTitles_.end(), "no example in resources/examples uses the operator");
    for (const std::string& title : found->second) QVERIFY2(!title.empty(), "an example of the operator has no title");
  }

  // A guide names the operator as DirectML does ("DML_OPERATOR_GATHER", not as part of GATHER_ELEMENTS).
  void aGuideNamesIt_data() { addOperatorRows(); }
  void aGuideNamesIt() {
    const QString name = QString::fromStdString(operatorText(typeFromRow()));
    const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(name)));
    QStringList guides;
    for (const auto& file : filesIn(std::filesystem::path(DMLSCOPE_SOURCE_DIR) / "docs", ".md")) {
      QFile guide(QString::fromStdString(file.string()));
      QVERIFY(guide.open(QIODevice::ReadOnly));
      if (word.match(QString::fromUtf8(guide.readAll())).hasMatch()) guides << guide.fileName();
    }
    QVERIFY2(!guides.isEmpty(), qPrintable(QStringLiteral("no docs/*.md names %1").arg(name)));
  }

  // Every translation carries the titles of the operator's examples, finished (the Examples menu shows them);
  // that every text is translated is tst_translations' job.
  void translationsCarryItsExampleTitles_data() { addOperatorRows(); }
  void translationsCarryItsExampleTitles() {
    const auto found = exampleTitles_.find(typeFromRow());
    QVERIFY2(found != exampleTitles_.end(), "no example in resources/examples uses the operator");
    const auto files = filesIn(std::filesystem::path(DMLSCOPE_SOURCE_DIR) / "translations", ".ts");
    QVERIFY2(!files.empty(), "no translations/*.ts");
    for (const auto& ts : files) {
      QString error;
      const QSet<QString> finished = finishedSources(ts, QStringLiteral("Examples"), &error);
      QVERIFY2(error.isEmpty(), qPrintable(error));
      for (const std::string& title : found->second)
        QVERIFY2(finished.contains(QString::fromStdString(title)),
                 qPrintable(QStringLiteral("%1 has no finished translation of the example title \"%2\"")
                                .arg(QString::fromStdString(ts.filename().string()), QString::fromStdString(title))));
    }
  }

  // ---- refusals: a backend that deliberately does not run an operator says so, naming it

  void aRefusalNamesTheOperatorAndTheBackend_data() { addOperatorRows(); }
  void aRefusalNamesTheOperatorAndTheBackend() {
    const OperatorType type = typeFromRow();
    const Error refused = operatorRefused("GPU", type);
    QCOMPARE(refused.id, std::string("run.operator-unsupported"));
    QCOMPARE(refused.args, (std::vector<std::string>{"GPU", operatorText(type)}));
    QVERIFY2(!englishTemplate(refused.id).empty(), "run.operator-unsupported is not in the catalogue");
    QVERIFY2(refused.message.find(operatorText(type)) != std::string::npos, refused.message.c_str());
    QVERIFY2(refused.message.find("GPU backend") != std::string::npos, refused.message.c_str());
  }

  // The fast CPU backend's path from a refusing rows file to the run's error (no shipped operator refuses, so a
  // test-only backend refuses one): the run fails naming the refused operator, and another operator still runs.
  void aRefusedOperatorFailsTheRunNamingIt_data() { addOperatorRows(); }
  void aRefusedOperatorFailsTheRunNamingIt() {
    const OperatorType type = typeFromRow();
    const auto refusing = detail::makeFastCpuBackendRefusing(type);
    auto run = refusing->run(defaultSession(type, kLatestFeatureLevel));
    QVERIFY2(!run.ok(), "the run of a refused operator succeeded");
    QCOMPARE(run.error().id, std::string("run.operator-unsupported"));
    QCOMPARE(run.error().message, operatorRefused("CPU", type).message);

    const OperatorType other = type == OperatorType::Tile ? OperatorType::Padding : OperatorType::Tile;
    auto otherRun = refusing->run(defaultSession(other, kLatestFeatureLevel));
    QVERIFY2(otherRun.ok(), gputest::errorText(otherRun).c_str());
  }
};

QTEST_GUILESS_MAIN(OperatorChecklist)
#include "tst_operator_checklist.moc"
