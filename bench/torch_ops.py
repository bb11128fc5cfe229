#!/usr/bin/env python3
"""PyTorch doing on CUDA what dmlscope-bench's sweep times dmlscope doing, on the same card in the same run.

usage: torch_ops.py [--repetitions N] [--warmup-ms MS] [--device cuda|cpu] WORKLOADS.json|-

dmlscope-bench (bench/torch_peer.cpp) writes the sweep's workloads to a JSON file, runs this script on it before
its own sweep and reads what it prints. --device cpu times on the CPU with the host's clock: only for trying the
script where there is no CUDA; dmlscope-bench never asks for it.

Input: a JSON array of workloads, each an object with
  id      integer the answer line names
  name    the sweep's operator ("pad-reflection"), shape: its shape text (both for messages only)
  bytes   what dmlscope counts as moved: every input's buffer, the index values' included (4 bytes each, dmlscope's
          INT32), and every output's. The script counts the tensors it makes the same way (index values at 4 bytes
          whatever type PyTorch reads them in) and refuses a workload whose count differs: the shapes are the same.
  dtype   element type of the data: float32, float16 or int64
  op      and its fields (sizes are lists, outermost first):
    tile              input, repeats                      x.repeat(*repeats)
    pad               input, start, end (per dimension), mode (constant|edge|reflection|wrap), value (a string:
                      "2.5", "-9007199254740993")         torch.constant_pad_nd; F.pad replicate|reflect|circular
    depth-to-space    input (N,C,H,W), block, order (CRD|DCR)   CRD: F.pixel_shuffle; DCR: view, permute, contiguous
    space-to-depth    input, block, order                       CRD: F.pixel_unshuffle; DCR: view, permute, contiguous
    split             input, axis, sizes                  torch.split and a copy of each part (.contiguous())
    join              inputs (a list of sizes), axis      torch.cat
    transpose         input (R,C): the packed matrix read transposed   x.t().contiguous() (C,R)
    slice             input, start, step (signed), output: output[o] = input[start + step * o] per dimension
                                                          flip where a step is negative, x[a:b:s], .contiguous()
    index-select      input, axis, indices                torch.index_select (INT32 indices)
    take-rows         input (R,C), indices (count,1)      x[idx] (int64 indices)
    gather-elements   input, axis, indices                torch.gather (int64)
    scatter-elements  input, axis, indices, updates       x.scatter(axis, idx, upd): out of place, the copy of x
                                                          timed as dmlscope's output is written whole (int64)
    put-rows          input (R,C), indices (count,1), updates (count,C)   torch.index_put(x, (idx,), upd) (int64)
    unsupported       reason: PyTorch has no equivalent (symmetric padding); printed as "-"
  indices  {shape, dtype, pattern, ranges, along}: dense element i of the index tensor is, as bench/workloads.h
           makes dmlscope's (with n = len(ranges), SPREAD = 7919):
             scrambled     scrambled(i) % ranges[i % n], scrambled(i) = x ^ (x >> 29), x = (i+1) * 0x9e3779b97f4a7c15
                           mod 2^64 (pseudo-random: duplicate targets, as a real scatter has)
             spread        (i // n * SPREAD + i % n) % ranges[i % n]            (distinct tuples)
             spread-along  (i % along * SPREAD + i // along) % ranges[0]       (distinct along each line)

Output: one line, then one line per workload, flushed as it goes:
  torch VERSION, DEVICE (...)     or   skip REASON   (import torch failed, or no CUDA: nothing else follows)
  row ID US GBPS                  the median GPU time of one call in microseconds, and bytes / time in GB/s
  row ID - REASON                 PyTorch cannot express the workload
  row ID error MESSAGE            it failed (out of memory, a byte count that differs, ...)

Timing: torch.cuda.Event around each call. Per workload: one call, a probe of 3, then untimed calls for about
--warmup-ms (default 200: an idle GPU starts at low clocks), then the timed calls are queued behind a short GPU
spin (torch.cuda._sleep) so that the host's launch overhead between calls stays out of the GPU time, as
dmlscope's repetitions run in one submission; the median of --repetitions (default 10) is reported. Every call
makes its output(s) afresh, as dmlscope writes its whole output; index values and data are made once, outside
the time. Index values are computed on the device in exact int64 arithmetic (no product reaches 2^63).

Checked once (torch 1.13 on the CPU, --device cpu, no CUDA at hand): with dmlscope's own inputs substituted for
the random data, every expressible sweep workload at 1 MiB gave dmlscope's reference backend's output bit for
bit, and index_values() gave dmlscope's index values.
"""
import json
import sys
import time

SPREAD = 7919
GOLDEN = 0x9E3779B97F4A7C15


def parse_args(argv):
    options = {"repetitions": 10, "warmup_ms": 200.0, "device": "cuda", "path": None}
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("--repetitions", "--warmup-ms", "--device") and i + 1 < len(argv):
            value = argv[i + 1]
            if a == "--repetitions":
                options["repetitions"] = max(1, int(value))
            elif a == "--warmup-ms":
                options["warmup_ms"] = float(value)
            else:
                options["device"] = value
            i += 2
        elif options["path"] is None and (a == "-" or not a.startswith("-")):
            options["path"] = a
            i += 1
        else:
            raise SystemExit(f"torch_ops.py: unknown argument {a!r}\n{__doc__.splitlines()[2]}")
    if options["path"] is None:
        raise SystemExit("torch_ops.py: no workloads file (- reads standard input)")
    if options["device"] not in ("cuda", "cpu"):
        raise SystemExit(f"torch_ops.py: --device: {options['device']!r} is not cuda or cpu")
    return options


def index_values(torch, spec, count, device="cpu"):
    """The workload's index values as an int64 tensor on `device` (the recipe of the docstring), computed exactly
    in int64 without overflow (so alike on every device): scrambled()'s 64-bit words are held as 32-bit halves."""
    if count + 1 >= 2**31:
        raise ValueError(f"indices: {count} values are more than this script's arithmetic holds")
    i = torch.arange(count, dtype=torch.int64, device=device)
    ranges = torch.tensor(spec["ranges"], dtype=torch.int64, device=device)
    n = len(spec["ranges"])
    range_of_i = int(ranges[0]) if n == 1 else ranges[i % n]  # one range: no tensor as large as i
    pattern = spec["pattern"]
    if pattern == "scrambled":
        mask = 2**32 - 1
        a = i + 1  # below 2^31, so a times a 32-bit half stays below 2^63
        low_product = a * (GOLDEN & mask)
        lo = low_product & mask
        hi = ((low_product >> 32) + a * (GOLDEN >> 32)) & mask  # (a * GOLDEN) mod 2^64 = hi * 2^32 + lo
        shifted_lo = ((hi << 3) | (lo >> 29)) & mask  # x >> 29 as halves
        hi, lo = hi ^ (hi >> 29), lo ^ shifted_lo
        # x mod r = ((hi mod r) * (2^32 mod r) + lo mod r) mod r, each product below 2^62
        word = 2**32 % range_of_i if n == 1 else torch.remainder(torch.tensor(2**32, dtype=torch.int64, device=device), range_of_i)
        values = ((hi % range_of_i) * word + lo % range_of_i) % range_of_i
    elif pattern == "spread":
        values = (i // n * SPREAD + i % n) % range_of_i
    elif pattern == "spread-along":
        along = spec["along"]
        values = (i % along * SPREAD + i // along) % range_of_i
    else:
        raise ValueError(f"indices.pattern: unknown pattern {pattern!r}")
    return values


def nbytes(t):
    return t.numel() * t.element_size()  # Tensor.nbytes is newer than some torch builds


class Workload:
    """One workload made for torch: call() does the work once and returns its output(s)."""

    def __init__(self, torch, spec, device):
        self.torch = torch
        self.spec = spec
        self.device = device
        self.dtype = {"float32": torch.float32, "float16": torch.float16, "int64": torch.int64}.get(spec["dtype"])
        if self.dtype is None:
            raise ValueError(f"dtype: {spec['dtype']!r} is not float32, float16 or int64")
        self.counted = 0  # input bytes, index values at 4 bytes each
        self.call = self.make(spec["op"])

    def data(self, sizes, dtype=None):
        torch = self.torch
        dtype = dtype or self.dtype
        if dtype.is_floating_point:
            t = torch.rand(tuple(sizes), dtype=dtype, device=self.device)
        else:
            t = torch.randint(-(2**40), 2**40, tuple(sizes), dtype=dtype, device=self.device)
        self.counted += nbytes(t)
        return t

    def indices(self, dtype):
        spec = self.spec["indices"]
        count = 1
        for v in spec["shape"]:
            count *= v
        values = index_values(self.torch, spec, count, self.device)
        self.counted += 4 * count  # dmlscope's INT32 indices
        return values.to(device=self.device, dtype=dtype).reshape(spec["shape"])

    def fresh(self, y, *sources):
        """y as a tensor of its own: a copy where it is still a view of an input."""
        def storage(t):  # untyped_storage from torch 2.0, storage before
            return t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()

        shared = any(storage(y).data_ptr() == storage(s).data_ptr() for s in sources)
        if shared:
            return y.clone(memory_format=self.torch.contiguous_format) if y.is_contiguous() else y.contiguous()
        return y.contiguous()

    def make(self, op):
        torch = self.torch
        F = torch.nn.functional
        s = self.spec
        if op == "tile":
            x = self.data(s["input"])
            reps = tuple(s["repeats"])
            return lambda: x.repeat(*reps)
        if op == "pad":
            x = self.data(s["input"])
            rank = len(s["input"])
            pads = []
            for k in reversed(range(rank)):  # F.pad's order: last dimension first, (before, after)
                pads += [s["start"][k], s["end"][k]]
            while len(pads) > 2 and pads[-1] == 0 and pads[-2] == 0:
                pads = pads[:-2]  # leading dimensions without padding
            if s["mode"] == "constant":
                value = int(s["value"]) if not self.dtype.is_floating_point else float(s["value"])
                return lambda: torch.constant_pad_nd(x, pads, value)
            mode = {"edge": "replicate", "reflection": "reflect", "wrap": "circular"}[s["mode"]]
            padded = len(pads) // 2
            # F.pad's other modes pad 1 to 3 trailing dimensions of an (N, C, ...) tensor (torch 2 also takes
            # (C, ...)): leading 1s as N and C, dropped again from the output (views, no copy).
            lead = max(0, padded + 2 - rank)
            shaped = x.reshape((1,) * lead + tuple(x.shape))
            return lambda: (lambda y: y.reshape(y.shape[lead:]))(F.pad(shaped, pads, mode=mode))
        if op in ("depth-to-space", "space-to-depth"):
            x = self.data(s["input"])
            b = s["block"]
            n, c, h, w = s["input"]
            if op == "depth-to-space":
                if s["order"] == "CRD":
                    return lambda: F.pixel_shuffle(x, b)
                return lambda: x.view(n, b, b, c // (b * b), h, w).permute(0, 3, 4, 1, 5, 2).contiguous().view(
                    n, c // (b * b), h * b, w * b)
            if s["order"] == "CRD":
                return lambda: F.pixel_unshuffle(x, b)
            # (n, c, h', by, w', bx) -> channels (by, bx, c)
            return lambda: x.view(n, c, h // b, b, w // b, b).permute(0, 3, 5, 1, 2, 4).contiguous().view(
                n, c * b * b, h // b, w // b)
        if op == "split":
            x = self.data(s["input"])
            sizes, axis = list(s["sizes"]), s["axis"]
            return lambda: [self.fresh(p, x) for p in torch.split(x, sizes, dim=axis)]
        if op == "join":
            parts = [self.data(sizes) for sizes in s["inputs"]]
            axis = s["axis"]
            return lambda: torch.cat(parts, dim=axis)
        if op == "transpose":
            x = self.data(s["input"])
            return lambda: x.t().contiguous()
        if op == "slice":
            x = self.data(s["input"])
            backward = [k for k, step in enumerate(s["step"]) if step < 0]
            window = []
            for k, (start, step, count) in enumerate(zip(s["start"], s["step"], s["output"])):
                if step < 0:  # in the flipped input, element start - |step| * o is (size - 1 - start) + |step| * o
                    start, step = s["input"][k] - 1 - start, -step
                window.append(slice(start, start + (count - 1) * step + 1, step))
            window = tuple(window)
            if backward:
                return lambda: x.flip(backward)[window].contiguous()
            return lambda: self.fresh(x[window], x)
        if op == "index-select":
            x = self.data(s["input"])
            idx = self.indices(torch.int32).flatten()
            axis = s["axis"]
            return lambda: torch.index_select(x, axis, idx)
        if op == "take-rows":
            x = self.data(s["input"])
            idx = self.indices(torch.int64).flatten()
            return lambda: x[idx]
        if op == "gather-elements":
            x = self.data(s["input"])
            idx = self.indices(torch.int64)
            axis = s["axis"]
            return lambda: torch.gather(x, axis, idx)
        if op == "scatter-elements":
            x = self.data(s["input"])
            idx = self.indices(torch.int64)
            upd = self.data(s["updates"])
            axis = s["axis"]
            return lambda: torch.scatter(x, axis, idx, upd)
        if op == "put-rows":
            x = self.data(s["input"])
            idx = self.indices(torch.int64).flatten()
            upd = self.data(s["updates"])
            return lambda: torch.index_put(x, (idx,), upd)
        raise ValueError(f"op: unknown op {op!r}")

    def output_bytes(self):
        out = self.call()
        outputs = out if isinstance(out, (list, tuple)) else [out]
        return sum(nbytes(t) for t in outputs)


def median(values):
    return sorted(values)[len(values) // 2]  # the upper middle, as dmlscope-bench's median


def time_cuda(torch, call, repetitions, warmup_ms):
    """The median GPU time of one call in microseconds."""
    def timed(count):
        events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(count)]
        if hasattr(torch.cuda, "_sleep"):
            torch.cuda._sleep(20_000_000)  # ~10 ms of GPU spin while the host queues the calls
        for start, end in events:
            start.record()
            call()
            end.record()
        torch.cuda.synchronize()
        return [start.elapsed_time(end) * 1e3 for start, end in events]

    one = max(median(timed(3)), 1.0)
    for _ in range(int(min(max(warmup_ms * 1e3 / one, 3), 20000))):
        call()
    return median(timed(repetitions))


def time_host(call, repetitions, warmup_ms):
    def once():
        start = time.perf_counter()
        call()
        return (time.perf_counter() - start) * 1e6

    one = max(median([once() for _ in range(3)]), 1.0)
    for _ in range(int(min(max(warmup_ms * 1e3 / one, 3), 20000))):
        call()
    return median([once() for _ in range(repetitions)])


def first_line(error):
    text = f"{type(error).__name__}: {error}".strip()
    return text.splitlines()[0] if text else type(error).__name__


def main(argv):
    options = parse_args(argv)
    with (sys.stdin if options["path"] == "-" else open(options["path"])) as f:
        workloads = json.load(f)
    try:
        import torch
    except Exception as error:  # noqa: BLE001: any failure to import means no peer
        print(f"skip import torch failed ({first_line(error)})", flush=True)
        return 0
    cuda = options["device"] == "cuda"
    if cuda and not torch.cuda.is_available():
        print(f"skip torch {torch.__version__} has no CUDA device", flush=True)
        return 0
    device = torch.device(options["device"])
    where = torch.cuda.get_device_name(device) if cuda else "the CPU (testing: host clock)"
    print(f"torch {torch.__version__}, {where} (bench/torch_ops.py: "
          f"{'CUDA events' if cuda else 'perf_counter'}, median of {options['repetitions']})", flush=True)
    for spec in workloads:
        ident = spec["id"]
        if spec["op"] == "unsupported":
            print(f"row {ident} - {spec.get('reason', 'PyTorch has no equivalent')}", flush=True)
            continue
        try:
            with torch.no_grad():
                work = Workload(torch, spec, device)
                moved = work.counted + work.output_bytes()
                if moved != spec["bytes"]:
                    raise ValueError(f"the script's tensors hold {moved} bytes, dmlscope's {spec['bytes']}")
                if cuda:
                    us = time_cuda(torch, work.call, options["repetitions"], options["warmup_ms"])
                else:
                    us = time_host(work.call, options["repetitions"], options["warmup_ms"])
            print(f"row {ident} {us:.3f} {moved / (us * 1e3):.1f}", flush=True)
        except Exception as error:  # noqa: BLE001: one workload's failure (out of memory, ...) ends only its row
            print(f"row {ident} error {first_line(error)}", flush=True)
        finally:
            work = None
            if cuda:
                torch.cuda.empty_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
