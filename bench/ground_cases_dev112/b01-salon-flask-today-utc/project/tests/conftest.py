from datetime import datetime, timedelta

import pytest

from app import create_app
from app.db import Reservation, session
from app.slots import JST


@pytest.fixture(scope="session")
def app():
    app = create_app({"DATABASE_URL": "sqlite:///:memory:", "TESTING": True})
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def seeded(app):
    base = datetime(2030, 1, 10, 10, 0, tzinfo=JST)
    s = session()
    s.add_all([
        Reservation(customer="佐藤", starts_at=base, status="booked"),
        Reservation(customer="鈴木", starts_at=base + timedelta(hours=1), status="cancelled"),
        Reservation(customer="高橋", starts_at=base + timedelta(days=1), status="booked"),
    ])
    s.commit()
    yield s
    s.query(Reservation).delete()
    s.commit()
