"""Reading the raw order exports (one CSV a day from the order system)."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

# Export header (Chinese) -> our column names.
COLUMNS = {
    "订单号": "order_id",
    "客户ID": "customer_id",
    "下单日期": "order_date",
    "省份": "province",
    "币种": "currency",
    "金额": "amount",
    "渠道": "channel",
}


def read_export(path: Path) -> pd.DataFrame:
    df = pd.read_csv(path, dtype={"订单号": str, "客户ID": str}, encoding="utf-8-sig")
    missing = set(COLUMNS) - set(df.columns)
    if missing:
        raise ValueError(f"{path.name}: missing columns {sorted(missing)}")
    return df.rename(columns=COLUMNS)[list(COLUMNS.values())]


def read_exports(folder: Path, pattern: str = "orders_*.csv") -> pd.DataFrame:
    """All exports in ``folder``. Each file covers two days, so consecutive files overlap by one day."""
    files = sorted(folder.glob(pattern))
    if not files:
        raise FileNotFoundError(f"no exports matching {pattern} in {folder}")
    return pd.concat([read_export(f) for f in files], ignore_index=True)
