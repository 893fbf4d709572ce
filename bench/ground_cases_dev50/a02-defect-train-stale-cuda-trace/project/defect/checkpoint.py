"""Saving training state."""
from __future__ import annotations

from pathlib import Path

import torch
from torch import nn


def save_checkpoint(path: Path, model: nn.Module, optimizer: torch.optim.Optimizer, epoch: int,
                    metrics: dict[str, float], cfg: dict, scheduler=None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    torch.save({
        "epoch": epoch,
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict() if scheduler is not None else None,
        "rng": {"torch": torch.get_rng_state(), "cuda": torch.cuda.get_rng_state_all()},
        "metrics": metrics,
        "config": cfg,
    }, path)


def load_weights(path: Path, model: nn.Module, map_location: str = "cpu") -> dict:
    """Model weights only (for export and inference)."""
    state = torch.load(path, map_location=map_location, weights_only=False)
    model.load_state_dict(state["model"])
    return state


def resume(path: Path, model: nn.Module, optimizer: torch.optim.Optimizer, scheduler=None,
           map_location: str | torch.device = "cpu") -> tuple[int, dict[str, float]]:
    """Restore training state; returns (last finished epoch, its metrics)."""
    state = torch.load(path, map_location=map_location, weights_only=False)
    model.load_state_dict(state["model"])
    optimizer.load_state_dict(state["optimizer"])
    if scheduler is not None and state.get("scheduler") is not None:
        scheduler.load_state_dict(state["scheduler"])
    if state.get("rng"):
        torch.set_rng_state(state["rng"]["torch"])
        if torch.cuda.is_available() and state["rng"]["cuda"]:
            torch.cuda.set_rng_state_all(state["rng"]["cuda"])
    return state["epoch"], state["metrics"]


def best_so_far(current: dict[str, float], best: dict[str, float] | None, key: str = "val_loss") -> bool:
    if best is None:
        return True
    return current[key] < best[key]
