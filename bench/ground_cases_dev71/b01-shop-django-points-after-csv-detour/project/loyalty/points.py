from django.conf import settings
from django.db import transaction

from loyalty.models import PointAccount, PointEntry

MAX_REDEEM_RATIO = 0.5  # 支払額の50%までポイント利用可


def earn_points(order) -> int:
    """付与ポイント: 税込100円ごとに1pt（クーポン・ポイント利用分は除く、送料は対象外）。"""
    if order.status != "paid":
        return 0
    base = order.subtotal_excl_tax - order.coupon_discount - order.points_used
    if base <= 0:
        return 0
    return base // settings.POINT_UNIT_YEN


def max_redeemable(order, balance: int) -> int:
    limit = int((order.total_incl_tax - order.coupon_discount) * MAX_REDEEM_RATIO)
    return max(0, min(balance, limit))


@transaction.atomic
def grant_for_order(order) -> PointEntry | None:
    points = earn_points(order)
    if points == 0:
        return None
    account, _ = PointAccount.objects.select_for_update().get_or_create(customer_email=order.customer_email)
    account.balance += points
    account.save(update_fields=["balance", "updated_at"])
    return PointEntry.objects.create(account=account, order_number=order.number, kind="earn", points=points)


@transaction.atomic
def redeem(order, requested: int) -> int:
    account = PointAccount.objects.select_for_update().get(customer_email=order.customer_email)
    used = max_redeemable(order, min(requested, account.balance))
    account.balance -= used
    account.save(update_fields=["balance", "updated_at"])
    PointEntry.objects.create(account=account, order_number=order.number, kind="redeem", points=-used)
    order.points_used = used
    return used
