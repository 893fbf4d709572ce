from datetime import datetime, timedelta

import pytest
from fastapi.testclient import TestClient

from app import db
from app.main import app


@pytest.fixture()
def repo(monkeypatch):
    fresh = db.OrderRepo()
    monkeypatch.setattr(db, "_repo", fresh)
    app.dependency_overrides[db.get_repo] = lambda: fresh
    yield fresh
    app.dependency_overrides.clear()


@pytest.fixture()
def client(repo):
    return TestClient(app)


@pytest.fixture()
def seeded(repo):
    c = repo.add_customer("Sato", "sato@example.com")
    base = datetime(2025, 11, 1, 9, 0, 0)
    for i in range(7):
        repo.add_order(c.id, 1000 * (i + 1), base + timedelta(minutes=i))
    return c
