from datetime import datetime, timedelta

import pytest
from sqlalchemy import create_engine
from sqlalchemy.orm import Session

from ledgersync.audit import Base, entries_since, record_event


@pytest.fixture
def session():
    engine = create_engine("sqlite://")
    Base.metadata.create_all(engine)
    with Session(engine) as s:
        yield s


def test_record_event_sets_timestamp(session):
    entry = record_event(session, "run-1", 7, "pull")
    session.flush()
    assert entry.recorded_at is not None
    assert entry.recorded_at.tzinfo is None  # column holds naive UTC


def test_entries_since(session):
    record_event(session, "run-1", 7, "pull")
    session.flush()
    assert len(entries_since(session, datetime(2000, 1, 1))) == 1
