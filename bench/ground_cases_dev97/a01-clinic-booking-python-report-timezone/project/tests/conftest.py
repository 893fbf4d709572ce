from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from clinic import bookings, create_app
from clinic.config import reset_settings_cache
from clinic.store import BookingStore


@pytest.fixture()
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("CLINIC_DB_PATH", str(tmp_path / "t.sqlite3"))
    reset_settings_cache()
    s = BookingStore(tmp_path / "t.sqlite3")
    monkeypatch.setattr(bookings, "_store", s)
    yield s
    reset_settings_cache()


@pytest.fixture()
def client(store):
    return TestClient(create_app())


def make(client, starts_at: str, provider: str = "Patel", minutes: int = 30) -> dict:
    resp = client.post(
        "/bookings",
        json={"patient_id": 7, "provider": provider, "starts_at": starts_at, "minutes": minutes},
    )
    assert resp.status_code == 201, resp.text
    return resp.json()
