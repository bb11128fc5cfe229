// Runs a session and its variant off the GUI thread (buildVariantPair) and delivers the pair by signal: the
// comparison view's source. A newer request replaces an older one, whose result is dropped.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <memory>

#include "dmlscope/session.h"
#include "models/variant_pair.h"

namespace dmlscope::gui {

class VariantComparer : public QObject {
  Q_OBJECT

 public:
  explicit VariantComparer(QObject* parent = nullptr);
  ~VariantComparer() override;

  // Compares `session` with its variant `field` = `value` in the background.
  void start(std::shared_ptr<const Session> session, const QString& field, const QString& value);
  bool isRunning() const { return watcher_.isRunning(); }
  const QString& field() const { return field_; }
  const QString& value() const { return value_; }

  // The latest finished comparison, or null with error() saying why there is none.
  std::shared_ptr<const VariantPair> pair() const { return pair_; }
  const QString& error() const { return error_; }

 signals:
  void finished();

 private:
  void collect();

  QFutureWatcher<std::shared_ptr<Result<VariantPair>>> watcher_;
  bool pending_ = false;  // a newer request waits for the running one to end
  std::shared_ptr<const Session> session_;
  QString field_;
  QString value_;
  std::shared_ptr<const VariantPair> pair_;
  QString error_;
};

}  // namespace dmlscope::gui
