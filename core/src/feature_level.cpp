// DML_FEATURE_LEVEL names.
#include "dmlscope/feature_level.h"

#include <string>

namespace dmlscope {
namespace {

struct LevelName {
  FeatureLevel level;
  std::string_view fullName;
};

constexpr LevelName kNames[] = {
    {FeatureLevel::FL_1_0, "DML_FEATURE_LEVEL_1_0"}, {FeatureLevel::FL_2_0, "DML_FEATURE_LEVEL_2_0"},
    {FeatureLevel::FL_2_1, "DML_FEATURE_LEVEL_2_1"}, {FeatureLevel::FL_3_0, "DML_FEATURE_LEVEL_3_0"},
    {FeatureLevel::FL_3_1, "DML_FEATURE_LEVEL_3_1"}, {FeatureLevel::FL_4_0, "DML_FEATURE_LEVEL_4_0"},
    {FeatureLevel::FL_4_1, "DML_FEATURE_LEVEL_4_1"}, {FeatureLevel::FL_5_0, "DML_FEATURE_LEVEL_5_0"},
    {FeatureLevel::FL_5_1, "DML_FEATURE_LEVEL_5_1"}, {FeatureLevel::FL_5_2, "DML_FEATURE_LEVEL_5_2"},
    {FeatureLevel::FL_6_0, "DML_FEATURE_LEVEL_6_0"}, {FeatureLevel::FL_6_1, "DML_FEATURE_LEVEL_6_1"},
    {FeatureLevel::FL_6_2, "DML_FEATURE_LEVEL_6_2"}, {FeatureLevel::FL_6_3, "DML_FEATURE_LEVEL_6_3"},
    {FeatureLevel::FL_6_4, "DML_FEATURE_LEVEL_6_4"},
};

constexpr std::string_view kPrefix = "DML_FEATURE_LEVEL_";

}  // namespace

std::string_view fullName(FeatureLevel level) {
  for (const auto& n : kNames)
    if (n.level == level) return n.fullName;
  return "DML_FEATURE_LEVEL_UNKNOWN";
}

std::string_view shortName(FeatureLevel level) {
  auto full = fullName(level);
  return full.starts_with(kPrefix) ? full.substr(kPrefix.size()) : full;
}

std::optional<FeatureLevel> parseFeatureLevel(std::string_view name) {
  std::string normalized(name);
  for (char& c : normalized)
    if (c == '.') c = '_';
  for (const auto& n : kNames) {
    if (normalized == n.fullName || normalized == n.fullName.substr(kPrefix.size())) return n.level;
  }
  return std::nullopt;
}

}  // namespace dmlscope
