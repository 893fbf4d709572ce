import pandas as pd


def load_sales(path: str, start: pd.Timestamp, end: pd.Timestamp) -> pd.DataFrame:
    """Rows of sales between start and end (inclusive days), with a `day` column."""
    df = pd.read_parquet(path, columns=["ts", "store", "sku", "qty", "amount", "currency"])
    df = df[(df["ts"] >= start) & (df["ts"] < end + pd.Timedelta(days=1))].copy()
    df["day"] = df["ts"].dt.normalize()
    return df
