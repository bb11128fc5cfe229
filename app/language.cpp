// The language dmlscope speaks (see language.h).
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace dmlscope::gui {
namespace {

const QString kLanguageKey = QStringLiteral("language");

QString& overrideCode() {
  static QString code;
  return code;
}

QString& installedCode() {
  static QString code = QStringLiteral("en");
  return code;
}

bool isAvailable(const QString& code) { return availableLanguages().contains(code); }

// dmlscope's own texts, compiled from translations/dmlscope_<code>.ts and embedded under :/i18n.
bool loadOwnTranslations(QTranslator& translator, const QString& code) {
  return translator.load(QStringLiteral("dmlscope_") + code, QStringLiteral(":/i18n"));
}

}  // namespace

QStringList availableLanguages() { return {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("ko")}; }

QString languageName(const QString& code) {
  if (code == QLatin1String("ja")) return QStringLiteral("日本語");
  if (code == QLatin1String("ko")) return QStringLiteral("한국어");
  if (code == QLatin1String("en")) return QStringLiteral("English");
  return code;
}

void setLanguageOverride(const QString& code) { overrideCode() = isAvailable(code) ? code : QString(); }

QString languageOverride() { return overrideCode(); }

QString preferredLanguage() {
  const QString code = QSettings().value(kLanguageKey).toString();
  return isAvailable(code) ? code : QString();
}

void setPreferredLanguage(const QString& code) {
  QSettings settings;
  if (isAvailable(code)) {
    settings.setValue(kLanguageKey, code);
  } else {
    settings.remove(kLanguageKey);
  }
}

QString systemLanguage() {
  for (const QString& name : QLocale::system().uiLanguages()) {
    switch (QLocale(name).language()) {
      case QLocale::Japanese:
        return QStringLiteral("ja");
      case QLocale::Korean:
        return QStringLiteral("ko");
      case QLocale::English:
        return QStringLiteral("en");
      default:
        break;  // a language dmlscope does not speak: try the user's next one
    }
  }
  return QStringLiteral("en");
}

QString guiLanguage() {
  if (!overrideCode().isEmpty()) return overrideCode();
  const QString preferred = preferredLanguage();
  return preferred.isEmpty() ? systemLanguage() : preferred;
}

QString commandLanguage() { return overrideCode().isEmpty() ? systemLanguage() : overrideCode(); }

void installTranslators(const QString& code) {
  static QPointer<QTranslator> own;
  static QPointer<QTranslator> qt;
  for (QPointer<QTranslator>* t : {&own, &qt}) {
    if (*t) {
      QCoreApplication::removeTranslator(*t);
      delete t->data();
    }
  }
  installedCode() = QStringLiteral("en");
  if (!isAvailable(code) || code == QLatin1String("en")) return;

  auto* app = QCoreApplication::instance();
  own = new QTranslator(app);
  if (loadOwnTranslations(*own, code)) {
    QCoreApplication::installTranslator(own);
    installedCode() = code;
  }
  qt = new QTranslator(app);
  if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(qt);
  }
}

QString installedLanguage() { return installedCode(); }

std::string translateForCommands(const char* context, const char* text) {
  // Loaded on first use, after --lang was read; no QCoreApplication is needed to load it or to look up. It is
  // left to the end of the process rather than destroyed among the statics, after Qt's own.
  static QTranslator* translator = nullptr;
  static QString loadedCode;
  const QString code = commandLanguage();
  if (!translator || loadedCode != code) {
    delete translator;
    translator = new QTranslator;
    loadedCode = code;
    if (code != QLatin1String("en")) (void)loadOwnTranslations(*translator, code);
  }
  const QString translation = translator->translate(context, text);
  return translation.isEmpty() ? std::string(text) : translation.toStdString();
}

}  // namespace dmlscope::gui
