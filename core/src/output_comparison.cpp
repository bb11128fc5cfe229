// Comparing a run's outputs with .npy files, element by element and bit for bit (see output_comparison.h).
#include "dmlscope/output_comparison.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>

#include "catalogue_error.h"
#include "dmlscope/checked.h"
#include "dmlscope/npy_file.h"
#include "dmlscope/session_file.h"
#include "dmlscope/tensor.h"
#include "npy/npy_header.h"

namespace dmlscope {
namespace {

// NumPy's name of the dtype a data type stands for: "float32", "uint8" (DirectML's short name in lower case).
std::string numpyTypeName(DataType type) {
  std::string name(shortName(type));
  std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
  return name;
}

// Shapes that differ only by leading 1s hold the same elements in the same order ([1, 1, 4, 4] and (4, 4));
// a 0-d array is one element, like [1].
bool sameShapeAsideLeadingOnes(std::span<const uint32_t> sizes, std::span<const uint64_t> shape) {
  while (!sizes.empty() && sizes.front() == 1) sizes = sizes.subspan(1);
  while (!shape.empty() && shape.front() == 1) shape = shape.subspan(1);
  return std::equal(sizes.begin(), sizes.end(), shape.begin(), shape.end(),
                    [](uint32_t a, uint64_t b) { return uint64_t{a} == b; });
}

// One dimension of the walk over an output's elements: how far a step moves in our buffer, in the file's
// elements and in logical (row-major) order.
struct WalkDimension {
  uint64_t size = 1;
  uint64_t oursStride = 0;
  uint64_t theirsStride = 0;
  uint64_t logicalStride = 0;
};

struct Walk {
  std::vector<WalkDimension> dims;  // outermost first
  bool logicalOrder = true;         // false: differences are found out of logical order and must be sorted
};

// The order in which to visit the output's elements. A file of the logical shape is read in logical order (it
// is contiguous in that order; our buffer is then the strided side). A buffer-shaped file has our offsets, so
// both sides are walked in memory order (largest stride outermost), which keeps a transposed or otherwise
// permuted layout sequential on both sides. Dimensions of size 1 move nothing and are dropped; neighbours that
// move all three offsets as one (outer stride = inner stride × inner size) are merged, so a packed tensor
// becomes a single contiguous run that the loop below compares a chunk at a time.
Walk planWalk(const TensorLayout& layout, bool theirsIsBuffer) {
  Walk walk;
  std::vector<WalkDimension> dims(layout.rank());
  uint64_t logicalStride = 1;  // products of trailing sizes: at most elementCount, checked by computeLayout
  for (size_t d = layout.rank(); d-- > 0;) {
    dims[d] = {layout.sizes[d], layout.strides[d], theirsIsBuffer ? layout.strides[d] : logicalStride, logicalStride};
    logicalStride *= layout.sizes[d];
  }
  std::erase_if(dims, [](const WalkDimension& d) { return d.size == 1; });
  if (theirsIsBuffer) {
    // Stable, so that equal strides (broadcast, overlap) keep their logical order.
    std::stable_sort(dims.begin(), dims.end(),
                     [](const WalkDimension& a, const WalkDimension& b) { return a.oursStride > b.oursStride; });
    walk.logicalOrder = std::is_sorted(dims.begin(), dims.end(), [](const WalkDimension& a, const WalkDimension& b) {
      return a.logicalStride > b.logicalStride;
    });
  }
  // Strides × sizes stay within reachedElements or elementCount (both checked), so nothing here overflows.
  auto continues = [](const WalkDimension& outer, const WalkDimension& inner) {
    return outer.oursStride == inner.oursStride * inner.size && outer.theirsStride == inner.theirsStride * inner.size &&
           outer.logicalStride == inner.logicalStride * inner.size;
  };
  for (size_t d = dims.size(); d-- > 0;) {
    if (!walk.dims.empty() && continues(dims[d], walk.dims.back())) {
      walk.dims.back().size *= dims[d].size;
    } else {
      walk.dims.push_back(dims[d]);
    }
  }
  if (walk.dims.empty()) walk.dims.push_back({1, 1, 1, 1});
  std::reverse(walk.dims.begin(), walk.dims.end());
  return walk;
}

// Elements compared per memcmp on contiguous runs: large enough for memcmp's speed, small enough that a run
// with one difference in it is rescanned quickly.
constexpr uint64_t kChunkElements = 4096;

// Appends to `differing` the logical index of every element whose bits differ, in the walk's order. The caller
// has checked that every offset the walk reaches is inside both buffers.
template <size_t Bytes>
void collectDifferences(std::span<const std::byte> ours, std::span<const std::byte> theirs,
                        const std::vector<WalkDimension>& dims, std::vector<uint64_t>& differing) {
  const WalkDimension inner = dims.back();
  const size_t outerRank = dims.size() - 1;
  std::vector<uint64_t> counters(outerRank, 0);
  uint64_t rowOurs = 0, rowTheirs = 0, rowLogical = 0;  // where the current row starts
  const std::byte* oursData = ours.data();
  const std::byte* theirsData = theirs.data();
  auto scan = [&](uint64_t from, uint64_t count) {
    for (uint64_t j = from; j < from + count; ++j) {
      if (std::memcmp(oursData + (rowOurs + j * inner.oursStride) * Bytes,
                      theirsData + (rowTheirs + j * inner.theirsStride) * Bytes, Bytes) != 0)
        differing.push_back(rowLogical + j * inner.logicalStride);
    }
  };
  for (;;) {
    if (inner.oursStride == 1 && inner.theirsStride == 1) {
      for (uint64_t j = 0; j < inner.size; j += kChunkElements) {
        const uint64_t count = std::min(kChunkElements, inner.size - j);
        if (std::memcmp(oursData + (rowOurs + j) * Bytes, theirsData + (rowTheirs + j) * Bytes, count * Bytes) != 0)
          scan(j, count);
      }
    } else {
      scan(0, inner.size);
    }
    // Next row: an odometer over the outer dimensions, innermost of them fastest.
    bool advanced = false;
    for (size_t d = outerRank; d-- > 0 && !advanced;) {
      const WalkDimension& dim = dims[d];
      if (++counters[d] < dim.size) {
        rowOurs += dim.oursStride;
        rowTheirs += dim.theirsStride;
        rowLogical += dim.logicalStride;
        advanced = true;
      } else {
        counters[d] = 0;
        rowOurs -= (dim.size - 1) * dim.oursStride;
        rowTheirs -= (dim.size - 1) * dim.theirsStride;
        rowLogical -= (dim.size - 1) * dim.logicalStride;
      }
    }
    if (!advanced) return;  // every counter wrapped (or there are none): that was the last row
  }
}

// Every logical index whose bits differ, ascending.
std::vector<uint64_t> differingElements(const TensorLayout& layout, std::span<const std::byte> ours,
                                        std::span<const std::byte> theirs, bool theirsIsBuffer) {
  const Walk walk = planWalk(layout, theirsIsBuffer);
  std::vector<uint64_t> differing;
  switch (layout.elementBytes) {
    case 1: collectDifferences<1>(ours, theirs, walk.dims, differing); break;
    case 2: collectDifferences<2>(ours, theirs, walk.dims, differing); break;
    case 4: collectDifferences<4>(ours, theirs, walk.dims, differing); break;
    case 8: collectDifferences<8>(ours, theirs, walk.dims, differing); break;
    default: break;  // computeLayout only accepts known types, which have these sizes
  }
  if (!walk.logicalOrder) std::sort(differing.begin(), differing.end());
  return differing;
}

bool sameShape(std::span<const uint32_t> dimensions, std::span<const uint64_t> shape) {
  return std::equal(dimensions.begin(), dimensions.end(), shape.begin(), shape.end(),
                    [](uint32_t a, uint64_t b) { return uint64_t{a} == b; });
}

std::string sizesText(std::span<const uint32_t> sizes) { return fmt::format("[{}]", fmt::join(sizes, ", ")); }

std::string shapeText(std::span<const uint32_t> sizes) {
  std::vector<uint64_t> shape(sizes.begin(), sizes.end());
  return detail::npyShapeText(shape);
}

bool isNpyName(const std::filesystem::path& file) {
  std::string extension = file.extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(), [](unsigned char c) { return std::tolower(c); });
  return extension == ".npy";
}

// A raw file (what DxDispatch's writeFile writes for any extension but .npy) as an array of `type` shaped by
// `dimensions`, or 1-D without them. Reads no more than `neededElements` elements: the rest cannot be compared.
// With dimensions, the file must hold exactly their elements, or up to 3 bytes more (DxDispatch writes the
// resource's whole buffer, rounded up to 4 bytes).
Result<NpyArray> readRawFile(const std::filesystem::path& file, const std::string& field, DataType type,
                             const std::vector<uint32_t>& dimensions, uint64_t neededElements) {
  const std::string fileText = file.string();
  std::error_code ec;
  const uint64_t size = std::filesystem::file_size(file, ec);
  if (ec) return catalogueError("compare.raw-unreadable", {field, fileText, ec.message()});
  const uint64_t bytesPerElement = elementSize(type);
  NpyArray array;
  array.header.dataType = type;
  array.header.descr = npyDescr(type);
  if (!dimensions.empty()) {
    std::optional<uint64_t> count = 1;
    for (uint32_t d : dimensions) count = count ? checkedMul(*count, d) : std::nullopt;
    const auto expected = count ? checkedMul(*count, bytesPerElement) : std::nullopt;
    if (!expected || size < *expected || size - *expected > 3) {
      return catalogueError("compare.raw-size", {field, fileText, std::to_string(size), sizesText(dimensions),
                                                 std::string(fullName(type)),
                                                 expected ? std::to_string(*expected) : std::string("2^64")});
    }
    array.header.shape.assign(dimensions.begin(), dimensions.end());
    array.header.elementCount = *count;
  } else {
    array.header.elementCount = size / bytesPerElement;
    array.header.shape = {array.header.elementCount};
  }
  const uint64_t readBytes = std::min(array.header.elementCount, neededElements) * bytesPerElement;
  std::ifstream in(file, std::ios::binary);
  array.data.resize(readBytes);
  if (!in || !in.read(reinterpret_cast<char*>(array.data.data()), static_cast<std::streamsize>(readBytes))) {
    return catalogueError("compare.raw-unreadable", {field, fileText, std::strerror(errno)});
  }
  return array;
}

// Compares output slot `k` with `target`, filling result.problem or result.differingElements and, while there
// is room, `listed`.
void compareOutput(const Session& session, uint32_t k, std::span<const Buffer> outputs,
                   const std::filesystem::path& directory, const OutputFileTarget& target, const CompareOptions& options,
                   OutputFileComparison& result, std::vector<ElementDifference>& listed, uint32_t comparisonIndex) {
  const std::string& field = result.field;
  result.file = directory / target.file;
  const std::string fileText = result.file.string();

  auto layout = computeLayout(outputTensor(session.desc, k));
  if (!layout) {
    result.problem = catalogueError("compare.layout", {field, fileText, layout.error().message});
    return;
  }
  // Never trust the buffer to be as long as the descriptor says: a short one is a problem, not a read past it.
  const std::span<const std::byte> ours = k < outputs.size() ? std::span<const std::byte>(outputs[k]) : std::span<const std::byte>();
  const auto reachedBytes = checkedMul(layout->reachedElements, layout->elementBytes);
  if (!reachedBytes || ours.size() < *reachedBytes) {
    result.problem = catalogueError("compare.output-too-short",
                                    {field, fileText, std::to_string(ours.size()),
                                     reachedBytes ? std::to_string(*reachedBytes) : std::string("2^64")});
    return;
  }

  // A resource always has a type (DxDispatch refuses one without); should none be known, the output's is the
  // only way to read the bytes (and never a division by a size of 0).
  const DataType rawType = target.rawType && elementSize(*target.rawType) != 0 ? *target.rawType : layout->dataType;
  // An output bound at an offset into its resource starts that many (whole, or the raw read rounds up) elements in.
  const uint64_t skippedElements = (target.byteOffset + elementSize(rawType) - 1) / elementSize(rawType);
  auto array = target.rawType ? readRawFile(result.file, field, rawType, target.dimensions,
                                             skippedElements + std::max(layout->elementCount, layout->reachedElements))
                              : readNpyFile(result.file, NpyTrailingData::Ignore);
  if (!array) {
    result.problem = target.rawType ? array.error() : catalogueError("compare.file-unreadable", {field, array.error().message});
    return;
  }
  const NpyHeader& header = array->header;
  if (header.dataType != layout->dataType) {
    result.problem = catalogueError("compare.file-type", {field, std::string(fullName(layout->dataType)), fileText,
                                                          numpyTypeName(header.dataType), header.descr});
    return;
  }
  const auto shapeProblem = [&] {
    return catalogueError("compare.file-shape", {field, sizesText(layout->sizes), fileText,
                                                 detail::npyShapeText(header.shape), shapeText(layout->sizes),
                                                 std::to_string(layout->reachedElements)});
  };
  // The file's bytes from where the output's buffer begins (the whole file unless bound at an offset).
  std::span<const std::byte> theirs(array->data);
  if (target.byteOffset > 0) {
    // The file holds the whole resource: the output is its buffer from the binding's offset on.
    const uint64_t available = theirs.size() > target.byteOffset ? theirs.size() - target.byteOffset : 0;
    if (available / layout->elementBytes < layout->reachedElements) {
      result.problem = catalogueError("compare.file-after-offset",
                                      {field, fileText, std::to_string(target.byteOffset), std::to_string(available),
                                       std::to_string(layout->reachedElements * layout->elementBytes)});
      return;
    }
    theirs = theirs.subspan(target.byteOffset);
    result.readAsBuffer = true;
  } else if (sameShapeAsideLeadingOnes(layout->sizes, header.shape)) {
    result.readAsBuffer = false;
  } else if ((header.shape.size() == 1 || (!target.dimensions.empty() && sameShape(target.dimensions, header.shape))) &&
             header.elementCount >= layout->reachedElements) {
    // 1-D, or the writeFile's dimensions over the resource's buffer.
    result.readAsBuffer = true;
  } else {
    result.problem = shapeProblem();
    return;
  }
  // The reader gives exactly elementCount elements of the file's shape; the walk reaches element
  // elementCount - 1 (logical) or reachedElements - 1 (buffer) of them.
  const uint64_t theirsNeeded = result.readAsBuffer ? layout->reachedElements : layout->elementCount;
  const auto theirsNeededBytes = checkedMul(theirsNeeded, layout->elementBytes);
  if (!theirsNeededBytes || theirs.size() < *theirsNeededBytes) {
    // Unreachable after the shape checks; kept so that a change there cannot turn into a read past the end.
    result.problem = shapeProblem();
    return;
  }

  result.differingElements = differingElements(*layout, ours, theirs, result.readAsBuffer);

  for (uint64_t element : result.differingElements) {
    if (listed.size() >= options.maxListed) break;
    ElementDifference difference;
    difference.output = k;
    difference.comparison = comparisonIndex;
    difference.element = element;
    difference.coords.resize(layout->rank());
    linearToCoords(element, layout->sizes, difference.coords);
    const uint64_t oursOffset = layout->offsetOfLinear(element);
    difference.ours = readElement(layout->dataType, ours, oursOffset);
    difference.theirs = readElement(layout->dataType, theirs, result.readAsBuffer ? oursOffset : element);
    listed.push_back(std::move(difference));
  }
}

}  // namespace

std::string outputFileName(const OperatorDesc& desc, uint32_t index) {
  const auto slots = outputSlots(desc);
  // Past the last slot there is no field; the name such an output of a Split would have keeps this total.
  const std::string field = index < slots.size() ? slots[index].field : fmt::format("OutputTensors[{}]", index);
  return tensorFileStem(field) + ".npy";
}

std::string modelTargetFileName(const std::string& targetPath) {
  const std::filesystem::path path(targetPath);
  const std::filesystem::path normal = path.lexically_normal();
  const bool climbs = !normal.empty() && *normal.begin() == "..";
  return path.is_absolute() || path.has_root_name() || climbs ? path.filename().string() : targetPath;
}

std::vector<std::string> modelOutputFileNames(const DxDispatchSource& source) {
  std::vector<std::string> names;
  for (const std::string& target : source.outputTargetPaths) names.push_back(target.empty() ? target : modelTargetFileName(target));
  return names;
}

std::vector<std::vector<OutputFileTarget>> modelOutputFiles(const DxDispatchSource& source) {
  std::vector<std::vector<OutputFileTarget>> files(source.outputWriteFiles.size());
  for (size_t k = 0; k < files.size(); ++k) {
    for (const DxDispatchWriteFile& w : source.outputWriteFiles[k]) {
      OutputFileTarget target{modelTargetFileName(w.targetPath), w.dimensions, std::nullopt, w.outputByteOffset};
      if (!isNpyName(w.targetPath)) target.rawType = w.resourceType;
      files[k].push_back(std::move(target));
    }
  }
  return files;
}

uint64_t OutputComparison::differenceCount() const {
  uint64_t count = 0;
  for (const OutputFileComparison& output : outputs) count += output.differingElements.size();
  return count;
}

bool OutputComparison::readable() const {
  return std::none_of(outputs.begin(), outputs.end(), [](const OutputFileComparison& o) { return o.problem.has_value(); });
}

bool OutputComparison::equal() const { return readable() && differenceCount() == 0; }

OutputComparison compareOutputsWithFiles(const Session& session, std::span<const Buffer> outputs,
                                         const std::filesystem::path& directory, const CompareOptions& options) {
  OutputComparison comparison;
  for (const TensorSlot& slot : outputSlots(session.desc)) {
    const uint32_t k = slot.index;
    std::vector<OutputFileTarget> targets;
    if (k < options.files.size()) targets = options.files[k];
    if (targets.empty()) {
      const bool named = k < options.fileNames.size() && !options.fileNames[k].empty();
      targets.push_back({named ? options.fileNames[k] : outputFileName(session.desc, k), {}, std::nullopt});
    }
    for (const OutputFileTarget& target : targets) {
      OutputFileComparison output;
      output.output = k;
      output.field = slot.field;
      const auto index = static_cast<uint32_t>(comparison.outputs.size());
      compareOutput(session, k, outputs, directory, target, options, output, comparison.firstDifferences, index);
      comparison.outputs.push_back(std::move(output));
    }
  }
  return comparison;
}

}  // namespace dmlscope
