from datetime import UTC, datetime
from decimal import Decimal

import pytest
from fastapi.testclient import TestClient

from app.db import SessionLocal, engine
from app.main import app
from app.models import Base, Order, OrderStatus


@pytest.fixture(autouse=True)
def schema():
    Base.metadata.create_all(engine)
    yield
    Base.metadata.drop_all(engine)


@pytest.fixture
def db():
    session = SessionLocal()
    yield session
    session.close()


@pytest.fixture
def client():
    return TestClient(app)


@pytest.fixture
def paid_order(db):
    order = Order(id="A-1", customer_email="a@example.com", currency="EUR", total=Decimal("40.00"),
                  refunded_total=Decimal("0"), payment_intent_id="pi_test_1", status=OrderStatus.paid,
                  updated_at=datetime.now(UTC))
    db.add(order)
    db.commit()
    return order
