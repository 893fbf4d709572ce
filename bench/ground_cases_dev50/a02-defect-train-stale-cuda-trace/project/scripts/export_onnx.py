"""Export best.pt to ONNX and check it against PyTorch on one random batch."""
from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import onnxruntime as ort
import torch

from defect.checkpoint import load_weights
from defect.model import build_model


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkpoint", type=Path)
    parser.add_argument("--out", type=Path, default=Path("model.onnx"))
    args = parser.parse_args()
    state = torch.load(args.checkpoint, map_location="cpu", weights_only=False)
    cfg = state["config"]
    model = build_model(cfg["model"], num_classes=len(cfg["data"]["classes"]))
    load_weights(args.checkpoint, model)
    model.eval()
    x = torch.randn(2, 3, cfg["data"]["image_size"], cfg["data"]["image_size"])
    torch.onnx.export(model, x, args.out, input_names=["images"], output_names=["logits"],
                      dynamic_axes={"images": {0: "batch"}, "logits": {0: "batch"}}, opset_version=17)
    expected = model(x).detach().numpy()
    got = ort.InferenceSession(str(args.out)).run(None, {"images": x.numpy()})[0]
    np.testing.assert_allclose(expected, got, rtol=1e-3, atol=1e-4)
    print(f"exported {args.out}")


if __name__ == "__main__":
    main()
