from __future__ import annotations

import argparse
from datetime import date, timedelta
from pathlib import Path

from etl.load import load_day
from etl.report import print_table, write_csv
from etl.transform import by_store, clean, summarize


def main() -> None:
    parser = argparse.ArgumentParser(description="daily sales report per store")
    yesterday = (date.today() - timedelta(days=1)).isoformat()
    parser.add_argument("--date", default=yesterday, help="YYYY-MM-DD, default yesterday")
    parser.add_argument("--data", type=Path, default=Path("data"))
    parser.add_argument("--out", type=Path, default=Path("out"))
    args = parser.parse_args()

    df = clean(load_day(args.data, args.date))
    rows = summarize(by_store(df))
    print_table(rows)
    path = write_csv(rows, args.out / f"report_{args.date}.csv")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
