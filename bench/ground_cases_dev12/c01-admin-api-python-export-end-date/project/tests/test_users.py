import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker
from sqlalchemy.pool import StaticPool

from app.auth import require_admin
from app.db import Base, get_db
from app.main import app
from app.models import User

engine = create_engine("sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool)
TestingSession = sessionmaker(bind=engine, expire_on_commit=False)


@pytest.fixture()
def client():
    Base.metadata.create_all(bind=engine)
    with TestingSession() as db:
        db.add_all([User(id=i, nickname=f"用户{i}", phone=f"1380000{i:04d}", status=1) for i in range(1, 31)])
        db.commit()

    def _db():
        with TestingSession() as s:
            yield s

    app.dependency_overrides[get_db] = _db
    app.dependency_overrides[require_admin] = lambda: "test-token"
    yield TestClient(app)
    app.dependency_overrides.clear()
    Base.metadata.drop_all(bind=engine)


def test_list_users(client):
    resp = client.get("/admin/users")
    assert resp.status_code == 200
    data = resp.json()
    assert data["total"] == 30
    assert data["items"][0]["id"] == 30


def test_pagination(client):
    resp = client.get("/admin/users", params={"page": 2, "page_size": 10})
    data = resp.json()
    assert data["total"] == 30
    assert data["page"] == 2 and data["page_size"] == 10
    assert [u["id"] for u in data["items"]] == list(range(20, 10, -1))


def test_page_size_limit(client):
    resp = client.get("/admin/users", params={"page_size": 101})
    assert resp.status_code == 422


def test_keyword(client):
    resp = client.get("/admin/users", params={"keyword": "00012"})
    assert resp.json()["total"] == 1
