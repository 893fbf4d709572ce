"""Weekly batch forecast: python -m forecast.score_batch --out forecasts/2025-W42.parquet"""
from __future__ import annotations

import argparse
import re
from pathlib import Path

import lightning as L
import pandas as pd
import torch
import yaml

from forecast.datamodule import SalesDataModule
from forecast.model import DemandMLP


def best_checkpoint(folder: Path = Path("checkpoints")) -> Path:
    """The checkpoint with the lowest val_mape in its file name (ModelCheckpoint names them demand-…-val_mape=X.ckpt)."""
    scored = []
    for path in folder.glob("demand-*.ckpt"):
        m = re.search(r"val_mape=([0-9.]+)\.ckpt$", path.name)
        if m:
            scored.append((float(m.group(1)), path))
    if not scored:
        raise SystemExit(f"no demand-*.ckpt in {folder}")
    return min(scored)[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/default.yaml")
    parser.add_argument("--checkpoint", type=Path, help="default: best val_mape in checkpoints/")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    cfg = yaml.safe_load(Path(args.config).read_text())

    ckpt = args.checkpoint or best_checkpoint()
    print(f"using {ckpt}")
    model = DemandMLP.load_from_checkpoint(ckpt, map_location="cpu")
    dm = SalesDataModule(**cfg["data"])
    trainer = L.Trainer(accelerator="cpu", logger=False)
    batches = trainer.predict(model, datamodule=dm)
    preds = torch.cat(batches).clamp(min=0).round()
    horizon = cfg["data"]["horizon"]
    out = pd.DataFrame(preds.numpy(), columns=[f"d{i + 1}" for i in range(horizon)])
    args.out.parent.mkdir(parents=True, exist_ok=True)
    out.to_parquet(args.out)
    print(f"{len(out)} forecasts -> {args.out}")


if __name__ == "__main__":
    main()
