import argparse
import re
from datetime import date
from pathlib import Path

from .config import load_settings
from .export import write_csv
from .loader import load_sales
from .summary import summarize


def last_month(today: date) -> str:
    first = today.replace(day=1)
    return date.fromordinal(first.toordinal() - 1).strftime("%Y-%m")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(prog="caiwu-report", description="生成门店月度销售汇总")
    parser.add_argument("--month", help="要汇总的月份，格式 YYYY-MM，默认上个月")
    parser.add_argument("--out", type=Path, help="输出 CSV 路径，默认写到 settings.toml 的 output.dir")
    args = parser.parse_args(argv)
    if args.month and not re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", args.month):
        parser.error("--month 格式应为 YYYY-MM，例如 2025-05")

    settings = load_settings()
    month = args.month or last_month(date.today())
    rows = load_sales(settings["source"]["dir"], month)
    out = args.out or Path(settings["output"]["dir"]) / f"summary-{month}.csv"
    write_csv(out, summarize(rows))
    print(f"wrote {out} ({len(rows)} rows)")


if __name__ == "__main__":
    main()
