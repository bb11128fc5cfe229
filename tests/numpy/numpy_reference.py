#!/usr/bin/python3
"""NumPy's answer for dmlscope sessions: the second implementation tst_numpy_differential compares the CPU
reference, the fast CPU path and the GPU with. It knows DirectML's operators only through NumPy's own idioms
(np.tile, np.pad, reshape and transpose, np.split, np.concatenate, ...), never through dmlscope's code.

usage: numpy_reference.py CASES_JSON

CASES_JSON is a list of cases, each
  {"operator": "DML_OPERATOR_TILE", "desc": {...the session file's desc, DirectML field names...},
   "inputs":  [{"file": "c0_in0.bin", "elementBytes": 4, "type": "FLOAT32", "sizes": [...], "strides": [...]}],
   "outputs": [{"file": "c0_out0.bin", "sizes": [...]}]}
Input files hold a tensor's whole buffer; each input is seen through its sizes and strides (in elements) with
as_strided, its elements as unsigned integers of their width, so that every operator moves bits. Each output is
written row-major to its file. Paths are relative to CASES_JSON's folder. Exit status 0; a case NumPy cannot
compute is reported on stderr and fails the run.
"""
import json
import math
import os
import sys

import numpy as np
from numpy.lib.stride_tricks import as_strided

UNSIGNED = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def short(name, prefix):
    return name[len(prefix):] if name.startswith(prefix) else name


def value_bits(value, type_name, element_bytes):
    """The bits a FLOAT value has in the tensor's data type: floats rounded to nearest, integers truncated
    toward zero and saturated, NaN as 0 (DirectML's conversion of a FLOAT padding value)."""
    v = float(value)
    t = short(type_name, "DML_TENSOR_DATA_TYPE_")
    if t in ("FLOAT32", "FLOAT16", "FLOAT64"):
        dtype = {"FLOAT32": np.float32, "FLOAT16": np.float16, "FLOAT64": np.float64}[t]
        with np.errstate(over="ignore"):
            return np.array(np.float32(v), dtype=dtype).view(UNSIGNED[element_bytes])[()]
    bits = 8 * element_bytes
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if t.startswith("INT") else (0, (1 << bits) - 1)
    v = float(np.float32(v))  # the descriptor's FLOAT
    if math.isnan(v):
        i = 0
    elif math.isinf(v):
        i = hi if v > 0 else lo
    else:
        i = min(max(math.trunc(v), lo), hi)
    return np.array(i & ((1 << bits) - 1), dtype=UNSIGNED[element_bytes])[()]


def tile(desc, inputs, outputs):
    return [np.tile(inputs[0], desc["Repeats"])]


def padding(desc, inputs, outputs):
    x = inputs[0]
    width = list(zip(desc["StartPadding"], desc["EndPadding"]))
    mode = short(desc["PaddingMode"], "DML_PADDING_MODE_")
    if mode == "CONSTANT":
        t = desc["InputTensor"]["DataType"]
        fill = value_bits(desc.get("PaddingValue", 0), t, x.dtype.itemsize)
        return [np.pad(x, width, mode="constant", constant_values=fill)]
    return [pad_repeating(x, width, mode)]


def pad_repeating(x, width, mode):
    """np.pad's edge, reflect, symmetric and wrap modes. WRAP repeats the input as many times as the pads need,
    however much wider than the dimension they are: np.pad(mode="wrap") does so from NumPy 2.0 on (its release
    notes: "pads with strict multiples of the original data"); before 2.0 it repeats wrongly where both sides of a
    dimension are padded and one pad is wider than the dimension (np.pad(np.arange(2), (3, 1), mode="wrap") gives
    [0 0 1 0 1 0], not [1 0 1 0 1 0]), so a dimension with a pad wider than it is indexed by np.take(mode="wrap")
    instead: positions -start .. n + end - 1, taken mod n."""
    if mode != "WRAP":
        return np.pad(x, width, mode={"EDGE": "edge", "REFLECTION": "reflect", "SYMMETRIC": "symmetric"}[mode])
    wraps_whole = np.lib.NumpyVersion(np.__version__) >= "2.0.0"
    for axis, (start, end) in enumerate(width):
        n = x.shape[axis]
        if wraps_whole or (start <= n and end <= n):
            x = np.pad(x, [(start, end) if k == axis else (0, 0) for k in range(x.ndim)], mode="wrap")
        else:
            x = np.take(x, np.arange(-start, n + end), axis=axis, mode="wrap")
    return x

FLOATS = {"FLOAT32": np.float32, "FLOAT16": np.float16, "FLOAT64": np.float64}
INTEGERS = {"INT8": np.int8, "INT16": np.int16, "INT32": np.int32, "INT64": np.int64,
            "UINT8": np.uint8, "UINT16": np.uint16, "UINT32": np.uint32, "UINT64": np.uint64}


def typed_value_bits(desc, case, element_bytes):
    """The bits of Padding1's PaddingValue, read as PaddingValueDataType: a JSON number or a string (a 64-bit
    integer beyond 2^53, or a float's "nan", "inf", "-inf"). No JSON number says a NaN's payload, so for "nan"
    the case's scalarBits (the descriptor's own bits) give it."""
    t = short(desc["PaddingValueDataType"], "DML_TENSOR_DATA_TYPE_")
    value = desc.get("PaddingValue", 0)
    unsigned = UNSIGNED[element_bytes]
    if t in FLOATS:
        if value == "nan":
            return unsigned(case["scalarBits"]["PaddingValue"])
        return np.array(float(value), dtype=FLOATS[t]).view(unsigned)[()]
    # int(), not float(): Python integers are exact, and the string form exists for values beyond 2^53.
    return np.array(int(value), dtype=INTEGERS[t]).view(unsigned)[()]


def padding1(desc, inputs, outputs, case):
    x = inputs[0]
    width = list(zip(desc["StartPadding"], desc["EndPadding"]))
    mode = short(desc["PaddingMode"], "DML_PADDING_MODE_")
    if mode == "CONSTANT":
        fill = typed_value_bits(desc, case, x.dtype.itemsize)
        return [np.pad(x, width, mode="constant", constant_values=fill)]
    return [pad_repeating(x, width, mode)]


def order_of(desc):
    """DEPTH_TO_SPACE1's and SPACE_TO_DEPTH1's Order; the first versions have none and are DEPTH_COLUMN_ROW."""
    return short(desc.get("Order", "DEPTH_COLUMN_ROW"), "DML_DEPTH_SPACE_ORDER_")


def depth_to_space(desc, inputs, outputs):
    x = inputs[0]
    b = desc["BlockSize"]
    n, c, h, w = x.shape
    oc = c // (b * b)
    if order_of(desc) == "DEPTH_COLUMN_ROW":
        y = x.reshape(n, b, b, oc, h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        y = x.reshape(n, oc, b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return [y.reshape(n, oc, h * b, w * b)]


def space_to_depth(desc, inputs, outputs):
    """The inverse of depth_to_space: each B x B block of pixels split off as two axes, moved in front of the
    channel (DEPTH_COLUMN_ROW) or behind it (COLUMN_ROW_DEPTH)."""
    x = inputs[0]
    b = desc["BlockSize"]
    n, c, h, w = x.shape
    y = x.reshape(n, c, h // b, b, w // b, b)  # (n, c, h', by, w', bx)
    if order_of(desc) == "DEPTH_COLUMN_ROW":
        y = y.transpose(0, 3, 5, 1, 2, 4)  # channel = (by, bx, c)
    else:
        y = y.transpose(0, 1, 3, 5, 2, 4)  # channel = (c, by, bx)
    return [y.reshape(n, c * b * b, h // b, w // b)]


def split(desc, inputs, outputs):
    axis = desc["Axis"]
    cuts = np.cumsum([o["sizes"][axis] for o in outputs])[:-1]
    return np.split(inputs[0], cuts, axis=axis)


def join(desc, inputs, outputs):
    return [np.concatenate(inputs, axis=desc["Axis"])]


def element_wise_identity(desc, inputs, outputs, specs):
    """The input is already np.lib.stride_tricks.as_strided over its buffer: the identity is its copy, and with a
    ScaleBias ({"Scale": s, "Bias": b}; absent or null is none) each element becomes x * s + b."""
    copy = np.array(inputs[0], copy=True)
    terms = desc.get("ScaleBias")
    if terms is None:
        return [copy]
    return [scale_bias(copy, short(specs[0]["type"], "DML_TENSOR_DATA_TYPE_"), terms)]


def first_nan_kept(first, result):
    """`result` of an operation on `first` and another float32, but where `first` is a NaN that NaN, quieted.
    IEEE 754 leaves open whose NaN a multiplication or an addition of two NaNs gives; x86's SSE (which the CPU
    backends and lavapipe's shaders compile to) gives the first operand's, quieted, and so the element's payload
    survives x * Scale + Bias. NumPy's array-by-scalar loops put the scalar first instead, so this is said here."""
    quieted = (first.view(np.uint32) | np.uint32(0x00400000)).view(np.float32)
    return np.where(np.isnan(first), quieted, result)


def scale_bias(bits, type_name, terms):
    """DML_SCALE_BIAS on every element of `bits` (the elements as unsigned integers of their width) of type
    `type_name`, in FLOAT32 throughout: the element read as float32 (a float16 widened exactly, an integer rounded
    to the nearest float32), x * Scale rounded to float32, then + Bias rounded to float32 (two roundings, no fused
    multiply-add: both are float32 array operations, never float64), written back in the element's type: float16
    rounded to nearest even (inf beyond its range), an integer truncated toward zero and saturated, NaN as 0."""
    if type_name in ("FLOAT32", "FLOAT16"):
        x = bits.view(FLOATS[type_name]).astype(np.float32)
    else:
        x = bits.view(INTEGERS[type_name]).astype(np.float32)  # NumPy's int -> float32 cast rounds to nearest
    scale, bias = np.float32(float(terms["Scale"])), np.float32(float(terms["Bias"]))  # float("nan"), "inf", "-inf"
    with np.errstate(all="ignore"):
        product = first_nan_kept(x, np.multiply(x, scale, dtype=np.float32))
        result = first_nan_kept(product, np.add(product, bias, dtype=np.float32))
        if type_name in FLOATS:
            return result.astype(FLOATS[type_name]).view(bits.dtype)
        integer = INTEGERS[type_name]
        info = np.iinfo(integer)
        # In float64, where every bound of a type up to 32 bits is exact (float32's 2^31 - 1 would be 2^31).
        wide = np.trunc(result.astype(np.float64))
        wide = np.where(np.isnan(wide), 0.0, np.clip(wide, float(info.min), float(info.max)))
        return wide.astype(integer).view(bits.dtype)


def slice1(desc, inputs, outputs):
    """Basic slicing x[start:stop:step] per dimension: a negative step starts at the window's last element."""
    index = []
    for offset, size, step, n in zip(desc["InputWindowOffsets"], desc["InputWindowSizes"],
                                     desc["InputWindowStrides"], outputs[0]["sizes"]):
        if step > 0:
            window = slice(offset, offset + size, step)
        else:
            window = slice(offset + size - 1, offset - 1 if offset > 0 else None, step)
        index.append(window)
    y = inputs[0][tuple(index)]
    return [y[tuple(slice(0, n) for n in outputs[0]["sizes"])]]


def slice_(desc, inputs, outputs):
    """x[offset:offset + (size - 1) * stride + 1:stride]; a stride of 0 repeats the offset's element."""
    x = inputs[0]
    index = [slice(o, o + 1) if s == 0 else slice(o, o + (n - 1) * s + 1, s)
             for o, n, s in zip(desc["Offsets"], desc["Sizes"], desc["Strides"])]
    y = x[tuple(index)]
    for axis, (n, s) in enumerate(zip(desc["Sizes"], desc["Strides"])):
        if s == 0:
            y = np.repeat(y, n, axis=axis)
    return [y]


def positions(spec, indices, size):
    """IndicesTensor's values as positions along a dimension of `size`: a signed type counts negative values from
    the end; a value still outside the dimension is clipped into it (dmlscope's choice for what DirectML leaves
    undefined, the GATHER page's "clamped safely")."""
    if short(spec["type"], "DML_TENSOR_DATA_TYPE_").startswith("INT"):
        v = indices.view({4: np.int32, 8: np.int64}[indices.itemsize]).astype(np.int64)
        v = np.where(v < 0, v + size, v)
    else:
        v = np.minimum(indices.astype(np.uint64), np.uint64(size)).astype(np.int64)
    return np.clip(v, 0, size - 1)


def gather(desc, inputs, outputs, specs):
    """np.take along Axis with the indices' last IndexDimensions dimensions, then right-aligned to the rank."""
    x, axis, q = inputs[0], desc["Axis"], desc["IndexDimensions"]
    index = positions(specs[1], inputs[1], x.shape[axis])
    index = index.reshape(index.shape[index.ndim - q:])
    return [np.take(x, index, axis=axis).reshape(outputs[0]["sizes"])]


def gather_elements(desc, inputs, outputs, specs):
    axis = desc["Axis"]
    return [np.take_along_axis(inputs[0], positions(specs[1], inputs[1], inputs[0].shape[axis]), axis=axis)]


def scatter(desc, inputs, outputs, specs):
    """np.put_along_axis into a copy of the input; a repeated index keeps the later update, as NumPy assigns."""
    axis = desc["Axis"]
    y = np.array(inputs[0], copy=True)
    np.put_along_axis(y, positions(specs[1], inputs[1], y.shape[axis]), inputs[2], axis=axis)
    return [y]


def gather_nd1(desc, inputs, outputs, specs):
    """Advanced indexing: the meaningful dimensions of both tensors, batch grids in front of the tuple's positions."""
    x, ind = inputs[0], inputs[1]
    r, b = x.ndim, desc.get("BatchDimensionCount", 0)  # GATHER_ND, the first version, has no batches
    xm = x.reshape(x.shape[r - desc["InputDimensionCount"]:])
    im = ind.reshape(ind.shape[r - desc["IndicesDimensionCount"]:])
    batch, array = im.shape[:b], im.shape[b:-1]
    grids = [np.arange(batch[k]).reshape((1,) * k + (batch[k],) + (1,) * (b - k - 1 + len(array))) for k in range(b)]
    tuple_positions = [positions(specs[1], im[..., t], xm.shape[b + t]) for t in range(im.shape[-1])]
    return [xm[tuple(grids + tuple_positions)].reshape(outputs[0]["sizes"])]


def scatter_nd(desc, inputs, outputs, specs):
    """Advanced-index assignment into a copy of the input; a repeated tuple keeps the later update, as NumPy assigns."""
    x, ind = inputs[0], inputs[1]
    r = x.ndim
    y = np.array(x, copy=True)
    ym = y.reshape(y.shape[r - desc["InputDimensionCount"]:])  # a view: y is contiguous
    im = ind.reshape(ind.shape[r - desc["IndicesDimensionCount"]:])
    t_count = im.shape[-1]
    # Contiguous index and value arrays: NumPy then assigns in row-major order, so a repeated tuple keeps the
    # later update (with strided ones it may iterate in memory order instead).
    tuple_positions = tuple(np.ascontiguousarray(positions(specs[1], im[..., t], ym.shape[t])) for t in range(t_count))
    ym[tuple_positions] = np.ascontiguousarray(inputs[2].reshape(im.shape[:-1] + ym.shape[t_count:]))
    return [y]


# DirectML's operator name -> (desc, inputs, outputs) -> the outputs as arrays of the outputs' sizes.
OPERATORS = {
    "DML_OPERATOR_TILE": tile,
    "DML_OPERATOR_PADDING": padding,
    "DML_OPERATOR_DEPTH_TO_SPACE1": depth_to_space,
    "DML_OPERATOR_DEPTH_TO_SPACE": depth_to_space,
    "DML_OPERATOR_SPLIT": split,
    "DML_OPERATOR_JOIN": join,
    "DML_OPERATOR_PADDING1": lambda desc, inputs, outputs: padding1(desc, inputs, outputs, CURRENT_CASE),
    "DML_OPERATOR_ELEMENT_WISE_IDENTITY": lambda desc, inputs, outputs: element_wise_identity(desc, inputs, outputs, CURRENT_CASE["inputs"]),
    "DML_OPERATOR_SLICE1": slice1,
    "DML_OPERATOR_SLICE": slice_,
    "DML_OPERATOR_SPACE_TO_DEPTH1": space_to_depth,
    "DML_OPERATOR_SPACE_TO_DEPTH": space_to_depth,
    "DML_OPERATOR_GATHER": lambda desc, inputs, outputs: gather(desc, inputs, outputs, CURRENT_CASE["inputs"]),
    "DML_OPERATOR_GATHER_ELEMENTS": lambda desc, inputs, outputs: gather_elements(desc, inputs, outputs, CURRENT_CASE["inputs"]),
    "DML_OPERATOR_SCATTER": lambda desc, inputs, outputs: scatter(desc, inputs, outputs, CURRENT_CASE["inputs"]),
    "DML_OPERATOR_GATHER_ND1": lambda desc, inputs, outputs: gather_nd1(desc, inputs, outputs, CURRENT_CASE["inputs"]),
    "DML_OPERATOR_GATHER_ND": lambda desc, inputs, outputs: gather_nd1(desc, inputs, outputs, CURRENT_CASE["inputs"]),
    "DML_OPERATOR_SCATTER_ND": lambda desc, inputs, outputs: scatter_nd(desc, inputs, outputs, CURRENT_CASE["inputs"]),
}

CURRENT_CASE = {}  # the case being computed, for what its desc cannot say (a NaN padding value's payload)


def strided_input(folder, spec):
    dtype = UNSIGNED[spec["elementBytes"]]
    raw = np.fromfile(os.path.join(folder, spec["file"]), dtype=np.uint8)
    buffer = raw[: len(raw) // spec["elementBytes"] * spec["elementBytes"]].view(dtype)
    item = buffer.itemsize
    return as_strided(buffer, shape=tuple(spec["sizes"]), strides=tuple(s * item for s in spec["strides"]),
                      writeable=False)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    folder = os.path.dirname(os.path.abspath(path))
    with open(path) as f:
        cases = json.load(f)
    failed = 0
    for index, case in enumerate(cases):
        try:
            CURRENT_CASE.clear()
            CURRENT_CASE.update(case)
            inputs = [strided_input(folder, spec) for spec in case["inputs"]]
            results = OPERATORS[case["operator"]](case["desc"], inputs, case["outputs"])
            for spec, result in zip(case["outputs"], results, strict=True):
                if list(result.shape) != spec["sizes"]:
                    raise ValueError(f"NumPy's output has shape {list(result.shape)}, the session {spec['sizes']}")
                np.ascontiguousarray(result).tofile(os.path.join(folder, spec["file"]))
        except Exception as e:  # one line per case NumPy cannot compute; the test names the case
            failed += 1
            print(f"case {index} ({case['operator']}): {type(e).__name__}: {e}", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
