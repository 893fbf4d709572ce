import os

os.environ["DATABASE_URL"] = "sqlite:///./test-orders.db"

import pytest
from fastapi.testclient import TestClient

from app.db import Base, engine
from app.main import app


@pytest.fixture()
def client():
    Base.metadata.drop_all(engine)
    Base.metadata.create_all(engine)
    with TestClient(app) as c:
        yield c


def make_order(client, **overrides):
    body = {"customerId": "c-100", "totalAmount": "19.90", "currency": "EUR"}
    body.update(overrides)
    r = client.post("/orders", json=body)
    assert r.status_code == 201, r.text
    return r.json()
