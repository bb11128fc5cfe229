// The message list window (see message_list_dialog.h).
#include "windows/message_list_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListView>
#include <QStringListModel>
#include <QVBoxLayout>

namespace dmlscope::gui {

MessageListDialog::MessageListDialog(const QString& title, QWidget* parent) : QDialog(parent) {
  setWindowTitle(title);
  setAccessibleName(title);
  // Beside the window, not in front of it: the marked cells stay in reach while the list is open.
  setModal(false);

  auto* layout = new QVBoxLayout(this);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  summary_->setAccessibleName(tr("Summary"));
  layout->addWidget(summary_);

  lines_ = new QStringListModel(this);
  list_ = new QListView(this);
  list_->setModel(lines_);
  list_->setAccessibleName(tr("Details"));
  list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  list_->setWordWrap(true);
  layout->addWidget(list_, 1);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  layout->addWidget(buttons);
  resize(620, 320);
}

void MessageListDialog::setMessages(const QString& summary, const QStringList& lines) {
  summary_->setText(summary);
  lines_->setStringList(lines);
  list_->setVisible(!lines.isEmpty());
}

QString MessageListDialog::summary() const { return summary_->text(); }

QStringList MessageListDialog::lines() const { return lines_->stringList(); }

}  // namespace dmlscope::gui
