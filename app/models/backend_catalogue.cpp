// The backend catalogue (see backend_catalogue.h).
#include "models/backend_catalogue.h"

#include <QCoreApplication>
#include <QStringList>

#include "models/diagnostic_list_model.h"
#ifdef DMLSCOPE_GUI_HAVE_VULKAN
#include "dmlscope/vulkan_backend.h"
#endif

namespace dmlscope::gui {
namespace {

// Translated texts of this file, in the "BackendCatalogue" context.
struct BackendCatalogueText {
  Q_DECLARE_TR_FUNCTIONS(BackendCatalogue)
};
}  // namespace

BackendCatalogue::BackendCatalogue() {
  choices_.push_back({BackendChoice::Kind::FastCpu, 0, BackendCatalogueText::tr("CPU (fast)"), {}});
  choices_.push_back({BackendChoice::Kind::ReferenceCpu, 0, BackendCatalogueText::tr("CPU (reference)"), {}});
#ifdef DMLSCOPE_GUI_HAVE_VULKAN
  auto devices = listVulkanDevices();
  if (!devices) {
    vulkanStatus_ = errorMessage(devices.error());
  } else if (devices->empty()) {
    vulkanStatus_ = BackendCatalogueText::tr("no Vulkan device with compute was found");
  } else {
    for (const VulkanDeviceInfo& info : *devices) {
      choices_.push_back({BackendChoice::Kind::Vulkan, info.index,
                          BackendCatalogueText::tr("GPU %1: %2").arg(info.index).arg(QString::fromStdString(info.name)),
                          QString::fromStdString(info.type)});
    }
  }
#else
  vulkanStatus_ = BackendCatalogueText::tr("this build of dmlscope has no Vulkan backend");
#endif
}

int BackendCatalogue::startIndex(QString* note) {
  QStringList failures;
  for (size_t i = 0; i < choices_.size(); ++i) {
    if (!choices_[i].isHardwareGpu()) continue;
    auto made = backend(choices_[i]);
    if (made) {
      if (note) *note = BackendCatalogueText::tr("Running on %1: a GPU is usable").arg(choices_[i].label);
      return static_cast<int>(i);
    }
    failures << BackendCatalogueText::tr("%1 cannot start (%2)").arg(choices_[i].label, errorMessage(made.error()));
  }
  if (note) {
    QString why = vulkanStatus_;
    if (!failures.isEmpty()) {
      why = failures.join(QStringLiteral("; "));
    } else if (why.isEmpty()) {
      why = BackendCatalogueText::tr("only a CPU implementation of Vulkan was found");
    }
    *note = BackendCatalogueText::tr("Running on %1: no GPU is usable (%2)").arg(choices_.front().label, why);
  }
  return 0;
}

Result<std::shared_ptr<Backend>> BackendCatalogue::backend(const BackendChoice& choice) {
  std::lock_guard lock(mutex_);
  const auto key = std::make_pair(static_cast<int>(choice.kind), choice.device);
  if (auto found = created_.find(key); found != created_.end()) return found->second;
  std::shared_ptr<Backend> made;
  if (choice.kind == BackendChoice::Kind::FastCpu) {
    made = makeFastCpuBackend();
  } else if (choice.kind == BackendChoice::Kind::ReferenceCpu) {
    made = makeCpuBackend();
  } else {
#ifdef DMLSCOPE_GUI_HAVE_VULKAN
    auto vulkan = makeVulkanBackend(choice.device);
    if (!vulkan) return vulkan.error();
    made = std::move(*vulkan);
#else
    return Error{BackendCatalogueText::tr("this build of dmlscope has no Vulkan backend").toStdString()};
#endif
  }
  created_[key] = made;
  return made;
}

}  // namespace dmlscope::gui
