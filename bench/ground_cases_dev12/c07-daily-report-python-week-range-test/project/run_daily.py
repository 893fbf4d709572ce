"""经营日报入口。

    python run_daily.py                 # 跑昨天
    python run_daily.py --date 2025-06-11
    python run_daily.py --date 20250611 --no-push
"""
from __future__ import annotations

import argparse
import logging
import sys
from datetime import timedelta

from etl import extract, load, transform
from etl.utils import parse_date, week_range

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("daily")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="经营日报")
    parser.add_argument("--date", help="报表日期，默认昨天")
    parser.add_argument("--no-push", action="store_true", help="不推送钉钉，只生成 csv")
    args = parser.parse_args(argv)

    day = parse_date(args.date)
    prev_day = day - timedelta(days=1)
    week_start, _ = week_range(day)
    start = min(prev_day, week_start)
    log.info("报表日期 %s，拉取 %s ~ %s", day, start, day)

    orders = extract.load_orders(start, day)
    refunds = extract.load_refunds(start, day)
    if orders.empty:
        log.warning("%s 没有订单数据，检查一下从库同步", day)
        return 1

    report = transform.build_report(orders, refunds, day, prev_day)
    path = load.to_csv(report, day)
    if not args.no_push:
        load.push_dingtalk(report, day, path)
    log.info("完成")
    return 0


if __name__ == "__main__":
    sys.exit(main())
