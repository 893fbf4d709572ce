"""金数据数据推送的入口: 验签 → 写飞书表格 → 企业微信通知."""
from __future__ import annotations

import hashlib
import hmac
import json
import os
from http.server import BaseHTTPRequestHandler

from api.feishu import add_booking
from api.notify import notify_booking

FIELD_NAMES = {
    "field_1": "name",
    "field_2": "phone",
    "field_3": "course",
    "field_4": "date",
    "field_5": "note",
}


def verify(body: bytes, signature: str | None, secret: str) -> bool:
    """金数据用推送密钥对请求体做 HMAC-SHA256, 放在 X-JSJ-Signature 头里."""
    if not signature or not secret:
        return False
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


def to_booking(payload: dict) -> dict:
    entry = payload.get("entry", {})
    booking = {key: entry.get(field, "") for field, key in FIELD_NAMES.items()}
    booking["serial"] = entry.get("serial_number")
    booking["created_at"] = entry.get("created_at")
    return booking


class handler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        body = self.rfile.read(length)
        if not verify(body, self.headers.get("X-JSJ-Signature"), os.environ.get("JSJ_SECRET", "")):
            print("signature mismatch")
            self._reply(401, {"ok": False, "error": "bad signature"})
            return
        booking = to_booking(json.loads(body))
        add_booking(booking)
        notify_booking(booking)
        self._reply(200, {"ok": True})

    def _reply(self, status: int, data: dict) -> None:
        raw = json.dumps(data).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)
