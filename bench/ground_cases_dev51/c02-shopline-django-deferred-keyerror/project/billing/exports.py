import csv
import io
from datetime import date

from billing.models import Refund

HEADER = ["refund_id", "order_number", "email", "amount", "currency", "reason", "created_at"]


def _amount(cents: int) -> str:
    return f"{cents / 100:.2f}"


def refunds_csv(start: date, end: date) -> str:
    rows = (
        Refund.objects.select_related("order")
        .filter(created_at__date__gte=start, created_at__date__lte=end)
        .order_by("created_at")
    )
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(HEADER)
    for r in rows:
        writer.writerow([
            r.id,
            r.order.number,
            r.order.email,
            _amount(r.amount_cents),
            r.order.currency.upper(),
            r.reason,
            r.created_at.isoformat(timespec="seconds"),
        ])
    return buf.getvalue()


def total_refunded(start: date, end: date) -> str:
    total = sum(
        Refund.objects.filter(created_at__date__gte=start, created_at__date__lte=end)
        .values_list("amount_cents", flat=True)
    )
    return _amount(total)
