from urllib.parse import parse_qs, urlparse

from fastapi.testclient import TestClient

from app.config import Settings, get_settings
from app.main import app


def test_login_redirects_to_line_with_configured_callback():
    app.dependency_overrides[get_settings] = lambda: Settings(public_base_url="https://mogumogu.app",
                                                              line_channel_id="1650000000")
    client = TestClient(app)
    response = client.get("/auth/line/login", follow_redirects=False)
    app.dependency_overrides.clear()

    assert response.status_code == 307
    query = parse_qs(urlparse(response.headers["location"]).query)
    assert query["redirect_uri"] == ["https://mogumogu.app/auth/line/callback"]
    assert query["client_id"] == ["1650000000"]


def test_callback_rejects_state_mismatch():
    client = TestClient(app)
    response = client.get("/auth/line/callback", params={"code": "x", "state": "forged"})
    assert response.status_code == 400


def test_redirect_uri_strips_trailing_slash():
    settings = Settings(public_base_url="https://mogumogu.app/")
    assert settings.line_redirect_uri == "https://mogumogu.app/auth/line/callback"
