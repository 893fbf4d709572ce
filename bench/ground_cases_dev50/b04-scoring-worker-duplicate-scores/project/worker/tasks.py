"""Daily churn scoring."""
from __future__ import annotations

import logging
from datetime import date, timedelta

from psycopg2 import OperationalError

from worker import db, scoring
from worker.celery_app import app
from worker.settings import settings

log = logging.getLogger(__name__)


@app.task
def score_daily(as_of: str | None = None) -> int:
    """Fan out one score_chunk per page of active customers."""
    day = date.fromisoformat(as_of) if as_of else date.today()
    total = db.count_active_customers(day)
    offsets = range(0, total, settings.chunk_size)
    for offset in offsets:
        score_chunk.delay(day.isoformat(), offset, settings.chunk_size)
    log.info("score_daily %s: %d customers in %d chunks", day, total, len(offsets))
    return len(offsets)


@app.task(bind=True, autoretry_for=(OperationalError,), retry_backoff=30, max_retries=5, acks_late=True)
def score_chunk(self, as_of: str, offset: int, limit: int) -> int:
    day = date.fromisoformat(as_of)
    ids = db.fetch_customer_ids(day, offset, limit)
    features = db.fetch_features(ids, day)
    scores = scoring.score(features)
    written = db.insert_scores(day, scores, model_version=scoring.MODEL_VERSION)
    log.info("score_chunk %s offset=%d: %d scores (try %d)", as_of, offset, written, self.request.retries + 1)
    return written


@app.task
def purge_old_scores(keep_days: int = 90) -> int:
    removed = db.delete_scores_before(date.today() - timedelta(days=keep_days))
    log.info("purged %d old scores", removed)
    return removed
