from __future__ import annotations

import lightning as L
import pandas as pd
from torch.utils.data import DataLoader

from forecast.dataset import WindowDataset


class SalesDataModule(L.LightningDataModule):
    def __init__(self, path: str, lookback: int, horizon: int, batch_size: int = 256, num_workers: int = 4,
                 val_weeks: int = 8, stores: str | list[int] = "all"):
        super().__init__()
        self.path, self.lookback, self.horizon = path, lookback, horizon
        self.batch_size, self.num_workers = batch_size, num_workers
        self.val_weeks, self.stores = val_weeks, stores

    def setup(self, stage: str | None = None) -> None:
        df = pd.read_parquet(self.path)
        if self.stores != "all":
            df = df[df["store_id"].isin(self.stores)]
        cutoff = df["date"].max() - pd.Timedelta(weeks=self.val_weeks)
        # validation windows may look back into the training period, but targets are after the cutoff
        self.train_ds = WindowDataset(df[df["date"] <= cutoff], self.lookback, self.horizon)
        val_start = cutoff - pd.Timedelta(days=self.lookback - 1)
        self.val_ds = WindowDataset(df[df["date"] >= val_start], self.lookback, self.horizon)

    def train_dataloader(self) -> DataLoader:
        return DataLoader(self.train_ds, batch_size=self.batch_size, shuffle=True, num_workers=self.num_workers)

    def val_dataloader(self) -> DataLoader:
        return DataLoader(self.val_ds, batch_size=self.batch_size, shuffle=False, num_workers=self.num_workers)

    def predict_dataloader(self) -> DataLoader:
        return DataLoader(self.val_ds, batch_size=self.batch_size * 4, shuffle=False, num_workers=self.num_workers)
