"""課金ルール: 月額請求とプラン変更。"""
from __future__ import annotations

import calendar
from datetime import date
from decimal import ROUND_DOWN, Decimal

from django.db import transaction
from django.utils import timezone

from billing.models import Charge, Plan, Subscription

TAX_RATE = Decimal("0.10")


def monthly_charge(subscription: Subscription) -> Charge:
    plan = subscription.plan
    return Charge.objects.create(
        subscription=subscription,
        amount=plan.monthly_price,
        description=f"{plan.name} 月額",
    )


def tax_included(amount: int) -> int:
    """税抜 → 税込（1円未満切り捨て）"""
    return int((Decimal(amount) * (1 + TAX_RATE)).to_integral_value(rounding=ROUND_DOWN))


def prorated_difference(old_price: int, new_price: int, changed_on: date) -> int:
    """月途中のアップグレードで請求する差額（残り日数で日割り、1円未満切り捨て）。

    ダウングレードは翌月から適用するので 0。
    """
    diff = new_price - old_price
    if diff <= 0:
        return 0
    days_in_month = calendar.monthrange(changed_on.year, changed_on.month)[1]
    remaining = days_in_month - changed_on.day
    return int((Decimal(diff) * remaining / days_in_month).to_integral_value(rounding=ROUND_DOWN))


@transaction.atomic
def change_plan(subscription: Subscription, new_plan: Plan, changed_on: date | None = None) -> Charge | None:
    """プランを変更し、アップグレードなら日割り差額の Charge を作る。"""
    changed_on = changed_on or timezone.localdate()
    amount = prorated_difference(subscription.plan.monthly_price, new_plan.monthly_price, changed_on)
    subscription.plan = new_plan
    subscription.plan_changed_at = timezone.now()
    subscription.save(update_fields=["plan", "plan_changed_at"])
    if amount == 0:
        return None
    return Charge.objects.create(
        subscription=subscription,
        amount=amount,
        description=f"{new_plan.name} へ変更（日割り差額）",
    )
