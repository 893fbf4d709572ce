from datetime import datetime, timedelta

from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

RESET_TOKEN_MAX_AGE = timedelta(hours=1)


def _serializer(secret: str) -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(secret, salt="password-reset")


def make_reset_token(secret: str, user_id: int) -> str:
    return _serializer(secret).dumps({"uid": user_id, "at": datetime.utcnow().isoformat()})


def read_reset_token(secret: str, token: str) -> int | None:
    try:
        data = _serializer(secret).loads(token, max_age=int(RESET_TOKEN_MAX_AGE.total_seconds()))
    except (BadSignature, SignatureExpired):
        return None
    return data.get("uid")
