"""Entry point of the 06:15 cron run: load yesterday's orders, mail the summary."""
from __future__ import annotations

import argparse
import logging
import sys
from datetime import date

import loaders
import mailer
import metrics

log = logging.getLogger("daily_report")


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--day", type=date.fromisoformat, help="business day to report (default: yesterday)")
    parser.add_argument("--dry-run", action="store_true", help="print the mail instead of sending it")
    return parser.parse_args(argv)


def run(day: date, dry_run: bool = False) -> int:
    orders = loaders.load_orders(day)
    summary = metrics.summarize(orders)
    log.info("day=%s orders=%d net=%d", day, summary["orders"], summary["net_yen"])
    body = mailer.render_body(day, metrics.summary_lines(summary))
    stores = metrics.by_store(orders).to_csv(index=False).encode("utf-8-sig")
    msg = mailer.build_message(day, body, {f"stores-{day:%Y%m%d}.csv": stores})
    if dry_run:
        print(mailer.preview(msg))
        return 0
    mailer.send(msg)
    return 0


def main(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    args = parse_args(sys.argv[1:] if argv is None else argv)
    day = args.day or loaders.yesterday()
    try:
        return run(day, args.dry_run)
    except Exception:
        log.exception("daily report failed for %s", day)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
