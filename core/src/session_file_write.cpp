// Writing session files: DirectML field order (from each operator's schema), full enum names, floats as short as their type allows,
// numeric arrays on one line, and an atomic save.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <functional>
#include <iterator>
#include <string>
#include <span>
#include <system_error>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "dmlscope/npy_file.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/session_file.h"
#include "atomic_file.h"
#include "catalogue_error.h"
#include "json_print.h"

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

// A DML_SCALAR_UNION as `type` reads it: as an element, except that a 64-bit integer beyond 2^53 in magnitude is
// its decimal text, which every JSON reader keeps exact.
Json scalarJson(DataType type, ScalarUnion scalar) {
  constexpr uint64_t kExactInDouble = uint64_t{1} << 53;
  const ElementValue value = scalarElementValue(type, scalar);
  if (const auto* d = std::get_if<double>(&value)) return floatJson(type, *d);
  if (const auto* i = std::get_if<int64_t>(&value)) {
    if (*i < -static_cast<int64_t>(kExactInDouble) || *i > static_cast<int64_t>(kExactInDouble)) return std::to_string(*i);
    return *i;
  }
  const uint64_t u = std::get<uint64_t>(value);
  if (u > kExactInDouble) return std::to_string(u);
  return u;
}

// ---- arrays printed as they are written

// A tensor's Data and an output's Sources can hold billions of elements: as JSON values they would take tens of
// bytes each before a character is printed. The writer puts a placeholder where each goes (json_print.h) and
// prints the elements straight into the text, handing it on every kFlushBytes when it streams.
constexpr size_t kFlushBytes = size_t{1} << 20;

// One element of a tensor's Data, as printJson prints the element as a JSON value but without making it: integers
// as they are, a finite FLOAT32 as the double its shortest text reads back as (floatJson's value; negative zero "-0.0",
// as json_print writes it), anything else through the JSON value.
void appendElement(DataType type, const Buffer& buffer, uint64_t index, std::string& out) {
  const ElementValue value = readElement(type, buffer, index);
  if (const auto* i = std::get_if<int64_t>(&value)) {
    fmt::format_to(std::back_inserter(out), "{}", *i);
    return;
  }
  if (const auto* u = std::get_if<uint64_t>(&value)) {
    fmt::format_to(std::back_inserter(out), "{}", *u);
    return;
  }
  const double d = std::get<double>(value);
  if (type == DataType::Float32 && std::isfinite(d)) {
    char text[32];
    const char* end = fmt::format_to(text, "{}", static_cast<float>(d));
    double shortest = 0;
    std::from_chars(text, end, shortest);
    if (shortest == 0 && std::signbit(shortest)) {
      out += "-0.0";
    } else {
      fmt::format_to(std::back_inserter(out), "{}", shortest);
    }
    return;
  }
  detail::printJson(floatJson(type, d), 0, out);
}

struct LongArray {
  DataType type = DataType::Unknown;
  const Buffer* data = nullptr;                  // Data: the buffer's elements
  const IndexMap* sources = nullptr;  // Sources: [input, element] pairs or null, of output sourcesOutput
  uint32_t sourcesOutput = 0;
};

class LongArrays {
 public:
  Json placeholder(LongArray array) {
    arrays_.push_back(array);
    return Json::binary(Json::binary_t::container_type{}, uint64_t{arrays_.size() - 1});
  }

  // Prints array `index` onto `out` exactly as the JSON printer prints the same array of values, calling
  // `flush` (which may empty `out`) whenever the text has grown by kFlushBytes.
  void print(uint64_t index, std::string& out, const std::function<void()>& flush) const {
    const LongArray& a = arrays_.at(index);
    out += '[';
    const uint64_t count = a.data ? (elementSize(a.type) ? a.data->size() / elementSize(a.type) : 0) : a.sources->size(a.sourcesOutput);
    for (uint64_t i = 0; i < count; ++i) {
      if (i) out += ", ";
      if (a.data) {
        appendElement(a.type, *a.data, i, out);
      } else if (auto source = a.sources->sourceOf(a.sourcesOutput, i)) {
        fmt::format_to(std::back_inserter(out), "[{}, {}]", source->input, source->element);
      } else {
        out += "null";
      }
      if (flush && out.size() >= kFlushBytes) flush();
    }
    out += ']';
  }

 private:
  std::vector<LongArray> arrays_;
};

// ---- descriptors

Json uintArray(const std::vector<uint32_t>& values) {
  Json out = Json::array();
  for (uint32_t v : values) out.push_back(v);
  return out;
}

// DML_BUFFER_TENSOR_DESC in its field order; optional fields only when the session has them.
// `link`, when set, is written as Data instead of the numbers: the path of the tensor's .npy file. Data and
// Sources are placeholders in `arrays`.
Json tensorJson(const TensorDesc& t, const Buffer* data, const IndexMap* sources, uint32_t sourcesOutput,
                LongArrays& arrays, const std::string* link = nullptr) {
  Json out = Json::object();
  out["DataType"] = fullName(t.dataType);
  if (t.flags != 0) out["Flags"] = t.flags;
  if (t.dimensionCount) out["DimensionCount"] = *t.dimensionCount;
  out["Sizes"] = uintArray(t.sizes);
  if (t.strides) out["Strides"] = uintArray(*t.strides);
  if (t.totalTensorSizeInBytes) out["TotalTensorSizeInBytes"] = *t.totalTensorSizeInBytes;
  if (t.guaranteedBaseOffsetAlignment != 0) out["GuaranteedBaseOffsetAlignment"] = t.guaranteedBaseOffsetAlignment;
  if (link) {
    out["Data"] = *link;
  } else if (data) {
    out["Data"] = arrays.placeholder({t.dataType, data, nullptr, 0});
  }
  if (sources) out["Sources"] = arrays.placeholder({DataType::Unknown, nullptr, sources, sourcesOutput});
  return out;
}

// Known values by name; a value outside the enum (kept from a file for validation to report) as a number.
Json enumJson(const EnumNames& names, uint32_t value) {
  if (value < names.size()) return names.fullName(value);
  return value;
}

// Per tensor slot, the path written as its Data instead of numbers (a .npy file), or nothing.
struct DataLinks {
  std::vector<std::optional<std::string>> inputs;
  std::vector<std::optional<std::string>> outputs;

  // The session's own links, as it read them.
  static DataLinks of(const Session& session) {
    DataLinks links;
    for (const auto& f : session.inputFiles) links.inputs.push_back(f ? std::optional(f->path) : std::nullopt);
    for (const auto& f : session.outputFiles) links.outputs.push_back(f ? std::optional(f->path) : std::nullopt);
    return links;
  }
};

const std::string* linkAt(const std::vector<std::optional<std::string>>& links, size_t slot) {
  return slot < links.size() && links[slot] ? &*links[slot] : nullptr;
}

class DescWriter {
 public:
  DescWriter(const Session& session, const WriteOptions& options, const DataLinks& links, LongArrays& arrays)
      : session_(session), options_(options), links_(links), arrays_(arrays) {}

  // Every field in DirectML's order; counts only when the session states them.
  Json write(const OperatorDesc& desc) const {
    Json out = Json::object();
    size_t inputSlot = 0, outputSlot = 0;
    for (const OperatorField& f : operatorSchema(desc).fields) {
      const std::string name(f.name);
      switch (f.kind) {
        case FieldKind::InputTensor: out[name] = input(fieldValue<TensorDesc>(desc, f), inputSlot++); break;
        case FieldKind::OutputTensor: out[name] = output(fieldValue<TensorDesc>(desc, f), outputSlot++); break;
        case FieldKind::InputTensorArray:
        case FieldKind::OutputTensorArray: {
          Json tensors = Json::array();
          for (const TensorDesc& t : fieldValue<std::vector<TensorDesc>>(desc, f))
            tensors.push_back(f.isOutput() ? output(t, outputSlot++) : input(t, inputSlot++));
          out[name] = std::move(tensors);
          break;
        }
        case FieldKind::Count:
          if (const auto& count = fieldValue<std::optional<uint32_t>>(desc, f)) out[name] = *count;
          break;
        case FieldKind::UInt: out[name] = fieldValue<uint32_t>(desc, f); break;
        case FieldKind::Float: out[name] = floatJson(DataType::Float32, fieldValue<float>(desc, f)); break;
        case FieldKind::Enum: out[name] = enumJson(*f.enumNames, enumValue(desc, f)); break;
        case FieldKind::UIntArray: out[name] = uintArray(fieldValue<std::vector<uint32_t>>(desc, f)); break;
        case FieldKind::Scalar: out[name] = scalarJson(scalarDataType(desc, f), fieldValue<ScalarUnion>(desc, f)); break;
        case FieldKind::IntArray: out[name] = fieldValue<std::vector<int32_t>>(desc, f); break;
        case FieldKind::ScaleBias:  // null is left out
          if (const auto& terms = fieldValue<std::optional<ScaleBiasTerms>>(desc, f)) {
            out[name] = Json{{"Scale", floatJson(DataType::Float32, terms->Scale)}, {"Bias", floatJson(DataType::Float32, terms->Bias)}};
          }
          break;
      }
    }
    return out;
  }

 private:
  Json input(const TensorDesc& t, size_t slot) const {
    const Buffer* data = slot < session_.inputData.size() ? &session_.inputData[slot] : nullptr;
    // A tensor of an unknown data type holds no Data (the reader refuses one): its empty buffer is not written.
    if (data && data->empty() && !isKnown(t.dataType)) data = nullptr;
    // A large input still holding the sequence an absent Data gets is written without Data (see session.h).
    if (data && data->size() > kWrittenSequenceElements * elementSize(t.dataType) &&
        holdsSequentialFill(session_, static_cast<uint32_t>(slot)))
      data = nullptr;
    return tensorJson(t, data, nullptr, 0, arrays_, linkAt(links_.inputs, slot));
  }

  Json output(const TensorDesc& t, size_t slot) const {
    const Buffer* data = nullptr;
    const std::vector<Buffer>& outputData = options_.outputData ? *options_.outputData : session_.outputData;
    if (options_.withOutputs && slot < outputData.size() && !outputData[slot].empty()) {
      data = &outputData[slot];
    }
    const IndexMap* sources = options_.sources && slot < options_.sources->outputCount() ? options_.sources : nullptr;
    return tensorJson(t, data, sources, static_cast<uint32_t>(slot), arrays_,
                      options_.withOutputs ? linkAt(links_.outputs, slot) : nullptr);
  }

  const Session& session_;
  const WriteOptions& options_;
  const DataLinks& links_;
  LongArrays& arrays_;
};

// Prints the session onto `out`. With `flush`, the text is handed on as it grows (flush may empty `out`), so
// that only about kFlushBytes of it is held at a time; the caller flushes what is left.
void printSessionWithLinks(const Session& session, const WriteOptions& options, const DataLinks& links, std::string& out,
                           const std::function<void()>& flush) {
  LongArrays arrays;
  Json root = Json::object();
  root["dmlscope"] = kSessionFormatVersion;
  if (!session.title.empty()) root["title"] = session.title;
  if (!session.description.empty()) root["description"] = session.description;
  root["featureLevel"] = fullName(session.featureLevel);
  root["operator"] = fullName(operatorType(session.desc));
  root["desc"] = DescWriter(session, options, links, arrays).write(session.desc);
  detail::printJson(root, 0, out, [&](uint64_t index, std::string& text) { arrays.print(index, text, flush); });
  out += '\n';
}

// Streams the session to `sink` in pieces of about kFlushBytes; stops handing it text after the first failure.
Status streamSessionWithLinks(const Session& session, const WriteOptions& options, const DataLinks& links,
                              const SessionTextSink& sink) {
  std::string out;
  out.reserve(kFlushBytes + 4096);
  Status status = Ok{};
  const auto flush = [&] {
    if (status && !out.empty()) status = sink(out);
    out.clear();
  };
  try {
    printSessionWithLinks(session, options, links, out, flush);
  } catch (const std::exception& e) {
    return Error{e.what()};
  }
  flush();
  return status;
}

// ---- .npy files beside a saved session

// `target` written from a session file in `folder`: relative when it can be, else absolute.
std::string linkFrom(const std::filesystem::path& folder, const std::filesystem::path& target) {
  std::error_code ec;
  const auto absoluteTarget = std::filesystem::weakly_canonical(std::filesystem::absolute(target, ec), ec);
  const auto absoluteFolder = std::filesystem::weakly_canonical(std::filesystem::absolute(folder, ec), ec);
  if (ec) return target.string();
  auto relative = absoluteTarget.lexically_relative(absoluteFolder);
  return relative.empty() ? absoluteTarget.string() : relative.generic_string();
}

// The .npy shape a tensor's buffer is written with: its Sizes when the buffer is exactly the packed logical
// elements, the buffer as a 1-D array when Strides are explicit (as "Data" holds it), else nothing (kept inline).
std::optional<std::vector<uint64_t>> externalShape(const TensorDesc& t, const Buffer& data) {
  auto layout = computeLayout(t);
  if (!layout || data.empty()) return std::nullopt;
  const uint64_t elements = data.size() / layout->elementBytes;
  if (t.strides) return std::vector<uint64_t>{elements};
  if (elements != layout->elementCount) return std::nullopt;
  return std::vector<uint64_t>(t.sizes.begin(), t.sizes.end());
}

}  // namespace

std::string tensorFileStem(std::string_view field) {
  std::string out;
  for (char c : field) {
    if (c == '[') out += '.';
    else if (c != ']') out += c;
  }
  return out;
}

std::string writeSession(const Session& session, const WriteOptions& options) {
  std::string out;
  printSessionWithLinks(session, options, DataLinks::of(session), out, {});
  return out;
}

Status streamSession(const Session& session, const WriteOptions& options, const SessionTextSink& sink) {
  return streamSessionWithLinks(session, options, DataLinks::of(session), sink);
}

Status saveSessionFile(const std::filesystem::path& path, const Session& session, const WriteOptions& options) {
  const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
  // Existing links are rewritten relative to the new folder; large tensors without one get a file beside.
  DataLinks links;
  // A link to a file that is gone (deleted or moved since the session read it) would lose the data the session
  // still holds, so such a tensor is written as if it had no link. A link that could not be read when the
  // session was opened holds no data, and stays.
  const auto relink = [&](const std::vector<std::optional<DataFile>>& files, size_t slot) -> std::optional<std::string> {
    if (slot >= files.size() || !files[slot]) return std::nullopt;
    std::error_code error;
    if (!files[slot]->problem && !std::filesystem::is_regular_file(files[slot]->resolved, error)) return std::nullopt;
    return linkFrom(folder, files[slot]->resolved);
  };
  // The tensors to write as .npy files beside the session, found first so that progress has a total.
  struct External {
    bool isOutput = false;
    const TensorSlot* slot = nullptr;
    DataType type = DataType::Unknown;
    const Buffer* data = nullptr;
    std::vector<uint64_t> shape;
  };
  std::vector<External> externals;
  const auto wantsFile = [&](bool isOutput, const TensorSlot& slot, const TensorDesc& t, const Buffer& data) {
    if (!options.externalDataBytes || data.size() <= *options.externalDataBytes) return;
    if (auto shape = externalShape(t, data)) externals.push_back({isOutput, &slot, t.dataType, &data, std::move(*shape)});
  };
  const auto inputs = inputSlots(session.desc);
  const auto outputs = outputSlots(session.desc);
  for (const auto& slot : inputs) {
    links.inputs.push_back(relink(session.inputFiles, slot.index));
    if (!links.inputs.back() && slot.index < session.inputData.size())
      wantsFile(false, slot, inputTensor(session.desc, slot.index), session.inputData[slot.index]);
  }
  for (const auto& slot : outputs) {
    links.outputs.push_back(relink(session.outputFiles, slot.index));
    const std::vector<Buffer>& outputData = options.outputData ? *options.outputData : session.outputData;
    if (!links.outputs.back() && options.withOutputs && slot.index < outputData.size())
      wantsFile(true, slot, outputTensor(session.desc, slot.index), outputData[slot.index]);
  }

  // A name is free when no file has it, or when its file is one the session does not link to and the caller lets
  // go: saving never writes over the data of a link (an edited input's own file stays as the undo history knows it).
  const auto linkedTo = [&](const std::filesystem::path& target) {
    for (const auto* files : {&session.inputFiles, &session.outputFiles}) {
      for (const auto& file : *files) {
        std::error_code error;
        if (file && std::filesystem::equivalent(file->resolved, target, error)) return true;
      }
    }
    return false;
  };
  constexpr int kMaxNameTries = 10000;
  const auto freeName = [&](const std::string& stem) -> Result<std::string> {
    for (int n = 1; n <= kMaxNameTries; ++n) {
      std::string name = n == 1 ? fmt::format("{}.npy", stem) : fmt::format("{}-{}.npy", stem, n);
      std::error_code error;
      const auto status = std::filesystem::symlink_status(folder / name, error);
      if (status.type() == std::filesystem::file_type::not_found) return name;
      if (status.type() == std::filesystem::file_type::regular && !linkedTo(folder / name) &&
          (!options.mayReplace || options.mayReplace(folder / name)))
        return name;
    }
    return catalogueError("file.no-free-name", {path.string(), fmt::format("{}.npy", stem),
                                                fmt::format("{}-{}.npy", stem, kMaxNameTries)});
  };

  uint64_t totalBytes = 0;
  for (const External& e : externals) totalBytes += e.data->size();
  uint64_t doneBytes = 0;
  for (const External& e : externals) {
    auto name = freeName(fmt::format("{}.{}", path.stem().string(), tensorFileStem(e.slot->field)));
    if (!name) return name.error();
    const auto target = folder / *name;
    IoProgress progress;
    // The file's own count includes its header: the tensor's bytes are what the total counts.
    if (options.progress) {
      progress = [&](uint64_t done, uint64_t) {
        return options.progress(doneBytes + std::min<uint64_t>(done, e.data->size()), totalBytes + 1);
      };
    }
    if (auto written = writeNpyFile(target, e.type, e.shape, *e.data, progress); !written) return written.error();
    doneBytes += e.data->size();
    if (options.writtenFiles) options.writtenFiles->push_back(target);
    if (options.savedFiles) {
      SavedDataFile saved{e.isOutput, e.slot->index, DataFile{*name, std::filesystem::absolute(target), std::nullopt, std::nullopt}};
      if (auto header = readNpyHeader(target)) saved.file.header = std::move(*header);
      options.savedFiles->push_back(std::move(saved));
    }
    (e.isOutput ? links.outputs : links.inputs)[e.slot->index] = *name;
  }
  // The session's text, whose length is known only once printed, counts as one byte past the files (the total every
  // report gives): the progress stays below its end while the text is written (inline tensors can make it long),
  // and may still cancel it piece by piece.
  const auto goOn = [&] { return !options.progress || options.progress(totalBytes, totalBytes + 1); };
  if (!goOn()) return catalogueError("file.save-cancelled", {path.string()});

  // The text goes to the file as it is printed: a large inline tensor is never held as text in full.
  Status saved = detail::writeFileAtomically(path, [&](const detail::WriteBytes& write) -> Status {
    auto streamed = streamSessionWithLinks(session, options, links, [&](std::string_view text) -> Status {
      if (!write(std::as_bytes(std::span(text.data(), text.size())))) return Error{};
      if (!goOn()) return catalogueError("file.save-cancelled", {path.string()});
      return Ok{};
    });
    // A failed write is reported by writeFileAtomically with its errno; anything else failed while printing.
    if (!streamed && !streamed.error().message.empty() && streamed.error().id != "file.save-cancelled")
      return catalogueError("file.save-failed", {path.string(), streamed.error().message});
    return streamed;
  });
  if (saved && options.progress) options.progress(totalBytes + 1, totalBytes + 1);  // done: nothing left to cancel
  return saved;
}

}  // namespace dmlscope
