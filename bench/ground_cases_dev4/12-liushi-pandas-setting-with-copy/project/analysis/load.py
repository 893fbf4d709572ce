import pandas as pd


def load_users(path: str) -> pd.DataFrame:
    return pd.read_parquet(path)
