from itsdangerous import BadSignature, URLSafeTimedSerializer

from app.config import settings

_serializer = URLSafeTimedSerializer(settings.secret_key, salt="session")


def session_token(user_id: int) -> str:
    return _serializer.dumps({"uid": user_id})


def user_id_from(token: str | None) -> int | None:
    if not token:
        return None
    try:
        return _serializer.loads(token, max_age=settings.session_max_age)["uid"]
    except (BadSignature, KeyError):
        return None
