"""Loads Stripe charges into billing.payments. Cron runs it every 15 minutes:

    python -m etl.load_payments            # charges created in the last 2 hours
    python -m etl.load_payments --dry-run  # fetch and count only
    python -m etl.load_payments --since 2025-10-14   # backfill from a date (UTC)
"""
from __future__ import annotations

import argparse
import logging
import os
from datetime import datetime, timedelta, timezone

import psycopg

from etl.stripe_client import list_charges

log = logging.getLogger("load_payments")

DEFAULT_WINDOW = timedelta(hours=2)


def to_row(charge: dict) -> dict:
    metadata = charge.get("metadata") or {}
    return {
        "stripe_id": charge["id"],
        "order_id": metadata.get("order_id"),
        "customer_id": charge.get("customer"),
        "amount_cents": charge["amount"],
        "currency": charge["currency"].upper(),
        "status": charge["status"],
        "paid_at": datetime.fromtimestamp(charge["created"], tz=timezone.utc),
    }


def upsert_payments(conn: psycopg.Connection, charges: list[dict]) -> int:
    """Insert new charges, update the status of known ones. Returns how many were new."""
    inserted = 0
    with conn.cursor() as cur:
        for charge in charges:
            row = to_row(charge)
            cur.execute("SELECT 1 FROM billing.payments WHERE stripe_id = %(stripe_id)s", row)
            if cur.fetchone():
                cur.execute("UPDATE billing.payments SET status = %(status)s WHERE stripe_id = %(stripe_id)s", row)
                continue
            cur.execute(
                "INSERT INTO billing.payments (stripe_id, order_id, customer_id, amount_cents, currency, status, paid_at) "
                "VALUES (%(stripe_id)s, %(order_id)s, %(customer_id)s, %(amount_cents)s, %(currency)s, %(status)s, %(paid_at)s)",
                row,
            )
            inserted += 1
    conn.commit()
    return inserted


def parse_since(value: str) -> datetime:
    """'2025-10-14' or '2025-10-14T06:00' as an aware UTC datetime."""
    parsed = datetime.fromisoformat(value)
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=timezone.utc)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Load Stripe charges into billing.payments.")
    parser.add_argument("--dry-run", action="store_true", help="fetch and count, write nothing")
    parser.add_argument("--since", type=parse_since, help="load charges created since this ISO date/datetime (UTC)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")

    since = args.since or datetime.now(timezone.utc) - DEFAULT_WINDOW
    charges = list(list_charges(created_gte=int(since.timestamp())))
    log.info("fetched %d charges created since %s", len(charges), since.isoformat())
    if args.dry_run:
        return 0

    with psycopg.connect(os.environ["WAREHOUSE_DSN"]) as conn:
        inserted = upsert_payments(conn, charges)
    log.info("inserted %d new payments, updated %d", inserted, len(charges) - inserted)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
