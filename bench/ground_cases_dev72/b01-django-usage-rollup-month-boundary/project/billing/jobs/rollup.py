"""Monthly usage rollup. Run by cron on the 1st: `python manage.py rollup_usage`."""
from datetime import datetime, timezone

from django.db.models import Sum

from billing.models import MonthlyUsage, UsageRecord, Workspace


def month_bounds(year: int, month: int) -> tuple[datetime, datetime]:
    """[start, end) of a billing month."""
    start = datetime(year, month, 1, tzinfo=timezone.utc)
    if month == 12:
        end = start.replace(year=year + 1, month=1)
    else:
        end = start.replace(month=month + 1)
    return start, end


def rollup_month(year: int, month: int) -> int:
    start, end = month_bounds(year, month)
    rows = (
        UsageRecord.objects.filter(recorded_at__gte=start, recorded_at__lt=end)
        .values("workspace_id", "metric")
        .annotate(total=Sum("quantity"))
    )
    written = 0
    for row in rows:
        MonthlyUsage.objects.update_or_create(
            workspace_id=row["workspace_id"],
            metric=row["metric"],
            year=year,
            month=month,
            defaults={"total": row["total"]},
        )
        written += 1
    return written


def previous_month(today: datetime) -> tuple[int, int]:
    if today.month == 1:
        return today.year - 1, 12
    return today.year, today.month - 1


def run(today: datetime | None = None) -> int:
    today = today or datetime.now(timezone.utc)
    year, month = previous_month(today)
    return rollup_month(year, month)
