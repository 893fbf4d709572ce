"""CSV の読み込み。orders.csv は基幹システム、customers.csv は CRM からの日次エクスポート。"""
from __future__ import annotations

import pandas as pd

ORDER_COLUMNS = ["order_id", "customer_id", "ordered_at", "amount", "status"]
CUSTOMER_COLUMNS = ["customer_id", "name", "region", "updated_at"]


def _require(df: pd.DataFrame, columns: list[str], path: str) -> None:
    missing = [c for c in columns if c not in df.columns]
    if missing:
        raise ValueError(f"{path}: missing columns {missing}")


def load_orders(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"order_id": "int64", "customer_id": "int64", "status": "string"})
    _require(df, ORDER_COLUMNS, path)
    # ordered_at は "2025-10-31 23:40:00+00:00" のような UTC 文字列
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    df["amount"] = df["amount"].astype("int64")
    return df


def load_customers(path: str) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"customer_id": "int64", "region": "string"})
    _require(df, CUSTOMER_COLUMNS, path)
    df["updated_at"] = pd.to_datetime(df["updated_at"], utc=True)
    return df


def load_both(orders_path: str, customers_path: str) -> tuple[pd.DataFrame, pd.DataFrame]:
    return load_orders(orders_path), load_customers(customers_path)
