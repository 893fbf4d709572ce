"""HAR windows as tensors: x (N, 128, 6) float32, y (N,) int64 with labels 0..5."""
from __future__ import annotations

import numpy as np
import torch
from torch.utils.data import DataLoader, TensorDataset

CLASSES = ["walking", "upstairs", "downstairs", "sitting", "standing", "laying"]


def _standardize(train: np.ndarray, other: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = train.mean(axis=(0, 1), keepdims=True)
    std = train.std(axis=(0, 1), keepdims=True) + 1e-6
    return (train - mean) / std, (other - mean) / std


def load_arrays(path: str) -> dict[str, np.ndarray]:
    with np.load(path) as npz:
        return {k: npz[k] for k in ("x_train", "y_train", "x_val", "y_val")}


def make_loaders(cfg: dict) -> tuple[DataLoader, DataLoader, int, int]:
    arrays = load_arrays(cfg["data"]["path"])
    x_train, x_val = _standardize(arrays["x_train"], arrays["x_val"])
    train = TensorDataset(torch.from_numpy(x_train).float(), torch.from_numpy(arrays["y_train"]).long())
    val = TensorDataset(torch.from_numpy(x_val).float(), torch.from_numpy(arrays["y_val"]).long())
    bs, workers = cfg["data"]["batch_size"], cfg["data"]["num_workers"]
    train_dl = DataLoader(train, batch_size=bs, shuffle=True, num_workers=workers, drop_last=True)
    val_dl = DataLoader(val, batch_size=bs, shuffle=False, num_workers=workers)
    return train_dl, val_dl, x_train.shape[2], len(CLASSES)
