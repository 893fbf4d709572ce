from pathlib import Path

from .aggregate import daily_totals, monthly_totals, weekly_totals
from .config import load_config
from .export import write_workbook
from .query import fetch_sales


def main() -> None:
    cfg = load_config()
    sales = fetch_sales(cfg.dsn, cfg.tz, cfg.weeks_back)
    write_workbook(Path("sales_report.xlsx"), {
        "日报": daily_totals(sales),
        "周报": weekly_totals(sales),
        "月报": monthly_totals(sales),
    }, cfg.currency)


if __name__ == "__main__":
    main()
