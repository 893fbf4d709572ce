import hmac

from fastapi import Header, HTTPException, status

from app.config import settings


def _token_ok(token: str) -> bool:
    return any(hmac.compare_digest(token, t) for t in settings.admin_tokens)


def require_admin(authorization: str | None = Header(default=None)) -> str:
    """后台目前还是固定 token，SSO 接好之前先这样。"""
    if not authorization or not authorization.startswith("Bearer "):
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "未登录")
    token = authorization.removeprefix("Bearer ").strip()
    if not _token_ok(token):
        raise HTTPException(status.HTTP_403_FORBIDDEN, "无权限")
    return token


def mask_token(token: str) -> str:
    if len(token) <= 8:
        return "****"
    return token[:4] + "****" + token[-4:]


def audit(action: str, token: str, **extra) -> dict:
    """给操作日志用的结构，先打日志，后面接审计表。"""
    record = {"action": action, "operator": mask_token(token)}
    record.update(extra)
    return record
