"""从 MySQL 只读库抽取 ods_orders 当天变更的数据"""
from __future__ import annotations

import os

import pandas as pd
from sqlalchemy import create_engine, text

SQL = text(
    """
    SELECT order_id, user_id, shop_id, status, pay_amount, refund_amount,
           source_code, is_test, created_at, updated_at
    FROM ods_orders
    WHERE updated_at >= :start AND updated_at < :end
    """
)


def engine():
    url = os.environ["ORDERS_RO_DSN"]  # mysql+pymysql://etl_ro:***@mysql-ro.internal:3306/trade
    return create_engine(url, pool_pre_ping=True)


def extract_orders(dt: str) -> pd.DataFrame:
    start = pd.Timestamp(dt)
    end = start + pd.Timedelta(days=1)
    with engine().connect() as conn:
        return pd.read_sql(SQL, conn, params={"start": start.to_pydatetime(), "end": end.to_pydatetime()})
