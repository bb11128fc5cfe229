// Reading session files: strict JSON-to-Session conversion whose every error gives the JSON path and line.
#include <cstdint>
#include <filesystem>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dmlscope/session_file.h"
#include "catalogue_error.h"
#include "json_with_lines.h"
#include "session_desc_reader.h"
#include "text_file.h"

namespace dmlscope {
namespace {

using detail::Json;
using detail::ParseFailure;
using detail::ReadTensor;

// Larger files are refused before reading: a session holds buffers a person inspects, not a data set.
constexpr uint64_t kMaxSessionFileBytes = detail::kMaxTextFileBytes;

// The session-specific part of reading: the format version, the words around the operator, and the tensors'
// buffers. The descriptor itself is DescReader's.
class SessionReader : public detail::JsonFieldReader {
 public:
  SessionReader(const JsonWithLines& doc, std::filesystem::path baseDirectory)
      : JsonFieldReader(doc), baseDirectory_(std::move(baseDirectory)) {}

  Session read() {
    const Json& root = doc_.value;
    if (!root.is_object()) fail("", "file.not-object", {detail::describeJson(root)});
    readVersion(root);
    checkKeys(root, "", {"dmlscope", "title", "description", "featureLevel", "operator", "desc"}, "a session file");

    Session session;
    if (const Json* v = member(root, "title")) session.title = readString(*v, "/title");
    if (const Json* v = member(root, "description")) session.description = readString(*v, "/description");
    if (const Json* v = member(root, "featureLevel")) session.featureLevel = readFeatureLevel(*v, "/featureLevel");

    const Json& op = required(root, "", "operator", "a session file");
    const OperatorType type = readOperatorType(op, "/operator");
    const Json& desc = required(root, "", "desc", "a session file");
    detail::DescReader descReader(doc_, desc, "/desc", detail::DescDialect::Session, baseDirectory_);
    session.desc = descReader.read(type);
    placeBuffers(session, descReader.inputs(), descReader.outputs());
    return session;
  }

 private:
  void readVersion(const Json& root) const {
    const Json* v = member(root, "dmlscope");
    if (!v) {
      fail("/dmlscope", "file.version-missing", {std::to_string(kSessionFormatVersion)});
    }
    if (!v->is_number_integer() || !v->is_number_unsigned() || v->get<uint64_t>() != kSessionFormatVersion) {
      fail("/dmlscope", "file.version-unsupported", {detail::describeJson(*v), std::to_string(kSessionFormatVersion)});
    }
  }

  static void placeBuffers(Session& session, std::vector<ReadTensor>& inputs, std::vector<ReadTensor>& outputs) {
    session.inputData.assign(inputs.size(), Buffer{});
    for (size_t k = 0; k < inputs.size(); ++k) {
      if (inputs[k].data) {
        session.inputData[k] = std::move(*inputs[k].data);
      } else if (!inputs[k].file) {
        fillSequential(session, static_cast<uint32_t>(k));
      }
    }
    placeFileLinks(inputs, session.inputFiles);
    placeFileLinks(outputs, session.outputFiles);
    // Outputs' Data (expected or previous results) only when the file has some: a session before a run has none.
    bool anyOutputData = false;
    for (const auto& t : outputs) anyOutputData = anyOutputData || t.data.has_value();
    if (!anyOutputData) return;
    session.outputData.assign(outputs.size(), Buffer{});
    for (size_t k = 0; k < outputs.size(); ++k) {
      if (outputs[k].data) session.outputData[k] = std::move(*outputs[k].data);
    }
  }

  // The links to .npy files, or nothing at all when no tensor has one.
  static void placeFileLinks(std::vector<ReadTensor>& tensors, std::vector<std::optional<DataFile>>& links) {
    links.clear();
    bool any = false;
    for (const auto& t : tensors) any = any || t.file.has_value();
    if (!any) return;
    for (auto& t : tensors) links.push_back(std::move(t.file));
  }

  std::filesystem::path baseDirectory_;
};

}  // namespace

Result<Session> parseSession(std::string_view json, const std::filesystem::path& baseDirectory) {
  if (json.size() > kMaxSessionFileBytes) {
    return catalogueError("file.text-too-large", {std::to_string(json.size())});
  }
  try {
    auto doc = parseJsonWithLines(json);
    if (!doc) return doc.error();
    return SessionReader(*doc, baseDirectory).read();
  } catch (const ParseFailure& failure) {
    return failure.error;
  } catch (const std::bad_alloc&) {
    return catalogueError("file.session-out-of-memory", {});
  } catch (const std::exception& e) {
    return catalogueError("file.session-exception", {e.what()});
  }
}

Result<Session> readSessionFile(const std::filesystem::path& path) {
  auto text = detail::readTextFile(path);
  if (!text) return text.error();
  // Callers put the file name before a parse error ("FILE: error: line 7, /desc/..."); errors about the
  // file itself name it (readTextFile).
  return parseSession(*text, path.parent_path());
}

}  // namespace dmlscope
