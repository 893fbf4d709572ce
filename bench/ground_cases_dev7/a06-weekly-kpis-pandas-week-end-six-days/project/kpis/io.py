import pandas as pd

COLUMNS = ["order_id", "customer_id", "email", "status", "total", "refunded", "created_at"]


def read_orders_csv(path) -> pd.DataFrame:
    """The orders export from the shop admin (timestamps are UTC)."""
    df = pd.read_csv(path, usecols=COLUMNS, dtype={"order_id": "int64", "customer_id": "int64"})
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    df[["total", "refunded"]] = df[["total", "refunded"]].fillna(0.0)
    return df
