"""Settings shared by the orders ETL."""
from __future__ import annotations

import os

TZ = "Asia/Shanghai"
BASE_CURRENCY = "CNY"

# Orders in these states never count as revenue.
REFUND_STATUSES = ("refunded", "chargeback")
CHANNELS = ("app", "miniprogram", "web", "overseas")

ORDERS_EXPORT = os.environ.get("ORDERS_EXPORT", "s3://dw-raw/mysql/orders/dt={ds}/")
ORDER_ITEMS_EXPORT = os.environ.get("ORDER_ITEMS_EXPORT", "s3://dw-raw/mysql/order_items/dt={ds}/")
FX_RATES = os.environ.get("FX_RATES", "s3://dw-dim/dim_fx_rate/")

CLICKHOUSE_URL = os.environ.get("CLICKHOUSE_URL", "http://clickhouse.data.svc:8123")
CLICKHOUSE_DB = os.environ.get("CLICKHOUSE_DB", "ads")
CLICKHOUSE_USER = os.environ.get("CLICKHOUSE_USER", "etl")
CLICKHOUSE_PASSWORD = os.environ.get("CLICKHOUSE_PASSWORD", "")
