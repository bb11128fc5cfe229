// A non-modal window with a summary and a list of lines (a comparison's first differences and problems, a
// model's import warnings), reused and raised each time there is something new to show.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QListView;
class QStringListModel;

namespace dmlscope::gui {

class MessageListDialog : public QDialog {
  Q_OBJECT

 public:
  MessageListDialog(const QString& title, QWidget* parent = nullptr);

  void setMessages(const QString& summary, const QStringList& lines);
  QString summary() const;
  QStringList lines() const;
  QListView* list() const { return list_; }

 private:
  QLabel* summary_ = nullptr;
  QStringListModel* lines_ = nullptr;
  QListView* list_ = nullptr;
};

}  // namespace dmlscope::gui
