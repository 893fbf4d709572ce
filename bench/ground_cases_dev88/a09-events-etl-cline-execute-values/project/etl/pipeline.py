"""Read the day's export files, clean them, load them."""
from __future__ import annotations

import logging
from pathlib import Path

import pandas as pd

from etl.db import insert_rows
from etl.transform import transform

log = logging.getLogger(__name__)

DTYPES = {"event_id": "string", "user_id": "Int64", "email": "string", "country": "string", "event": "string"}


def load_day(conn, export_dir: Path) -> int:
    total = 0
    for path in sorted(export_dir.glob("events-*.csv.gz")):
        df = pd.read_csv(path, dtype=DTYPES)
        log.info("read %s: %d rows", path.name, len(df))
        clean = transform(df)
        total += insert_rows(conn, clean)
        log.info("loaded %s", path.name)
    return total
