// NumPy as the independent second implementation: at least 1000 random sessions of every operator (strided,
// broadcast and gapped inputs, every data type, ELEMENT_WISE_IDENTITY with and without a ScaleBias;
// tests/gpu/random_sessions.h), once from a fixed seed and once from a varying one printed at the start, computed
// by NumPy's own idioms (numpy_reference.py) and by the CPU reference, the fast CPU path and the GPU (lavapipe in
// CI); every output must have NumPy's bits.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <map>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "dmlscope/backend.h"
#include "dmlscope/operator_schema.h"
#include "dmlscope/session_file.h"
#include "dmlscope/tensor_gather.h"
#include "gpu_test_support.h"

using namespace dmlscope;
using namespace dmlscope::gputest;

namespace {

constexpr uint64_t kFixedSeed = 0x5eed'0f'9a3b'17ull;
constexpr size_t kPerOperator = 1000;

// The desc as the session file writes it, without the tensors' Data (NumPy reads the buffers' files).
nlohmann::json descWithoutData(const Session& session) {
  WriteOptions options;
  options.withOutputs = false;
  nlohmann::json file = nlohmann::json::parse(writeSession(session, options));
  nlohmann::json desc = file.at("desc");
  const auto strip = [](nlohmann::json& tensor) {
    if (tensor.is_object()) tensor.erase("Data");
  };
  for (auto& [name, value] : desc.items()) {
    if (value.is_array()) {
      for (auto& element : value) strip(element);
    } else {
      strip(value);
    }
  }
  return desc;
}

void writeBytes(const std::filesystem::path& path, std::span<const std::byte> bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

std::vector<std::byte> readBytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<char> chars{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  std::vector<std::byte> bytes(chars.size());
  std::memcpy(bytes.data(), chars.data(), chars.size());
  return bytes;
}

bool hasScaleBias(const Session& session) {
  const auto* identity = std::get_if<ElementWiseIdentityDesc>(&session.desc);
  return identity && identity->ScaleBias.has_value();
}

std::string fileOf(size_t c, const char* kind, size_t t) {
  return "c" + std::to_string(c) + "_" + kind + std::to_string(t) + ".bin";
}

}  // namespace

class NumpyDifferential : public QObject {
  Q_OBJECT

 private:
  GpuBackend gpu_;
  std::unique_ptr<Backend> reference_ = makeCpuBackend();
  std::unique_ptr<Backend> fast_ = makeFastCpuBackend(2);

  // Where a backend's output differs from NumPy's, or "".
  static std::string difference(const Session& s, const RunResult& run, const std::filesystem::path& folder, size_t c) {
    for (const auto& slot : outputSlots(s.desc)) {
      auto layout = computeLayout(outputTensor(s.desc, slot.index));
      if (!layout) return slot.field + ": " + layout.error().message;
      auto logical = packLogicalElements(*layout, run.outputs.at(slot.index));
      if (!logical) return slot.field + ": " + logical.error().message;
      const std::vector<std::byte> numpy = readBytes(folder / fileOf(c, "out", slot.index));
      if (numpy.size() != logical->size())
        return fmt::format("{}: NumPy wrote {} bytes, the run has {}", slot.field, numpy.size(), logical->size());
      const auto at = std::mismatch(numpy.begin(), numpy.end(), logical->begin());
      if (at.first != numpy.end()) {
        const auto element = static_cast<uint64_t>(at.first - numpy.begin()) / layout->elementBytes;
        std::vector<uint32_t> coords(layout->rank());
        linearToCoords(element, layout->sizes, coords);
        return fmt::format("{}[{}] differs from NumPy's (byte 0x{:02x}, NumPy's 0x{:02x})", slot.field,
                           fmt::join(coords, ", "), std::to_integer<int>(*at.second), std::to_integer<int>(*at.first));
      }
    }
    return {};
  }

 private slots:
  void initTestCase() { gpu_ = openGpu(); }

  void everyBackendMatchesNumpy_data() {
    addSeedRows(kFixedSeed, "DMLSCOPE_NUMPY_TEST_SEED");
  }

  void everyBackendMatchesNumpy() {
    QFETCH(quint64, seed);
    if (!gpu_.failure.empty()) QFAIL(gpu_.failure.c_str());
    if (!gpu_.skipReason.empty()) qWarning("%s: NumPy is compared with the CPU backends only", gpu_.skipReason.c_str());
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::filesystem::path folder = dir.path().toStdString();

    // Sessions until every operator has kPerOperator of them.
    RandomSessions random(seed);
    std::vector<Session> sessions;
    std::map<OperatorType, size_t> perOperator;
    for (OperatorType type : allOperators()) perOperator[type] = 0;
    const size_t cap = kPerOperator * perOperator.size() * 4;
    const auto enough = [&] {
      return std::all_of(perOperator.begin(), perOperator.end(), [](const auto& p) { return p.second >= kPerOperator; });
    };
    while (!enough()) {
      if (sessions.size() >= cap) {
        std::string counts;
        for (const auto& [type, n] : perOperator) counts += fmt::format(" {} {}", fullName(type), n);
        QFAIL(("random_sessions.h does not make every operator often enough:" + counts).c_str());
      }
      sessions.push_back(random.next());
      ++perOperator[operatorType(sessions.back().desc)];
    }

    nlohmann::json cases = nlohmann::json::array();
    for (size_t c = 0; c < sessions.size(); ++c) {
      const Session& s = sessions[c];
      nlohmann::json one{{"operator", fullName(operatorType(s.desc))}, {"desc", descWithoutData(s)}};
      // A typed scalar's exact bits, for what its JSON cannot say (a NaN's payload).
      for (const OperatorField& f : operatorSchema(s.desc).fields)
        if (f.kind == FieldKind::Scalar)
          one["scalarBits"][std::string(f.name)] =
              scalarElementBits(scalarDataType(s.desc, f), fieldValue<ScalarUnion>(s.desc, f));
      for (const auto& slot : inputSlots(s.desc)) {
        auto layout = computeLayout(inputTensor(s.desc, slot.index));
        QVERIFY(layout.ok());
        writeBytes(folder / fileOf(c, "in", slot.index), s.inputData[slot.index]);
        one["inputs"].push_back({{"file", fileOf(c, "in", slot.index)},
                                 {"elementBytes", layout->elementBytes},
                                 {"type", std::string(shortName(layout->dataType))},
                                 {"sizes", layout->sizes},
                                 {"strides", layout->strides}});
      }
      for (const auto& slot : outputSlots(s.desc))
        one["outputs"].push_back(
            {{"file", fileOf(c, "out", slot.index)}, {"sizes", outputTensor(s.desc, slot.index).sizes}});
      cases.push_back(std::move(one));
    }
    std::ofstream(folder / "cases.json") << cases.dump();

    QProcess numpy;
    numpy.start(QStringLiteral(DMLSCOPE_NUMPY_PYTHON),
                {QStringLiteral(DMLSCOPE_SOURCE_DIR "/tests/numpy/numpy_reference.py"),
                 QString::fromStdString((folder / "cases.json").string())});
    QVERIFY2(numpy.waitForFinished(600'000), "numpy_reference.py did not finish in 10 minutes");
    QVERIFY2(numpy.exitStatus() == QProcess::NormalExit && numpy.exitCode() == 0,
             qPrintable("numpy_reference.py failed:\n" + QString::fromUtf8(numpy.readAllStandardError())));

    // Every backend runs every session; a backend's first wrong session is shown whole, and how many it got
    // wrong (all of them, and those with a ScaleBias), so that one failure says which backend and what part.
    struct Checked {
      Checked(const char* n, Backend* b) : name(n), backend(b) {}
      const char* name;
      Backend* backend;
      size_t wrong = 0;
      size_t wrongScaleBias = 0;
      std::string first;
    };
    std::vector<Checked> backends = {{"the CPU reference", reference_.get()}, {"the fast CPU path", fast_.get()}};
    if (gpu_.backend) backends.emplace_back("the GPU", gpu_.backend.get());
    RunOptions options;
    options.computeIndexMap = false;  // NumPy has no map; the maps are compared CPU against GPU elsewhere
    size_t scaleBiasSessions = 0;
    for (size_t c = 0; c < sessions.size(); ++c) {
      const Session& s = sessions[c];
      const bool scaled = hasScaleBias(s);
      scaleBiasSessions += scaled ? 1 : 0;
      const std::string where = fmt::format("seed {}, case {} ({}{})", seed, c, fullName(operatorType(s.desc)),
                                            scaled ? " with ScaleBias" : "");
      for (Checked& b : backends) {
        auto run = b.backend->run(s, options);
        const std::string wrong = run ? difference(s, *run, folder, c) : "failed: " + run.error().message;
        if (wrong.empty()) continue;
        ++b.wrong;
        b.wrongScaleBias += scaled ? 1 : 0;
        if (b.first.empty()) b.first = fmt::format("{}: {}: {}\n{}", where, b.name, wrong, sessionText(s));
      }
    }
    std::string failures;
    for (const Checked& b : backends)
      if (b.wrong > 0)
        failures += fmt::format("{} differs from NumPy in {} of {} sessions ({} of the {} with ScaleBias); the first:\n{}\n",
                                b.name, b.wrong, sessions.size(), b.wrongScaleBias, scaleBiasSessions, b.first);
    if (!failures.empty()) QFAIL(failures.c_str());
    // ScaleBias is half of the identity's copies of types up to 32 bits: a few hundred sessions of each seed.
    QVERIFY2(scaleBiasSessions >= kPerOperator / 5,
             qPrintable(QStringLiteral("only %1 sessions with a ScaleBias: random_sessions.h should make hundreds").arg(scaleBiasSessions)));
    std::string counts;
    for (const auto& [type, n] : perOperator) counts += fmt::format(" {} {},", shortName(type), n);
    qInfo("seed %llu: %zu sessions (%zu of them ELEMENT_WISE_IDENTITY with ScaleBias) matched NumPy on %s:%s",
          static_cast<unsigned long long>(seed), sessions.size(), scaleBiasSessions,
          gpu_.backend ? "the CPU reference, the fast CPU path and the GPU" : "the CPU reference and the fast CPU path",
          counts.c_str());
  }
};

QTEST_GUILESS_MAIN(NumpyDifferential)
#include "tst_numpy_differential.moc"
