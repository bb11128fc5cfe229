// docs/fields.md, the reference of every operator's fields with their help, is generated from the schema
// (OperatorField::help in core/src/operators/<op>.cpp): this test writes what it must hold and fails when the
// file differs, so it cannot go stale. `DMLSCOPE_UPDATE_DOCS=1 tst_doc_fields` rewrites it.
#include <QFile>
#include <QtTest>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "dmlscope/feature_level.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"

using namespace dmlscope;

namespace {

const QString kFieldsDoc = QStringLiteral(DMLSCOPE_SOURCE_DIR "/docs/fields.md");

std::string familyHeading(OperatorFamily family) {
  switch (family) {
    case OperatorFamily::CopyAndReshape: return "Copy and reshape";
    case OperatorFamily::Padding: return "Padding";
    case OperatorFamily::GatherAndScatter: return "Gather and scatter";
  }
  return "Other";
}

// What the field holds, in the words of DirectML's declarations.
std::string kindText(const OperatorField& f) {
  switch (f.kind) {
    case FieldKind::InputTensor: return f.holdsIndices ? "input tensor (indices)" : "input tensor";
    case FieldKind::OutputTensor: return "output tensor";
    case FieldKind::InputTensorArray: return "input tensors";
    case FieldKind::OutputTensorArray: return "output tensors";
    case FieldKind::Count: return "UINT count";
    case FieldKind::UInt: return "UINT";
    case FieldKind::Float: return "FLOAT";
    case FieldKind::Enum: return "`" + std::string(f.enumNames->prefix) + "*`";
    case FieldKind::UIntArray: return "UINT array";
    case FieldKind::Scalar: return "DML_SCALAR_UNION";
    case FieldKind::IntArray: return "INT array";
    case FieldKind::ScaleBias: return "DML_SCALE_BIAS or null";
  }
  return "?";
}

// A table cell: a '|' would end it.
std::string cell(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '|') out += '\\';
    out += c;
  }
  return out;
}

std::string fieldsReference() {
  std::string md =
      "# Operator fields\n"
      "\n"
      "Every field of every operator, in DirectML's declaration order, with the help the Descriptor form shows as\n"
      "its tooltip and the Why panel beside a step that names it. Generated from the operators' field tables\n"
      "(`core/src/operators/*.cpp`) by `tests/docs/tst_doc_fields.cpp`, which fails when this file is stale;\n"
      "`DMLSCOPE_UPDATE_DOCS=1 build/dev/tests/docs/tst_doc_fields` rewrites it.\n"
      "\n"
      "[Guides](README.md)\n";
  // README's order, as the guides and the Examples menu list the operators.
  std::vector<OperatorType> types(allOperators().begin(), allOperators().end());
  std::sort(types.begin(), types.end(),
            [](OperatorType a, OperatorType b) { return operatorSchema(a).readmeRow < operatorSchema(b).readmeRow; });
  for (OperatorFamily family : kAllOperatorFamilies) {
    md += "\n## " + familyHeading(family) + "\n";
    for (OperatorType type : types) {
      const OperatorSchema& schema = operatorSchema(type);
      if (schema.family != family) continue;
      md += "\n### `" + std::string(schema.fullName) + "`\n\n";
      md += "`" + std::string(schema.structName) + "`, from `" + std::string(fullName(schema.introduced)) + "`.\n\n";
      md += "| Field | Kind | What it is |\n|---|---|---|\n";
      for (const OperatorField& f : schema.fields)
        md += "| `" + std::string(f.name) + "` | " + kindText(f) + " | " + cell(f.help) + " |\n";
    }
  }
  return md;
}

}  // namespace

class TestDocFields : public QObject {
  Q_OBJECT

 private slots:
  void theFieldsReferenceIsFresh() {
    const QByteArray expected = QByteArray::fromStdString(fieldsReference());
    if (qEnvironmentVariableIsSet("DMLSCOPE_UPDATE_DOCS")) {
      QFile out(kFieldsDoc);
      QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
      QCOMPARE(out.write(expected), expected.size());
    }
    QFile file(kFieldsDoc);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(kFieldsDoc + QStringLiteral(" is missing")));
    const QByteArray actual = file.readAll();
    if (actual != expected) {
      const QList<QByteArray> a = actual.split('\n'), e = expected.split('\n');
      qsizetype line = 0;
      while (line < a.size() && line < e.size() && a[line] == e[line]) ++line;
      QFAIL(qPrintable(QStringLiteral("docs/fields.md is stale from line %1 (expected \"%2\"); rerun with "
                                      "DMLSCOPE_UPDATE_DOCS=1 to rewrite it")
                           .arg(line + 1)
                           .arg(QString::fromUtf8(line < e.size() ? e[line] : QByteArray()))));
    }
  }

  // The reference names every operator and every field, each with its help.
  void everyFieldIsListed() {
    const std::string md = fieldsReference();
    for (OperatorType type : allOperators()) {
      const OperatorSchema& schema = operatorSchema(type);
      QVERIFY2(md.find("### `" + std::string(schema.fullName) + "`") != std::string::npos, schema.fullName.data());
      for (const OperatorField& f : schema.fields) {
        QVERIFY(!f.help.empty());
        QVERIFY2(md.find("| `" + std::string(f.name) + "` | " + kindText(f) + " | " + cell(f.help) + " |") !=
                     std::string::npos,
                 f.name.data());
      }
    }
  }
};

QTEST_GUILESS_MAIN(TestDocFields)
#include "tst_doc_fields.moc"
