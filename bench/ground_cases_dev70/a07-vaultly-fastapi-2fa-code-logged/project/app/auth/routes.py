import logging

from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError
from fastapi import APIRouter, Cookie, Depends, HTTPException, Response
from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.auth import pending, recovery, totp
from app.auth.sessions import session_token
from app.config import settings
from app.db import get_db
from app.models import User

logger = logging.getLogger(__name__)
router = APIRouter(prefix="/auth", tags=["auth"])
hasher = PasswordHasher()


class LoginIn(BaseModel):
    email: str
    password: str
    remember: bool = False


class CodeIn(BaseModel):
    code: str


def _start_session(response: Response, user: User, remember: bool) -> None:
    response.set_cookie(settings.session_cookie, session_token(user.id), httponly=True, secure=True,
                        samesite="lax", max_age=settings.session_max_age if remember else None)


@router.post("/login")
def login(body: LoginIn, response: Response, db: Session = Depends(get_db)) -> dict:
    user = db.scalar(select(User).where(User.email == body.email.lower()))
    try:
        if user is None:
            raise VerifyMismatchError
        hasher.verify(user.password_hash, body.password)
    except VerifyMismatchError:
        raise HTTPException(401, "invalid email or password")
    if user.has_2fa:
        response.set_cookie(pending.COOKIE, pending.issue_pending(user.id, body.remember), httponly=True,
                            secure=True, samesite="strict", max_age=settings.pending_login_ttl)
        return {"status": "2fa_required"}
    _start_session(response, user, body.remember)
    return {"status": "ok"}


@router.post("/2fa/verify")
def verify_2fa(body: CodeIn, response: Response, db: Session = Depends(get_db),
               vaultly_pending: str | None = Cookie(default=None)) -> dict:
    data = pending.load_pending(vaultly_pending)
    if "uid" not in data:
        raise HTTPException(401, "login again")
    user = db.get(User, data["uid"])
    logger.info("2fa verify user=%s code=%s", user.id if user else None, body.code)
    if user is None or not user.has_2fa:
        raise HTTPException(401, "login again")
    if not (totp.verify_code(user.totp_secret, body.code) or recovery.use_recovery_code(db, user, body.code)):
        raise HTTPException(401, "invalid code")
    response.delete_cookie(pending.COOKIE)
    _start_session(response, user, data.get("remember", False))
    return {"status": "ok"}
