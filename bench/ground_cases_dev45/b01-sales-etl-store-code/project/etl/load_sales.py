"""取引先から届く売上CSV (Shift_JIS) を DataFrame にする."""
from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

from etl.config import SETTINGS

log = logging.getLogger(__name__)

COLUMNS = {
    "売上日": "sale_date",
    "店舗コード": "store_code",
    "商品コード": "sku",
    "商品名": "item_name",
    "数量": "qty",
    "税込金額": "amount",
}


def read_sales_csv(path: Path) -> pd.DataFrame:
    log.info("reading %s", path)
    df = pd.read_csv(
        path,
        encoding=SETTINGS.encoding,
        dtype=str,
        keep_default_na=False,
    )
    missing = [c for c in COLUMNS if c not in df.columns]
    if missing:
        raise ValueError(f"{path.name}: 列が足りない {missing}")
    return df.rename(columns=COLUMNS)[list(COLUMNS.values())]


def read_store_master(path: Path) -> pd.DataFrame:
    master = pd.read_csv(path, encoding="utf-8", dtype={"store_code": str})
    return master[["store_code", "store_name", "region"]]


def iter_incoming(input_dir: Path) -> list[Path]:
    files = sorted(input_dir.glob("sales_*.csv"))
    log.info("%d files in %s", len(files), input_dir)
    return files
