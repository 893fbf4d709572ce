import secrets

import structlog
from fastapi import APIRouter, Header, HTTPException
from pydantic import BaseModel, Field

from app.core.config import settings
from app.core.redis import redis
from app.providers.sms import SmsError, send_template

log = structlog.get_logger(__name__)
router = APIRouter(tags=["sms"])


class CodeRequest(BaseModel):
    phone: str = Field(pattern=r"^1[3-9]\d{9}$")
    scene: str = Field(default="login", pattern=r"^(login|bind|reset)$")


@router.post("/sms/code")
async def send_code(req: CodeRequest, x_request_id: str | None = Header(default=None)):
    structlog.contextvars.bind_contextvars(request_id=x_request_id)
    log.info("sms.code_requested", phone=req.phone[-4:], scene=req.scene)
    cooldown_key = f"sms:cooldown:{req.scene}:{req.phone}"
    if await redis.get(cooldown_key):
        raise HTTPException(429, "发送太频繁，请稍后再试")
    await redis.set(cooldown_key, "1", ex=settings.code_cooldown_seconds)

    code = f"{secrets.randbelow(1_000_000):06d}"
    await redis.set(f"sms:code:{req.scene}:{req.phone}", code, ex=settings.code_ttl_seconds)
    try:
        biz_id = await send_template(req.phone, settings.sms_code_template, {"code": code})
    except (SmsError, Exception) as e:
        await redis.delete(cooldown_key)
        log.error("sms.send_failed", phone=req.phone[-4:], error=str(e))
        raise HTTPException(502, "短信发送失败") from e
    log.info("sms.sent", phone=req.phone[-4:], scene=req.scene, biz_id=biz_id)
    return {"ok": True}
