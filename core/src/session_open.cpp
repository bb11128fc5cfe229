// Opening a session file or a DxDispatch model: one read, then the reader the file's top-level keys call for.
#include "dmlscope/session_open.h"

#include <utility>

#include "dmlscope/session_file.h"
#include "text_file.h"

namespace dmlscope {

Result<OpenedSession> openSessionFile(const std::filesystem::path& path, const OpenOptions& options) {
  auto text = detail::readTextFile(path);
  if (!text) return text.error();
  OpenedSession opened;
  if (isDxDispatchModel(*text)) {
    auto model = parseDxDispatchModel(*text, path.parent_path(), options.dispatchIndex);
    if (!model) return model.error();
    opened.session = std::move(model->session);
    opened.dxdispatch = std::move(model->source);
    return opened;
  }
  auto session = parseSession(*text, path.parent_path());
  if (!session) return session.error();
  opened.session = std::move(*session);
  return opened;
}

}  // namespace dmlscope
