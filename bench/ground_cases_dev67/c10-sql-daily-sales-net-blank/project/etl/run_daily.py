"""Rebuild one day of the sales marts (runs at 02:00 Asia/Shanghai from cron)."""
import argparse
import logging
import os
from datetime import date, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import psycopg
import yaml

ROOT = Path(__file__).resolve().parent.parent
log = logging.getLogger("run_daily")


def load_config() -> dict:
    return yaml.safe_load((ROOT / "etl" / "config.yaml").read_text())


def yesterday(tz: str) -> date:
    return datetime.now(ZoneInfo(tz)).date() - timedelta(days=1)


def run_job(conn, name: str, job: dict, day: date) -> int:
    sql = (ROOT / job["sql"]).read_text()
    with conn.cursor() as cur:
        cur.execute(f"DELETE FROM {job['target']} WHERE biz_date = %(day)s", {"day": day})
        cur.execute(sql, {"day": day})
        n = cur.rowcount
    log.info("%s %s: %d rows", name, day, n)
    return n


def days_to_run(args, tz: str) -> list[date]:
    if not args.date_from:
        return [yesterday(tz)]
    start = date.fromisoformat(args.date_from)
    end = date.fromisoformat(args.date_to or args.date_from)
    if end < start:
        raise SystemExit(f"--to {end} is before --from {start}")
    return [start + timedelta(days=i) for i in range((end - start).days + 1)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--from", dest="date_from", help="first day to rebuild (YYYY-MM-DD)")
    parser.add_argument("--to", dest="date_to", help="last day to rebuild, inclusive")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    cfg = load_config()
    with psycopg.connect(os.environ[cfg["warehouse"]["dsn_env"]]) as conn:
        for day in days_to_run(args, cfg["timezone"]):
            for name, job in cfg["jobs"].items():
                run_job(conn, name, job, day)
            conn.commit()


if __name__ == "__main__":
    main()
