"""RFC 6238 TOTP（6 位，30 秒一步，SHA1），和 Google Authenticator / 企业微信的动态口令兼容。"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import struct
import time

STEP = 30
DIGITS = 6


def new_secret() -> str:
    return base64.b32encode(secrets.token_bytes(20)).decode().rstrip("=")


def _hotp(secret: str, counter: int) -> str:
    key = base64.b32decode(secret + "=" * (-len(secret) % 8), casefold=True)
    digest = hmac.new(key, struct.pack(">Q", counter), hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    value = struct.unpack(">I", digest[offset:offset + 4])[0] & 0x7FFFFFFF
    return str(value % 10**DIGITS).zfill(DIGITS)


def current_code(secret: str, now: float | None = None) -> str:
    return _hotp(secret, int((now if now is not None else time.time()) // STEP))


def verify_totp(secret: str, code: str, now: float | None = None) -> bool:
    code = code.strip().replace(" ", "")
    if len(code) != DIGITS or not code.isdigit():
        return False
    counter = int((now if now is not None else time.time()) // STEP)
    return hmac.compare_digest(_hotp(secret, counter), code)


def provisioning_uri(secret: str, account: str, issuer: str = "考勤") -> str:
    from urllib.parse import quote

    return f"otpauth://totp/{quote(issuer)}:{quote(account)}?secret={secret}&issuer={quote(issuer)}&digits={DIGITS}&period={STEP}"
