import pytest
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from app import db
from app.models import Base, User


@pytest.fixture(autouse=True)
def memory_db(monkeypatch):
    engine = create_engine("sqlite://")
    Base.metadata.create_all(engine)
    monkeypatch.setattr(db, "SessionLocal", sessionmaker(bind=engine, expire_on_commit=False))
    with db.SessionLocal() as s:
        s.add(User(id=1, email="a@example.com", name="阿明"))
        s.commit()
    yield engine


@pytest.fixture
def sent(monkeypatch):
    calls = []
    monkeypatch.setattr("app.mailer.send", lambda to, subject, html: calls.append(to) or f"<m{len(calls)}@x>")
    monkeypatch.setattr("app.tasks.top_items_for", lambda *a, **k: [{"title": "t", "url": "u"}])
    return calls
