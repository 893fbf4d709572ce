"""Time-based one-time passwords (RFC 6238) for the second factor."""
import pyotp

from app.config import settings


def new_secret() -> str:
    return pyotp.random_base32()


def provisioning_uri(secret: str, email: str) -> str:
    return pyotp.TOTP(secret).provisioning_uri(name=email, issuer_name=settings.totp_issuer)


def verify_code(secret: str, code: str) -> bool:
    code = code.strip().replace(" ", "")
    if len(code) != 6 or not code.isdigit():
        return False
    # one step either side: codes typed just before they roll over, and small clock drift
    return pyotp.TOTP(secret).verify(code, valid_window=1)
