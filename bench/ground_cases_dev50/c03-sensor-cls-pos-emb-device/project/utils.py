"""Seeding, device choice and checkpoints."""
from __future__ import annotations

import os
import random

import numpy as np
import torch


def set_seed(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.cuda.manual_seed_all(seed)


def get_device() -> torch.device:
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def count_parameters(model: torch.nn.Module) -> int:
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def save_checkpoint(model: torch.nn.Module, path: str, optimizer: torch.optim.Optimizer | None = None,
                    epoch: int | None = None, best: float | None = None) -> None:
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    state = {"model": model.state_dict(), "epoch": epoch, "best": best}
    if optimizer is not None:
        state["optimizer"] = optimizer.state_dict()
    torch.save(state, path)


def load_checkpoint(model: torch.nn.Module, path: str, device: torch.device,
                    optimizer: torch.optim.Optimizer | None = None) -> dict:
    state = torch.load(path, map_location=device)
    if "model" not in state:  # old checkpoints hold the bare state_dict
        state = {"model": state, "epoch": None, "best": None}
    model.load_state_dict(state["model"])
    if optimizer is not None and "optimizer" in state:
        optimizer.load_state_dict(state["optimizer"])
    return state
