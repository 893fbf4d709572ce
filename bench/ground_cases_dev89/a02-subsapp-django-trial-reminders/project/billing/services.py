from datetime import date, timedelta

from django.core.mail import send_mail
from django.db.models import QuerySet

from billing.models import Subscription

REMINDER_DAYS = 7


def active_subscriptions() -> QuerySet[Subscription]:
    """Subscriptions that are live and not cancelled."""
    return Subscription.objects.filter(status=Subscription.ACTIVE, cancelled_at__isnull=True)


def renewals_due(today: date | None = None, days: int = REMINDER_DAYS) -> QuerySet[Subscription]:
    """Subscriptions (paid or in trial) that renew exactly `days` from today."""
    today = today or date.today()
    return (
        active_subscriptions()
        .filter(renews_on=today + timedelta(days=days))
        .select_related("user", "plan")
    )


def monthly_revenue_cents() -> int:
    subs = active_subscriptions().select_related("plan")
    return sum(s.plan.price_cents // s.plan.interval_months for s in subs)


def send_renewal_reminder(sub: Subscription) -> None:
    verb = "starts" if sub.status == Subscription.TRIALING else "renews"
    send_mail(
        subject=f"Your {sub.plan.name} plan {verb} on {sub.renews_on:%d %B}",
        message=f"Hi {sub.user.first_name or 'there'},\n\nYour {sub.plan.name} plan {verb} on {sub.renews_on:%d %B %Y}.",
        from_email=None,
        recipient_list=[sub.user.email],
    )


def cancel(sub: Subscription, when=None) -> Subscription:
    from django.utils import timezone

    sub.status = Subscription.CANCELLED
    sub.cancelled_at = when or timezone.now()
    sub.save(update_fields=["status", "cancelled_at"])
    return sub
