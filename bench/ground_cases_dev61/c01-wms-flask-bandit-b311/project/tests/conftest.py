import pytest

from app import create_app
from app.db import get_db


@pytest.fixture
def app(tmp_path):
    return create_app({"DATABASE_URL": f"sqlite:///{tmp_path}/t.db", "EXPORT_DIR": str(tmp_path)})


@pytest.fixture
def app_ctx(app):
    with app.app_context():
        yield


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def seed(app):
    with app.app_context():
        db = get_db()
        db.executescript(open("tests/schema.sql").read())
        db.execute("INSERT INTO movements VALUES ('A-100', 5, 'in', date('now'))")
        db.commit()
