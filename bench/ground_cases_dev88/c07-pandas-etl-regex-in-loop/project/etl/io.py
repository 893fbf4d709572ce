import os
from pathlib import Path

import pandas as pd
from sqlalchemy import create_engine


def engine():
    return create_engine(os.environ["WAREHOUSE_URL"])


def load_transactions(day: str, limit: int | None = None) -> pd.DataFrame:
    sql = "SELECT txn_id, merchant_raw, mcc, amount_cents, city FROM raw_transactions WHERE day = %(day)s"
    if limit:
        sql += f" LIMIT {int(limit)}"
    return pd.read_sql(sql, engine(), params={"day": day})


def load_merchants() -> pd.DataFrame:
    return pd.read_sql("SELECT merchant_id, canonical_name, category FROM merchants", engine())


def write_output(df: pd.DataFrame, day: str, out_dir: str = "out") -> Path:
    Path(out_dir).mkdir(exist_ok=True)
    path = Path(out_dir) / f"enriched_{day}.parquet"
    df.to_parquet(path, index=False, engine="pyarrow", compression="snappy")
    return path
