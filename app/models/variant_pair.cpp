// A session and its variant, run and compared (see variant_pair.h).
#include "models/variant_pair.h"

#include <QCoreApplication>
#include <QStringList>

#include "dmlscope/backend.h"
#include "dmlscope/session_variant.h"
#include "dmlscope/validation.h"
#include "models/diagnostic_list_model.h"
#include "models/run_controller.h"

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "VariantPair" context.
struct VariantPairText {
  Q_DECLARE_TR_FUNCTIONS(VariantPair)
};

QString qs(const std::string& s) { return QString::fromStdString(s); }

// "StartPadding: StartPadding has length 3, but DimensionCount is 4; ..." for an error of the Result kind.
Error problemsError(const QString& lead, const std::vector<Diagnostic>& diagnostics) {
  QStringList lines;
  for (const Diagnostic& d : diagnostics) lines << QStringLiteral("%1: %2").arg(qs(d.field), diagnosticMessage(d));
  return Error{(lead + QStringLiteral(" ") + lines.join(QStringLiteral("; "))).toStdString()};
}

std::vector<std::vector<uint64_t>> outlined(const VariantComparison& c, bool first) {
  std::vector<std::vector<uint64_t>> out;
  for (const auto& o : c.outputs) {
    std::vector<uint64_t> elements;
    for (const auto& d : first ? o.differingInA : o.differingInB) elements.push_back(d.element);
    out.push_back(std::move(elements));
  }
  return out;
}

}  // namespace

QString VariantPair::firstLabel() const { return QStringLiteral("%1 = %2").arg(field, firstValue); }
QString VariantPair::secondLabel() const { return QStringLiteral("%1 = %2").arg(field, secondValue); }

std::shared_ptr<RunOutcome> succeededOutcome(const Session& session, RunResult result) {
  auto outcome = std::make_shared<RunOutcome>();
  outcome->state = RunOutcome::State::Succeeded;
  outcome->desc = session.desc;
  outcome->backendName = QString::fromStdString(result.backendName);
  outcome->elapsed = result.elapsed;
  std::vector<uint64_t> inputElements;
  for (const auto& slot : inputSlots(session.desc)) {
    auto layout = computeLayout(inputTensor(session.desc, slot.index));
    inputElements.push_back(layout ? layout->elementCount : 0);
  }
  outcome->reverse = ReverseIndex(result.indexMap, inputElements);
  outcome->outputs = std::move(result.outputs);
  outcome->indexMap = std::move(result.indexMap);
  return outcome;
}

Result<Session> validVariant(const Session& session, const QString& field, const QString& value) {
  auto variant = makeVariant(session, field.trimmed().toStdString(), value.toStdString());
  if (!variant) return Error{errorMessage(variant.error()).toStdString(), variant.error().id, variant.error().args};
  const auto diagnostics = validateSession(*variant);
  if (!diagnostics.empty()) {
    return problemsError(VariantPairText::tr("with %1 = %2 the descriptor is invalid:").arg(field.trimmed(), value.trimmed()),
                         diagnostics);
  }
  return variant;
}

Result<VariantPair> buildVariantPair(std::shared_ptr<const Session> session, const QString& field, const QString& value) {
  const auto diagnostics = validateSession(*session);
  if (!diagnostics.empty()) return problemsError(VariantPairText::tr("the session is invalid:"), diagnostics);
  auto variant = validVariant(*session, field, value);
  if (!variant) return variant.error();
  auto second = std::make_shared<const Session>(std::move(*variant));

  // The index maps are what is compared for sources; large outputs use core's formula instead (see
  // compareVariantRuns), so the maps are only computed where the view would store them.
  RunOptions options;
  uint64_t elements = 0;
  for (const auto& slot : outputSlots(session->desc)) {
    auto layout = computeLayout(outputTensor(session->desc, slot.index));
    if (layout) elements += layout->elementCount;
  }
  options.computeIndexMap = elements <= RunController::kDefaultMaxMappedElements;
  auto backend = makeFastCpuBackend();
  auto runA = backend->run(*session, options);
  if (!runA) return Error{VariantPairText::tr("the run failed: %1").arg(errorMessage(runA.error())).toStdString()};
  auto runB = backend->run(*second, options);
  if (!runB) {
    return Error{VariantPairText::tr("the run with %1 = %2 failed: %3").arg(field, value, errorMessage(runB.error())).toStdString()};
  }

  VariantPair pair;
  pair.field = field.trimmed();
  pair.firstValue = qs(variantFieldText(session->desc, pair.field.toStdString()).value_or(std::string()));
  pair.secondValue = qs(variantFieldText(second->desc, pair.field.toStdString()).value_or(std::string()));
  pair.comparison = compareVariantRuns(*session, *runA, *second, *runB);
  pair.outlinedFirst = outlined(pair.comparison, true);
  pair.outlinedSecond = outlined(pair.comparison, false);
  pair.first = buildMappingContent(session, {}, succeededOutcome(*session, std::move(*runA)));
  pair.second = buildMappingContent(second, {}, succeededOutcome(*second, std::move(*runB)));
  return pair;
}

QString comparisonSummary(const VariantComparison& c) {
  const auto n = [](uint64_t v) { return QString::number(v); };
  if (c.differing() == 0) return VariantPairText::tr("all %1 elements are the same, in value and in source").arg(n(c.total()));
  QString text = VariantPairText::tr("%1 of %2 elements differ: %3 by value, %4 by source")
                     .arg(n(c.differing()), n(c.total()), n(c.valueDiffers()), n(c.sourceDiffers()));
  if (c.shapesDiffer()) {
    text += VariantPairText::tr("; the output shapes differ, and %1 elements lie outside the common region").arg(n(c.outsideCommon()));
  }
  return text;
}

}  // namespace dmlscope::gui
