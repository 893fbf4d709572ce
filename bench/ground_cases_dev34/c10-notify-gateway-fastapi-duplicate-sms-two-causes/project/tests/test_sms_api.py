from unittest.mock import AsyncMock, patch

from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


@patch("app.api.sms.send_template", new_callable=AsyncMock, return_value="biz-1")
@patch("app.api.sms.redis")
def test_send_code_ok(redis, send):
    redis.get = AsyncMock(return_value=None)
    redis.set = AsyncMock()
    resp = client.post("/v1/sms/code", json={"phone": "13800138000"})
    assert resp.status_code == 200
    send.assert_awaited_once()


@patch("app.api.sms.redis")
def test_send_code_cooldown(redis):
    redis.get = AsyncMock(return_value="1")
    resp = client.post("/v1/sms/code", json={"phone": "13800138000"})
    assert resp.status_code == 429
