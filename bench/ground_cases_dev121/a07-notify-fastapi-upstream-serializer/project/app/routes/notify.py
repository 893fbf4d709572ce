from __future__ import annotations

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel

from app.clients.accounts import AccountsUnavailable, get_user
from app.settings import settings

router = APIRouter()


class Notification(BaseModel):
    user_id: int
    subject: str
    body: str


def channels_for(user: dict) -> list[str]:
    channels = ["email"] if user.get("email") else []
    if settings.sms_enabled and user.get("phone"):
        channels.append("sms")
    return channels


@router.post("/notify")
def notify(n: Notification) -> dict:
    try:
        user = get_user(n.user_id)
    except LookupError:
        raise HTTPException(404, "unknown user")
    except AccountsUnavailable as exc:
        raise HTTPException(502, f"accounts service unavailable: {exc}")
    channels = channels_for(user)
    if not channels:
        raise HTTPException(422, "user has no reachable channel")
    return {"user_id": n.user_id, "channels": channels, "queued": True}
