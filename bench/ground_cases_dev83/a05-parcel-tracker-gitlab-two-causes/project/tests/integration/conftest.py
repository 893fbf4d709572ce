from __future__ import annotations

import os

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import create_engine

from app.db import Base
from app.main import create_app
from scripts.wait_for_db import wait

DATABASE_URL = os.environ["DATABASE_URL"]

engine = create_engine(DATABASE_URL)
Base.metadata.create_all(engine)


@pytest.fixture(scope="session", autouse=True)
def database_ready():
    wait(DATABASE_URL, timeout=30)
    yield
    Base.metadata.drop_all(engine)


@pytest.fixture
def client():
    return TestClient(create_app())
