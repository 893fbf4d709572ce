import logging

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from app.config import alipay_settings
from app.payments import orders
from app.payments.alipay import verify_notify

log = logging.getLogger(__name__)
router = APIRouter()


@router.post("/alipay/notify")
async def alipay_notify(request: Request):
    form = await request.form()
    params = {k: str(v) for k, v in form.items()}
    settings = alipay_settings()

    if not verify_notify(params, settings.alipay_public_key_pem):
        return JSONResponse({"status": "invalid signature"}, status_code=400)
    if params.get("app_id") != settings.app_id:
        log.warning("alipay notify for another app_id: %s", params.get("app_id"))
        return JSONResponse({"status": "wrong app"}, status_code=400)

    order = orders.get(params.get("out_trade_no", ""))
    if order is None:
        log.warning("alipay notify for unknown order %s", params.get("out_trade_no"))
        return JSONResponse({"status": "unknown order"}, status_code=404)

    if params.get("total_amount") != order.total_cny:
        log.error("alipay notify amount mismatch for %s: notify=%s order=%s",
                  order.out_trade_no, params.get("total_amount"), order.total_cny)
        return JSONResponse({"status": "amount mismatch"}, status_code=400)

    orders.apply_trade_status(order, params.get("trade_status", ""), params.get("trade_no", ""))
    return {"status": "ok"}
