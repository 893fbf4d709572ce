from __future__ import annotations

import logging
import sys
from datetime import datetime, timedelta, timezone

import psycopg

from pricing_sync.client import SupplierXClient
from pricing_sync.settings import get_settings

log = logging.getLogger("pricing_sync")

UPSERT = """
INSERT INTO supplier_prices (sku, supplier, price_cents, currency, updated_at)
VALUES (%(sku)s, 'supplier-x', %(price_cents)s, %(currency)s, %(updated_at)s)
ON CONFLICT (sku, supplier) DO UPDATE
SET price_cents = EXCLUDED.price_cents, currency = EXCLUDED.currency, updated_at = EXCLUDED.updated_at
"""


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = get_settings()
    log.info("starting with %s", settings.redacted())
    client = SupplierXClient(settings)
    since = datetime.now(timezone(timedelta(hours=8))).replace(minute=0, second=0, microsecond=0) - timedelta(
        hours=settings.lookback_hours
    )

    total = 0
    with psycopg.connect(settings.database_url) as conn:
        for page in client.iter_prices(since=since):
            rows = [
                {"sku": p["sku"], "price_cents": round(p["price"] * 100), "currency": p.get("currency", "CNY"),
                 "updated_at": p["updated_at"]}
                for p in page
            ]
            if not settings.dry_run:
                with conn.cursor() as cur:
                    cur.executemany(UPSERT, rows)
            total += len(rows)
        conn.commit()
    log.info("synced %d prices since %s", total, since.isoformat())
    return 0


if __name__ == "__main__":
    sys.exit(main())
