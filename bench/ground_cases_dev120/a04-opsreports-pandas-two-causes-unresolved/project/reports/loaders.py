"""Reading the nightly exports from the shop database."""

from __future__ import annotations

from pathlib import Path

import pandas as pd

from reports import config

ORDER_COLUMNS = ["order_id", "customer_id", "state", "total_cents", "created_at"]
CUSTOMER_COLUMNS = ["customer_id", "name", "region", "segment"]


def load_orders(day: str, data_dir: Path = config.DATA_DIR) -> pd.DataFrame:
    """All order rows exported for ``day`` (YYYY-MM-DD)."""
    files = sorted(data_dir.glob(config.ORDERS_PATTERN.format(date=day)))
    if not files:
        raise FileNotFoundError(f"no order export for {day} in {data_dir}")
    frames = [pd.read_csv(f, usecols=ORDER_COLUMNS, parse_dates=["created_at"]) for f in files]
    return pd.concat(frames, ignore_index=True)


def load_customers(data_dir: Path = config.DATA_DIR) -> pd.DataFrame:
    """The customer dimension, one export a night."""
    path = data_dir / config.CUSTOMERS_FILE
    customers = pd.read_csv(path, usecols=CUSTOMER_COLUMNS)
    customers["region"] = customers["region"].fillna("unknown")
    return customers
