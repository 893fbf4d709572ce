"""Read the nightly order export the POS vendor drops on the share."""
from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pandas as pd

COLUMNS = {
    "注文ID": "order_id",
    "店舗コード": "store_id",
    "注文日時": "ordered_at",
    "金額": "amount",
    "値引": "discount",
    "ステータス": "status",
    "テスト": "is_test",
}

DTYPES = {"注文ID": "string", "店舗コード": "string", "金額": "int64", "値引": "int64",
          "ステータス": "string", "テスト": "boolean"}


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, dtype=DTYPES, encoding="cp932")
    missing = set(COLUMNS) - set(df.columns)
    if missing:
        raise ValueError(f"{path.name}: missing columns {sorted(missing)}")
    return df.rename(columns=COLUMNS)[list(COLUMNS.values())]


def export_path(root: Path, day: date) -> Path:
    return root / f"orders_{day:%Y%m%d}.csv"


def read_range(root: Path, first: date, last: date) -> pd.DataFrame:
    frames = []
    day = first
    while day <= last:
        path = export_path(root, day)
        if path.exists():
            frames.append(read_export(path))
        day += timedelta(days=1)
    if not frames:
        raise FileNotFoundError(f"no exports in {root} between {first} and {last}")
    return pd.concat(frames, ignore_index=True)
