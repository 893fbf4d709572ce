import sqlite3
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SCHEMA = """
CREATE TABLE customers (id INTEGER PRIMARY KEY, email TEXT NOT NULL, name TEXT);
CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    plan TEXT NOT NULL,
    status TEXT NOT NULL,
    auto_renew INTEGER NOT NULL DEFAULT 1,
    renews_on TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    currency TEXT NOT NULL DEFAULT 'eur'
);
CREATE TABLE reminders_sent (
    subscription_id INTEGER NOT NULL,
    renews_on TEXT NOT NULL,
    sent_on TEXT NOT NULL
);
"""


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.row_factory = sqlite3.Row
    c.executescript(SCHEMA)
    c.execute("INSERT INTO customers VALUES (1, 'ana@example.com', 'Ana'), (2, 'bo@example.com', NULL)")
    yield c
    c.close()


def add_sub(conn, sub_id, customer_id, renews_on, status="active", auto_renew=1):
    conn.execute(
        "INSERT INTO subscriptions (id, customer_id, plan, status, auto_renew, renews_on, amount_cents)"
        " VALUES (?, ?, 'pro', ?, ?, ?, 4900)",
        (sub_id, customer_id, status, auto_renew, renews_on),
    )
