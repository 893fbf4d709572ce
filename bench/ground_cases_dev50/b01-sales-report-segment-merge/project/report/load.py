"""Read the raw CSV exports."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

ORDER_DTYPES = {
    "order_id": "string",
    "customer_id": "int64",
    "currency": "string",
    "gross_amount": "int64",
    "discount_amount": "int64",
    "coupon_amount": "int64",
}


def load_orders(path: Path) -> pd.DataFrame:
    orders = pd.read_csv(path, dtype=ORDER_DTYPES)
    orders["ordered_at"] = pd.to_datetime(orders["ordered_at"], utc=True)
    return orders


def load_customers(path: Path) -> pd.DataFrame:
    """Customer master. One row per segment change (valid_from), newest last."""
    customers = pd.read_csv(path, dtype={"customer_id": "int64", "segment": "string", "prefecture": "string"})
    customers["valid_from"] = pd.to_datetime(customers["valid_from"])
    return customers.sort_values(["customer_id", "valid_from"])


def load_fx(path: Path) -> pd.DataFrame:
    fx = pd.read_csv(path, dtype={"currency": "string", "rate_month": "string", "rate": "float64"})
    return fx[["currency", "rate_month", "rate"]]


def load_all(data_dir: Path, cfg: dict) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    return (
        load_orders(data_dir / cfg["orders_file"]),
        load_customers(data_dir / cfg["customers_file"]),
        load_fx(data_dir / cfg["fx_file"]),
    )
