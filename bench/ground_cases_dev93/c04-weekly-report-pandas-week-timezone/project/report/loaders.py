"""Load orders and refunds for a time window from the read replica."""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import yaml
from sqlalchemy import create_engine, text
from sqlalchemy.engine import Engine

from report.queries import ORDERS_SQL, REFUNDS_SQL


def load_config(path: str | Path = "config.yaml") -> dict:
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)


def engine_from(config: dict) -> Engine:
    return create_engine(config["database_url"], pool_pre_ping=True)


def load_orders(engine: Engine, start: pd.Timestamp, end: pd.Timestamp, exclude_internal: bool = True) -> pd.DataFrame:
    params = {"start": start.to_pydatetime(), "end": end.to_pydatetime(), "exclude_internal": exclude_internal}
    with engine.connect() as conn:
        df = pd.read_sql(text(ORDERS_SQL), conn, params=params)
    # timestamptz comes back with the session offset; normalise to UTC
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True)
    return df


def load_refunds(engine: Engine, start: pd.Timestamp, end: pd.Timestamp) -> pd.DataFrame:
    params = {"start": start.to_pydatetime(), "end": end.to_pydatetime()}
    with engine.connect() as conn:
        df = pd.read_sql(text(REFUNDS_SQL), conn, params=params)
    df["succeeded_at"] = pd.to_datetime(df["succeeded_at"], utc=True)
    df["paid_at"] = pd.to_datetime(df["paid_at"], utc=True)
    return df
