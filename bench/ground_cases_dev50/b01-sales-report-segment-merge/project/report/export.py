"""Write the monthly summary to Excel / CSV for accounting."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

SHEET = "月次売上"
COLUMN_WIDTHS = {"A": 10, "B": 14, "C": 10, "D": 16, "E": 14}
COLUMNS = {
    "month": "月",
    "segment": "セグメント",
    "orders": "注文数",
    "net_sales": "売上(円)",
    "net_sales_k": "売上(千円)",
}


def to_thousands(summary: pd.DataFrame) -> pd.DataFrame:
    """Accounting wants thousands of yen as a whole number."""
    out = summary.copy()
    out["net_sales_k"] = (out["net_sales"] / 1000).astype(int)
    return out


def write_excel(summary: pd.DataFrame, path: Path) -> Path:
    table = to_thousands(summary)
    table["month"] = table["month"].astype(str)
    table = table[list(COLUMNS)].rename(columns=COLUMNS)
    path.parent.mkdir(parents=True, exist_ok=True)
    with pd.ExcelWriter(path, engine="openpyxl") as writer:
        table.to_excel(writer, sheet_name=SHEET, index=False)
        sheet = writer.sheets[SHEET]
        sheet.freeze_panes = "A2"
        for column, width in COLUMN_WIDTHS.items():
            sheet.column_dimensions[column].width = width
        for row in sheet.iter_rows(min_row=2, min_col=4, max_col=5):
            for cell in row:
                cell.number_format = "#,##0"
    return path


def write_csv(summary: pd.DataFrame, path: Path) -> Path:
    table = to_thousands(summary)
    table["month"] = table["month"].astype(str)
    path.parent.mkdir(parents=True, exist_ok=True)
    table.to_csv(path, index=False, encoding="utf-8-sig")
    return path
