// The reference-page examples shipped inside the app (resources/examples/*.json, embedded as :/examples).
#pragma once

#include <QString>

#include <vector>

#include "dmlscope/operators.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"

namespace dmlscope::gui {

struct ExampleEntry {
  QString resource;  // ":/examples/tile.json"
  QString title;     // the session's "title" in the GUI's language, else the file name
  QString description;  // in the GUI's language
  OperatorType type = OperatorType::Tile;
};

// Every embedded example that parses, in the Examples menu's order: by operator as README's operator table
// lists them (OperatorSchema::readmeRow), then by title in the GUI's language, numbers compared as numbers. An
// example that does not parse is left out and reported on stderr, so a broken file is noticed without breaking
// the menu.
std::vector<ExampleEntry> listExamples();

Result<Session> loadExample(const QString& resource);

// An example's "title" or "description" in the GUI's language (translations/ hold them in the context
// "Examples", extracted from the JSON files by the build); any other text comes back as it is.
QString exampleText(const std::string& english);

}  // namespace dmlscope::gui
