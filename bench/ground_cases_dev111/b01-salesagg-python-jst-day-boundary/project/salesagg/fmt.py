"""レポートの整形。"""
from __future__ import annotations

import csv
import io

from salesagg.report import DayTotal, best_day, month_total

WEEKDAYS = "月火水木金土日"


def yen(amount: int) -> str:
    """3桁区切りの円表記。amount は整数円なので丸めはしない。"""
    return f"¥{amount:,}"


def _row(d: DayTotal) -> str:
    wd = WEEKDAYS[d.day.weekday()]
    return f"{d.day.isoformat()}({wd})  {d.orders:>5}件  {yen(d.amount):>12}  平均 {yen(d.average):>9}"


def render_table(days: list[DayTotal]) -> str:
    lines = ["日付            件数          売上          客単価", "-" * 52]
    lines += [_row(d) for d in days]
    lines.append("-" * 52)
    lines.append(f"合計 {yen(month_total(days))}")
    top = best_day(days)
    if top is not None:
        lines.append(f"最高 {top.day.isoformat()} {yen(top.amount)}")
    return "\n".join(lines)


def render_csv(days: list[DayTotal]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(["日付", "件数", "売上", "客単価"])
    for d in days:
        writer.writerow([d.day.isoformat(), d.orders, d.amount, d.average])
    return out.getvalue()


def render_summary(days: list[DayTotal]) -> str:
    total = month_total(days)
    count = sum(d.orders for d in days)
    return f"{len(days)}日分 / {count}件 / {yen(total)}"
