import hashlib
import time
import uuid

import httpx
import structlog
from tenacity import RetryCallState, retry, retry_if_exception_type, stop_after_attempt, wait_fixed

from app.core.config import settings

log = structlog.get_logger(__name__)

_client = httpx.AsyncClient(timeout=settings.sms_timeout_seconds)


class SmsError(Exception):
    pass


def _log_retry(state: RetryCallState) -> None:
    log.warning(
        "sms.vendor_retry",
        attempt=state.attempt_number,
        error=repr(state.outcome.exception()) if state.outcome else None,
    )


def _sign(payload: dict) -> str:
    raw = "&".join(f"{k}={payload[k]}" for k in sorted(payload)) + settings.sms_app_secret
    return hashlib.sha256(raw.encode()).hexdigest()


@retry(
    stop=stop_after_attempt(3),
    wait=wait_fixed(0.5),
    retry=retry_if_exception_type((httpx.TimeoutException, httpx.ConnectError)),
    reraise=True,
    before_sleep=_log_retry,
)
async def send_template(phone: str, template: str, params: dict[str, str]) -> str:
    payload = {
        "app_id": settings.sms_app_id,
        "phone": phone,
        "sign": settings.sms_sign,
        "template": template,
        "params": ",".join(f"{k}:{v}" for k, v in params.items()),
        "nonce": uuid.uuid4().hex,
        "ts": str(int(time.time())),
    }
    payload["signature"] = _sign(payload)
    resp = await _client.post(settings.sms_endpoint, json=payload)
    data = resp.json()
    if data.get("code") != 0:
        raise SmsError(f"sms vendor error {data.get('code')}: {data.get('msg')}")
    return data["biz_id"]
