import pytest
from django.core.cache import cache

from accounts.models import Member

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def clear_cache():
    cache.clear()
    yield
    cache.clear()


@pytest.fixture
def member():
    return Member.objects.create_user("13800000002", email="b@example.cn", password="right-pass-1")


def test_login_ok(client, member):
    resp = client.post("/accounts/login/", {"username": "13800000002", "password": "right-pass-1"})
    assert resp.status_code == 302


def test_wrong_password(client, member):
    resp = client.post("/accounts/login/", {"username": "13800000002", "password": "nope"})
    assert resp.status_code == 400


def test_locked_after_five_failures(client, member):
    for _ in range(5):
        client.post("/accounts/login/", {"username": "13800000002", "password": "nope"})
    resp = client.post("/accounts/login/", {"username": "13800000002", "password": "right-pass-1"})
    assert resp.status_code == 429
