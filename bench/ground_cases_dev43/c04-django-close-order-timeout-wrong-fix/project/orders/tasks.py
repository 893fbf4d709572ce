"""订单相关的定时任务（celery beat 调度，见 config/celery.py）。"""
import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.db import transaction
from django.utils import timezone

from orders.models import Order, OrderStatus
from inventory.services import release_stock

logger = logging.getLogger(__name__)


@shared_task
def close_expired_orders(batch_size: int = 200) -> int:
    """关闭超时未支付的订单并释放库存，返回关闭的数量。"""
    deadline = timezone.now() - timedelta(seconds=settings.ORDER_PAY_TIMEOUT)
    ids = list(
        Order.objects.filter(status=OrderStatus.PENDING, created_at__lt=deadline)
        .order_by("id")
        .values_list("id", flat=True)[:batch_size]
    )
    closed = 0
    for order_id in ids:
        with transaction.atomic():
            # 条件更新，防止和支付回调并发时把刚支付的订单关掉
            updated = Order.objects.filter(id=order_id, status=OrderStatus.PENDING).update(
                status=OrderStatus.CLOSED, closed_reason="pay_timeout", updated_at=timezone.now()
            )
            if updated:
                release_stock(order_id)
                closed += 1
    if closed:
        logger.info("closed %s expired orders (deadline=%s)", closed, deadline.isoformat())
    return closed


@shared_task
def auto_confirm_received(days: int = 7) -> int:
    """发货后 N 天自动确认收货。"""
    deadline = timezone.now() - timedelta(days=days)
    return Order.objects.filter(status=OrderStatus.SHIPPED, shipped_at__lt=deadline).update(
        status=OrderStatus.FINISHED, updated_at=timezone.now()
    )
