"""Readers for the exports the shop system drops into data/ every night."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_COLUMNS = ["order_id", "order_date", "product_id", "quantity", "amount", "currency", "status"]


def load_orders(path: str | Path) -> pd.DataFrame:
    """orders.csv: one row per order line. Dates are local (JST) calendar days."""
    df = pd.read_csv(path, usecols=ORDER_COLUMNS, parse_dates=["order_date"])
    df["currency"] = df["currency"].str.upper().str.strip()
    df["status"] = df["status"].fillna("paid").str.lower()
    df["order_date"] = df["order_date"].dt.normalize()
    return df


def load_fx(path: str | Path) -> pd.DataFrame:
    """fx_rates.csv: JPY price of one unit of currency, business days only."""
    fx = pd.read_csv(path, parse_dates=["date"])
    fx["currency"] = fx["currency"].str.upper()
    fx = fx.drop_duplicates(subset=["date", "currency"], keep="last")
    return fx[["date", "currency", "rate"]]


def load_products(path: str | Path) -> pd.DataFrame:
    """products.csv: product master (id, name, category)."""
    products = pd.read_csv(path, dtype={"product_id": "string"})
    products["category"] = products["category"].fillna("その他")
    return products


def load_all(data_dir: str | Path) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    data_dir = Path(data_dir)
    orders = load_orders(data_dir / "orders.csv")
    orders["product_id"] = orders["product_id"].astype("string")
    return orders, load_fx(data_dir / "fx_rates.csv"), load_products(data_dir / "products.csv")
