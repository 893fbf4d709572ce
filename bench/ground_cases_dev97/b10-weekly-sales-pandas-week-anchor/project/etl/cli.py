from __future__ import annotations

import argparse
from pathlib import Path

from etl.load import read_many
from etl.transform import clean, share_by_store, weekly_totals


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="weekly-sales", description="POS の CSV から週次売上の Excel を作る")
    parser.add_argument("csv", nargs="+", type=Path)
    parser.add_argument("-o", "--output", type=Path, default=Path("weekly_sales.xlsx"))
    parser.add_argument("--store", action="append", default=[], help="店舗コード (複数指定可)")
    args = parser.parse_args(argv)

    orders = clean(read_many(args.csv))
    if args.store:
        orders = orders[orders["store"].isin(args.store)]
        if orders.empty:
            parser.error(f"no orders for store(s): {', '.join(args.store)}")
    weekly = weekly_totals(orders)
    shares = share_by_store(weekly)

    with pd_excel(args.output) as writer:
        weekly.to_excel(writer, sheet_name="週次", index=False)
        shares.to_excel(writer, sheet_name="構成比", index=False)
    print(f"wrote {args.output} ({len(weekly)} rows)")


def pd_excel(path: Path):
    import pandas as pd

    return pd.ExcelWriter(path, engine="openpyxl")


if __name__ == "__main__":
    main()
