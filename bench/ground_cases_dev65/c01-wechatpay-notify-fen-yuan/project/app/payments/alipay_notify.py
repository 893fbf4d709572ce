"""Alipay async notifications (POST /pay/alipay/notify), form-encoded, RSA2."""
from __future__ import annotations

import base64
import logging
from decimal import Decimal
from urllib.parse import parse_qsl

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding
from fastapi import APIRouter, Request
from fastapi.responses import PlainTextResponse

from app.config import settings
from app.orders import get_repo

log = logging.getLogger(__name__)
router = APIRouter(prefix="/pay/alipay")


def _verify(params: dict[str, str]) -> bool:
    sign = params.pop("sign", "")
    params.pop("sign_type", None)
    content = "&".join(f"{k}={v}" for k, v in sorted(params.items()) if v != "")
    with open(settings.alipay_public_key_path, "rb") as f:
        key = serialization.load_pem_public_key(f.read())
    try:
        key.verify(base64.b64decode(sign), content.encode(), padding.PKCS1v15(), hashes.SHA256())
    except Exception:
        return False
    return True


@router.post("/notify")
async def notify(request: Request):
    params = dict(parse_qsl((await request.body()).decode("utf-8")))
    if params.get("app_id") != settings.alipay_app_id or not _verify(dict(params)):
        log.warning("alipay notify: bad signature or app_id")
        return PlainTextResponse("failure")
    if params.get("trade_status") not in ("TRADE_SUCCESS", "TRADE_FINISHED"):
        return PlainTextResponse("success")
    repo = get_repo()
    order = repo.get_by_out_trade_no(params["out_trade_no"])
    if order is None:
        return PlainTextResponse("failure")
    if order.status == "paid":
        return PlainTextResponse("success")
    # Alipay sends yuan as a string ("12.50"), same unit as orders.amount
    if Decimal(params["total_amount"]) != order.amount:
        log.error("alipay notify: amount mismatch %s != %s", params["total_amount"], order.amount)
        return PlainTextResponse("failure")
    repo.mark_paid(order.id, transaction_id=params["trade_no"], paid_at=params.get("gmt_payment", ""))
    return PlainTextResponse("success")
