"""Weekly sales report job: load paid orders, bucket them by week, write a summary."""

from __future__ import annotations

__all__ = ["cli", "loader", "transform", "report"]

__version__ = "0.7.0"

# Column names shared by the loader, the transform and the report.
ORDER_ID = "order_id"
REGION = "region"
STATUS = "status"
AMOUNT = "amount_cents"
PAID_AT = "paid_at"
WEEK = "week"

# Timezone the business reports in. Raw timestamps from the order service are UTC.
REPORT_TZ = "Asia/Shanghai"

# Statuses the order service emits.
STATUSES = (
    "pending",
    "paid",
    "shipped",
    "completed",
    "cancelled",
    "refunded",
)

DEFAULT_INPUT = "data/orders.parquet"
DEFAULT_OUTPUT = "out/weekly.csv"
