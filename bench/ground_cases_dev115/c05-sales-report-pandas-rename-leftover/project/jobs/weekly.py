"""Weekly sales summary.  python -m jobs.weekly [2025-W46]"""
import sys
from datetime import date, timedelta

import pandas as pd

from jobs.config import OUT_DIR, REGION_KEY
from jobs.loader import load_week
from jobs.report import pivot_by, week_over_week


def previous_week(week: str) -> str:
    year, num = week.split("-W")
    monday = date.fromisocalendar(int(year), int(num), 1) - timedelta(days=7)
    y, w, _ = monday.isocalendar()
    return f"{y}-W{w:02d}"


def main(argv: list[str]) -> None:
    if len(argv) > 1:
        week = argv[1]
    else:
        y, w, _ = (date.today() - timedelta(days=7)).isocalendar()
        week = f"{y}-W{w:02d}"
    this_week = load_week(week)
    last_week = load_week(previous_week(week))
    summary = week_over_week(this_week, last_week)
    channels = pivot_by(this_week, REGION_KEY)
    out = OUT_DIR / f"sales-{week}.xlsx"
    with pd.ExcelWriter(out) as xl:
        summary.to_excel(xl, sheet_name="大区环比")
        channels.to_excel(xl, sheet_name="渠道")
    print(f"wrote {out}")


if __name__ == "__main__":
    main(sys.argv)
