"""微信支付 APIv3 支付成功回调。验签和解密在网关层做完，这里拿到的是解密后的 resource。"""
from __future__ import annotations

import logging
from datetime import datetime

from app import points
from app.models import Store
from app.printer import KitchenPrinter

log = logging.getLogger(__name__)

OK = {"code": "SUCCESS", "message": "成功"}


def handle_notify(store: Store, printer: KitchenPrinter, payload: dict) -> dict:
    if payload.get("trade_state") != "SUCCESS":
        return {"code": "SUCCESS", "message": "忽略非成功通知"}
    order = store.orders.get(payload["out_trade_no"])
    if order is None:
        log.warning("支付回调找不到订单 %s", payload["out_trade_no"])
        return {"code": "FAIL", "message": "订单不存在"}
    if payload["amount"]["total"] != order.total_fee:
        log.error("支付金额不一致 订单=%s 回调=%s 订单金额=%s", order.id, payload["amount"]["total"], order.total_fee)
        return {"code": "FAIL", "message": "金额不一致"}

    if order.status != "UNPAID":
        # 微信会重发回调（我们应答慢或超时），已处理过的直接应答成功，避免重复出单、重复加积分
        log.info("重复的支付回调，已忽略 订单=%s 状态=%s", order.id, order.status)
        return OK

    order.status = "PAID"
    order.transaction_id = payload["transaction_id"]
    order.paid_at = datetime.fromisoformat(payload["success_time"])
    printer.print_kitchen_ticket(order)
    if order.member_id:
        order.points_earned = points.earned_for(order, order.paid_at)
        points.add(store, order.member_id, order.points_earned)
    log.info("支付成功 订单=%s 桌号=%s 金额=%s", order.id, order.table_no, order.total_fee)
    return OK
