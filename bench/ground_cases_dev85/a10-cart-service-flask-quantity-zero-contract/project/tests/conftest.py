import pytest

from app import create_app
from app.store import store


@pytest.fixture
def client():
    store.clear()
    app = create_app({"TESTING": True})
    with app.test_client() as c:
        yield c
