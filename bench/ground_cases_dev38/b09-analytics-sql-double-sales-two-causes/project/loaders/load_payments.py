"""Copy yesterday's payment captures from the PSP export into raw.payments."""
from __future__ import annotations

import logging
from datetime import date, timedelta

from loaders.common import connect, psp_export

log = logging.getLogger(__name__)

# One row per capture. Since the partial-capture release an order that ships in
# several parcels has one captured row per parcel.
UPSERT = """
    insert into raw.payments (capture_id, order_id, captured_at, method, amount_yen, status)
    values (%(capture_id)s, %(order_id)s, %(captured_at)s, %(method)s, %(amount_yen)s, %(status)s)
    on conflict (capture_id) do update
        set status = excluded.status, amount_yen = excluded.amount_yen
"""


def load(day: date) -> int:
    captures = psp_export(day)
    with connect() as conn, conn.cursor() as cur:
        cur.executemany(UPSERT, captures)
        conn.commit()
    log.info("loaded %d captures for %s", len(captures), day)
    return len(captures)


def main(ds: str | None = None) -> None:
    day = date.fromisoformat(ds) if ds else date.today() - timedelta(days=1)
    load(day)


if __name__ == "__main__":
    main()
