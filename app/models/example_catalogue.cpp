// The embedded examples (see example_catalogue.h).
#include "models/example_catalogue.h"

#include <QCollator>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>

#include "dmlscope/operator_schema.h"
#include "dmlscope/session_file.h"

namespace dmlscope::gui {

Result<Session> loadExample(const QString& resource) {
  QFile file(resource);
  if (!file.open(QIODevice::ReadOnly)) return Error{"cannot open " + resource.toStdString()};
  const QByteArray bytes = file.readAll();
  return parseSession(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
}

QString exampleText(const std::string& english) {
  if (english.empty()) return {};
  return QCoreApplication::translate("Examples", english.c_str());
}

std::vector<ExampleEntry> listExamples() {
  std::vector<ExampleEntry> entries;
  const QDir dir(QStringLiteral(":/examples"));
  for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
    const QString resource = dir.filePath(name);
    auto session = loadExample(resource);
    if (!session) {
      std::fprintf(stderr, "dmlscope: example %s: %s\n", qPrintable(resource), session.error().message.c_str());
      continue;
    }
    ExampleEntry entry;
    entry.resource = resource;
    entry.title = session->title.empty() ? QFileInfo(name).completeBaseName() : exampleText(session->title);
    entry.description = exampleText(session->description);
    entry.type = operatorType(session->desc);
    entries.push_back(std::move(entry));
  }
  // "Axis 2" before "Axis 10", and the GUI language's own alphabet.
  QCollator collator;
  collator.setNumericMode(true);
  collator.setCaseSensitivity(Qt::CaseInsensitive);
  std::stable_sort(entries.begin(), entries.end(), [&](const ExampleEntry& a, const ExampleEntry& b) {
    if (a.type != b.type) return operatorSchema(a.type).readmeRow < operatorSchema(b.type).readmeRow;
    return collator.compare(a.title, b.title) < 0;
  });
  return entries;
}

}  // namespace dmlscope::gui
