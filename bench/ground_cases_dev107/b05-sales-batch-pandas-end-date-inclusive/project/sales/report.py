"""集計結果を CSV / 標準出力に書き出す。"""
from __future__ import annotations

from pathlib import Path

import pandas as pd

HEADERS = {
    "date": "日付",
    "week": "週",
    "store": "店舗",
    "count": "件数",
    "sales": "売上",
}


ORDER = ["date", "week", "store", "sales", "count", "rank", "avg"]


def _ordered(table: pd.DataFrame) -> pd.DataFrame:
    cols = [c for c in ORDER if c in table.columns]
    return table[cols + [c for c in table.columns if c not in cols]]


def to_csv(table: pd.DataFrame, path: Path) -> None:
    out = _ordered(table).rename(columns=HEADERS)
    out.to_csv(path, index=False, encoding="utf-8-sig")


def to_text(table: pd.DataFrame) -> str:
    if table.empty:
        return "(データなし)"
    return table.rename(columns=HEADERS).to_string(index=False)


def write(table: pd.DataFrame, path: Path | None) -> None:
    if path is None:
        print(to_text(table))
    else:
        to_csv(table, path)
        print(f"wrote {path} ({len(table)} rows)")
