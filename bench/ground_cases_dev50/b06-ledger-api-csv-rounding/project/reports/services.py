"""Revenue aggregation for the reports API."""
from __future__ import annotations

from datetime import date

from django.db.models import Count, Sum
from django.db.models.functions import TruncDate

from reports.models import Order


class BadRange(ValueError):
    pass


def parse_range(params) -> tuple[date, date]:
    """?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included."""
    try:
        date_from = date.fromisoformat(params["from"])
        date_to = date.fromisoformat(params["to"])
    except (KeyError, ValueError) as error:
        raise BadRange("from and to must be YYYY-MM-DD") from error
    if date_from > date_to:
        raise BadRange("from is after to")
    if (date_to - date_from).days > 366:
        raise BadRange("at most one year at a time")
    return date_from, date_to


def revenue_by_day(date_from: date, date_to: date) -> list[dict]:
    qs = (
        Order.objects.filter(status=Order.Status.PAID, created_at__date__gte=date_from,
                             created_at__date__lte=date_to)
        .annotate(day=TruncDate("created_at"))
        .values("day")
        .annotate(orders=Count("id"), net=Sum("amount_net"), tax=Sum("tax"), gross=Sum("amount_gross"))
        .order_by("day")
    )
    return list(qs)
