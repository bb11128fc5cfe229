#!/usr/bin/python3
"""Regenerates the figures of docs/onnx.md: each is drawn by `dmlscope render MODEL.onnx --node NODE` from a
shipped model itself (resources/models), as scripts/make-figures.sh draws the other guides' figures from their
session files.

docs/figures/onnx_nodes/figures.json lists them: {"defaults": {"args": [...]}, "figures": {NAME: {"model":
PATH, "node": NAME, "args": [...]}}}. NAME.png is rendered with the defaults followed by the figure's own
arguments, and docs/figures/onnx_nodes/manifest.json records what each was made from (the model's SHA-256, the
node, the arguments, the image's SHA-256): tests/docs/tst_doc_onnx.cpp tells a stale figure by it.

Usage: /usr/bin/python3 scripts/make_onnx_figures.py
  DMLSCOPE=/path/to/dmlscope  use that binary (default: build/dev/app/dmlscope of the dev preset)
"""
import hashlib
import json
import os
import subprocess
import sys
import tempfile


def sha256(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    figures_dir = os.path.join(root, "docs", "figures", "onnx_nodes")
    dmlscope = os.environ.get("DMLSCOPE", os.path.join(root, "build", "dev", "app", "dmlscope"))
    if not os.access(dmlscope, os.X_OK):
        print(f"make_onnx_figures: {dmlscope} is not an executable dmlscope (build it, or set DMLSCOPE)",
              file=sys.stderr)
        return 2
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    runtime_dir = None
    if not env.get("XDG_RUNTIME_DIR"):  # Qt wants a private runtime directory; headless shells often have none
        runtime_dir = tempfile.TemporaryDirectory()
        env["XDG_RUNTIME_DIR"] = runtime_dir.name

    with open(os.path.join(figures_dir, "figures.json"), encoding="utf-8") as f:
        listing = json.load(f)
    defaults = listing.get("defaults", {}).get("args", [])
    version = subprocess.run([dmlscope, "--version"], capture_output=True, text=True, env=env).stdout.strip()
    records = {}
    for name, figure in listing["figures"].items():
        model = os.path.join(root, figure["model"])
        image = os.path.join(figures_dir, name + ".png")
        args = defaults + figure.get("args", [])
        node = ["--node", figure["node"]]
        # A guide's figure shows a node that translates to a valid descriptor; say why not instead of drawing.
        if subprocess.run([dmlscope, "validate", model] + node, env=env).returncode != 0:
            print(f"make_onnx_figures: {figure['model']} --node {figure['node']} does not validate", file=sys.stderr)
            return 1
        # English figures for the English guide, whatever the system language is.
        command = [dmlscope, "render", model] + node + ["--output", image] + args + ["--lang", "en"]
        print("render", figure["model"], *node, *args)
        if subprocess.run(command, env=env).returncode != 0 or not os.path.exists(image):
            print(f"make_onnx_figures: dmlscope render failed for {name}", file=sys.stderr)
            return 1
        records[name] = {"model": figure["model"], "modelSha256": sha256(model), "node": figure["node"],
                         "args": args, "image": name + ".png", "imageSha256": sha256(image)}
    manifest = {"generatedBy": "scripts/make_onnx_figures.py", "renderer": version, "figures": records}
    # Written whole, then renamed over the old one: a failed run above leaves the old record.
    path = os.path.join(figures_dir, "manifest.json")
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")
    os.replace(path + ".tmp", path)
    print(f"make_onnx_figures: {len(records)} figures rendered; docs/figures/onnx_nodes/manifest.json updated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
