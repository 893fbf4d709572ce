import hashlib
import hmac
import json

from api.webhook import to_booking, verify

SECRET = "test-secret"
PAYLOAD = {
    "form": "Yk3pQa",
    "entry": {
        "serial_number": 812,
        "field_1": "王小雅",
        "field_2": "13900001111",
        "field_3": "流瑜伽 (初级)",
        "field_4": "2025-11-08",
        "field_5": "第一次来",
        "created_at": "2025-11-05T02:11:09Z",
    },
}


def sign(body: bytes, secret: str = SECRET) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_verify_ok():
    body = json.dumps(PAYLOAD).encode()
    assert verify(body, sign(body), SECRET)


def test_verify_wrong_secret():
    body = json.dumps(PAYLOAD).encode()
    assert not verify(body, sign(body, "old-secret"), SECRET)


def test_verify_missing_header():
    assert not verify(b"{}", None, SECRET)


def test_to_booking():
    b = to_booking(PAYLOAD)
    assert b["name"] == "王小雅"
    assert b["course"] == "流瑜伽 (初级)"
    assert b["serial"] == 812
