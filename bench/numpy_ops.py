#!/usr/bin/python3
"""NumPy doing what dmlscope-cpu-bench times dmlscope doing: one operator on float32 arrays, fresh output
each call, median of several calls after warm-up. dmlscope-cpu-bench runs it with Debian's /usr/bin/python3
(python3-numpy) and reads one line per case: "<case index> <median ms>".

usage: numpy_ops.py [--repeats N] [--warmup N] CASE...
CASE is one of
  tile:SHAPE:REPEATS                      np.tile
  pad:SHAPE:PAD:constant|edge|reflect|symmetric|wrap   np.pad, PAD on every side of the last two axes
  d2s:SHAPE:BLOCK:DCR|CRD                 reshape, transpose, ascontiguousarray
  s2d:SHAPE:BLOCK:DCR|CRD                 the same, the other way (space to depth)
  join:SHAPE/SHAPE/...:AXIS               np.concatenate
  split:SHAPE:SIZES:AXIS                  np.split and a copy of each part
  pad1:SHAPE:PAD:VALUE                    np.pad of an int64 array with the int64 constant VALUE
  copy:R,C                                a.copy()
  scalebias:R,C:S:B                       a * S + B in float32 (into the product's array)
  transpose:R,C                           np.ascontiguousarray(a.T)
  reverse:R,C                             a[:, ::-1].copy()
  stride2:R,C                             a[:, ::2].copy() of an R x 2C array
  take:R,C:N                              np.take(a, N row indices, axis=0)
  gathernd:R,C:N                          a[idx[:, 0]] with N 1-tuples (advanced indexing)
  take_along:R,C                          np.take_along_axis(a, R x C indices, axis=1)
  put_along:R,C:U[:dup]                   a.copy(), then np.put_along_axis with U distinct indices per row
                                          (dup: U pseudo-random ones, repeating)
  scatternd:R,C:U[:dup]                   a.copy(), then a[idx[:, 0]] = U update rows, distinct (dup: repeating)
with SHAPE like 1,64,32,2048 and SIZES like 700,700,648. Indices are int64 (NumPy's own), made as the
benchmark's workloads make dmlscope's int32 ones (bench/workloads.cpp).
"""
import sys
import time

import numpy as np


def shape(text):
    return tuple(int(v) for v in text.split(","))


def data(dims):
    return np.arange(int(np.prod(dims)), dtype=np.float32).reshape(dims)


def depth_to_space(x, b, order):
    n, c, h, w = x.shape
    if order == "DCR":
        y = x.reshape(n, b, b, c // (b * b), h, w).transpose(0, 3, 4, 1, 5, 2)
    else:
        y = x.reshape(n, c // (b * b), b, b, h, w).transpose(0, 1, 4, 2, 5, 3)
    return np.ascontiguousarray(y).reshape(n, c // (b * b), h * b, w * b)


def space_to_depth(x, b, order):
    n, c, h, w = x.shape
    y = x.reshape(n, c, h // b, b, w // b, b)  # (n, c, h', by, w', bx)
    if order == "DCR":
        y = y.transpose(0, 3, 5, 1, 2, 4)  # channel (by, bx, c)
    else:
        y = y.transpose(0, 1, 3, 5, 2, 4)  # channel (c, by, bx)
    return np.ascontiguousarray(y).reshape(n, c * b * b, h // b, w // b)


SPREAD = 7919  # bench/workloads.cpp's kSpread: i * SPREAD mod n is distinct for i < n


def scrambled(count):
    i = np.arange(1, count + 1, dtype=np.uint64)
    x = i * np.uint64(0x9E3779B97F4A7C15)
    return x ^ (x >> np.uint64(29))


def random_indices(count, bound):
    return (scrambled(count) % np.uint64(bound)).astype(np.int64)


def operation(spec):
    """A function doing the case's work once and returning its result(s)."""
    kind, *args = spec.split(":")
    if kind == "tile":
        a, reps = data(shape(args[0])), shape(args[1])
        return lambda: np.tile(a, reps)
    if kind == "pad":
        a, pad, mode = data(shape(args[0])), int(args[1]), args[2]
        width = [(0, 0)] * (a.ndim - 2) + [(pad, pad)] * 2
        if mode == "constant":
            return lambda: np.pad(a, width, mode="constant", constant_values=2.5)
        return lambda: np.pad(a, width, mode=mode)
    if kind == "d2s":
        a, block, order = data(shape(args[0])), int(args[1]), args[2]
        return lambda: depth_to_space(a, block, order)
    if kind == "s2d":
        a, block, order = data(shape(args[0])), int(args[1]), args[2]
        return lambda: space_to_depth(a, block, order)
    if kind == "join":
        parts, axis = [data(shape(s)) for s in args[0].split("/")], int(args[1])
        return lambda: np.concatenate(parts, axis=axis)
    if kind == "split":
        a, sizes, axis = data(shape(args[0])), shape(args[1]), int(args[2])
        cuts = list(np.cumsum(sizes)[:-1])
        return lambda: [p.copy() for p in np.split(a, cuts, axis=axis)]  # a copy even where a part is contiguous
    if kind == "pad1":
        a, pad, value = data(shape(args[0])).astype(np.int64), int(args[1]), np.int64(int(args[2]))
        width = [(0, 0)] * (a.ndim - 2) + [(pad, pad)] * 2
        return lambda: np.pad(a, width, mode="constant", constant_values=value)
    if kind in ("transpose", "reverse", "take", "gathernd", "take_along", "put_along", "scatternd"):
        rows, cols = shape(args[0])
        a = data((rows, cols))
        if kind == "transpose":
            return lambda: np.ascontiguousarray(a.T)
        if kind == "reverse":
            return lambda: a[:, ::-1].copy()
        if kind == "take":
            idx = random_indices(int(args[1]), rows)
            return lambda: np.take(a, idx, axis=0)
        if kind == "gathernd":
            idx = random_indices(int(args[1]), rows).reshape(-1, 1)
            return lambda: a[idx[:, 0]]
        if kind == "take_along":
            idx = random_indices(rows * cols, cols).reshape(rows, cols)
            return lambda: np.take_along_axis(a, idx, axis=1)
        if kind == "put_along":
            per_row = int(args[1])
            if args[2:] == ["dup"]:
                idx = random_indices(rows * per_row, cols).reshape(rows, per_row)
            else:
                i = np.arange(rows * per_row, dtype=np.int64)
                idx = ((i % per_row * SPREAD + i // per_row) % cols).reshape(rows, per_row)
            updates = data((rows, per_row))

            def put_along():
                out = a.copy()
                np.put_along_axis(out, idx, updates, axis=1)
                return out
            return put_along
        count = int(args[1])
        if args[2:] == ["dup"]:
            idx = random_indices(count, rows).reshape(-1, 1)
        else:
            idx = (np.arange(count, dtype=np.int64) * SPREAD % rows).reshape(-1, 1)
        updates = data((count, cols))

        def scatter_nd():
            out = a.copy()
            out[idx[:, 0]] = updates
            return out
        return scatter_nd
    if kind == "copy":
        a = data(shape(args[0]))
        return lambda: a.copy()
    if kind == "scalebias":
        a, scale, bias = data(shape(args[0])), np.float32(args[1]), np.float32(args[2])

        def scale_bias():
            out = a * scale
            out += bias
            return out
        return scale_bias
    if kind == "stride2":
        rows, cols = shape(args[0])
        a = data((rows, 2 * cols))
        return lambda: a[:, ::2].copy()
    raise SystemExit(f"numpy_ops.py: unknown case {spec}")


def median_ms(run, repeats, warmup):
    for _ in range(warmup):
        result = run()
        del result
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
        del result  # freeing is outside the timing, as for dmlscope
    times.sort()
    return times[len(times) // 2] * 1e3


def main(argv):
    repeats, warmup, cases = 21, 5, []
    i = 0
    while i < len(argv):
        if argv[i] in ("--repeats", "--warmup"):
            value = int(argv[i + 1])
            repeats, warmup = (value, warmup) if argv[i] == "--repeats" else (repeats, value)
            i += 2
        else:
            cases.append(argv[i])
            i += 1
    print(f"numpy {np.__version__}", flush=True)
    for index, spec in enumerate(cases):
        print(f"{index} {median_ms(operation(spec), repeats, warmup):.4f}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
