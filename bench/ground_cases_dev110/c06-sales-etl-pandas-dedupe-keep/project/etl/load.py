"""Read the raw order exports dropped by the shop backend every night."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

COLUMNS = {
    "订单号": "order_id",
    "店铺": "shop",
    "状态": "status",
    "金额": "amount",
    "更新时间": "updated_at",
}


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"订单号": str}, encoding="utf-8-sig")
    df = df.rename(columns=COLUMNS)[list(COLUMNS.values())]
    df["updated_at"] = pd.to_datetime(df["updated_at"], format="%Y-%m-%d %H:%M:%S")
    df["amount"] = pd.to_numeric(df["amount"].astype(str).str.strip(), errors="coerce")
    return df.dropna(subset=["amount"])


def read_all(folder: Path) -> pd.DataFrame:
    frames = [read_export(p) for p in sorted(folder.glob("orders_*.csv"))]
    if not frames:
        return pd.DataFrame(columns=list(COLUMNS.values()))
    return pd.concat(frames, ignore_index=True)


if __name__ == "__main__":
    import sys

    print(read_all(Path(sys.argv[1])).head())
