"""Cron entry point: check every watched product once."""
from __future__ import annotations

import logging
import sqlite3
import sys
import tomllib
from datetime import datetime, timezone
from decimal import Decimal
from pathlib import Path

from pricewatch.fetch import FetchError, fetch
from pricewatch.notify import send_drop
from pricewatch.parse import PriceError, extract

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("pricewatch")


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    watch = tomllib.loads((ROOT / "watchlist.toml").read_text(encoding="utf-8"))
    db = sqlite3.connect(ROOT / "history.db")
    db.execute("CREATE TABLE IF NOT EXISTS history (checked_at TEXT, url TEXT, name TEXT, price TEXT)")
    failures = 0
    for item in watch["item"]:
        try:
            name, price = extract(fetch(item["url"]), item["selector"])
        except (FetchError, PriceError) as e:
            log.warning("%s", e)
            failures += 1
            continue
        row = db.execute("SELECT price FROM history WHERE url = ? ORDER BY checked_at DESC LIMIT 1", (item["url"],)).fetchone()
        old = Decimal(row[0]) if row else None
        db.execute("INSERT INTO history VALUES (?, ?, ?, ?)",
                   (datetime.now(timezone.utc).isoformat(timespec="seconds"), item["url"], name, str(price)))
        threshold = Decimal(str(item["below"]))
        if price < threshold and (old is None or price < old):
            send_drop(name, item["url"], old, price, threshold)
            log.info("drop: %s %s", name, price)
    db.commit()
    return 1 if failures == len(watch["item"]) else 0


if __name__ == "__main__":
    sys.exit(main())
