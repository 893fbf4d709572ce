"""Revenue numbers for the finance reports. Dates are calendar days in UTC (as in Stripe)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from datetime import timezone as dt_timezone
from decimal import Decimal

from django.db.models import Count, Sum
from django.db.models.functions import TruncDate
from django.utils import timezone

from billing.models import Payment

ZERO = Decimal("0.00")


@dataclass(frozen=True)
class RevenueSummary:
    start: date
    end: date
    payments: int
    gross: Decimal
    fees: Decimal

    @property
    def net(self) -> Decimal:
        return self.gross - self.fees


def _window(start: date, end: date) -> tuple[datetime, datetime]:
    """Aware datetimes bounding the report's calendar days."""
    tz = dt_timezone.utc  # Stripe's dashboard and payouts are in UTC; match them
    lo = datetime.combine(start, time.min, tzinfo=tz)
    hi = datetime.combine(end, time.min, tzinfo=tz)
    return lo, hi


def revenue_summary(start: date, end: date) -> RevenueSummary:
    lo, hi = _window(start, end)
    agg = Payment.objects.filter(status=Payment.Status.CAPTURED, paid_at__gte=lo, paid_at__lt=hi).aggregate(
        n=Count("id"), gross=Sum("amount"), fees=Sum("fee"))
    return RevenueSummary(start, end, agg["n"], agg["gross"] or ZERO, agg["fees"] or ZERO)


def daily_revenue(start: date, end: date) -> list[dict]:
    """One row per day that had payments, start..end inclusive."""
    rows = (Payment.objects
            .filter(status=Payment.Status.CAPTURED, paid_at__date__range=(start, end))
            .annotate(day=TruncDate("paid_at"))
            .values("day")
            .annotate(payments=Count("id"), gross=Sum("amount"))
            .order_by("day"))
    return list(rows)


def previous_period(start: date, end: date) -> tuple[date, date]:
    """The same number of days right before start (for the % change column)."""
    length = (end - start).days + 1
    return start - timedelta(days=length), start - timedelta(days=1)
