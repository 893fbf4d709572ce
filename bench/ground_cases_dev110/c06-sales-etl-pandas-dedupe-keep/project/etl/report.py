"""Weekly revenue report, one sheet per shop."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from etl.load import read_all
from etl.transform import clean


def weekly(df: pd.DataFrame) -> pd.DataFrame:
    week = df["updated_at"].dt.to_period("W-SUN").astype(str).rename("week")
    refunds = df["amount"].where(df["amount"] < 0, 0.0).abs().rename("refund_part")
    summary = df.assign(refund_part=refunds).groupby([week, "shop"]).agg(
        orders=("order_id", "nunique"),
        revenue=("amount", "sum"),
        refunds=("refund_part", "sum"),
    )
    return summary.reset_index()


HEADERS = {"week": "周", "orders": "订单数", "revenue": "净收入", "refunds": "退款金额"}


def write_report(df: pd.DataFrame, out: Path) -> None:
    with pd.ExcelWriter(out) as xl:
        for shop, part in df.groupby("shop"):
            sheet = part.drop(columns="shop").rename(columns=HEADERS)
            sheet.to_excel(xl, sheet_name=str(shop)[:31], index=False)


def main(src: Path, out: Path) -> None:
    df = clean(read_all(src))
    write_report(weekly(df), out)
    print(f"wrote {out}")


if __name__ == "__main__":
    import sys

    main(Path(sys.argv[1]), Path(sys.argv[2]))
