import secrets
from urllib.parse import urlencode

import httpx
from fastapi import APIRouter, Depends, HTTPException, Request
from fastapi.responses import RedirectResponse
from sqlalchemy.orm import Session

from app.config import Settings, get_settings
from app.db import get_db
from app.models import User

router = APIRouter(prefix="/auth/line", tags=["auth"])

AUTHORIZE_URL = "https://access.line.me/oauth2/v2.1/authorize"
TOKEN_URL = "https://api.line.me/oauth2/v2.1/token"
VERIFY_URL = "https://api.line.me/oauth2/v2.1/verify"
SCOPE = "profile openid email"


@router.get("/login")
def login(request: Request, settings: Settings = Depends(get_settings)):
    state = secrets.token_urlsafe(24)
    nonce = secrets.token_urlsafe(24)
    request.session["line_state"] = state
    request.session["line_nonce"] = nonce
    query = urlencode({
        "response_type": "code",
        "client_id": settings.line_channel_id,
        "redirect_uri": settings.line_redirect_uri,
        "state": state,
        "scope": SCOPE,
        "nonce": nonce,
    })
    return RedirectResponse(f"{AUTHORIZE_URL}?{query}")


@router.get("/callback")
def callback(request: Request, code: str, state: str, settings: Settings = Depends(get_settings),
             db: Session = Depends(get_db)):
    if state != request.session.pop("line_state", None):
        raise HTTPException(400, "state mismatch")
    nonce = request.session.pop("line_nonce", None)
    token = httpx.post(TOKEN_URL, data={
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": settings.line_redirect_uri,
        "client_id": settings.line_channel_id,
        "client_secret": settings.line_channel_secret,
    }, timeout=10)
    if token.status_code != 200:
        raise HTTPException(502, f"LINE token error: {token.text}")
    claims = httpx.post(VERIFY_URL, data={
        "id_token": token.json()["id_token"],
        "client_id": settings.line_channel_id,
        "nonce": nonce,
    }, timeout=10).json()
    user = db.query(User).filter_by(line_user_id=claims["sub"]).one_or_none()
    if user is None:
        user = User(line_user_id=claims["sub"], display_name=claims.get("name", ""), email=claims.get("email"))
        db.add(user)
        db.commit()
    request.session["user_id"] = user.id
    return RedirectResponse("/mypage", status_code=303)
