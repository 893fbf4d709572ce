"""Sliding windows over daily sales: lookback days of features -> horizon days of units sold."""
from __future__ import annotations

import numpy as np
import pandas as pd
import torch
from torch.utils.data import Dataset

FEATURES = ["units", "price", "promo", "dow_sin", "dow_cos", "holiday"]


def add_calendar(df: pd.DataFrame) -> pd.DataFrame:
    out = df.copy()
    dow = out["date"].dt.dayofweek
    out["dow_sin"] = np.sin(2 * np.pi * dow / 7)
    out["dow_cos"] = np.cos(2 * np.pi * dow / 7)
    return out


class WindowDataset(Dataset):
    def __init__(self, df: pd.DataFrame, lookback: int, horizon: int):
        self.lookback, self.horizon = lookback, horizon
        self.series: list[np.ndarray] = []
        self.index: list[tuple[int, int]] = []
        for _, g in add_calendar(df).sort_values("date").groupby(["store_id", "item_id"], sort=True):
            values = g[FEATURES].to_numpy(dtype=np.float32)
            s = len(self.series)
            self.series.append(values)
            for start in range(0, len(values) - lookback - horizon + 1):
                self.index.append((s, start))

    def __len__(self) -> int:
        return len(self.index)

    def __getitem__(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:
        s, start = self.index[i]
        values = self.series[s]
        x = values[start:start + self.lookback]
        y = values[start + self.lookback:start + self.lookback + self.horizon, 0]
        return torch.from_numpy(x).flatten(), torch.from_numpy(y)
