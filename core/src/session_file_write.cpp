// Writing session files: DirectML field order, full enum names, floats as short as their type allows,
// numeric arrays on one line, and an atomic save.
#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>
#include <system_error>

#include <iterator>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dmlscope/session_file.h"
#include "catalogue_error.h"

namespace dmlscope {
namespace {

using Json = nlohmann::ordered_json;

// ---- element values

double parseDouble(const std::string& text) {
  double d = 0;
  std::from_chars(text.data(), text.data() + text.size(), d);
  return d;
}

// The decimal text of `d` with the fewest digits that reads back (through the same conversion the reader
// uses) to the same FLOAT16 bits. Five significant digits always suffice for a half.
double shortestHalf(double d) {
  const uint64_t bits = convertToBits(DataType::Float16, d);
  for (int digits = 1; digits <= 17; ++digits) {
    const double candidate = parseDouble(fmt::format("{:.{}g}", d, digits));
    if (convertToBits(DataType::Float16, candidate) == bits) return candidate;
  }
  return d;
}

// A float-typed element as JSON: a number written with its own type's shortest digits (FLOAT32 0.1f is
// 0.1, not 0.10000000149011612), or "nan" / "inf" / "-inf".
Json floatJson(DataType type, double d) {
  if (std::isnan(d)) return "nan";
  if (std::isinf(d)) return d > 0 ? "inf" : "-inf";
  switch (type) {
    case DataType::Float32: return parseDouble(fmt::format("{}", static_cast<float>(d)));
    case DataType::Float16: return shortestHalf(d);
    default: return d;
  }
}

Json elementJson(DataType type, const Buffer& buffer, uint64_t index) {
  const ElementValue value = readElement(type, buffer, index);
  if (const auto* d = std::get_if<double>(&value)) return floatJson(type, *d);
  if (const auto* i = std::get_if<int64_t>(&value)) return *i;
  return std::get<uint64_t>(value);
}

Json dataJson(DataType type, const Buffer& buffer) {
  Json out = Json::array();
  const uint32_t size = elementSize(type);
  if (size == 0) return out;
  const uint64_t count = buffer.size() / size;
  for (uint64_t i = 0; i < count; ++i) out.push_back(elementJson(type, buffer, i));
  return out;
}

Json sourcesJson(const std::vector<uint64_t>& entries) {
  Json out = Json::array();
  for (uint64_t entry : entries) {
    if (auto source = decodeSource(entry)) {
      out.push_back(Json::array({source->input, source->element}));
    } else {
      out.push_back(nullptr);
    }
  }
  return out;
}

// ---- descriptors

Json uintArray(const std::vector<uint32_t>& values) {
  Json out = Json::array();
  for (uint32_t v : values) out.push_back(v);
  return out;
}

// DML_BUFFER_TENSOR_DESC in its field order; optional fields only when the session has them.
Json tensorJson(const TensorDesc& t, const Buffer* data, const std::vector<uint64_t>* sources) {
  Json out = Json::object();
  out["DataType"] = fullName(t.dataType);
  if (t.flags != 0) out["Flags"] = t.flags;
  if (t.dimensionCount) out["DimensionCount"] = *t.dimensionCount;
  out["Sizes"] = uintArray(t.sizes);
  if (t.strides) out["Strides"] = uintArray(*t.strides);
  if (t.totalTensorSizeInBytes) out["TotalTensorSizeInBytes"] = *t.totalTensorSizeInBytes;
  if (t.guaranteedBaseOffsetAlignment != 0) out["GuaranteedBaseOffsetAlignment"] = t.guaranteedBaseOffsetAlignment;
  if (data) out["Data"] = dataJson(t.dataType, *data);
  if (sources) out["Sources"] = sourcesJson(*sources);
  return out;
}

// Known values by name; a value outside the enum (kept from a file for validation to report) as a number.
Json enumJson(PaddingMode mode) {
  if (static_cast<uint32_t>(mode) <= static_cast<uint32_t>(PaddingMode::Symmetric)) return fullName(mode);
  return static_cast<uint32_t>(mode);
}

Json enumJson(DepthSpaceOrder order) {
  if (static_cast<uint32_t>(order) <= static_cast<uint32_t>(DepthSpaceOrder::ColumnRowDepth)) return fullName(order);
  return static_cast<uint32_t>(order);
}

class DescWriter {
 public:
  DescWriter(const Session& session, const WriteOptions& options) : session_(session), options_(options) {}

  Json operator()(const TileDesc& d) const {
    Json out = Json::object();
    out["InputTensor"] = input(d.InputTensor, 0);
    out["OutputTensor"] = output(d.OutputTensor, 0);
    if (d.RepeatsCount) out["RepeatsCount"] = *d.RepeatsCount;
    out["Repeats"] = uintArray(d.Repeats);
    return out;
  }

  Json operator()(const PaddingDesc& d) const {
    Json out = Json::object();
    out["InputTensor"] = input(d.InputTensor, 0);
    out["OutputTensor"] = output(d.OutputTensor, 0);
    out["PaddingMode"] = enumJson(d.PaddingMode);
    out["PaddingValue"] = floatJson(DataType::Float32, d.PaddingValue);
    if (d.DimensionCount) out["DimensionCount"] = *d.DimensionCount;
    out["StartPadding"] = uintArray(d.StartPadding);
    out["EndPadding"] = uintArray(d.EndPadding);
    return out;
  }

  Json operator()(const DepthToSpace1Desc& d) const {
    Json out = Json::object();
    out["InputTensor"] = input(d.InputTensor, 0);
    out["OutputTensor"] = output(d.OutputTensor, 0);
    out["BlockSize"] = d.BlockSize;
    out["Order"] = enumJson(d.Order);
    return out;
  }

  Json operator()(const SplitDesc& d) const {
    Json out = Json::object();
    out["InputTensor"] = input(d.InputTensor, 0);
    if (d.OutputCount) out["OutputCount"] = *d.OutputCount;
    Json outputs = Json::array();
    for (size_t k = 0; k < d.OutputTensors.size(); ++k) outputs.push_back(output(d.OutputTensors[k], k));
    out["OutputTensors"] = std::move(outputs);
    out["Axis"] = d.Axis;
    return out;
  }

  Json operator()(const JoinDesc& d) const {
    Json out = Json::object();
    if (d.InputCount) out["InputCount"] = *d.InputCount;
    Json inputs = Json::array();
    for (size_t k = 0; k < d.InputTensors.size(); ++k) inputs.push_back(input(d.InputTensors[k], k));
    out["InputTensors"] = std::move(inputs);
    out["OutputTensor"] = output(d.OutputTensor, 0);
    out["Axis"] = d.Axis;
    return out;
  }

 private:
  Json input(const TensorDesc& t, size_t slot) const {
    const Buffer* data = slot < session_.inputData.size() ? &session_.inputData[slot] : nullptr;
    return tensorJson(t, data, nullptr);
  }

  Json output(const TensorDesc& t, size_t slot) const {
    const Buffer* data = nullptr;
    if (options_.withOutputs && slot < session_.outputData.size() && !session_.outputData[slot].empty()) {
      data = &session_.outputData[slot];
    }
    const std::vector<uint64_t>* sources = nullptr;
    if (options_.sources && slot < options_.sources->entries.size()) sources = &options_.sources->entries[slot];
    return tensorJson(t, data, sources);
  }

  const Session& session_;
  const WriteOptions& options_;
};

// ---- printing

void printScalar(const Json& v, std::string& out) {
  switch (v.type()) {
    case Json::value_t::number_float: {
      const double d = v.get<double>();
      // "-0" would read back as the integer 0 and lose the sign.
      if (d == 0 && std::signbit(d)) {
        out += "-0.0";
      } else {
        fmt::format_to(std::back_inserter(out), "{}", d);
      }
      return;
    }
    case Json::value_t::number_integer: fmt::format_to(std::back_inserter(out), "{}", v.get<int64_t>()); return;
    case Json::value_t::number_unsigned: fmt::format_to(std::back_inserter(out), "{}", v.get<uint64_t>()); return;
    default: out += v.dump(-1, ' ', false, Json::error_handler_t::replace); return;
  }
}

// Arrays without objects inside (Sizes, Data, Sources with its [k, i] pairs) go on one line.
bool printsOnOneLine(const Json& v) {
  if (v.is_object()) return false;
  if (!v.is_array()) return true;
  for (const auto& e : v) {
    if (e.is_object() || (e.is_array() && !printsOnOneLine(e))) return false;
  }
  return true;
}

void printValue(const Json& v, int indent, std::string& out);

void printOneLine(const Json& v, std::string& out) {
  if (!v.is_array()) {
    printScalar(v, out);
    return;
  }
  out += '[';
  bool first = true;
  for (const auto& e : v) {
    if (!first) out += ", ";
    first = false;
    printOneLine(e, out);
  }
  out += ']';
}

void printValue(const Json& v, int indent, std::string& out) {
  if (printsOnOneLine(v)) {
    printOneLine(v, out);
    return;
  }
  const bool isObject = v.is_object();
  if (v.empty()) {
    out += isObject ? "{}" : "[]";
    return;
  }
  const std::string inner(static_cast<size_t>(indent) + 2, ' ');
  out += isObject ? "{\n" : "[\n";
  bool first = true;
  for (auto it = v.begin(); it != v.end(); ++it) {
    if (!first) out += ",\n";
    first = false;
    out += inner;
    if (isObject) {
      out += Json(it.key()).dump(-1, ' ', false, Json::error_handler_t::replace);
      out += ": ";
    }
    printValue(*it, indent + 2, out);
  }
  out += '\n';
  out.append(static_cast<size_t>(indent), ' ');
  out += isObject ? '}' : ']';
}

// ---- saving

std::string errnoText(int error) { return std::error_code(error, std::generic_category()).message(); }

bool writeAll(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<size_t>(n);
  }
  return true;
}

}  // namespace

std::string writeSession(const Session& session, const WriteOptions& options) {
  Json root = Json::object();
  root["dmlscope"] = kSessionFormatVersion;
  if (!session.title.empty()) root["title"] = session.title;
  if (!session.description.empty()) root["description"] = session.description;
  root["featureLevel"] = fullName(session.featureLevel);
  root["operator"] = fullName(operatorType(session.desc));
  root["desc"] = std::visit(DescWriter(session, options), session.desc);
  std::string out;
  printValue(root, 0, out);
  out += '\n';
  return out;
}

Status saveSessionFile(const std::filesystem::path& path, const Session& session, const WriteOptions& options) {
  static std::atomic<unsigned> counter{0};
  const std::string name = path.string();
  std::string text;
  try {
    text = writeSession(session, options);
  } catch (const std::exception& e) {
    return catalogueError("file.save-failed", {name, e.what()});
  }

  // The temporary file lives next to the target so that rename() replaces it in one step.
  const std::filesystem::path dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  std::filesystem::path temp;
  int fd = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    temp = dir / fmt::format(".{}.{}-{}.tmp", path.filename().string(), ::getpid(), counter++);
    fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) {
    return catalogueError("file.save-create-failed", {name, dir.string(), errnoText(errno)});
  }

  // `id` names the step that failed: "file.save-write-failed", "...-flush-...", "...-close-...", "...-replace-...".
  const auto failAndRemove = [&](const char* id, int error) -> Status {
    if (fd >= 0) ::close(fd);
    ::unlink(temp.c_str());
    return catalogueError(id, {name, errnoText(error)});
  };
  if (!writeAll(fd, text)) return failAndRemove("file.save-write-failed", errno);
  if (::fsync(fd) != 0) return failAndRemove("file.save-flush-failed", errno);
  const int closed = ::close(fd);
  fd = -1;
  if (closed != 0) return failAndRemove("file.save-close-failed", errno);
  if (::rename(temp.c_str(), path.c_str()) != 0) return failAndRemove("file.save-replace-failed", errno);

  // Make the rename itself durable; a failure here leaves a complete file, so it is not reported.
  const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    ::fsync(dirFd);
    ::close(dirFd);
  }
  return Ok{};
}

}  // namespace dmlscope
