from __future__ import annotations

from datetime import datetime, timezone

from fastapi import APIRouter, HTTPException, Request
from passlib.hash import bcrypt
from pydantic import BaseModel

from app import store
from app.auth.ratelimit import client_ip, enforce, login_limiter, sms_limiter
from app.auth.tokens import issue_token
from app.auth.totp import verify_totp

router = APIRouter(prefix="/auth", tags=["auth"])


class LoginIn(BaseModel):
    phone: str
    password: str
    otp: str | None = None


@router.post("/login")
def login(body: LoginIn, request: Request) -> dict:
    enforce(login_limiter, f"login-ip:{client_ip(request)}")
    user = store.by_phone(body.phone)
    if user is None or not bcrypt.verify(body.password, user.password_hash):
        raise HTTPException(status_code=401, detail="手机号或密码错误")
    if user.totp_secret:
        if not body.otp:
            raise HTTPException(status_code=401, detail="需要两步验证码", headers={"X-Need-OTP": "1"})
        if not verify_totp(user.totp_secret, body.otp):
            raise HTTPException(status_code=401, detail="验证码错误")
    user.last_login_at = datetime.now(timezone.utc)
    store.save(user)
    return {"token": issue_token(user.id), "name": user.name}


class SmsIn(BaseModel):
    phone: str


@router.post("/sms-code")
def send_sms_code(body: SmsIn, request: Request) -> dict:
    enforce(sms_limiter, f"sms:{body.phone}")
    enforce(sms_limiter, f"sms-ip:{client_ip(request)}")
    # 真正发短信在 notify 服务，这里只做频控
    return {"sent": True}
