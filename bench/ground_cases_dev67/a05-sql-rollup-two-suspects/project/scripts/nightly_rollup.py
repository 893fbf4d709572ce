"""Build daily_account_stats for one day from the raw events table."""
from __future__ import annotations

import logging
from datetime import date, timedelta

import click

from db import connect, fetch_all

log = logging.getLogger("rollup")

ACCOUNTS_SQL = "SELECT id FROM accounts WHERE deleted_at IS NULL ORDER BY id"

ACCOUNT_DAY_SQL = """
SELECT count(*) AS events,
       count(DISTINCT user_id) AS active_users,
       coalesce(sum(duration_ms), 0) AS total_ms
FROM events
WHERE account_id = %(account_id)s
  AND occurred_at >= %(day)s
  AND occurred_at < %(day)s + interval '1 day'
"""

UPSERT_SQL = """
INSERT INTO daily_account_stats (account_id, day, events, active_users, total_ms)
VALUES (%(account_id)s, %(day)s, %(events)s, %(active_users)s, %(total_ms)s)
ON CONFLICT (account_id, day) DO UPDATE
SET events = EXCLUDED.events, active_users = EXCLUDED.active_users, total_ms = EXCLUDED.total_ms
"""


@click.command()
@click.option("--date", "day", type=click.DateTime(["%Y-%m-%d"]), default=None)
def main(day):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    target = day.date() if day else date.today() - timedelta(days=1)
    with connect() as conn:
        accounts = [row[0] for row in fetch_all(conn, ACCOUNTS_SQL)]
        log.info("rolling up %s for %d accounts", target, len(accounts))
        for account_id in accounts:
            events, active, total = fetch_all(conn, ACCOUNT_DAY_SQL, {"account_id": account_id, "day": target})[0]
            with conn.cursor() as cur:
                cur.execute(UPSERT_SQL, {"account_id": account_id, "day": target, "events": events,
                                         "active_users": active, "total_ms": total})
        conn.commit()
    log.info("done")


if __name__ == "__main__":
    main()
