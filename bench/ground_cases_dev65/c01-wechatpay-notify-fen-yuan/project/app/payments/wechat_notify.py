"""WeChat Pay v3 payment notifications (POST /pay/wechat/notify)."""
from __future__ import annotations

import base64
import json
import logging

from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from app.config import settings
from app.orders import OrderRepo, get_repo
from app.payments.wechat_client import verify_signature

log = logging.getLogger(__name__)
router = APIRouter(prefix="/pay/wechat")

FAIL = {"code": "FAIL", "message": "失败"}


def _decrypt(resource: dict) -> dict:
    aes = AESGCM(settings.wechat_api_v3_key.encode())
    nonce = resource["nonce"].encode()
    data = base64.b64decode(resource["ciphertext"])
    aad = (resource.get("associated_data") or "").encode()
    return json.loads(aes.decrypt(nonce, data, aad))


@router.post("/notify")
async def notify(request: Request):
    raw = await request.body()
    body = raw.decode("utf-8")
    payload = json.loads(raw)
    headers = request.headers
    if headers.get("Wechatpay-Serial") != settings.wechat_platform_serial:
        log.warning("wechat notify: unknown platform serial %s", headers.get("Wechatpay-Serial"))
        return JSONResponse(FAIL, status_code=401)
    ok = verify_signature(
        timestamp=headers.get("Wechatpay-Timestamp", ""),
        nonce=headers.get("Wechatpay-Nonce", ""),
        body=body,
        signature=headers.get("Wechatpay-Signature", ""),
    )
    if not ok:
        log.warning("wechat notify: signature verify failed")
        return JSONResponse(FAIL, status_code=401)

    if payload.get("event_type") != "TRANSACTION.SUCCESS":
        return JSONResponse({"code": "SUCCESS"})
    tx = _decrypt(payload["resource"])
    repo: OrderRepo = get_repo()
    order = repo.get_by_out_trade_no(tx["out_trade_no"])
    if order is None:
        log.error("wechat notify: unknown order %s", tx["out_trade_no"])
        return JSONResponse(FAIL, status_code=404)
    if order.status == "paid":
        return JSONResponse({"code": "SUCCESS"})
    if tx["amount"]["total"] != order.amount:
        log.error("wechat notify: amount mismatch %s != %s", tx["amount"]["total"], order.amount)
        return JSONResponse(FAIL, status_code=400)
    repo.mark_paid(order.id, transaction_id=tx["transaction_id"], paid_at=tx["success_time"])
    return JSONResponse({"code": "SUCCESS"})
