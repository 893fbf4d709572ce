"""One-time recovery codes, shown once when 2FA is enabled. Only hashes are stored."""
import hashlib
import hmac
import secrets

from sqlalchemy.orm import Session

from app.config import settings
from app.models import User


def _hash(code: str) -> str:
    normalized = code.strip().lower().replace("-", "")
    return hmac.new(settings.secret_key.encode(), normalized.encode(), hashlib.sha256).hexdigest()


def generate(db: Session, user: User) -> list[str]:
    codes = [f"{secrets.token_hex(3)}-{secrets.token_hex(3)}" for _ in range(settings.recovery_code_count)]
    user.recovery_code_hashes = [_hash(c) for c in codes]
    db.commit()
    return codes


def use_recovery_code(db: Session, user: User, code: str) -> bool:
    digest = _hash(code)
    for stored in user.recovery_code_hashes:
        if hmac.compare_digest(stored, digest):
            # single use: a new list so SQLAlchemy sees the JSON column change
            user.recovery_code_hashes = [h for h in user.recovery_code_hashes if h != stored]
            db.commit()
            return True
    return False
