// Two runs of the same operator side by side (a session and a variant of it, see session_variant.h): per
// output element at the same logical coordinates, whether the value and whether the source differ.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dmlscope/backend.h"
#include "dmlscope/session.h"

namespace dmlscope {

// How one element differs; a combination of these bits.
enum ElementDifferenceBits : uint8_t {
  kValueDiffers = 1,   // both runs have the element, and its bits differ
  kSourceDiffers = 2,  // both runs have the element, and it reads another input element (or padding)
  kOutsideCommon = 4,  // only this run has the element: the output shapes differ
};

struct DifferingElement {
  uint64_t element = 0;  // logical row-major index in that run's output
  uint8_t bits = 0;      // ElementDifferenceBits
  bool operator==(const DifferingElement&) const = default;
};

// One output slot of both runs.
struct OutputVariantComparison {
  std::string field;               // "OutputTensor", "OutputTensors[1]"
  std::vector<uint32_t> sizesA;    // the output's Sizes in each run
  std::vector<uint32_t> sizesB;
  // Where both runs have elements: per dimension the smaller size (a shorter rank counts as leading 1s).
  std::vector<uint32_t> commonSizes;
  uint64_t compared = 0;       // elements in the common region
  uint64_t valueDiffers = 0;   // of those, how many differ in value
  uint64_t sourceDiffers = 0;  // ... in source
  uint64_t bothDiffer = 0;     // ... in both
  uint64_t onlyInA = 0;        // elements outside the common region, counted as differing
  uint64_t onlyInB = 0;
  // Every differing element of each run, ascending, with how it differs: what a view outlines.
  std::vector<DifferingElement> differingInA;
  std::vector<DifferingElement> differingInB;

  bool shapesDiffer() const { return sizesA != sizesB; }
  uint64_t differInCommon() const { return valueDiffers + sourceDiffers - bothDiffer; }
  uint64_t differing() const { return differInCommon() + onlyInA + onlyInB; }
  // The elements of either run, by coordinates: the common ones once, and those only one run has.
  uint64_t total() const { return compared + onlyInA + onlyInB; }
};

struct VariantComparison {
  std::vector<OutputVariantComparison> outputs;  // per output slot both runs have
  // Output slots only one run has (a variant with another OutputCount), whose elements all count as
  // differing, and how many elements they hold.
  uint32_t outputsOnlyInA = 0;
  uint32_t outputsOnlyInB = 0;
  uint64_t elementsOnlyInOutputsOfA = 0;
  uint64_t elementsOnlyInOutputsOfB = 0;

  uint64_t total() const;
  uint64_t differing() const;
  uint64_t valueDiffers() const;
  uint64_t sourceDiffers() const;
  uint64_t outsideCommon() const;  // elements outside the common regions and in outputs only one run has
  bool shapesDiffer() const;
};

// Compares run `ra` of session `a` with run `rb` of session `b` (two sessions with the same inputs). Values
// are compared bit for bit, through each output's own strides; sources through each run's index map, or,
// where a run computed none, core's index formula. An output without a layout counts as wholly differing.
VariantComparison compareVariantRuns(const Session& a, const RunResult& ra, const Session& b, const RunResult& rb);

}  // namespace dmlscope
