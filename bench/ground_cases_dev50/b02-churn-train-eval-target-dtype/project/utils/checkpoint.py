"""Save and restore training state."""
from __future__ import annotations

import logging
from pathlib import Path

import torch

log = logging.getLogger(__name__)


def checkpoint_path(directory: str | Path, epoch: int) -> Path:
    return Path(directory) / f"epoch_{epoch:03d}.pt"


def save_checkpoint(directory: str | Path, epoch: int, model: torch.nn.Module,
                    optimizer: torch.optim.Optimizer | None = None) -> Path:
    path = checkpoint_path(directory, epoch)
    path.parent.mkdir(parents=True, exist_ok=True)
    state = {"epoch": epoch, "model": model.state_dict()}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    torch.save(state, path)
    log.info("saved %s", path)
    return path


def load_checkpoint(path: str | Path, model: torch.nn.Module,
                    optimizer: torch.optim.Optimizer | None = None) -> int:
    """Restore the model weights (and the optimizer, when saved); returns the epoch to start from."""
    state = torch.load(path, map_location="cpu")
    model.load_state_dict(state["model"])
    if optimizer is not None and "optimizer" in state:
        optimizer.load_state_dict(state["optimizer"])
    elif optimizer is not None:
        log.warning("%s has no optimizer state; the optimizer starts fresh", path)
    log.info("resumed from %s (epoch %d)", path, state["epoch"])
    return state["epoch"]


def latest_checkpoint(directory: str | Path) -> Path | None:
    found = sorted(Path(directory).glob("epoch_*.pt"))
    return found[-1] if found else None
