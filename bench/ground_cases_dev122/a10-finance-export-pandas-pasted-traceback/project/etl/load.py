"""Load the monthly orders export into a clean DataFrame."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "OrderID": "order_id",
    "CustomerID": "customer_id",
    "OrderDate": "order_date",
    "Region": "region_code",
    "Status": "status",
    "Amount": "amount",
}


def load_orders(path: Path, month: str) -> pd.DataFrame:
    df = pd.read_csv(
        path,
        usecols=list(COLUMNS),
        parse_dates=["OrderDate"],
        dtype={"CustomerID": "string", "Region": "category", "Status": "category"},
    )
    df = df.rename(columns=COLUMNS)[list(COLUMNS.values())]
    df["region_code"] = df["region_code"].str.strip().str.lower()
    df = df[df["status"] != "test"]
    start = pd.Timestamp(f"{month}-01")
    end = start + pd.offsets.MonthBegin(1)
    return df[(df["order_date"] >= start) & (df["order_date"] < end)].reset_index(drop=True)
