"""A signed "password OK, waiting for the second factor" token, kept in a short-lived cookie."""
from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

from app.config import settings

COOKIE = "vaultly_pending"
_serializer = URLSafeTimedSerializer(settings.secret_key, salt="pending-login")


def issue_pending(user_id: int, remember: bool) -> str:
    return _serializer.dumps({"uid": user_id, "remember": remember})


def load_pending(token: str | None) -> dict:
    if not token:
        return {}
    try:
        return _serializer.loads(token, max_age=settings.pending_login_ttl)
    except (SignatureExpired, BadSignature):
        return {}
