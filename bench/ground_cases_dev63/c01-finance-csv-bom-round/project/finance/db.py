"""数据库读取。连接串从环境变量 FINANCE_DSN 读。"""
from __future__ import annotations

import os

import psycopg
from psycopg.rows import dict_row

MONTH_ROWS_SQL = """
SELECT o.order_no, o.channel, c.name AS customer, o.amount_fen, o.amount_fc, r.rate AS fx_rate
FROM orders o
JOIN customers c ON c.id = o.customer_id
LEFT JOIN fx_rates r ON r.month = to_char(o.paid_at, 'YYYY-MM') AND r.currency = o.currency
WHERE to_char(o.paid_at, 'YYYY-MM') = %s AND o.status = 'paid'
ORDER BY o.paid_at
"""

SUPPLIER_SQL = """
SELECT l.sku, l.supplier_code, l.qty, l.settle_fen
FROM settlement_lines l
WHERE l.month = %s
"""


def _connect():
    return psycopg.connect(os.environ["FINANCE_DSN"], row_factory=dict_row)


def fetch_month_rows(month: str) -> list[dict]:
    with _connect() as conn:
        return list(conn.execute(MONTH_ROWS_SQL, (month,)))


def fetch_supplier_lines(month: str) -> list[dict]:
    with _connect() as conn:
        return list(conn.execute(SUPPLIER_SQL, (month,)))
