import pytest
from django.urls import reverse

from accounts.models import Member


@pytest.fixture
def member(db):
    return Member.objects.create_user(username="taro", email="taro@example.jp", password="pass-1234-abcd")


def test_login_redirects_to_mypage(client, member):
    response = client.post(reverse("accounts:login"), {"email": "taro@example.jp", "password": "pass-1234-abcd"})
    assert response.status_code == 302
    assert response.url == "/mypage/"


def test_wrong_password_shows_error(client, member):
    response = client.post(reverse("accounts:login"), {"email": "taro@example.jp", "password": "nope"})
    assert response.status_code == 200
    assert "メールアドレスまたはパスワードが違います" in response.content.decode()


def test_login_records_ip(client, member):
    client.post(reverse("accounts:login"), {"email": "taro@example.jp", "password": "pass-1234-abcd"},
                REMOTE_ADDR="203.0.113.9")
    member.refresh_from_db()
    assert member.last_login_ip == "203.0.113.9"
