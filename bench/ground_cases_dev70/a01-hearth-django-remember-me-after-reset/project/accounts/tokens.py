"""Signed, expiring tokens for password-reset links."""
from django.conf import settings
from django.core import signing

SALT = "accounts.password-reset"


def make_reset_token(user) -> str:
    # The password hash is part of the payload, so a token dies as soon as it is used.
    signer = signing.TimestampSigner(salt=SALT)
    return signer.sign_object({"uid": user.pk, "pw": user.password[-12:]})


def check_reset_token(token: str):
    """The user the token belongs to, or None when it is forged, expired or already used."""
    from accounts.models import User

    signer = signing.TimestampSigner(salt=SALT)
    max_age = settings.RESET_TOKEN_MAX_AGE_SECONDS
    try:
        data = signer.unsign_object(token, max_age=max_age)
    except signing.SignatureExpired:
        return None
    except signing.BadSignature:
        return None
    user = User.objects.filter(pk=data.get("uid"), is_active=True).first()
    if user is None or user.password[-12:] != data.get("pw"):
        return None
    return user
