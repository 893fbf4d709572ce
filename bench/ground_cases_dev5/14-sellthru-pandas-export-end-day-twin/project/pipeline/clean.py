import numpy as np
import pandas as pd


def clean(df: pd.DataFrame) -> pd.DataFrame:
    df = df.drop_duplicates(subset=["ts", "store", "sku"])
    df["qty"] = df["qty"].fillna(0).astype("int64")
    df["amount"] = np.where(df["qty"] < 0, -df["amount"].abs(), df["amount"])
    df["store"] = df["store"].str.strip().str.upper()
    return df
