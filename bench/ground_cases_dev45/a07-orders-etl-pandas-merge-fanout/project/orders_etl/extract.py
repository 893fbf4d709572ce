"""Extract step: read the CSV drops from the export bucket."""
from __future__ import annotations

from datetime import date

import pandas as pd


def read_orders(source: str, day: date) -> pd.DataFrame:
    return pd.read_csv(f"{source}/orders_{day:%Y%m%d}.csv", dtype={"order_id": str, "customer_id": str})


def read_customers(source: str) -> pd.DataFrame:
    """The CRM export. Since the October CRM migration it is an append log: one row per change."""
    return pd.read_csv(f"{source}/customers.csv", dtype={"customer_id": str}, parse_dates=["updated_at"])
