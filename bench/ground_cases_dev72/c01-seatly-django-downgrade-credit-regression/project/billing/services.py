from decimal import Decimal

from django.db import transaction
from django.utils import timezone

from billing.models import CreditNote, InvoiceItem, Plan, Subscription
from billing.proration import prorate_seat_change, prorate_upgrade


class BillingError(Exception):
    pass


@transaction.atomic
def upgrade_plan(sub: Subscription, new_plan: Plan) -> InvoiceItem | None:
    if new_plan.interval != sub.plan.interval:
        raise BillingError("switching between monthly and yearly goes through support")
    today = timezone.localdate()
    amount = prorate_upgrade(
        sub.plan.base_price,
        new_plan.base_price,
        sub.current_period_start,
        sub.current_period_end,
        today,
    )
    sub.plan = new_plan
    sub.save(update_fields=["plan"])
    if amount <= 0:
        return None
    return InvoiceItem.objects.create(
        subscription=sub,
        amount=amount,
        description=f"Upgrade to {new_plan.name} (prorated)",
        created_on=today,
    )


@transaction.atomic
def change_seats(sub: Subscription, new_seats: int):
    if new_seats < 1:
        raise BillingError("a workspace needs at least one seat")
    today = timezone.localdate()
    delta = prorate_seat_change(
        sub.plan.seat_price, sub.seats, new_seats,
        sub.current_period_start, sub.current_period_end, today,
    )
    sub.seats = new_seats
    sub.save(update_fields=["seats"])
    if delta > 0:
        return InvoiceItem.objects.create(subscription=sub, amount=delta,
                                          description=f"{new_seats} seats (prorated)", created_on=today)
    if delta < 0:
        return CreditNote.objects.create(subscription=sub, amount=-delta, reason="seat_reduction",
                                         issued_on=today, memo=f"Seats reduced to {new_seats}")
    return None
