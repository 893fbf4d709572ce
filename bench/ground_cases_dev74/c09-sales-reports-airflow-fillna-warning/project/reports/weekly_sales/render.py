"""Write the weekly table as XLSX: a summary sheet, then one sheet per region."""
from __future__ import annotations

import re
from datetime import datetime

import pandas as pd

HEADERS = {
    "store_code": "门店编码",
    "store_name": "门店",
    "revenue": "销售额",
    "orders": "订单数",
    "target": "周目标",
    "last_week": "上周销售额",
    "attainment": "达成率",
}


_ILLEGAL = re.compile(r"[\[\]:*?/\\]")


def _sheet_name(name: str, used: set[str]) -> str:
    """A valid, unique Excel sheet name: no []:*?/\\, at most 31 characters."""
    base = _ILLEGAL.sub("_", str(name)).strip("'")[:31] or "Sheet"
    candidate, n = base, 2
    while candidate in used:
        suffix = f"~{n}"
        candidate, n = base[: 31 - len(suffix)] + suffix, n + 1
    used.add(candidate)
    return candidate


def _sheet(writer: pd.ExcelWriter, df: pd.DataFrame, name: str) -> None:
    df.rename(columns=HEADERS).to_excel(writer, sheet_name=name, index=False)
    book, sheet = writer.book, writer.sheets[name]
    money = book.add_format({"num_format": "#,##0.00"})
    pct = book.add_format({"num_format": "0.0%"})
    sheet.set_column(0, 1, 14)
    sheet.set_column(2, 5, 12, money)
    sheet.set_column(6, 6, 10, pct)


def write_workbook(workdir: str, week_start: datetime) -> str:
    table = pd.read_pickle(f"{workdir}/table.pkl")
    totals = pd.read_pickle(f"{workdir}/totals.pkl")
    path = f"{workdir}/weekly_sales_{week_start:%G-W%V}.xlsx"
    with pd.ExcelWriter(path, engine="xlsxwriter") as writer:
        used: set[str] = {"汇总"}
        _sheet(writer, totals.rename(columns={"region_name": "store_code"}), "汇总")
        for region, rows in table.groupby("region_name"):
            _sheet(writer, rows.drop(columns=["region_name"]), _sheet_name(region, used))
    return path
