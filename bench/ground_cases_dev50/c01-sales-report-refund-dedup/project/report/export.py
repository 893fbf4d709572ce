"""Write the report where finance picks it up."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "month": "月份",
    "channel": "渠道",
    "orders": "订单数",
    "gross": "销售额",
    "refunds": "退款",
    "net": "净收入",
    "margin": "毛利",
}


def _labelled(report: pd.DataFrame) -> pd.DataFrame:
    out = report.rename(columns=COLUMNS)
    out["月份"] = out["月份"].astype(str)
    return out


def to_csv(report: pd.DataFrame, out_dir: Path, month: str) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"revenue-{month}.csv"
    # utf-8-sig writes a BOM so that Excel on Windows reads the Chinese headers as UTF-8
    _labelled(report).to_csv(path, index=False, encoding="utf-8-sig")
    return path


def to_excel(report: pd.DataFrame, out_dir: Path, month: str) -> Path:
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"revenue-{month}.xlsx"
    with pd.ExcelWriter(path, engine="openpyxl") as xl:
        _labelled(report).to_excel(xl, sheet_name=month, index=False)
    return path
