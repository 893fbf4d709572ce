"""Daily revenue report: orders + customers -> revenue by day and region."""
from __future__ import annotations

import argparse
from pathlib import Path

import pandas as pd

DATA = Path(__file__).resolve().parent.parent / "data"


def load_orders(day: str) -> pd.DataFrame:
    df = pd.read_csv(DATA / f"orders_{day}.csv", parse_dates=["paid_at"])
    df["amount"] = df["amount"].astype(float)
    return df


def load_customers() -> pd.DataFrame:
    return pd.read_csv(DATA / "customers.csv", usecols=["customer_id", "region", "tier"])


def clean(orders: pd.DataFrame) -> pd.DataFrame:
    orders = orders[orders["status"] != "refunded"]
    orders = orders[orders["amount"] > 0]
    return orders.drop_duplicates(subset=["order_id"])


def enrich(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
    merged = orders.merge(customers, on="customer_id", how="left")
    merged["region"] = merged["region"].fillna("unknown")
    return merged


def summarize(df: pd.DataFrame) -> pd.DataFrame:
    out = (
        df.assign(day=df["paid_at"].dt.date)
        .groupby(["day", "region"], as_index=False)
        .agg(orders=("order_id", "nunique"), revenue=("amount", "sum"))
    )
    out["revenue"] = out["revenue"].round(2)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("day", help="YYYYMMDD")
    ap.add_argument("--out", type=Path, default=Path("out"))
    args = ap.parse_args()
    report = summarize(enrich(clean(load_orders(args.day)), load_customers()))
    args.out.mkdir(exist_ok=True)
    report.to_csv(args.out / f"revenue_{args.day}.csv", index=False)
    print(report.to_string(index=False))
    print(f"TOTAL {report['revenue'].sum():.2f}")


if __name__ == "__main__":
    main()
