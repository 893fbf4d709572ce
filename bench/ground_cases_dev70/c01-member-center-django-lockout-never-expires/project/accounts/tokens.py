"""重置密码用的签名 token：<uid>.<issued_at>.<signature>"""
from __future__ import annotations

import hmac
import time
from hashlib import sha256

from django.conf import settings
from django.utils.encoding import force_bytes, force_str
from django.utils.http import urlsafe_base64_decode, urlsafe_base64_encode

from accounts.models import Member


def _signature(member: Member, issued_at: int) -> str:
    # 密码哈希和最后登录时间参与签名：改过密码或登录过之后，旧链接自动失效
    payload = f"{member.pk}|{member.password}|{member.last_login}|{issued_at}"
    return hmac.new(force_bytes(settings.SECRET_KEY), force_bytes(payload), sha256).hexdigest()[:32]


def make_reset_token(member: Member, now: float | None = None) -> str:
    issued_at = int(now if now is not None else time.time())
    uid = urlsafe_base64_encode(force_bytes(member.pk))
    return f"{uid}.{issued_at}.{_signature(member, issued_at)}"


def is_expired(issued_at: int, now: float | None = None) -> bool:
    age_seconds = int(now if now is not None else time.time()) - issued_at
    return age_seconds > settings.RESET_TOKEN_TTL_MINUTES * 60


def check_reset_token(token: str, now: float | None = None) -> Member | None:
    try:
        uid_b64, issued_raw, signature = token.split(".")
        issued_at = int(issued_raw)
        member = Member.objects.get(pk=int(force_str(urlsafe_base64_decode(uid_b64))))
    except (ValueError, TypeError, Member.DoesNotExist):
        return None
    if is_expired(issued_at, now):
        return None
    if not hmac.compare_digest(signature, _signature(member, issued_at)):
        return None
    return member
