from datetime import date

import pytest

from app import db
from app.jobs.reminders import fetch_due_invoices
from app.models import Base, Customer, Invoice


@pytest.fixture(autouse=True)
def sqlite_db():
    db.configure("sqlite://")
    Base.metadata.create_all(db.engine)
    with db.SessionLocal() as s:
        s.add(Customer(id=1, name="星河科技", email="ap@xinghe.cn"))
        s.add_all([
            Invoice(id=1, number="INV-1", customer_id=1, amount_fen=10000, due_date=date(2025, 11, 1), period="2025-10"),
            Invoice(id=2, number="INV-2", customer_id=1, amount_fen=5000, due_date=date(2025, 12, 1), period="2025-11"),
            Invoice(id=3, number="INV-3", customer_id=1, amount_fen=800, due_date=date(2025, 10, 1), period="2025-09",
                    status="paid"),
        ])
        s.commit()
    yield
    db.dispose()


def test_only_open_and_due():
    assert [i.number for i in fetch_due_invoices(date(2025, 11, 5))] == ["INV-1"]


def test_nothing_due_yet():
    assert fetch_due_invoices(date(2025, 10, 15)) == []
