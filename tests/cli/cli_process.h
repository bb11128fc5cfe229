// Runs the real dmlscope executable for the command-line tests, with what it printed and its exit code.
#pragma once

#include <QByteArray>
#include <QLatin1String>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <filesystem>

namespace dmlscope::test {

struct Outcome {
  int exitCode = -1;  // -1: it did not finish in two minutes
  QByteArray out;
  QByteArray err;
};

inline Outcome runDmlscope(const QStringList& args,
                        const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(QStringLiteral(DMLSCOPE_BINARY), args);
  if (!p.waitForFinished(120000)) return {};
  return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

// A shipped example session, by file name.
inline QString example(const char* name) { return QStringLiteral(DMLSCOPE_EXAMPLES_DIR "/") + QLatin1String(name); }

inline QString q(const std::filesystem::path& p) { return QString::fromStdString(p.string()); }

}  // namespace dmlscope::test
