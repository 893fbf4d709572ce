from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from app import repo
from app.models import Base, Customer, Order


@pytest.fixture
def session():
    engine = create_engine("sqlite://")
    Base.metadata.create_all(engine)
    with Session(engine) as s:
        yield s


def test_orders_newest_first(session):
    c = Customer(id=1, name="a", email="a@x.cn")
    t0 = datetime(2025, 11, 1, tzinfo=timezone.utc)
    session.add(c)
    session.add_all([Order(id=i, customer_id=1, total_fen=100, created_at=t0 + timedelta(minutes=i)) for i in range(1, 4)])
    session.commit()
    assert [o.id for o in repo.list_orders_for_customer(session, 1)] == [3, 2, 1]


def test_stats_skip_cancelled(session):
    session.add(Customer(id=1, name="a", email="a@x.cn"))
    session.add_all([Order(id=1, customer_id=1, total_fen=100), Order(id=2, customer_id=1, total_fen=50, status="cancelled")])
    session.commit()
    assert repo.customer_stats(session, 1) == {"orders": 1, "total_fen": 100}
