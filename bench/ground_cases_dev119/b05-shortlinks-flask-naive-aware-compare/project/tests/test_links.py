import pytest

from shortlinks import create_app


@pytest.fixture()
def client(tmp_path):
    app = create_app({"DATABASE": str(tmp_path / "test.db"), "TESTING": True})
    return app.test_client()


def test_create_and_follow(client):
    res = client.post("/links", json={"url": "https://example.com/news/2025-11"})
    assert res.status_code == 201
    code = res.get_json()["code"]
    follow = client.get(f"/r/{code}")
    assert follow.status_code == 302
    assert follow.headers["Location"] == "https://example.com/news/2025-11"


def test_rejects_relative_url(client):
    res = client.post("/links", json={"url": "/news"})
    assert res.status_code == 400


def test_rejects_bad_expiry(client):
    res = client.post("/links", json={"url": "https://example.com", "expires_in_days": 0})
    assert res.status_code == 400


def test_unknown_code_is_404(client):
    assert client.get("/r/nope123").status_code == 404
