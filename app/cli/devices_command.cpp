// `dmlscope devices [--json]`: lists the Vulkan devices dmlscope can run on, or says why there are none.
#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/cli_main.h"
#include "cli/cli_text.h"
#include "dmlscope/vulkan_backend.h"

namespace dmlscope::cli {
namespace {

std::string gibibytes(uint64_t bytes) { return fmt::format("{:.1f} GiB", static_cast<double>(bytes) / (1ull << 30)); }
std::string mebibytes(uint64_t bytes) { return fmt::format("{} MiB", bytes >> 20); }

}  // namespace

int runDevicesCommand(int argc, char** argv) {
  static constexpr OptionSpec kOptions[] = {{"--json", false}};
  auto args = parseArguments(argc, argv, kOptions);
  if (!args) {
    fmt::print(stderr, "dmlscope devices: {}\n", args.error().message);
    return kExitUsage;
  }
  if (!args->positional.empty()) {
    fmt::print(stderr, "dmlscope devices: {}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "unexpected argument '{0}' (usage: dmlscope devices [--json])"),
                         args->positional.front()));
    return kExitUsage;
  }
  const bool json = args->has("--json");
  auto devices = listVulkanDevices();
  if (!devices) {
    if (json) {
      nlohmann::ordered_json doc;
      doc["devices"] = nlohmann::ordered_json::array();
      doc["error"] = devices.error().message;
      fmt::print("{}\n", doc.dump(2));
    }
    fmt::print(stderr, "dmlscope devices: {}\n",
               localized(QT_TRANSLATE_NOOP("Cli", "no Vulkan device: {0}. The CPU backend (--backend cpu) still works."),
                         errorText(devices.error())));
    return kExitInvalid;
  }
  if (json) {
    nlohmann::ordered_json doc;
    doc["devices"] = nlohmann::ordered_json::array();
    for (const auto& d : *devices) {
      nlohmann::ordered_json e;
      e["index"] = d.index;
      e["name"] = d.name;
      e["type"] = d.type;
      e["driver"] = d.driver;
      e["apiVersion"] = d.apiVersion;
      e["deviceLocalBytes"] = d.deviceLocalBytes;
      e["maxStorageBufferRange"] = d.maxStorageBufferRange;
      doc["devices"].push_back(std::move(e));
    }
    fmt::print("{}\n", doc.dump(2));
    return kExitOk;
  }
  for (const auto& d : *devices) {
    fmt::print("{}: {} ({})\n", d.index, d.name, d.type);
    fmt::print("   {}\n", localized(QT_TRANSLATE_NOOP("Cli", "driver {0}, Vulkan {1}, {2} device memory, maxStorageBufferRange {3}"),
                                     d.driver, d.apiVersion, gibibytes(d.deviceLocalBytes),
                                     mebibytes(d.maxStorageBufferRange)));
  }
  fmt::print("{}\n", localized(QT_TRANSLATE_NOOP("Cli", "`dmlscope run --backend gpu` uses --device N, else DMLSCOPE_DEVICE, "
                                                        "else the first discrete, integrated, virtual, then CPU device.")));
  return kExitOk;
}

}  // namespace dmlscope::cli
