from zoneinfo import available_timezones

from fastapi import APIRouter, Depends, HTTPException, Request
from pydantic import BaseModel
from sqlalchemy.orm import Session

from app.db import get_db
from app.models import User

router = APIRouter(prefix="/me", tags=["profile"])

SUPPORTED_LOCALES = {"ja", "en", "zh-TW"}


class ProfileUpdate(BaseModel):
    display_name: str | None = None
    locale: str | None = None
    time_zone: str | None = None


def current_user(request: Request, db: Session = Depends(get_db)) -> User:
    user_id = request.session.get("user_id")
    user = db.get(User, user_id) if user_id else None
    if user is None:
        raise HTTPException(401, "login required")
    return user


@router.get("")
def read_profile(user: User = Depends(current_user)):
    return user.to_profile()


@router.patch("")
def update_profile(body: ProfileUpdate, user: User = Depends(current_user), db: Session = Depends(get_db)):
    if body.locale is not None and body.locale not in SUPPORTED_LOCALES:
        raise HTTPException(422, "unsupported locale")
    if body.time_zone is not None and body.time_zone not in available_timezones():
        raise HTTPException(422, "unknown time zone")
    for field, value in body.model_dump(exclude_none=True).items():
        setattr(user, field, value)
    db.commit()
    return user.to_profile()
