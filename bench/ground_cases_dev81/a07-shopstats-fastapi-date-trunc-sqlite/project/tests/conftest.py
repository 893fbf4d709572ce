import os

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine
from sqlalchemy.orm import sessionmaker

from app.db import get_session
from app.main import app
from app.models import Base

# CI runs on SQLite; set TEST_DATABASE_URL to run against a local Postgres.
TEST_URL = os.environ.get("TEST_DATABASE_URL", "sqlite+pysqlite:///:memory:")


@pytest.fixture()
def session():
    kwargs = {"connect_args": {"check_same_thread": False}} if TEST_URL.startswith("sqlite") else {}
    engine = create_engine(TEST_URL, **kwargs)
    Base.metadata.create_all(engine)
    Session = sessionmaker(bind=engine, expire_on_commit=False)
    with Session() as s:
        yield s
    Base.metadata.drop_all(engine)


@pytest.fixture()
def client(session):
    app.dependency_overrides[get_session] = lambda: session
    yield TestClient(app)
    app.dependency_overrides.clear()
