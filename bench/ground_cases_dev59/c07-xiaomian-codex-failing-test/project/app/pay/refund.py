"""退款：调微信支付退款接口，并扣回本单发放的积分。"""
from __future__ import annotations

import logging

from app import points
from app.models import Store

log = logging.getLogger(__name__)


class RefundError(Exception):
    pass


def wx_refund(transaction_id: str, refund_fee: int, total_fee: int) -> None:
    """调用 /v3/refund/domestic/refunds。测试里会被 monkeypatch。"""
    raise NotImplementedError("生产环境由 wechatpayv3 客户端实现")


def refund(store: Store, order_id: str, operator: str, refund_fee: int | None = None) -> int:
    """退款。refund_fee 为空表示退剩余全部金额；部分退款可以多次，累计不超过实付。"""
    order = store.orders.get(order_id)
    if order is None:
        raise RefundError("订单不存在")
    if order.status not in ("PAID", "PART_REFUNDED"):
        raise RefundError("只有已支付的订单可以退款")
    if refund_fee is None:
        refund_fee = order.total_fee - order.refunded_fee
    if refund_fee <= 0 or order.refunded_fee + refund_fee > order.total_fee:
        raise RefundError("退款金额超过可退金额")

    wx_refund(order.transaction_id, refund_fee, order.total_fee)
    order.refunded_fee += refund_fee
    order.status = "REFUNDED" if order.refunded_fee == order.total_fee else "PART_REFUNDED"
    if order.member_id:
        # 按退款金额扣积分：1 元 = 1 分
        points.deduct(store, order.member_id, refund_fee // 100)
    log.info("退款成功 订单=%s 金额=%s 累计已退=%s 操作人=%s", order.id, refund_fee, order.refunded_fee, operator)
    return refund_fee
