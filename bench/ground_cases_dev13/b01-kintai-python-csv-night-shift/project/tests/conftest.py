from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from app.main import app
from app.store import store


@pytest.fixture
def client():
    store.clear()
    with TestClient(app) as c:
        yield c


def punch(client, work_date, clock_in, clock_out, employee_id=7, break_minutes=60):
    r = client.post("/punches", json={
        "employee_id": employee_id,
        "work_date": work_date,
        "clock_in": clock_in,
        "clock_out": clock_out,
        "break_minutes": break_minutes,
    })
    assert r.status_code == 201, r.text
    return r.json()["punch_id"]


@pytest.fixture
def add_punch(client):
    def _add(*args, **kwargs):
        return punch(client, *args, **kwargs)
    return _add
