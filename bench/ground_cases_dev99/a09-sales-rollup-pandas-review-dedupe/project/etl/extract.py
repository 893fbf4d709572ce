"""Reading the shop exports. Each day the shop system drops one orders CSV into the bucket."""
from __future__ import annotations

from datetime import date, timedelta

import pandas as pd

EXPORT_ROOT = "s3://nordbake-exports/shop"


def day_path(day: date, root: str = EXPORT_ROOT) -> str:
    return f"{root}/orders/{day:%Y/%m/%d}/orders.csv"


def read_orders(start: date, end: date, root: str = EXPORT_ROOT) -> pd.DataFrame:
    """All order rows exported between start and end (inclusive), in export order.

    An order that changes (paid, refunded, corrected amount) is exported again on the
    day it changed, so the same order_id can appear several times; later files and
    later rows in a file are newer.
    """
    frames = []
    day = start
    while day <= end:
        try:
            frames.append(pd.read_csv(day_path(day, root), dtype={"order_id": str, "store_id": str}))
        except FileNotFoundError:
            pass  # no export on days the shop was closed
        day += timedelta(days=1)
    if not frames:
        return pd.DataFrame()
    return pd.concat(frames, ignore_index=True)


def read_stores(root: str = EXPORT_ROOT) -> pd.DataFrame:
    stores = pd.read_csv(f"{root}/stores.csv", dtype={"store_id": str})
    return stores[["store_id", "name", "region", "opened_on"]]
