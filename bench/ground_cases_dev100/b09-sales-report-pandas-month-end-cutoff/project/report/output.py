"""レポートの書き出し."""
from __future__ import annotations

from pathlib import Path

import pandas as pd


def write_excel(path: Path, label: str, stores: pd.DataFrame, categories: pd.DataFrame) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with pd.ExcelWriter(path, engine="openpyxl") as xw:
        pd.DataFrame({"期間": [label]}).to_excel(xw, sheet_name="概要", index=False)
        stores.to_excel(xw, sheet_name="店舗別", index=False)
        categories.to_excel(xw, sheet_name="カテゴリ別", index=False)
    return path


def write_csv(directory: Path, month: str, stores: pd.DataFrame, categories: pd.DataFrame) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    paths = [directory / f"stores_{month}.csv", directory / f"categories_{month}.csv"]
    stores.to_csv(paths[0], index=False, encoding="utf-8-sig")
    categories.to_csv(paths[1], index=False, encoding="utf-8-sig")
    return paths


def print_table(title: str, df: pd.DataFrame) -> None:
    print(f"## {title}")
    if df.empty:
        print("(データなし)")
        return
    print(df.to_string(index=False))
    print()
