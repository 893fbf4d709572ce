"""Load the monthly customer snapshot and split it for training."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
from sklearn.model_selection import train_test_split

DATA = Path("data/customers_2025-09.parquet")
TARGET = "churned"
ID_COLS = ["customer_id", "company_id"]


def load(path: Path = DATA) -> pd.DataFrame:
    df = pd.read_parquet(path)
    df = df.drop_duplicates("customer_id")
    df["signup_date"] = pd.to_datetime(df["signup_date"])
    df[TARGET] = df[TARGET].astype(int)
    return df.reset_index(drop=True)


def split(df: pd.DataFrame, test_size: float = 0.2, seed: int = 42):
    """Stratified random split; returns (train, test) frames."""
    return train_test_split(df, test_size=test_size, random_state=seed, stratify=df[TARGET])


def describe(df: pd.DataFrame) -> dict:
    return {
        "rows": len(df),
        "companies": int(df["company_id"].nunique()),
        "churn_rate": round(float(df[TARGET].mean()), 4),
        "snapshot": df["signup_date"].max().date().isoformat(),
    }
