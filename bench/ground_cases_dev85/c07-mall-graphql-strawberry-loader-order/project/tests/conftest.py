import sqlite3

import pytest

from app import db

SCHEMA = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, phone TEXT);
CREATE TABLE coupons (code TEXT PRIMARY KEY, discount_cents INTEGER NOT NULL);
CREATE TABLE orders (
    id INTEGER PRIMARY KEY, status TEXT NOT NULL, total_cents INTEGER NOT NULL,
    buyer_name TEXT NOT NULL, customer_id INTEGER NOT NULL, coupon_code TEXT
);
"""


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.executescript(SCHEMA)
    c.executemany("INSERT INTO customers VALUES (?, ?, ?)", [(1, "张三", None), (2, "李四", "13800000000"), (3, "王五", None)])
    c.execute("INSERT INTO coupons VALUES ('NEW10', 1000)")
    c.executemany("INSERT INTO orders VALUES (?, ?, ?, ?, ?, ?)", [
        (101, "paid", 5900, "王五", 3, "NEW10"),
        (102, "paid", 12900, "李四", 2, None),
        (103, "shipped", 3900, "张三", 1, None),
    ])
    db.set_connection(c)
    db.query_count = 0
    return c
