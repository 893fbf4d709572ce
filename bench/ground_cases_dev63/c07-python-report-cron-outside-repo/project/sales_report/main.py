"""销售日报：python -m sales_report.main [--date YYYY-MM-DD]"""
from __future__ import annotations

import argparse
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from sales_report import settings

from sales_report.mailer import render_table, send
from sales_report.query import daily_rows


def report_date(arg: str | None) -> date:
    """要报的那一天：默认是"昨天"。"""
    if arg:
        return date.fromisoformat(arg)
    # 按报表时区取"今天"，容器是 UTC，北京时间 0~8 点之间 date.today() 会早一天
    today = datetime.now(ZoneInfo(settings.REPORT_TZ)).date()
    return today - timedelta(days=1)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--date")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)

    day = report_date(args.date)
    rows = daily_rows(day)
    subject = f"销售日报 {day:%Y-%m-%d}（{day:%m月%d日}）"
    html = render_table(rows)
    if args.dry_run:
        print(subject)
        print(html)
        return
    send(subject, html)


if __name__ == "__main__":
    main()
