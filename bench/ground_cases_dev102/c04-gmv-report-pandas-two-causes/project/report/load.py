from __future__ import annotations

import pandas as pd

COLUMNS = ["order_id", "shipment_id", "paid_at", "status", "amount"]


def load_orders(path: str) -> pd.DataFrame:
    """Rows are shipments: a split order has one row per shipment."""
    df = pd.read_parquet(path, columns=COLUMNS)
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True).dt.tz_convert("Asia/Shanghai")
    df["amount"] = df["amount"].astype("float64")
    return df


def describe(df: pd.DataFrame) -> str:
    lines = [f"rows: {len(df)}"]
    lines.append(f"orders: {df['order_id'].nunique()}")
    lines.append(f"shipments: {df['shipment_id'].nunique()}")
    lines.append(f"first paid_at: {df['paid_at'].min()}")
    lines.append(f"last paid_at: {df['paid_at'].max()}")
    for status, n in status_counts(df).items():
        lines.append(f"  {status}: {n}")
    return "\n".join(lines)


def status_counts(df: pd.DataFrame) -> dict[str, int]:
    return {str(k): int(v) for k, v in df["status"].value_counts().items()}


def sample(df: pd.DataFrame, n: int = 5) -> pd.DataFrame:
    return df.sort_values("paid_at").head(n)


if __name__ == "__main__":
    import sys
    print(describe(load_orders(sys.argv[1] if len(sys.argv) > 1 else "data/orders.parquet")))
