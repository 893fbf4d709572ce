"""Daily agency order sync: sheet -> clean -> database (cron 06:30 JST)."""
from __future__ import annotations

import logging
import os

import yaml

from sync.load import count_orders, upsert_orders
from sync.sheets import fetch_orders
from sync.transform import clean_orders

log = logging.getLogger("sync")


def run(config_path: str = "config.yaml") -> None:
    with open(config_path, encoding="utf-8") as f:
        cfg = yaml.safe_load(f)
    key_file = os.environ["GOOGLE_APPLICATION_CREDENTIALS"]
    dsn = os.environ["SALES_DB_DSN"]
    for tab in cfg["tabs"]:
        raw = fetch_orders(key_file, cfg["spreadsheet_id"], tab)
        df = clean_orders(raw)
        log.info("%s: %d rows fetched, %d rows after cleaning", tab, len(raw), len(df))
        upsert_orders(dsn, df)
    log.info("done; %d orders in db", count_orders(dsn))


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    run()
