from datetime import datetime

import pytest
from pydantic import ValidationError

from app.schemas import ReservationCreate, UserCreate


def test_login_id_pattern():
    with pytest.raises(ValidationError):
        UserCreate(login_id="Bad-ID", display_name="x", email="a@example.com")
    ok = UserCreate(login_id="tanaka_01", display_name="田中", email="tanaka@example.com")
    assert ok.login_id == "tanaka_01"


def test_end_must_be_after_start():
    with pytest.raises(ValidationError):
        ReservationCreate(room_id=1, title="定例", start_at=datetime(2025, 11, 20, 10), end_at=datetime(2025, 11, 20, 9))


def test_max_eight_hours():
    with pytest.raises(ValidationError):
        ReservationCreate(room_id=1, title="研修", start_at=datetime(2025, 11, 20, 9), end_at=datetime(2025, 11, 20, 18))


def test_valid_reservation():
    r = ReservationCreate(room_id=2, title="1on1", start_at=datetime(2025, 11, 20, 13), end_at=datetime(2025, 11, 20, 13, 30))
    assert r.attendees == []
