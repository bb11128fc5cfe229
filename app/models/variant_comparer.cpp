// Background comparison of a session with its variant (see variant_comparer.h).
#include "models/variant_comparer.h"

#include <QtConcurrent/QtConcurrentRun>

namespace dmlscope::gui {
namespace {

std::shared_ptr<Result<VariantPair>> compare(std::shared_ptr<const Session> session, QString field, QString value) {
  return std::make_shared<Result<VariantPair>>(buildVariantPair(std::move(session), field, value));
}

}  // namespace

VariantComparer::VariantComparer(QObject* parent) : QObject(parent) {
  connect(&watcher_, &QFutureWatcher<std::shared_ptr<Result<VariantPair>>>::finished, this, &VariantComparer::collect);
}

VariantComparer::~VariantComparer() { watcher_.waitForFinished(); }

void VariantComparer::start(std::shared_ptr<const Session> session, const QString& field, const QString& value) {
  session_ = std::move(session);
  field_ = field;
  value_ = value;
  if (watcher_.isRunning()) {
    pending_ = true;
    return;
  }
  watcher_.setFuture(QtConcurrent::run(&compare, session_, field_, value_));
}

void VariantComparer::collect() {
  if (pending_) {
    // The result belongs to an older request.
    pending_ = false;
    watcher_.setFuture(QtConcurrent::run(&compare, session_, field_, value_));
    return;
  }
  const auto result = watcher_.result();
  if (result && result->ok()) {
    pair_ = std::make_shared<const VariantPair>(std::move(result->value()));
    error_.clear();
  } else {
    pair_.reset();
    error_ = result ? QString::fromStdString(result->error().message) : QString();
  }
  emit finished();
}

}  // namespace dmlscope::gui
