// The operators' field tables: DirectML's field order and struct names (from DirectML.h's
// DML_*_OPERATOR_DESC declarations), and the invariants every table must keep for the generic readers,
// writers and the form to work on it: each field's accessor holds what its kind says, every count sizes an
// array of its own operator, every enum has names, every field has help, and the tensor slots follow the
// tensor fields.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

#include "dmlscope/field_mentions.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/operators.h"

using namespace dmlscope;

namespace {

std::vector<std::string> fieldNames(OperatorType type) {
  std::vector<std::string> names;
  for (const OperatorField& f : operatorSchema(type).fields) names.emplace_back(f.name);
  return names;
}

// Whether the accessor's alternative is the one `kind` says.
bool refMatchesKind(const OperatorField& f, const FieldRef& ref) {
  switch (f.kind) {
    case FieldKind::InputTensor:
    case FieldKind::OutputTensor: return std::holds_alternative<TensorDesc*>(ref);
    case FieldKind::InputTensorArray:
    case FieldKind::OutputTensorArray: return std::holds_alternative<std::vector<TensorDesc>*>(ref);
    case FieldKind::Count: return std::holds_alternative<std::optional<uint32_t>*>(ref);
    case FieldKind::UInt: return std::holds_alternative<uint32_t*>(ref);
    case FieldKind::Float: return std::holds_alternative<float*>(ref);
    case FieldKind::Enum: return std::holds_alternative<EnumRef>(ref);
    case FieldKind::UIntArray: return std::holds_alternative<std::vector<uint32_t>*>(ref);
    case FieldKind::Scalar: return std::holds_alternative<ScalarUnion*>(ref);
    case FieldKind::IntArray: return std::holds_alternative<std::vector<int32_t>*>(ref);
    case FieldKind::ScaleBias: return std::holds_alternative<std::optional<ScaleBiasTerms>*>(ref);
  }
  return false;
}

}  // namespace

class TstOperatorSchema : public QObject {
  Q_OBJECT

 private slots:
  void fieldsAreInDirectMLsDeclarationOrder_data() {
    QTest::addColumn<int>("typeValue");
    QTest::addColumn<QString>("structName");
    QTest::addColumn<QStringList>("fields");
    QTest::newRow("tile") << int(OperatorType::Tile) << "DML_TILE_OPERATOR_DESC"
                          << QStringList{"InputTensor", "OutputTensor", "RepeatsCount", "Repeats"};
    QTest::newRow("padding") << int(OperatorType::Padding) << "DML_PADDING_OPERATOR_DESC"
                             << QStringList{"InputTensor", "OutputTensor", "PaddingMode", "PaddingValue",
                                            "DimensionCount", "StartPadding", "EndPadding"};
    QTest::newRow("depth-to-space1") << int(OperatorType::DepthToSpace1) << "DML_DEPTH_TO_SPACE1_OPERATOR_DESC"
                                     << QStringList{"InputTensor", "OutputTensor", "BlockSize", "Order"};
    QTest::newRow("split") << int(OperatorType::Split) << "DML_SPLIT_OPERATOR_DESC"
                           << QStringList{"InputTensor", "OutputCount", "OutputTensors", "Axis"};
    QTest::newRow("join") << int(OperatorType::Join) << "DML_JOIN_OPERATOR_DESC"
                          << QStringList{"InputCount", "InputTensors", "OutputTensor", "Axis"};
    QTest::newRow("padding1") << int(OperatorType::Padding1) << "DML_PADDING1_OPERATOR_DESC"
                              << QStringList{"InputTensor", "OutputTensor", "PaddingMode", "PaddingValueDataType",
                                             "PaddingValue", "DimensionCount", "StartPadding", "EndPadding"};
    QTest::newRow("element-wise-identity") << int(OperatorType::ElementWiseIdentity) << "DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC"
                                           << QStringList{"InputTensor", "OutputTensor", "ScaleBias"};
    QTest::newRow("slice1") << int(OperatorType::Slice1) << "DML_SLICE1_OPERATOR_DESC"
                            << QStringList{"InputTensor", "OutputTensor", "DimensionCount", "InputWindowOffsets",
                                           "InputWindowSizes", "InputWindowStrides"};
    QTest::newRow("slice") << int(OperatorType::Slice) << "DML_SLICE_OPERATOR_DESC"
                           << QStringList{"InputTensor", "OutputTensor", "DimensionCount", "Offsets", "Sizes", "Strides"};
    QTest::newRow("space-to-depth1") << int(OperatorType::SpaceToDepth1) << "DML_SPACE_TO_DEPTH1_OPERATOR_DESC"
                                     << QStringList{"InputTensor", "OutputTensor", "BlockSize", "Order"};
  }
  void fieldsAreInDirectMLsDeclarationOrder() {
    QFETCH(int, typeValue);
    const auto type = static_cast<OperatorType>(typeValue);
    QFETCH(QString, structName);
    QFETCH(QStringList, fields);
    const OperatorSchema& schema = operatorSchema(type);
    QVERIFY(schema.type == type);
    QCOMPARE(QString::fromUtf8(schema.structName.data(), schema.structName.size()), structName);
    QStringList names;
    for (const std::string& n : fieldNames(type)) names << QString::fromStdString(n);
    QCOMPARE(names, fields);
  }

  void everyOperatorHasATableAndADescOfItsType() {
    QCOMPARE(allOperators().size(), std::variant_size_v<OperatorDesc>);
    for (OperatorType type : allOperators()) {
      QVERIFY(operatorType(emptyDesc(type)) == type);
      QVERIFY(operatorType(defaultDesc(type)) == type);
      QVERIFY(operatorSchema(defaultDesc(type)).type == type);
    }
  }

  void everyAccessorHoldsWhatItsKindSays() {
    for (OperatorType type : allOperators()) {
      OperatorDesc desc = defaultDesc(type);
      for (const OperatorField& f : operatorSchema(type).fields) {
        QVERIFY2(f.ref, std::string(f.name).c_str());
        QVERIFY2(refMatchesKind(f, f.ref(desc)), std::string(f.name).c_str());
      }
    }
  }

  void everyCountSizesAnArrayOfItsOwnOperator() {
    for (OperatorType type : allOperators()) {
      const OperatorSchema& schema = operatorSchema(type);
      for (const OperatorField& f : schema.fields) {
        const std::string what = std::string(fullName(type)) + "." + std::string(f.name);
        if (f.kind == FieldKind::Count) {
          bool sizesOne = false;
          for (const OperatorField& a : schema.fields) sizesOne = sizesOne || a.countField == f.name;
          QVERIFY2(sizesOne, what.c_str());
        }
        if (!f.countField.empty()) {
          const OperatorField* count = schema.field(f.countField);
          QVERIFY2(count && count->kind == FieldKind::Count, what.c_str());
        }
        if (f.kind == FieldKind::Enum) QVERIFY2(f.enumNames && f.enumNames->size() > 0, what.c_str());
        if (f.kind == FieldKind::Scalar) {
          // Its type field comes before it (readers fill fields in order) and is an enum of data types.
          const OperatorField* typeField = schema.field(f.typeField);
          QVERIFY2(typeField && typeField->kind == FieldKind::Enum && typeField < &f, what.c_str());
          QCOMPARE(typeField->enumNames->fullName(static_cast<uint32_t>(DataType::Int64)), fullName(DataType::Int64));
        }
      }
    }
  }

  void aCountLeftOutIsItsArraysLength() {
    const OperatorDesc padding = defaultDesc(OperatorType::Padding);  // StartPadding {0, 0, 1, 2}
    const OperatorSchema& schema = operatorSchema(padding);
    QCOMPARE(schema.derivedCount(padding, *schema.field("DimensionCount")), 4u);
    const OperatorDesc split = defaultDesc(OperatorType::Split);  // three outputs
    QCOMPARE(operatorSchema(split).derivedCount(split, *operatorSchema(split).field("OutputCount")), 3u);
  }

  void accessorsReachTheStructsOwnMembers() {
    OperatorDesc desc = defaultDesc(OperatorType::Padding);
    const OperatorSchema& schema = operatorSchema(desc);
    fieldValue<std::vector<uint32_t>>(desc, *schema.field("EndPadding")) = {9, 8, 7, 6};
    fieldValue<float>(desc, *schema.field("PaddingValue")) = 2.5f;
    setEnumValue(desc, *schema.field("PaddingMode"), static_cast<uint32_t>(PaddingMode::Symmetric));
    const auto& d = std::get<PaddingDesc>(desc);
    QCOMPARE(d.EndPadding, (std::vector<uint32_t>{9, 8, 7, 6}));
    QCOMPARE(d.PaddingValue, 2.5f);
    QVERIFY(d.PaddingMode == PaddingMode::Symmetric);
    QCOMPARE(enumValue(desc, *schema.field("PaddingMode")), 3u);
  }

  void slotsFollowTheTensorFieldsInOrder() {
    JoinDesc join;
    join.InputTensors.resize(3);
    const OperatorDesc desc = join;
    const auto inputs = inputSlots(desc);
    QCOMPARE(inputs.size(), size_t{3});
    QCOMPARE(inputs[2].field, std::string("InputTensors[2]"));
    QCOMPARE(inputs[2].index, 2u);
    QVERIFY(!inputs[2].isOutput);
    const auto outputs = outputSlots(desc);
    QCOMPARE(outputs.size(), size_t{1});
    QCOMPARE(outputs[0].field, std::string("OutputTensor"));
    QVERIFY(outputs[0].isOutput);
    QCOMPARE(&outputTensor(desc, 0), &std::get<JoinDesc>(desc).OutputTensor);
    QCOMPARE(&inputTensor(desc, 1), &std::get<JoinDesc>(desc).InputTensors[1]);
  }

  // README's operator table, top to bottom, is the readmeRow order (the Examples menu lists the operators so; it
  // differs from DMLSCOPE_OPERATORS' order): read from README.md itself, one row per operator.
  void readmeRowsAreReadmesTableOrder() {
    QFile readme(QStringLiteral(DMLSCOPE_SOURCE_DIR "/README.md"));
    QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
    const QRegularExpression row(QStringLiteral("^\\| `(DML_OPERATOR_[A-Z0-9_]+)` \\|"));
    QStringList table;
    for (const QString& line : QString::fromUtf8(readme.readAll()).split(QLatin1Char('\n'))) {
      if (const auto m = row.match(line); m.hasMatch()) table << m.captured(1);
    }
    QCOMPARE(table.size(), qsizetype(allOperators().size()));
    for (OperatorType type : allOperators()) {
      const QString name = QString::fromUtf8(fullName(type).data(), qsizetype(fullName(type).size()));
      QVERIFY2(table.count(name) == 1, qPrintable(name + QStringLiteral(" is not one row of README's table")));
      QCOMPARE(operatorSchema(type).readmeRow, uint32_t(table.indexOf(name)));
    }
  }

  // The fields a text names, as the Why panel finds them for a step's tooltip: whole words only, and a name after
  // a '.' is a tensor's member (InputTensor.Sizes), not the operator's field of that name (Slice's Sizes).
  void fieldsNamedInATextAreWholeWordsOfTheOperator() {
    const auto names = [](OperatorType type, std::string_view text) {
      QStringList out;
      for (const OperatorField* f : fieldsNamedIn(operatorSchema(type), text))
        out << QString::fromUtf8(f->name.data(), static_cast<qsizetype>(f->name.size()));
      return out;
    };
    QCOMPARE(names(OperatorType::Slice, "dimension 1: Offsets[1] (2) + 0 × Strides[1] (3) = 2 of InputTensor.Sizes[1]"),
             (QStringList{"InputTensor", "Offsets", "Strides"}));
    QCOMPARE(names(OperatorType::Slice, "Sizes[0] is 4"), QStringList{"Sizes"});
    QCOMPARE(names(OperatorType::Join, "{2} falls in InputTensors[1]; OutputTensor along Axis 0"),
             (QStringList{"InputTensors", "OutputTensor", "Axis"}));
    QCOMPARE(names(OperatorType::Split, "OutputTensors[0] begins at 0 of InputTensor"),
             (QStringList{"InputTensor", "OutputTensors"}));
    QCOMPARE(names(OperatorType::Tile, "on axis 2, MyInputTensor, InputTensor_x"), QStringList{});
  }

  void enumNamesReadFullAndShort() {
    const EnumNames& modes = *operatorSchema(OperatorType::Padding).field("PaddingMode")->enumNames;
    QCOMPARE(modes.parse("DML_PADDING_MODE_EDGE").value_or(99), 1u);
    QCOMPARE(modes.parse("SYMMETRIC").value_or(99), 3u);
    QVERIFY(!modes.parse("MIRROR"));
    QCOMPARE(modes.shortName(2), std::string_view("REFLECTION"));
    QCOMPARE(modes.fullName(7), std::string_view("(unknown)"));
  }
};

QTEST_GUILESS_MAIN(TstOperatorSchema)
#include "tst_operator_schema.moc"
