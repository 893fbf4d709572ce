import sqlite3
from datetime import date

import pytest

from dunning.config import Settings
from dunning.db import SCHEMA


@pytest.fixture
def settings():
    return Settings(
        db_path=":memory:", smtp_host="localhost", smtp_port=465, smtp_user="", smtp_password="",
        sender="finance@example.cn", company_name="星河科技", pay_url="https://pay.example.cn/invoice",
    )


@pytest.fixture
def conn():
    c = sqlite3.connect(":memory:")
    c.executescript(
        """
        CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT, email TEXT);
        CREATE TABLE invoices (id INTEGER PRIMARY KEY, number TEXT, customer_id INTEGER,
                               amount_due REAL, due_on TEXT, status TEXT);
        """
    )
    c.executescript(SCHEMA)
    c.execute("INSERT INTO customers VALUES (1, '杭州某某贸易', 'ap@mm-trade.cn')")
    c.execute("INSERT INTO invoices VALUES (7, 'INV-20250304-007', 1, 12800.0, ?, 'open')",
              (date(2025, 3, 4).isoformat(),))
    c.commit()
    yield c
    c.close()
