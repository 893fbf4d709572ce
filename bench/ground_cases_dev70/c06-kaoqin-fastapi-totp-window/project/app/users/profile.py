from __future__ import annotations

from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from fastapi import APIRouter, Depends, Header, HTTPException
from pydantic import BaseModel

from app import store
from app.auth.tokens import read_token

router = APIRouter(prefix="/me", tags=["profile"])

SUPPORTED_LOCALES = {"zh-CN", "zh-TW", "en-US", "ja-JP"}


def current_user(authorization: str = Header(default="")) -> store.User:
    token = authorization.removeprefix("Bearer ").strip()
    user_id = read_token(token) if token else None
    user = store.by_id(user_id) if user_id is not None else None
    if user is None:
        raise HTTPException(status_code=401, detail="未登录")
    return user


class ProfileOut(BaseModel):
    id: int
    name: str
    timezone: str
    locale: str
    two_factor: bool


class ProfileIn(BaseModel):
    name: str | None = None
    timezone: str | None = None
    locale: str | None = None


def _out(user: store.User) -> ProfileOut:
    return ProfileOut(id=user.id, name=user.name, timezone=user.timezone, locale=user.locale,
                      two_factor=user.totp_secret is not None)


@router.get("")
def get_profile(user: store.User = Depends(current_user)) -> ProfileOut:
    return _out(user)


@router.patch("")
def update_profile(body: ProfileIn, user: store.User = Depends(current_user)) -> ProfileOut:
    if body.name is not None:
        user.name = body.name.strip()[:40]
    if body.timezone is not None:
        try:
            ZoneInfo(body.timezone)
        except (ZoneInfoNotFoundError, ValueError):
            raise HTTPException(status_code=422, detail=f"无效的时区: {body.timezone}") from None
        user.timezone = body.timezone
    if body.locale is not None:
        if body.locale not in SUPPORTED_LOCALES:
            raise HTTPException(status_code=422, detail=f"不支持的语言: {body.locale}")
        user.locale = body.locale
    store.save(user)
    return _out(user)
