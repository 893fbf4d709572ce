import pytest
from rest_framework.test import APIClient

from feed.models import Activity, Follow

pytestmark = pytest.mark.django_db


@pytest.fixture
def users(django_user_model):
    return {name: django_user_model.objects.create_user(name) for name in ("ana", "bo", "cy")}


@pytest.fixture
def client(users):
    api = APIClient()
    api.force_authenticate(users["ana"])
    return api


def post(user, n=1):
    for i in range(n):
        Activity.objects.create(actor=user, verb="posted", target_type="post", target_id=i)


def test_feed_shows_followees_and_self(client, users):
    Follow.objects.create(follower=users["ana"], followee=users["bo"])
    post(users["bo"])
    post(users["ana"])
    post(users["cy"])
    actors = {a["actor"] for a in client.get("/feed/").json()["results"]}
    assert actors == {"ana", "bo"}


def test_feed_pages_with_cursor(client, users):
    post(users["ana"], 25)
    first = client.get("/feed/", {"size": 20}).json()
    assert len(first["results"]) == 20
    second = client.get("/feed/", {"size": 20, "cursor": first["next_cursor"]}).json()
    assert len(second["results"]) == 5
    assert second["next_cursor"] is None


def test_bad_cursor_is_400(client):
    assert client.get("/feed/", {"cursor": "nope"}).status_code == 400
