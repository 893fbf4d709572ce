"""Thin wrapper around wandb so train.py also runs without it (WANDB_MODE=disabled)."""
from __future__ import annotations

import os
from datetime import datetime

try:
    import wandb
except ImportError:  # pragma: no cover
    wandb = None

_run = None


def make_run_name(cfg: dict) -> str:
    """baseline -> baseline-1112-1032 (local time), shared by wandb and the output folder."""
    return f"{cfg['run_name']}-{datetime.now():%m%d-%H%M}"


def init_run(cfg: dict, name: str | None = None):
    global _run
    if wandb is None or os.environ.get("WANDB_MODE") == "disabled":
        return None
    wb = cfg.get("wandb", {})
    _run = wandb.init(
        project=wb.get("project", "scratch"),
        entity=wb.get("entity"),
        name=name or cfg["run_name"],
        tags=wb.get("tags", []),
        config=cfg,
    )
    return _run


def log_metrics(metrics: dict, step: int) -> None:
    if _run is None:
        return
    _run.log(metrics, step=step)


def finish() -> None:
    global _run
    if _run is not None:
        _run.finish()
        _run = None
