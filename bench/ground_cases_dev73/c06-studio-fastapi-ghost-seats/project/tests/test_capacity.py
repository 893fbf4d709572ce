from datetime import UTC, datetime

import pytest
from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from app.models import Base, Booking, YogaClass
from app.services.capacity import seats_left


@pytest.fixture
def db():
    engine = create_engine("sqlite://")
    Base.metadata.create_all(engine)
    with Session(engine) as s:
        yield s


def test_seats_left_counts_bookings(db):
    c = YogaClass(title="流瑜伽", instructor="小林", starts_at=datetime(2024, 11, 5, 19, tzinfo=UTC), capacity=3)
    db.add(c)
    db.flush()
    db.add_all([Booking(class_id=c.id, member_id=i, created_at=datetime.now(UTC)) for i in range(2)])
    db.flush()
    assert seats_left(db, c) == 1
