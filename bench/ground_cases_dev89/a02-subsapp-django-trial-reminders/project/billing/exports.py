import csv
import io

from billing.services import active_subscriptions

HEADER = ["id", "email", "plan", "amount_eur", "renews_on"]


def subscriptions_csv() -> str:
    """CSV of paying subscriptions for finance's monthly reconciliation."""
    subs = (
        active_subscriptions()
        .select_related("user", "plan")
        .order_by("id")
    )
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(HEADER)
    for s in subs:
        writer.writerow([s.id, s.user.email, s.plan.code, s.amount_eur, s.renews_on.isoformat()])
    return buf.getvalue()
