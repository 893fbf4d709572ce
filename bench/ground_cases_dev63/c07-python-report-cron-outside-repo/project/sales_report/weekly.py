"""销售周报：python -m sales_report.weekly"""
from __future__ import annotations

from datetime import date, timedelta

from sales_report.mailer import render_table, send
from sales_report.query import range_rows


def last_week(today: date) -> tuple[date, date]:
    """上周一到上周日。"""
    monday = today - timedelta(days=today.weekday())
    return monday - timedelta(days=7), monday - timedelta(days=1)


def week_label(day: date) -> str:
    """周报标题里的周数（ISO 8601，与 Excel ISOWEEKNUM 一致），比如 2025年第11周。"""
    iso = day.isocalendar()
    return f"{iso.year}年第{iso.week}周"


def main() -> None:
    first, last = last_week(date.today())
    rows = range_rows(first, last)
    subject = f"销售周报 {week_label(first)}（{first:%m/%d}-{last:%m/%d}）"
    send(subject, render_table(rows))


if __name__ == "__main__":
    main()
