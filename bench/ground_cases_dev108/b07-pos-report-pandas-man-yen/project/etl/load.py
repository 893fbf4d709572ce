from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "店舗コード": "store",
    "売上日": "sold_on",
    "商品コード": "sku",
    "数量": "qty",
    "税抜金額": "amount",
}


def read_pos_export(path: Path) -> pd.DataFrame:
    """Read one POS export (Shift_JIS CSV, one row per sale line)."""
    frames = []
    for chunk in pd.read_csv(path, encoding="cp932", chunksize=1000, dtype={"店舗コード": str, "商品コード": str}):
        frames.append(chunk.rename(columns=COLUMNS)[list(COLUMNS.values())])
    df = pd.concat(frames, ignore_index=True)
    df["sold_on"] = pd.to_datetime(df["sold_on"], format="%Y/%m/%d")
    return df


def read_all(folder: Path) -> pd.DataFrame:
    files = sorted(folder.glob("pos_*.csv"))
    if not files:
        raise FileNotFoundError(f"no pos_*.csv in {folder}")
    return pd.concat([read_pos_export(f) for f in files], ignore_index=True)


def store_names(path: Path) -> dict[str, str]:
    master = pd.read_csv(path, encoding="cp932", dtype=str)
    return dict(zip(master["店舗コード"], master["店舗名"]))
