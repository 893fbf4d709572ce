import logging

from celery import shared_task
from django.utils import timezone

from shop.models import Cart, Coupon

log = logging.getLogger(__name__)


@shared_task
def expire_coupons():
    """期限切れクーポンをカートから外して、クーポン本体を削除する。"""
    now = timezone.now()
    expired = Coupon.objects.filter(expires_at__lt=now)
    detached = Cart.objects.filter(coupon__in=expired).update(coupon=None)
    deleted, _ = expired.delete()
    log.info("expire_coupons: detached=%d deleted=%d", detached, deleted)
    return {"detached": detached, "deleted": deleted}


@shared_task
def purge_abandoned_carts(days: int = 30):
    cutoff = timezone.now() - timezone.timedelta(days=days)
    deleted, _ = Cart.objects.filter(updated_at__lt=cutoff, user__isnull=True).delete()
    log.info("purge_abandoned_carts: deleted=%d", deleted)
    return deleted
