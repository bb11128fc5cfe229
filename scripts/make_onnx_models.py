#!/usr/bin/python3
"""Writes the small ONNX models dmlscope ships in resources/models/, with ONNX's own Python helpers.

Each model is a piece of a real network around a data-movement node, so a person can open it, pick the node
and see the DirectML operator ONNX Runtime's DirectML provider runs for it (docs/onnx.md walks through them):

  sr_tail.onnx      a super-resolution tail: a 1x1 Conv makes 4 channels, DepthToSpace (CRD, blocksize 2)
                    shuffles them into a 2x larger image ("pixel shuffle")
  pad_conv.onnx     a Pad (opset 13, constant mode, pads and constant_value as initializers) before a 3x3 Conv
  token_path.onnx   a token path: Gather picks embedding rows by an int64 index initializer, Slice keeps
                    every other column (starts/ends/axes/steps initializers, an end past the edge and a
                    negative axis), Concat puts a class token (a graph input) in front

Every value is fixed and the producer name and version are pinned, so the bytes are the same on every run:
tests/onnx/tst_onnx_shipped_models.cpp regenerates them into a temporary folder and requires the committed
files to be identical. Never hand-edit the .onnx files; change this script and rerun it.

Usage: /usr/bin/python3 scripts/make_onnx_models.py [--output DIR]   (default: resources/models)
Needs Debian's python3-onnx (and NumPy).
"""
import argparse
import os
import sys

import numpy as np
import onnx
import onnx.helper as oh
import onnx.numpy_helper as onh

OPSET = 13
# IR version 7 goes with opset 13 (ONNX 1.8); pinned so a newer onnx package writes the same header.
IR_VERSION = 7
PRODUCER = "dmlscope scripts/make_onnx_models.py"
PRODUCER_VERSION = "1"


def model(graph, doc):
    m = oh.make_model(graph, opset_imports=[oh.make_opsetid("", OPSET)], producer_name=PRODUCER,
                      producer_version=PRODUCER_VERSION, doc_string=doc)
    m.ir_version = IR_VERSION
    onnx.checker.check_model(m)
    return m


def tensor(name, values, dtype):
    return onh.from_array(np.array(values, dtype=dtype), name)


def sr_tail():
    # Conv 1x1 with 4 output channels: channel k = (k + 1) * pixel, so DepthToSpace's output shows which
    # channel each pixel came from. Bias 0.
    weight = tensor("conv_weight", np.arange(1, 5, dtype=np.float32).reshape(4, 1, 1, 1), np.float32)
    bias = tensor("conv_bias", [0, 0, 0, 0], np.float32)
    conv = oh.make_node("Conv", ["image", "conv_weight", "conv_bias"], ["features"], name="upscale_conv",
                        kernel_shape=[1, 1])
    shuffle = oh.make_node("DepthToSpace", ["features"], ["upscaled"], name="pixel_shuffle", blocksize=2,
                           mode="CRD")
    graph = oh.make_graph(
        [conv, shuffle], "sr_tail",
        [oh.make_tensor_value_info("image", onnx.TensorProto.FLOAT, [1, 1, 3, 3])],
        [oh.make_tensor_value_info("upscaled", onnx.TensorProto.FLOAT, [1, 1, 6, 6])],
        initializer=[weight, bias])
    return model(graph, "Super-resolution tail: Conv to 4 channels, DepthToSpace (CRD, blocksize 2).")


def pad_conv():
    # pads = [x1_begin, x2_begin, x3_begin, x4_begin, x1_end, ...]: 1 row on top, 2 columns on the left,
    # 1 column on the right; the constant -1 so the padding stands out from the image.
    pads = tensor("pads", [0, 0, 1, 2, 0, 0, 0, 1], np.int64)
    value = tensor("pad_value", np.float32(-1), np.float32)
    weight = tensor("blur_weight", np.full((1, 1, 3, 3), 1.0 / 8.0, dtype=np.float32), np.float32)
    pad = oh.make_node("Pad", ["image", "pads", "pad_value"], ["padded"], name="border_pad", mode="constant")
    conv = oh.make_node("Conv", ["padded", "blur_weight"], ["blurred"], name="blur_conv", kernel_shape=[3, 3])
    graph = oh.make_graph(
        [pad, conv], "pad_conv",
        [oh.make_tensor_value_info("image", onnx.TensorProto.FLOAT, [1, 1, 3, 3])],
        [oh.make_tensor_value_info("blurred", onnx.TensorProto.FLOAT, [1, 1, 2, 4])],
        initializer=[pads, value, weight])
    return model(graph, "A Pad (constant -1, pads as an initializer) before a 3x3 Conv.")


def token_path():
    # Row r of the table holds 10 r + c in column c, so every gathered value names its row and column.
    table = tensor("embedding_table", [[10 * r + c for c in range(4)] for r in range(6)], np.float32)
    token_ids = tensor("token_ids", [4, 0, 2], np.int64)
    starts = tensor("slice_starts", [1], np.int64)
    ends = tensor("slice_ends", [1000], np.int64)  # past the edge: clamped to 4
    axes = tensor("slice_axes", [-1], np.int64)  # the last axis, counted from the end
    steps = tensor("slice_steps", [2], np.int64)
    gather = oh.make_node("Gather", ["embedding_table", "token_ids"], ["embeddings"], name="embed_tokens", axis=0)
    slice_ = oh.make_node("Slice", ["embeddings", "slice_starts", "slice_ends", "slice_axes", "slice_steps"],
                          ["features"], name="take_odd_columns")
    concat = oh.make_node("Concat", ["class_token", "features"], ["sequence"], name="prepend_class_token", axis=0)
    graph = oh.make_graph(
        [gather, slice_, concat], "token_path",
        [oh.make_tensor_value_info("class_token", onnx.TensorProto.FLOAT, [1, 2])],
        [oh.make_tensor_value_info("sequence", onnx.TensorProto.FLOAT, [4, 2])],
        initializer=[table, token_ids, starts, ends, axes, steps])
    return model(graph, "Token path: Gather embedding rows, Slice every other column, Concat a class token.")


MODELS = {"sr_tail.onnx": sr_tail, "pad_conv.onnx": pad_conv, "token_path.onnx": token_path}


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description="Write dmlscope's shipped ONNX models.")
    parser.add_argument("--output", default=os.path.join(root, "resources", "models"),
                        help="folder to write the .onnx files to (default: resources/models)")
    args = parser.parse_args()
    os.makedirs(args.output, exist_ok=True)
    for name, make in MODELS.items():
        path = os.path.join(args.output, name)
        with open(path, "wb") as f:
            f.write(make().SerializeToString(deterministic=True))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
