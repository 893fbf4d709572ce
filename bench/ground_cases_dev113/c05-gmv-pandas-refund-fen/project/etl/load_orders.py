"""Read the nightly CSV exports into DataFrames."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import yaml


def load_config(path: str | Path = "config.yaml") -> dict:
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def load_orders(path: str | Path) -> pd.DataFrame:
    """Orders export from the shop DB. `amount` is in yuan (元), two decimals."""
    df = pd.read_csv(path, dtype={"order_id": str, "channel": str})
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True)
    df = df[df["status"].isin(["paid", "shipped", "done", "refunded"])]
    return df


def load_refunds(path: str | Path) -> pd.DataFrame:
    """Refunds export from the payment gateway. `refund_fee` is in fen (分), an integer."""
    df = pd.read_csv(path, dtype={"order_id": str})
    df = df.rename(columns={"refund_fee": "refund_amount"})
    return df.groupby("order_id", as_index=False)["refund_amount"].sum()


def load_day(cfg: dict, day: str) -> tuple[pd.DataFrame, pd.DataFrame]:
    src = cfg["source"]
    orders = load_orders(src["orders_csv"].format(date=day))
    refunds = load_refunds(src["refunds_csv"].format(date=day))
    return orders, refunds
