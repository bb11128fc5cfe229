// DML_FEATURE_LEVEL: the levels dmlscope knows, their enum values and names.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace dmlscope {

enum class FeatureLevel : uint32_t {
  FL_1_0 = 0x1000,
  FL_2_0 = 0x2000,
  FL_2_1 = 0x2100,
  FL_3_0 = 0x3000,
  FL_3_1 = 0x3100,
  FL_4_0 = 0x4000,
  FL_4_1 = 0x4100,
  FL_5_0 = 0x5000,
  FL_5_1 = 0x5100,
  FL_5_2 = 0x5200,
  FL_6_0 = 0x6000,
  FL_6_1 = 0x6100,
  FL_6_2 = 0x6200,
  FL_6_3 = 0x6300,
  FL_6_4 = 0x6400,
};

inline constexpr std::array<FeatureLevel, 15> kAllFeatureLevels = {
    FeatureLevel::FL_1_0, FeatureLevel::FL_2_0, FeatureLevel::FL_2_1, FeatureLevel::FL_3_0, FeatureLevel::FL_3_1,
    FeatureLevel::FL_4_0, FeatureLevel::FL_4_1, FeatureLevel::FL_5_0, FeatureLevel::FL_5_1, FeatureLevel::FL_5_2,
    FeatureLevel::FL_6_0, FeatureLevel::FL_6_1, FeatureLevel::FL_6_2, FeatureLevel::FL_6_3, FeatureLevel::FL_6_4};

inline constexpr FeatureLevel kLatestFeatureLevel = FeatureLevel::FL_6_4;

// "DML_FEATURE_LEVEL_5_0"
std::string_view fullName(FeatureLevel level);
// "5_0"
std::string_view shortName(FeatureLevel level);
// Accepts "DML_FEATURE_LEVEL_5_0", "5_0" and "5.0".
std::optional<FeatureLevel> parseFeatureLevel(std::string_view name);

}  // namespace dmlscope
