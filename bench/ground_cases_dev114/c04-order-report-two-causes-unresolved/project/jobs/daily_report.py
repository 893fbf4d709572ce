"""Daily order report: load yesterday's orders, summarize, post to the team robot."""
from __future__ import annotations

import argparse
import json
import logging
from datetime import date, timedelta
from pathlib import Path

import requests
import sqlalchemy as sa

from jobs.config import load_settings
from jobs.load import load_orders
from jobs.transform import summarize

log = logging.getLogger("daily_report")


def render(day: date, summary: dict) -> str:
    lines = [f"【订单日报】{day:%Y-%m-%d}",
             f"订单数：{summary['orders']}",
             f"GMV：¥{summary['gmv_yuan']:,.2f}",
             f"下单用户：{summary['buyers']}"]
    lines += [f"  {ch}: {n}" for ch, n in summary["by_channel"].items()]
    return "\n".join(lines)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="daily order report")
    parser.add_argument("--date", type=date.fromisoformat, default=None,
                        help="report day as YYYY-MM-DD (default: yesterday)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    args = parse_args(argv)
    settings = load_settings()
    day = args.date or date.today() - timedelta(days=1)
    engine = sa.create_engine(settings.dsn)
    summary = summarize(load_orders(engine, day))
    out = Path(settings.out_dir) / f"orders_{day:%Y%m%d}.json"
    out.write_text(json.dumps(summary, ensure_ascii=False, indent=2))
    requests.post(settings.webhook_url, json={"msgtype": "text", "text": {"content": render(day, summary)}}, timeout=10)
    log.info("report for %s: %s orders", day, summary["orders"])


if __name__ == "__main__":
    main()
