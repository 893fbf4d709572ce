"""Weekly report: one sheet, one row per store."""
from __future__ import annotations

from pathlib import Path

import pandas as pd


def weekly(daily: pd.DataFrame) -> pd.DataFrame:
    week = daily.groupby(["store_code", "store_name", "area"], as_index=False).agg(
        days=("day", "nunique"),
        receipts=("receipts", "sum"),
        amount=("amount", "sum"),
    )
    week["per_receipt"] = (week["amount"] / week["receipts"]).round().astype("int64")
    return week.sort_values(["amount", "store_code"], ascending=[False, True], ignore_index=True)


def write_report(week: pd.DataFrame, out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    week.rename(columns={
        "store_code": "店舗コード",
        "store_name": "店舗名",
        "area": "エリア",
        "days": "営業日数",
        "receipts": "レシート数",
        "amount": "売上(税抜)",
        "per_receipt": "客単価",
    }).to_excel(out, index=False, sheet_name="週次")
    return out
