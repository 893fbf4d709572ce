from pathlib import Path

import pandas as pd


def _read(path: Path, **kwargs) -> pd.DataFrame:
    if not path.exists():
        raise FileNotFoundError(f"missing export: {path}")
    return pd.read_csv(path, **kwargs)


def load_orders(data_dir: Path, month: str) -> pd.DataFrame:
    df = _read(data_dir / "orders.csv", parse_dates=["created_at"], dtype={"order_id": "string"})
    df = df[df["status"] != "cancelled"]
    return df[df["created_at"].dt.strftime("%Y-%m") == month].reset_index(drop=True)


def load_refunds(data_dir: Path) -> pd.DataFrame:
    return _read(data_dir / "refunds.csv", parse_dates=["refunded_at"], dtype={"order_id": "string"})


def load_shipping(data_dir: Path) -> pd.DataFrame:
    return _read(data_dir / "shipping.csv", dtype={"order_id": "string"})
