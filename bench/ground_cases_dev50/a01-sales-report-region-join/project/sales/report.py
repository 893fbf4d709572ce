"""Monthly revenue workbook for finance."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from sales.config import OUTPUT_DIR, REGION_ORDER, SEGMENTS


def monthly_totals(df: pd.DataFrame) -> pd.DataFrame:
    return df.groupby("month", as_index=False).agg(
        orders=("order_id", "nunique"),
        revenue_eur=("net_eur", "sum"),
    )


def by_segment(df: pd.DataFrame) -> pd.DataFrame:
    table = df.pivot_table(index="month", columns="segment", values="net_eur", aggfunc="sum", fill_value=0)
    return table.reindex(columns=SEGMENTS, fill_value=0).round(2)


def monthly_by_region(df: pd.DataFrame) -> pd.DataFrame:
    """Net revenue in EUR, months as rows and regions as columns."""
    table = df.pivot_table(index="month", columns="region", values="net_eur", aggfunc="sum", fill_value=0)
    known = [r for r in REGION_ORDER if r in table.columns]
    table = table[known + sorted(set(table.columns) - set(known))]
    return table.round(2)


def vs_target(monthly: pd.DataFrame, targets: pd.DataFrame) -> pd.DataFrame:
    merged = monthly.merge(targets, on="month", how="left")
    merged["attainment"] = (merged["revenue_eur"] / merged["target_eur"]).round(3)
    return merged


def write_report(df: pd.DataFrame, targets: pd.DataFrame, path: Path | None = None) -> Path:
    path = path or OUTPUT_DIR / "monthly_revenue.xlsx"
    path.parent.mkdir(parents=True, exist_ok=True)
    monthly = monthly_totals(df)
    with pd.ExcelWriter(path, engine="openpyxl") as xl:
        vs_target(monthly, targets).to_excel(xl, sheet_name="summary", index=False)
        by_segment(df).to_excel(xl, sheet_name="by_segment")
        monthly_by_region(df).to_excel(xl, sheet_name="by_region")
    return path
