from datetime import date, timedelta

from celery import shared_task

from usage.aggregates import rollup_day


@shared_task(bind=True, max_retries=3, default_retry_delay=300)
def nightly_rollup(self, day: str | None = None) -> int:
    target = date.fromisoformat(day) if day else date.today() - timedelta(days=1)
    try:
        return rollup_day(target)
    except Exception as exc:  # retried as a whole; rollup_day replaces the day, so re-runs are safe
        raise self.retry(exc=exc)
