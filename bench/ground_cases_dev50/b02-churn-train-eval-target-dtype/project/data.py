"""Load the feature parquet and split it into train/val loaders."""
from __future__ import annotations

import numpy as np
import pandas as pd
import torch
from sklearn.model_selection import train_test_split
from torch.utils.data import DataLoader, Dataset

ID_COLUMNS = ["customer_id", "snapshot_date"]


class ChurnDataset(Dataset):
    def __init__(self, features: np.ndarray, labels: np.ndarray):
        self.x = torch.as_tensor(features, dtype=torch.float32)
        self.y = torch.as_tensor(labels, dtype=torch.long)

    def __len__(self) -> int:
        return len(self.y)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def make_loaders(cfg: dict) -> tuple[DataLoader, DataLoader, int]:
    df = pd.read_parquet(cfg["data_path"])
    y = df[cfg["label"]].to_numpy()
    x = df.drop(columns=ID_COLUMNS + [cfg["label"]]).fillna(0).to_numpy(dtype=np.float32)
    x_tr, x_va, y_tr, y_va = train_test_split(
        x, y, test_size=cfg["val_fraction"], stratify=y, random_state=cfg["seed"]
    )
    mean, std = x_tr.mean(axis=0), x_tr.std(axis=0) + 1e-6
    x_tr, x_va = (x_tr - mean) / std, (x_va - mean) / std
    train = DataLoader(ChurnDataset(x_tr, y_tr), batch_size=cfg["batch_size"], shuffle=True, drop_last=True)
    val = DataLoader(ChurnDataset(x_va, y_va), batch_size=cfg["batch_size"])
    return train, val, x.shape[1]
