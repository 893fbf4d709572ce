import sqlite3

import pytest

from app import create_app


@pytest.fixture()
def client(tmp_path):
    db = tmp_path / "test.db"
    conn = sqlite3.connect(db)
    conn.execute("CREATE TABLE sales (id INTEGER PRIMARY KEY, shop_id INTEGER, sold_on TEXT, amount TEXT, currency TEXT)")
    conn.executemany("INSERT INTO sales (shop_id, sold_on, amount, currency) VALUES (?, ?, ?, ?)", [
        (1, "2025-10-01", "0.10", "USD"),
        (1, "2025-10-01", "0.20", "USD"),
        (1, "2025-10-02", "1200.00", "USD"),
    ])
    conn.commit()
    conn.close()
    app = create_app({"DATABASE_URL": f"sqlite:///{db}", "TESTING": True})
    return app.test_client()
