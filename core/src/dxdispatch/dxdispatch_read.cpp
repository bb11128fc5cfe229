// Opening a DxDispatch model as a session: the model's structure checked as DxDispatch checks it, one dispatch
// command's operator desc read as a session's, and its inputs' bytes taken from the resources bound to them.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <map>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "catalogue_error.h"
#include "dmlscope/checked.h"
#include "dmlscope/dxdispatch.h"
#include "dmlscope/tensor.h"
#include "dxdispatch/dxdispatch_chain.h"
#include "dxdispatch/dxdispatch_resources.h"
#include "dxdispatch/jsonc_text.h"
#include "json_with_lines.h"
#include "session_desc_reader.h"
#include "text_file.h"

namespace dmlscope {
namespace {

using detail::Json;
using detail::JsonFieldReader;
using detail::ParseFailure;

// A model is read whole, like a session: the same 1 GiB limit.
constexpr uint64_t kMaxModelTextBytes = detail::kMaxTextFileBytes;

// DirectML reads buffer bindings at offsets aligned to DML_MINIMUM_BUFFER_TENSOR_ALIGNMENT.
constexpr uint64_t kBindingAlignment = 16;

// ---- isDxDispatchModel: the root object's keys, found without parsing the values

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Offset past whitespace and comments from `i`; text.size() at the end or in an unterminated comment.
size_t skipSpaceAndComments(std::string_view text, size_t i) {
  while (i < text.size()) {
    if (isSpace(text[i])) {
      ++i;
    } else if (text.substr(i, 2) == "//") {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (text.substr(i, 2) == "/*") {
      const size_t close = text.find("*/", i + 2);
      if (close == std::string_view::npos) return text.size();
      i = close + 2;
    } else {
      break;
    }
  }
  return i;
}

// ---- the model's structure

struct BindingSource {
  std::string resource;
  uint64_t elementOffset = 0;
  uint64_t elementCount = 0;        // 0: not given (DxDispatch's own default)
  uint64_t elementSizeInBytes = 0;  // 0: not given
  bool hasElementCount = false;
  std::string pointer;  // of this source: ".../bindings/InputTensors/1"
};

struct Binding {
  std::string bindPoint;
  std::string pointer;  // ".../bindings/InputTensors"
  bool isArray = false;
  std::vector<BindingSource> sources;
};

enum class CommandKind { Dispatch, Print, WriteFile };

struct Command {
  CommandKind kind = CommandKind::Dispatch;
  std::string pointer;
  std::string dispatchable;       // dispatch
  std::vector<Binding> bindings;  // dispatch, in the model's order
  std::string resource;           // print, writeFile
  std::string targetPath;         // writeFile
  std::vector<uint32_t> dimensions;  // writeFile's "dimensions", empty when not given
};

struct Dispatchable {
  std::string pointer;
  std::string type;                  // as written
  std::optional<OperatorType> op;    // an operator dmlscope knows, else nothing
  // Its own "bindings": what DxDispatch binds when it initializes the operator, before any command runs (how a
  // model hands DirectML the tensors it owns, DML_TENSOR_FLAG_OWNED_BY_DML).
  std::vector<Binding> initBindings;
};

// The keys of a DirectML dispatchable that are not its desc's fields: without "desc", DxDispatch reads the
// desc's fields from the dispatchable itself.
constexpr std::string_view kDispatchableKeys[] = {"type", "Type", "bindings", "dmlCompileType", "executionFlags"};

// A bind point of an operator: a tensor field, or an array of them.
struct BindPoint {
  std::string_view name;
  bool isArray = false;
  bool isOutput = false;
};

// The operator's tensor fields in its schema's order.
std::vector<BindPoint> bindPointsOf(OperatorType type) {
  std::vector<BindPoint> points;
  for (const OperatorField& f : operatorSchema(type).fields)
    if (f.isTensor() || f.isTensorArray()) points.push_back({f.name, f.isTensorArray(), f.isOutput()});
  return points;
}

// "A, B, C" for messages; long lists end in "…" so that a model with thousands of names stays readable.
std::string nameList(const std::vector<std::string>& names) {
  constexpr size_t kShown = 20;
  std::string out;
  for (size_t i = 0; i < names.size() && i < kShown; ++i) {
    if (i > 0) out += ", ";
    out += names[i];
  }
  if (names.size() > kShown) out += ", …";
  return out;
}

std::string_view commandName(CommandKind kind) {
  switch (kind) {
    case CommandKind::Dispatch: return "dispatch";
    case CommandKind::Print: return "print";
    case CommandKind::WriteFile: return "writeFile";
  }
  return "dispatch";
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

class ModelReader : public JsonFieldReader {
 public:
  ModelReader(const JsonWithLines& doc, std::filesystem::path baseDirectory)
      : JsonFieldReader(doc), baseDirectory_(std::move(baseDirectory)), memory_(*this) {}

  // Dispatch `commandIndex` with its inputs as the commands before it leave them: those dispatches run first.
  DxDispatchImport read(std::optional<uint32_t> commandIndex) {
    readRoot();
    const uint32_t chosen = choose(commandIndex);
    for (uint32_t i = 0; i < chosen; ++i) {
      if (commands_[i].kind != CommandKind::Dispatch) continue;
      std::vector<Error> theirs;  // the earlier dispatches' own warnings belong to opening them
      runDispatch(i, theirs);
    }
    DxDispatchImport out;
    out.source.commandIndex = chosen;
    out.source.dispatches = dispatches_;
    const Bound bound = build(chosen, out);
    for (const BindingSource* s : bound.executionInputs()) warnIfUnrun(s->resource, s->pointer, out.source.warnings);
    return out;
  }

  // Every command in order (runDxDispatchModel).
  DxDispatchRun runAll() {
    readRoot();
    DxDispatchRun run;
    run.dispatches = dispatches_;
    for (uint32_t i = 0; i < commands_.size(); ++i) {
      const Command& c = commands_[i];
      if (c.kind == CommandKind::Dispatch) {
        if (runDispatch(i, run.warnings)) run.ran.push_back(i);
        continue;
      }
      const detail::DxBuffer& b = buffer(c.resource);
      DxDispatchOutput output;
      output.commandIndex = i;
      output.isWriteFile = c.kind == CommandKind::WriteFile;
      output.resource = c.resource;
      output.targetPath = c.targetPath;
      output.dimensions = c.dimensions;
      output.dataType = b.dataType;
      const uint64_t bytes =
          output.isWriteFile ? b.sizeInBytes : std::min<uint64_t>(b.initialValuesEnd, b.initial.size());
      memory_.reserve(bytes, c.pointer);
      output.bytes.assign(bytes, std::byte{0});
      std::copy_n(b.initial.begin(), std::min<uint64_t>(bytes, b.initial.size()), output.bytes.begin());
      warnIfUnrun(c.resource, child(c.pointer, "resource"), run.warnings);
      run.outputs.push_back(std::move(output));
    }
    return run;
  }

 private:
  // ---- structure

  void readRoot() {
    const Json& root = doc_.value;
    if (!root.is_object()) fail("", "dxdispatch.not-object", {detail::describeJson(root)});
    // "$schema" and anything else DxDispatch does not know are ignored, as DxDispatch ignores them.
    const Json& resources = requiredOr(root, "", "resources", "dxdispatch.missing-model-field");
    const Json& dispatchables = requiredOr(root, "", "dispatchables", "dxdispatch.missing-model-field");
    const Json& commands = requiredOr(root, "", "commands", "dxdispatch.missing-model-field");
    expectObject(resources, "/resources");
    expectObject(dispatchables, "/dispatchables");
    if (!commands.is_array()) fail("/commands", "dxdispatch.expected-array", {detail::describeJson(commands)});
    for (const auto& [name, value] : resources.items()) {
      const std::string pointer = child("/resources", name);
      expectObject(value, pointer);
      resources_.emplace(name, pointer);
      resourceNames_.push_back(name);
    }
    for (const auto& [name, value] : dispatchables.items()) readDispatchable(name, value);
    for (size_t i = 0; i < commands.size(); ++i) commands_.push_back(readCommand(commands[i], i));
  }

  void readDispatchable(const std::string& name, const Json& v) {
    const std::string pointer = child("/dispatchables", name);
    expectObject(v, pointer);
    Dispatchable d;
    d.pointer = pointer;
    // DxDispatch reads "type"; its operator parser also takes the long form's "Type", and so does dmlscope.
    const char* key = !member(v, "type") && member(v, "Type") ? "Type" : "type";
    d.type = readString(requiredOr(v, pointer, key, "dxdispatch.missing-dispatchable-field"), child(pointer, key));
    const bool other = equalsIgnoringCase(d.type, "hlsl") || equalsIgnoringCase(d.type, "onnx") ||
                       equalsIgnoringCase(d.type, "dmlSerializedGraph");
    if (!other) d.op = parseOperatorType(d.type);
    // DxDispatch reads the bindings of a DirectML dispatchable when "bindings" is an object, and ignores it
    // otherwise.
    const Json* bindings = member(v, "bindings");
    if (!other && bindings && bindings->is_object()) {
      const std::string bindingsPointer = child(pointer, "bindings");
      for (const auto& [bindPoint, value] : bindings->items()) {
        Binding b = readBinding(value, child(bindingsPointer, bindPoint));
        b.bindPoint = bindPoint;
        if (d.op) checkBindPoint(*d.op, bindPoint, b.pointer);
        d.initBindings.push_back(std::move(b));
      }
    }
    dispatchables_.emplace(name, std::move(d));
    dispatchableNames_.push_back(name);
  }

  Command readCommand(const Json& v, size_t index) {
    Command c;
    c.pointer = child("/commands", index);
    expectObject(v, c.pointer);
    const std::string typePointer = child(c.pointer, "type");
    const Json& typeValue = requiredOr(v, c.pointer, "type", "dxdispatch.missing-command-type");
    const std::string type = readString(typeValue, typePointer);
    // DxDispatch compares command types without regard to case.
    if (equalsIgnoringCase(type, "dispatch")) {
      c.kind = CommandKind::Dispatch;
      readDispatchCommand(v, c);
    } else if (equalsIgnoringCase(type, "print")) {
      c.kind = CommandKind::Print;
      c.resource = resourceField(v, c, "resource");
      if (const Json* verbose = member(v, "verbose"); verbose && !verbose->is_boolean()) {
        fail(child(c.pointer, "verbose"), "dxdispatch.expected-bool", {detail::describeJson(*verbose)});
      }
    } else if (equalsIgnoringCase(type, "writeFile")) {
      c.kind = CommandKind::WriteFile;
      c.resource = resourceField(v, c, "resource");
      const Json& target = requiredOr(v, c.pointer, "targetPath", "dxdispatch.missing-command-field", {"writeFile"});
      c.targetPath = readString(target, child(c.pointer, "targetPath"));
      if (const Json* dimensions = member(v, "dimensions")) {
        c.dimensions = readUint32Array(*dimensions, child(c.pointer, "dimensions"));
      }
    } else {
      fail(typePointer, "dxdispatch.unknown-command", {detail::describeJson(typeValue)});
    }
    return c;
  }

  std::string resourceField(const Json& v, const Command& c, std::string_view key) const {
    const std::string pointer = child(c.pointer, key);
    const Json& value = requiredOr(v, c.pointer, key, "dxdispatch.missing-command-field",
                                   {std::string(commandName(c.kind))});
    std::string name = readString(value, pointer);
    checkResource(name, pointer);
    return name;
  }

  void checkResource(const std::string& name, const std::string& pointer) const {
    if (!resources_.count(name)) {
      fail(pointer, "dxdispatch.unknown-resource", {Json(name).dump(), nameList(resourceNames_)});
    }
  }

  void readDispatchCommand(const Json& v, Command& c) {
    const std::string namePointer = child(c.pointer, "dispatchable");
    const Json& nameValue =
        requiredOr(v, c.pointer, "dispatchable", "dxdispatch.missing-command-field", {"dispatch"});
    c.dispatchable = readString(nameValue, namePointer);
    auto it = dispatchables_.find(c.dispatchable);
    if (it == dispatchables_.end()) {
      fail(namePointer, "dxdispatch.unknown-dispatchable",
           {detail::describeJson(nameValue), nameList(dispatchableNames_)});
    }
    const Dispatchable& target = it->second;
    const std::string bindingsPointer = child(c.pointer, "bindings");
    const Json& bindings = requiredOr(v, c.pointer, "bindings", "dxdispatch.missing-command-field", {"dispatch"});
    expectObject(bindings, bindingsPointer);
    for (const auto& [bindPoint, value] : bindings.items()) {
      Binding b = readBinding(value, child(bindingsPointer, bindPoint));
      b.bindPoint = bindPoint;
      if (target.op) checkBindPoint(*target.op, bindPoint, b.pointer);
      c.bindings.push_back(std::move(b));
    }
    dispatches_.push_back(DxDispatchDispatch{static_cast<uint32_t>(commands_.size()), c.dispatchable, target.type,
                                             target.op.has_value()});
  }

  void checkBindPoint(OperatorType op, const std::string& name, const std::string& pointer) const {
    std::vector<std::string_view> names;
    for (const BindPoint& p : bindPointsOf(op)) {
      if (p.name == name) return;
      names.push_back(p.name);
    }
    fail(pointer, "dxdispatch.unknown-bind-point",
         {std::string(fullName(op)), Json(name).dump(), detail::joinNames(names)});
  }

  // A resource name, a binding object, or an array of them.
  Binding readBinding(const Json& v, const std::string& pointer) const {
    Binding b;
    b.pointer = pointer;
    if (v.is_array()) {
      b.isArray = true;
      for (size_t i = 0; i < v.size(); ++i) b.sources.push_back(readBindingSource(v[i], child(pointer, i)));
    } else {
      b.sources.push_back(readBindingSource(v, pointer));
    }
    return b;
  }

  BindingSource readBindingSource(const Json& v, const std::string& pointer) const {
    BindingSource s;
    s.pointer = pointer;
    if (v.is_string()) {
      s.resource = v.get<std::string>();
      checkResource(s.resource, pointer);
      return s;
    }
    if (!v.is_object()) fail(pointer, "dxdispatch.expected-binding", {detail::describeJson(v)});
    const std::string namePointer = child(pointer, "name");
    s.resource = readString(requiredOr(v, pointer, "name", "dxdispatch.missing-binding-field"), namePointer);
    checkResource(s.resource, namePointer);
    if (const Json* f = member(v, "elementOffset")) s.elementOffset = readUint64(*f, child(pointer, "elementOffset"));
    if (const Json* f = member(v, "elementCount")) {
      s.elementCount = readUint64(*f, child(pointer, "elementCount"));
      s.hasElementCount = s.elementCount != 0;
    }
    if (const Json* f = member(v, "elementSizeInBytes")) {
      s.elementSizeInBytes = readUint64(*f, child(pointer, "elementSizeInBytes"));
    }
    return s;
  }

  // ---- choosing the dispatch

  std::string supportedList() const {
    std::vector<std::string> items;
    for (const auto& d : dispatches_) {
      if (d.supported) items.push_back(fmt::format("{} ({})", d.commandIndex, d.dispatchable));
    }
    return nameList(items);
  }

  uint32_t choose(std::optional<uint32_t> commandIndex) const {
    const std::string supported = supportedList();
    if (commandIndex) {
      const uint32_t i = *commandIndex;
      if (i >= commands_.size()) {
        fail("/commands", "dxdispatch.command-out-of-range", {std::to_string(i), std::to_string(commands_.size())});
      }
      const Command& c = commands_[i];
      if (c.kind != CommandKind::Dispatch) {
        if (supported.empty()) {
          fail(c.pointer, "dxdispatch.command-not-dispatch-none",
               {std::to_string(i), std::string(commandName(c.kind)), operatorNameList()});
        }
        fail(c.pointer, "dxdispatch.command-not-dispatch",
             {std::to_string(i), std::string(commandName(c.kind)), supported});
      }
      const Dispatchable& d = dispatchables_.at(c.dispatchable);
      if (!d.op) {
        const std::vector<std::string> args{std::to_string(i), c.dispatchable, d.type};
        if (supported.empty()) {
          auto withOperators = args;
          withOperators.push_back(operatorNameList());
          fail(c.pointer, "dxdispatch.dispatch-unsupported-none", withOperators);
        }
        auto withList = args;
        withList.push_back(supported);
        fail(c.pointer, "dxdispatch.dispatch-unsupported", withList);
      }
      return i;
    }
    for (const auto& d : dispatches_) {
      if (d.supported) return d.commandIndex;
    }
    if (dispatches_.empty()) fail("/commands", "dxdispatch.no-dispatch");
    std::vector<std::string> all;
    for (const auto& d : dispatches_) all.push_back(fmt::format("{} ({}, {})", d.commandIndex, d.dispatchable, d.type));
    fail("/commands", "dxdispatch.no-supported-dispatch", {nameList(all), operatorNameList()});
  }

  // ---- the session

  // The resources a dispatch's tensors are bound to: per input slot, and per output slot (null where unbound).
  struct Bound {
    std::vector<const BindingSource*> inputs;
    std::vector<const BindingSource*> outputs;
    // Per input slot: bound by the dispatchable's own "bindings" (at initialization: the initial values).
    std::vector<bool> atInitialization;
    // The inputs bound by the dispatch command: those that read the resources as the commands left them.
    std::vector<const BindingSource*> executionInputs() const {
      std::vector<const BindingSource*> out;
      for (size_t k = 0; k < inputs.size(); ++k)
        if (!atInitialization[k]) out.push_back(inputs[k]);
      return out;
    }
  };

  Bound build(uint32_t chosen, DxDispatchImport& out) {
    const Command& command = commands_[chosen];
    const Dispatchable& dispatchable = dispatchables_.at(command.dispatchable);
    const Json& object = doc_.value.at("dispatchables").at(command.dispatchable);
    // DxDispatch's operator parser prefers the long form's "Desc"; without either it reads the desc's fields
    // from the dispatchable itself (its own keys aside).
    const char* key = member(object, "Desc") ? "Desc" : "desc";
    const Json* desc = member(object, key);
    std::string descPointer = child(dispatchable.pointer, key);
    Json ownFields;
    if (!desc) {
      ownFields = object;
      for (std::string_view own : kDispatchableKeys) ownFields.erase(std::string(own));
      desc = &ownFields;
      descPointer = dispatchable.pointer;
    }
    detail::DescReader reader(doc_, *desc, descPointer, detail::DescDialect::DxDispatch);

    Session& session = out.session;
    session.title = fmt::format("{} (command {})", command.dispatchable, chosen);
    session.featureLevel = kLatestFeatureLevel;
    session.desc = reader.read(*dispatchable.op);

    const OperatorType op = *dispatchable.op;
    std::vector<const BindingSource*> inputSources;   // per input slot
    std::vector<bool> inputAtInitialization;          // per input slot
    std::vector<const BindingSource*> outputSources;  // per output slot, nothing where unbound
    for (const BindPoint& p : bindPointsOf(op)) {
      // A single bind point takes one tensor; an array one per element of its field (the bind points come in
      // field order, so the sources fall into slot order).
      uint32_t tensors = 1;
      if (p.isArray) {
        tensors = 0;
        for (const auto& slot : p.isOutput ? outputSlots(session.desc) : inputSlots(session.desc))
          if (slot.field.starts_with(std::string(p.name) + "[")) ++tensors;
      }
      const Binding* b = bindingOf(command.bindings, p.name);
      // An input the dispatch does not bind may be bound by the dispatchable itself, at initialization.
      const bool atInitialization = !b && !p.isOutput && bindingOf(dispatchable.initBindings, p.name);
      if (atInitialization) b = bindingOf(dispatchable.initBindings, p.name);
      if (!b) {
        if (!p.isOutput) {
          fail(child(child(command.pointer, "bindings"), p.name), "dxdispatch.input-unbound",
               {std::string(p.name), std::string(fullName(op))});
        }
        out.source.warnings.push_back(errorAt(child(command.pointer, "bindings"), "dxdispatch.output-unbound",
                                              {std::string(p.name)}));
        for (uint32_t k = 0; k < tensors; ++k) outputSources.push_back(nullptr);
        continue;
      }
      checkBindingCount(*b, p, tensors);
      for (const BindingSource& s : b->sources) {
        (p.isOutput ? outputSources : inputSources).push_back(&s);
        if (!p.isOutput) inputAtInitialization.push_back(atInitialization);
      }
    }

    for (uint32_t k = 0; k < inputSources.size(); ++k) {
      session.inputData.push_back(
          inputData(*inputSources[k], inputTensor(session.desc, k), inputAtInitialization[k], out.source.warnings));
    }
    out.source.outputTargetPaths.assign(outputSources.size(), std::string());
    for (uint32_t k = 0; k < outputSources.size(); ++k) {
      if (!outputSources[k]) continue;
      checkOutput(*outputSources[k], outputTensor(session.desc, k), outputSlots(session.desc)[k].field,
                  out.source.warnings);
      out.source.outputTargetPaths[k] = targetPathAfter(chosen, outputSources[k]->resource);
    }
    out.source.outputWriteFiles.assign(outputSources.size(), {});
    for (uint32_t k = 0; k < outputSources.size(); ++k) {
      if (outputSources[k]) out.source.outputWriteFiles[k] = writeFilesAfter(chosen, *outputSources[k]);
    }
    return Bound{std::move(inputSources), std::move(outputSources), std::move(inputAtInitialization)};
  }

  // ---- running the commands before a dispatch (dxdispatch_chain.h)

  // Runs dispatch command `index` and writes its outputs into the resources bound to them; true when it ran.
  // One dmlscope cannot run is remembered (unrun_) for each resource it may write, with a warning in
  // `warnings` (runAll shows them; read drops them, as it drops the ran dispatches' own warnings).
  bool runDispatch(uint32_t index, std::vector<Error>& warnings) {
    const Command& c = commands_[index];
    const Dispatchable& d = dispatchables_.at(c.dispatchable);
    if (!d.op) {
      markUnrun(index, {}, warnings);
      return false;
    }
    DxDispatchImport one;
    Bound bound;
    try {
      bound = build(index, one);
    } catch (const ParseFailure& failure) {
      markUnrun(index, failure.error.message, warnings);
      return false;
    }
    auto result = detail::runForChain(one.session);
    if (!result) {
      markUnrun(index, result.error().message, warnings);
      return false;
    }
    warnings.insert(warnings.end(), one.source.warnings.begin(), one.source.warnings.end());
    for (const BindingSource* s : bound.executionInputs()) warnIfUnrun(s->resource, s->pointer, warnings);
    // What this dispatch read lacks an unrun dispatch's effect: so does what it writes.
    std::optional<detail::UnrunDispatch> inherited;
    for (const BindingSource* s : bound.executionInputs()) {
      if (auto it = unrun_.find(s->resource); it != unrun_.end()) {
        inherited = it->second;
        break;
      }
    }
    for (size_t k = 0; k < bound.outputs.size(); ++k) {
      const BindingSource* s = bound.outputs[k];
      if (!s) continue;
      auto layout = computeLayout(outputTensor(one.session.desc, static_cast<uint32_t>(k)));
      if (!layout) continue;  // the run validated the session: never
      detail::DxBuffer& target = buffers_.at(s->resource);  // build materialized it
      const uint64_t offset = s->elementOffset * bindingElementSize(*s, target);  // build checked it
      detail::writeOutputElements(target, offset, *layout, result->outputs[k]);
      if (inherited) {
        unrun_[s->resource] = *inherited;
      } else {
        unrun_.erase(s->resource);
      }
    }
    return true;
  }

  // Dispatch `index` did not run: every resource it may write keeps its bytes, marked as lacking its effect.
  // An operator dmlscope knows writes its output bind points; anything else may write any resource bound to it.
  void markUnrun(uint32_t index, const std::string& reason, std::vector<Error>& warnings) {
    const Command& c = commands_[index];
    const Dispatchable& d = dispatchables_.at(c.dispatchable);
    const detail::UnrunDispatch unrun{index, c.dispatchable, d.type, reason};
    for (const Binding& b : c.bindings) {
      bool writes = true;
      if (d.op) {
        writes = false;
        for (const BindPoint& p : bindPointsOf(*d.op))
          if (p.name == b.bindPoint) writes = p.isOutput;
      }
      if (!writes) continue;
      for (const BindingSource& s : b.sources) unrun_[s.resource] = unrun;
    }
    const std::vector<std::string> args{std::to_string(index), c.dispatchable, d.type};
    if (reason.empty()) {
      warnings.push_back(errorAt(c.pointer, "dxdispatch.dispatch-not-run", args));
    } else {
      auto withReason = args;
      withReason.push_back(reason);
      warnings.push_back(errorAt(c.pointer, "dxdispatch.dispatch-failed", withReason));
    }
  }

  // A warning at `pointer` when `resource` lacks the effect of a dispatch dmlscope did not run.
  void warnIfUnrun(const std::string& resource, const std::string& pointer, std::vector<Error>& warnings) const {
    auto it = unrun_.find(resource);
    if (it == unrun_.end()) return;
    const detail::UnrunDispatch& u = it->second;
    std::vector<std::string> args{Json(resource).dump(), std::to_string(u.commandIndex), u.dispatchable, u.type};
    if (u.reason.empty()) {
      warnings.push_back(errorAt(pointer, "dxdispatch.reads-unrun", args));
    } else {
      args.push_back(u.reason);
      warnings.push_back(errorAt(pointer, "dxdispatch.reads-failed", args));
    }
  }

  static const Binding* bindingOf(const std::vector<Binding>& bindings, std::string_view bindPoint) {
    for (const Binding& b : bindings) {
      if (b.bindPoint == bindPoint) return &b;
    }
    return nullptr;
  }

  // One resource per tensor: an array bind point takes as many as its tensor array has, a single one exactly
  // one (DxDispatch: "Bind point '...' requires N resources, but M were bound").
  void checkBindingCount(const Binding& b, const BindPoint& p, uint32_t tensors) const {
    if (b.sources.size() == tensors) return;
    if (p.isArray) {
      fail(b.pointer, "dxdispatch.binding-count",
           {std::to_string(b.sources.size()), std::string(p.name), std::to_string(tensors)});
    }
    fail(b.pointer, "dxdispatch.binding-count-single", {std::to_string(b.sources.size()), std::string(p.name)});
  }

  // The resource as the commands run so far left it.
  const detail::DxBuffer& buffer(const std::string& name) { return materialized(buffers_, name); }
  // The resource as it is before any command, when DxDispatch initializes the dispatchables.
  const detail::DxBuffer& initialBuffer(const std::string& name) { return materialized(initialBuffers_, name); }

  const detail::DxBuffer& materialized(std::map<std::string, detail::DxBuffer>& buffers, const std::string& name) {
    auto it = buffers.find(name);
    if (it != buffers.end()) return it->second;
    const std::string& pointer = resources_.at(name);
    const Json& resource = doc_.value.at("resources").at(name);
    auto built = detail::materializeBuffer(*this, resource, pointer, baseDirectory_, memory_);
    return buffers.emplace(name, std::move(built)).first->second;
  }

  // Bytes per element of a binding: "elementSizeInBytes", else the size of the resource's initial values'
  // type, as DxDispatch's executor fills it in.
  static uint64_t bindingElementSize(const BindingSource& s, const detail::DxBuffer& b) {
    return s.elementSizeInBytes != 0 ? s.elementSizeInBytes : elementSize(b.dataType);
  }

  // The binding's byte offset, checked against the resource's size, with the alignment warning.
  uint64_t boundOffset(const BindingSource& s, const detail::DxBuffer& b, std::vector<Error>& warnings) const {
    const std::string offsetPointer = child(s.pointer, "elementOffset");
    const auto offset = checkedMul(s.elementOffset, bindingElementSize(s, b));
    if (!offset || *offset > b.sizeInBytes) {
      fail(offsetPointer, "dxdispatch.binding-offset-past-end",
           {offset ? std::to_string(*offset) : std::string("2^64"), Json(s.resource).dump(),
            std::to_string(b.sizeInBytes)});
    }
    if (*offset % kBindingAlignment != 0) {
      warnings.push_back(errorAt(offsetPointer, "dxdispatch.binding-unaligned", {std::to_string(*offset)}));
    }
    return *offset;
  }

  // An input's Data: the bound bytes of the resource, as DirectML would read them from the binding's offset.
  Buffer inputData(const BindingSource& s, const TensorDesc& tensor, bool atInitialization,
                   std::vector<Error>& warnings) {
    const detail::DxBuffer& b = atInitialization ? initialBuffer(s.resource) : buffer(s.resource);
    const uint64_t offset = boundOffset(s, b, warnings);
    uint64_t bytes = 0;
    if (s.hasElementCount) {
      const auto count = checkedMul(s.elementCount, bindingElementSize(s, b));
      const auto end = count ? checkedAdd(offset, *count) : std::nullopt;
      if (!end || *end > b.sizeInBytes) {
        fail(child(s.pointer, "elementCount"), "dxdispatch.binding-past-end",
             {end ? std::to_string(*end) : std::string("2^64"), Json(s.resource).dump(), std::to_string(b.sizeInBytes)});
      }
      bytes = *count;
    } else {
      // The initial values from the offset, but no more than the tensor's buffer; where the strides reach
      // further than the values but not past the resource's end, the resource's zeros are part of it.
      bytes = b.initial.size() > offset ? b.initial.size() - offset : 0;
      if (auto layout = computeLayout(tensor)) {
        bytes = std::min(bytes, layout->bufferBytes);
        const auto reached = checkedMul(layout->reachedElements, layout->elementBytes);
        if (reached && bytes < *reached && *reached <= b.sizeInBytes - offset) bytes = *reached;
      }
    }
    if (const uint32_t size = elementSize(tensor.dataType); size != 0) bytes -= bytes % size;
    memory_.reserve(bytes, s.pointer);
    Buffer data(bytes, std::byte{0});
    if (offset < b.initial.size()) {
      const uint64_t copied = std::min<uint64_t>(bytes, b.initial.size() - offset);
      std::copy_n(b.initial.begin() + static_cast<std::ptrdiff_t>(offset), copied, data.begin());
    }
    return data;
  }

  // An output's binding: where DirectML would write, and whether the resource holds the tensor's buffer.
  void checkOutput(const BindingSource& s, const TensorDesc& tensor, const std::string& field,
                   std::vector<Error>& warnings) {
    const detail::DxBuffer& b = buffer(s.resource);
    const uint64_t offset = boundOffset(s, b, warnings);
    auto layout = computeLayout(tensor);
    if (layout && b.sizeInBytes - offset < layout->bufferBytes) {
      warnings.push_back(errorAt(s.pointer, "dxdispatch.output-too-small",
                                 {Json(s.resource).dump(), std::to_string(b.sizeInBytes - offset), field,
                                  std::to_string(layout->bufferBytes)}));
    }
  }

  // The "targetPath" of the first "writeFile" of `resource` after command `chosen`.
  std::string targetPathAfter(uint32_t chosen, const std::string& resource) const {
    for (size_t i = chosen + 1; i < commands_.size(); ++i) {
      const Command& c = commands_[i];
      if (c.kind == CommandKind::WriteFile && c.resource == resource) return c.targetPath;
    }
    return {};
  }

  // Every "writeFile" of `resource` after command `chosen`, up to a later dispatch that binds `resource` to an
  // output (of an operator dmlscope knows) or to anything at all (of one it does not: it may write it).
  // Each names where output binding `output` starts in the resource.
  std::vector<DxDispatchWriteFile> writeFilesAfter(uint32_t chosen, const BindingSource& output) {
    const std::string& resource = output.resource;
    const detail::DxBuffer& b = buffer(resource);
    const uint64_t byteOffset = checkedMul(output.elementOffset, bindingElementSize(output, b)).value_or(0);
    std::vector<DxDispatchWriteFile> files;
    for (size_t i = chosen + 1; i < commands_.size(); ++i) {
      const Command& c = commands_[i];
      if (c.kind == CommandKind::WriteFile && c.resource == resource) {
        files.push_back({static_cast<uint32_t>(i), c.targetPath, c.dimensions, b.dataType, byteOffset});
      }
      if (c.kind == CommandKind::Dispatch && mayWrite(c, resource)) break;
    }
    return files;
  }

  bool mayWrite(const Command& dispatch, const std::string& resource) const {
    const Dispatchable& d = dispatchables_.at(dispatch.dispatchable);
    for (const Binding& b : dispatch.bindings) {
      bool output = !d.op;
      if (d.op) {
        for (const BindPoint& p : bindPointsOf(*d.op))
          if (p.name == b.bindPoint) output = p.isOutput;
      }
      if (!output) continue;
      for (const BindingSource& s : b.sources)
        if (s.resource == resource) return true;
    }
    return false;
  }

  std::filesystem::path baseDirectory_;
  detail::ModelMemory memory_;
  std::map<std::string, std::string> resources_;  // name -> JSON pointer
  std::vector<std::string> resourceNames_;        // in the model's order, for messages
  std::map<std::string, Dispatchable> dispatchables_;
  std::vector<std::string> dispatchableNames_;
  std::vector<Command> commands_;
  std::vector<DxDispatchDispatch> dispatches_;
  std::map<std::string, detail::DxBuffer> buffers_;  // the resources materialized, as the commands run left them
  detail::UnrunWrites unrun_;                         // resources lacking a dispatch that did not run
  std::map<std::string, detail::DxBuffer> initialBuffers_;  // resources before any command, for initBindings
};

}  // namespace

bool isDxDispatchModel(std::string_view text) {
  size_t i = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;  // a UTF-8 byte order mark
  i = skipSpaceAndComments(text, i);
  if (i >= text.size() || text[i] != '{') return false;
  bool modelKey = false;
  size_t depth = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"') {
      const size_t end = detail::endOfJsonString(text, i);
      if (depth == 1) {
        const size_t next = skipSpaceAndComments(text, end);
        if (next < text.size() && text[next] == ':') {
          const std::string_view key = text.substr(i + 1, end - i - 2);
          if (key == "dmlscope") return false;
          modelKey = modelKey || key == "resources" || key == "dispatchables" || key == "commands";
        }
      }
      i = end;
    } else if (c == '/' && (text.substr(i, 2) == "//" || text.substr(i, 2) == "/*")) {
      i = skipSpaceAndComments(text, i);
    } else {
      if (c == '{' || c == '[') ++depth;
      if (c == '}' || c == ']') {
        if (depth <= 1) break;  // the end of the root object
        --depth;
      }
      ++i;
    }
  }
  return modelKey;
}

namespace {

// The model text parsed (JSONC, with lines) and handed to a ModelReader, whose `use` gives the result; every
// failure on the way is an Error, none an exception.
template <class T, class Use>
Result<T> withModelReader(std::string_view text, const std::filesystem::path& baseDirectory, Use use) {
  if (text.size() > kMaxModelTextBytes) {
    return catalogueError("dxdispatch.text-too-large", {std::to_string(text.size())});
  }
  try {
    auto json = detail::jsoncToJson(text);
    if (!json) return json.error();
    auto doc = parseJsonWithLines(*json);
    if (!doc) return doc.error();
    ModelReader reader(*doc, baseDirectory);
    return use(reader);
  } catch (const ParseFailure& failure) {
    return failure.error;
  } catch (const std::bad_alloc&) {
    return catalogueError("dxdispatch.out-of-memory", {});
  } catch (const std::exception& e) {
    return catalogueError("dxdispatch.exception", {e.what()});
  }
}

}  // namespace

Result<DxDispatchImport> parseDxDispatchModel(std::string_view text, const std::filesystem::path& baseDirectory,
                                              std::optional<uint32_t> commandIndex) {
  return withModelReader<DxDispatchImport>(text, baseDirectory,
                                           [&](ModelReader& reader) { return reader.read(commandIndex); });
}

Result<DxDispatchImport> readDxDispatchFile(const std::filesystem::path& path, std::optional<uint32_t> commandIndex) {
  auto text = detail::readTextFile(path);
  if (!text) return text.error();
  return parseDxDispatchModel(*text, path.parent_path(), commandIndex);
}

Result<DxDispatchRun> runDxDispatchModel(std::string_view text, const std::filesystem::path& baseDirectory) {
  return withModelReader<DxDispatchRun>(text, baseDirectory, [](ModelReader& reader) { return reader.runAll(); });
}

Result<DxDispatchRun> runDxDispatchFile(const std::filesystem::path& path) {
  auto text = detail::readTextFile(path);
  if (!text) return text.error();
  return runDxDispatchModel(*text, path.parent_path());
}

}  // namespace dmlscope
