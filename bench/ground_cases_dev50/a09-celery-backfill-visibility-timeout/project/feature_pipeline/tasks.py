from __future__ import annotations

import logging
from datetime import date, timedelta

from feature_pipeline.celery_app import app
from feature_pipeline.features import compute_day
from feature_pipeline.store import write_offline, write_online

log = logging.getLogger(__name__)


@app.task(bind=True, max_retries=3, default_retry_delay=300)
def backfill_tenant(self, tenant_id: str, start: str, end: str) -> int:
    """Recompute and store features for every day in [start, end]. Big tenants take 1-2 hours."""
    day, last = date.fromisoformat(start), date.fromisoformat(end)
    written = 0
    while day <= last:
        df = compute_day(tenant_id, day)
        written += write_offline(df)
        day += timedelta(days=1)
    log.info("backfill %s %s..%s: %d rows", tenant_id, start, end, written)
    return written


@app.task
def daily_features(tenant_id: str) -> int:
    day = date.today() - timedelta(days=1)
    df = compute_day(tenant_id, day)
    write_online(df)
    return write_offline(df)
