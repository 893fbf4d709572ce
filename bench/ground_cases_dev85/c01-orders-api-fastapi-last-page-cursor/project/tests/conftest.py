from datetime import datetime, timedelta

import pytest
from fastapi.testclient import TestClient

from app.db import Database, get_db
from app.main import app
from app.models import OrderRow, OrderStatus

BASE = datetime(2025, 11, 3, 9, 0, 0)


@pytest.fixture
def db():
    database = Database()
    app.dependency_overrides[get_db] = lambda: database
    yield database
    app.dependency_overrides.clear()


@pytest.fixture
def client(db):
    return TestClient(app)


def make_orders(db, n, *, same_second=0):
    """n orders, one a minute; the last `same_second` share one created_at."""
    for i in range(1, n + 1):
        at = BASE + timedelta(minutes=min(i, n - same_second + 1))
        db.insert_order(OrderRow(id=i, customer_id=7, status=OrderStatus.paid, total_cents=1250 * i,
                                 currency="CNY", created_at=at))
