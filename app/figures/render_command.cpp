// The render command (see render_command.h).
#include "figures/render_command.h"

#include <QCoreApplication>

#include <cstdio>

#include "dmlscope/backend.h"
#include "dmlscope/onnx_session.h"
#include "dmlscope/session_open.h"
#include "dmlscope/session_variant.h"
#include "figures/figure.h"
#include "models/diagnostic_list_model.h"
#include "models/mapping_content.h"
#include "models/variant_pair.h"

namespace dmlscope::gui {
namespace {

struct RenderText {
  Q_DECLARE_TR_FUNCTIONS(RenderCommand)
};

constexpr int kExitOk = 0;
constexpr int kExitFailed = 1;
constexpr int kExitUsage = 2;

void printError(const QString& text) { std::fprintf(stderr, "dmlscope render: %s\n", qPrintable(text)); }

QString usage() {
  return RenderText::tr(
      "usage: dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]\n"
      "                       [--select TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source] [--dispatch N]\n"
      "                       [--node NAME|INDEX]\n"
      "                       [--compare FIELD=VALUE]\n"
      "  --buffer TENSOR        draws TENSOR's buffer in memory order under the grids\n"
      "  --compare FIELD=VALUE  draws the session beside its variant with FIELD set to VALUE (read as in a\n"
      "                         session file, e.g. Order=COLUMN_ROW_DEPTH), the differing cells outlined");
}

const TensorContent* findTensor(const QString& field, const MappingContent& content) {
  for (const auto* list : {&content.outputs, &content.inputs}) {
    for (const TensorContent& t : *list) {
      if (t.field == field) return &t;
    }
  }
  return nullptr;
}

QString tensorNames(const MappingContent& content) {
  QStringList names;
  for (const auto* list : {&content.inputs, &content.outputs}) {
    for (const TensorContent& t : *list) names << t.field;
  }
  return names.join(QStringLiteral(", "));
}

// "OutputTensor:0,0,3,4" → the cell, or a message naming what is wrong.
std::optional<CellRef> parseSelection(const QString& text, const MappingContent& content, QString* error) {
  const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
  if (colon <= 0) {
    *error = RenderText::tr("--select %1: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4").arg(text);
    return std::nullopt;
  }
  const QString field = text.left(colon);
  const TensorContent* tensor = findTensor(field, content);
  if (!tensor) {
    *error = RenderText::tr("--select: the operator has no tensor %1 (it has %2)").arg(field, tensorNames(content));
    return std::nullopt;
  }
  if (!tensor->layout) {
    *error = RenderText::tr("--select: %1 has no valid layout: %2").arg(field, tensor->layoutError);
    return std::nullopt;
  }
  const QStringList parts = text.mid(colon + 1).split(QLatin1Char(','), Qt::SkipEmptyParts);
  const auto& sizes = tensor->layout->sizes;
  if (static_cast<size_t>(parts.size()) != sizes.size()) {
    *error = RenderText::tr("--select: %1 has %2 dimensions, but %3 indices were given").arg(field).arg(sizes.size()).arg(parts.size());
    return std::nullopt;
  }
  std::vector<uint32_t> coords;
  for (qsizetype d = 0; d < parts.size(); ++d) {
    bool ok = false;
    const uint32_t v = parts[d].trimmed().toUInt(&ok);
    if (!ok || v >= sizes[static_cast<size_t>(d)]) {
      *error = RenderText::tr("--select: index %1 of %2 is '%3', but it must be below %4")
                   .arg(d)
                   .arg(field, parts[d])
                   .arg(sizes[static_cast<size_t>(d)]);
      return std::nullopt;
    }
    coords.push_back(v);
  }
  return CellRef{tensor->isOutput, tensor->index, coordsToLinear(coords, sizes)};
}

// `render --compare FIELD=VALUE`: the session and its variant side by side, in one figure.
int renderComparison(std::shared_ptr<const Session> session, const QString& compare, const QString& select,
                     const QString& output, FigureOptions options) {
  auto assignment = parseFieldAssignment(compare.toStdString());
  if (!assignment) {
    printError(QStringLiteral("--compare: %1").arg(errorMessage(assignment.error())));
    return kExitUsage;
  }
  auto pair = buildVariantPair(std::move(session), QString::fromStdString(assignment->field), QString::fromStdString(assignment->value));
  if (!pair) {
    printError(QStringLiteral("--compare: %1").arg(errorMessage(pair.error())));
    return kExitUsage;
  }
  if (!select.isEmpty()) {
    QString error;
    options.selection = parseSelection(select, *pair->first, &error);
    if (!options.selection) {
      printError(error);
      return kExitUsage;
    }
  }
  QString error;
  if (!writeComparisonFigure(output, *pair, options, &error)) {
    printError(error);
    return kExitFailed;
  }
  const QSize size = comparisonFigureSize(*pair, options);
  std::printf("%s\n", qPrintable(RenderText::tr("wrote %1 (%2 × %3)").arg(output).arg(size.width()).arg(size.height())));
  std::printf("%s\n", qPrintable(comparisonCaption(*pair)));
  return kExitOk;
}

}  // namespace

int renderCommand(const QStringList& arguments) {
  QString file;
  QString output;
  QString select;
  QString buffer;
  std::optional<QString> compare;
  FigureOptions options;
  OpenOptions openOptions;
  std::optional<std::string> node;  // --node: an ONNX model's node
  for (qsizetype i = 0; i < arguments.size(); ++i) {
    const QString& a = arguments[i];
    auto value = [&]() -> std::optional<QString> {
      if (i + 1 >= arguments.size()) {
        printError(RenderText::tr("%1 needs a value").arg(a));
        return std::nullopt;
      }
      return arguments[++i];
    };
    if (a == QLatin1String("--output") || a == QLatin1String("-o")) {
      auto v = value();
      if (!v) return kExitUsage;
      output = *v;
    } else if (a == QLatin1String("--scale")) {
      auto v = value();
      if (!v) return kExitUsage;
      bool ok = false;
      options.scale = v->toDouble(&ok);
      if (!ok || !(options.scale >= 0.1 && options.scale <= 16)) {
        printError(RenderText::tr("--scale %1: expected a number from 0.1 to 16").arg(*v));
        return kExitUsage;
      }
    } else if (a == QLatin1String("--theme")) {
      auto v = value();
      if (!v) return kExitUsage;
      auto kind = parseThemeKind(*v);
      if (!kind) {
        printError(RenderText::tr("--theme %1: expected light or dark").arg(*v));
        return kExitUsage;
      }
      options.theme = *kind;
    } else if (a == QLatin1String("--dispatch")) {
      auto v = value();
      if (!v) return kExitUsage;
      bool ok = false;
      const uint32_t index = v->toUInt(&ok);
      if (!ok) {
        printError(RenderText::tr("--dispatch %1: expected the index of a dispatch command (0, 1, ...)").arg(*v));
        return kExitUsage;
      }
      openOptions.dispatchIndex = index;
    } else if (a == QLatin1String("--node")) {
      auto v = value();
      if (!v) return kExitUsage;
      node = v->toStdString();
    } else if (a == QLatin1String("--compare")) {
      auto v = value();
      if (!v) return kExitUsage;
      compare = *v;
    } else if (a == QLatin1String("--select")) {
      auto v = value();
      if (!v) return kExitUsage;
      select = *v;
    } else if (a == QLatin1String("--buffer")) {
      auto v = value();
      if (!v) return kExitUsage;
      buffer = *v;
    } else if (a == QLatin1String("--colour-by-source") || a == QLatin1String("--color-by-source")) {
      options.colourBySource = true;
    } else if (a == QLatin1String("--help") || a == QLatin1String("-h")) {
      std::printf("%s\n", qPrintable(usage()));
      return kExitOk;
    } else if (a.startsWith(QLatin1Char('-'))) {
      printError(RenderText::tr("unknown option %1\n%2").arg(a, usage()));
      return kExitUsage;
    } else if (file.isEmpty()) {
      file = a;
    } else {
      printError(RenderText::tr("more than one session file (%1 and %2)").arg(file, a));
      return kExitUsage;
    }
  }
  if (file.isEmpty() || output.isEmpty()) {
    printError(usage());
    return kExitUsage;
  }

  auto opened = onnx::isOnnxModelPath(file.toStdString()) ? onnx::openOnnxModelFile(file.toStdString(), node, {})
                                                           : openSessionFile(file.toStdString(), openOptions);
  if (!opened) {
    printError(QStringLiteral("%1: %2").arg(file, errorMessage(opened.error())));
    return kExitUsage;
  }
  if (opened->dxdispatch) {
    for (const Error& warning : opened->dxdispatch->warnings) {
      printError(RenderText::tr("note: %1").arg(errorMessage(warning)));
    }
  }
  auto shared = std::make_shared<const Session>(std::move(opened->session));
  if (compare && !buffer.isEmpty()) {
    printError(RenderText::tr("--compare and --buffer draw different figures; give one of them"));
    return kExitUsage;
  }
  if (compare) return renderComparison(shared, *compare, select, output, options);
  const std::vector<Diagnostic> diagnostics = validateSession(*shared);
  std::shared_ptr<RunOutcome> outcome;
  if (diagnostics.empty()) {
    auto result = makeCpuBackend()->run(*shared);
    if (!result) {
      printError(RenderText::tr("the run failed: %1").arg(errorMessage(result.error())));
      return kExitFailed;
    }
    outcome = std::make_shared<RunOutcome>();
    outcome->state = RunOutcome::State::Succeeded;
    outcome->desc = shared->desc;
    outcome->backendName = QString::fromStdString(result->backendName);
    std::vector<uint64_t> inputElements;
    for (const auto& slot : inputSlots(shared->desc)) {
      auto layout = computeLayout(inputTensor(shared->desc, slot.index));
      inputElements.push_back(layout ? layout->elementCount : 0);
    }
    outcome->reverse = ReverseIndex(result->indexMap, inputElements);
    outcome->outputs = std::move(result->outputs);
    outcome->indexMap = std::move(result->indexMap);
  } else {
    // A figure of a mistake is a fine figure: draw the inputs and the marks, and say so.
    for (const Diagnostic& d : diagnostics) {
      std::fprintf(stderr, "dmlscope render: %s\n",
                   qPrintable(RenderText::tr("note: %1: %2").arg(QString::fromStdString(d.field), diagnosticMessage(d))));
    }
  }
  const auto content = buildMappingContent(shared, diagnostics, outcome);
  if (!buffer.isEmpty()) {
    const TensorContent* tensor = findTensor(buffer, *content);
    if (!tensor) {
      printError(RenderText::tr("--buffer: the operator has no tensor %1 (it has %2)").arg(buffer, tensorNames(*content)));
      return kExitUsage;
    }
    // A descriptor without a layout still gets its strip, which says why it has no slots.
    options.buffer = TensorRef{tensor->isOutput, tensor->index};
  }
  if (!select.isEmpty()) {
    QString error;
    options.selection = parseSelection(select, *content, &error);
    if (!options.selection) {
      printError(error);
      return kExitUsage;
    }
  }
  QString error;
  if (!writeFigure(output, *content, options, &error)) {
    printError(error);
    return kExitFailed;
  }
  const QSize size = figureSize(*content, options);
  std::printf("%s\n", qPrintable(RenderText::tr("wrote %1 (%2 × %3)").arg(output).arg(size.width()).arg(size.height())));
  return kExitOk;
}

}  // namespace dmlscope::gui
