import pandas as pd
from sqlalchemy import create_engine, text

from etl.config import DB_URL

ORDERS_SQL = text("""
SELECT o.order_id, o.shop_id, o.pay_time, o.pay_amount,
       COALESCE(r.status, 'none') AS refund_status,
       COALESCE(r.amount, 0)      AS refund_amount,
       o.status                   AS order_status
FROM orders o
LEFT JOIN refunds r ON r.order_id = o.order_id
WHERE o.pay_time >= :start AND o.pay_time < :end
""")


def load_orders(start, end) -> pd.DataFrame:
    engine = create_engine(DB_URL)
    with engine.connect() as conn:
        df = pd.read_sql(ORDERS_SQL, conn, params={"start": start, "end": end})
    df["pay_time"] = pd.to_datetime(df["pay_time"]).dt.tz_localize("Asia/Shanghai")
    return df


def load_shops() -> pd.DataFrame:
    engine = create_engine(DB_URL)
    with engine.connect() as conn:
        return pd.read_sql(text("SELECT shop_id, shop_name, category, opened_on FROM shops"), conn)


def load_orders_csv(path) -> pd.DataFrame:
    """本地调试用：读 data/sample 下导出的 csv。"""
    df = pd.read_csv(path)
    df["pay_time"] = pd.to_datetime(df["pay_time"])
    return df
