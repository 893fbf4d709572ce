"""python -m forecast.train [--config configs/default.yaml] [--fast-dev-run]"""
from __future__ import annotations

import argparse
from pathlib import Path

import lightning as L
import yaml
from lightning.pytorch.callbacks import EarlyStopping, LearningRateMonitor, ModelCheckpoint

from forecast.datamodule import SalesDataModule
from forecast.dataset import FEATURES
from forecast.model import DemandMLP


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/default.yaml")
    parser.add_argument("--fast-dev-run", action="store_true")
    args = parser.parse_args()
    cfg = yaml.safe_load(Path(args.config).read_text())

    L.seed_everything(7)
    dm = SalesDataModule(**cfg["data"])
    model = DemandMLP(n_in=cfg["data"]["lookback"] * len(FEATURES), horizon=cfg["data"]["horizon"], **cfg["model"])
    checkpoint = ModelCheckpoint(dirpath="checkpoints", monitor="val_mape", mode="min", save_last=True,
                                 filename="demand-{epoch:02d}-{val_mape:.2f}")
    early_stop = EarlyStopping(monitor="val_mape", mode="min", patience=5)
    trainer = L.Trainer(**cfg["trainer"], callbacks=[checkpoint, early_stop, LearningRateMonitor()],
                        fast_dev_run=args.fast_dev_run)
    trainer.fit(model, datamodule=dm)
    print(f"best: {checkpoint.best_model_path} ({checkpoint.best_model_score})")


if __name__ == "__main__":
    main()
