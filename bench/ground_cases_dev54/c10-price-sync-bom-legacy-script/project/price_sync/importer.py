"""Import supplier price lists (CSV) into the ERP's item_price table."""
import csv
import logging
import shutil
from decimal import Decimal, InvalidOperation
from pathlib import Path

from price_sync import db

log = logging.getLogger(__name__)

REQUIRED = ("sku", "price")


def read_rows(path):
    with open(path, newline="", encoding="utf-8-sig") as f:
        reader = csv.DictReader(f)
        for lineno, row in enumerate(reader, start=2):
            yield lineno, row


def parse_price(text):
    try:
        value = Decimal(text.replace(",", "").strip())
    except InvalidOperation:
        return None
    return value if value > 0 else None


def import_file(path, supplier, max_change_pct=30):
    updated = skipped = 0
    rows = list(read_rows(path))
    with db.connect() as conn:
        old = db.current_prices(conn, [r["sku"] for _, r in rows])
        for lineno, row in rows:
            price = parse_price(row["price"])
            if price is None:
                log.warning("%s:%d bad price %r", path, lineno, row["price"])
                skipped += 1
                continue
            prev = old.get(row["sku"])
            if prev and abs(price - prev) / prev * 100 > max_change_pct:
                log.warning("%s:%d %s changes %s -> %s, over %d%%, skipped", path, lineno, row["sku"], prev, price,
                            max_change_pct)
                skipped += 1
                continue
            db.upsert_price(conn, row["sku"], price, supplier)
            updated += 1
    return updated, skipped


def import_inbox(inbox, archive, max_change_pct=30):
    for path in sorted(Path(inbox).glob("*.csv")):
        supplier = path.stem.split("_")[0]
        updated, skipped = import_file(path, supplier, max_change_pct)
        log.info("%s: %d updated, %d skipped", path.name, updated, skipped)
        shutil.move(str(path), str(Path(archive) / path.name))
