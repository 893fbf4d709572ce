"""Celery tasks: split the active customers into batches and score each batch."""
from __future__ import annotations

import psycopg
import redis
from celery.utils.log import get_task_logger

from scoring.celery_app import app
from scoring.db import active_customer_ids, write_scores
from scoring.feature_store import fetch_features
from scoring.model import FEATURE_ORDER, load_model
from scoring.settings import BATCH_SIZE
from scoring.utils import chunked, describe_run, new_run_id, pct

log = get_task_logger(__name__)

# transient infrastructure errors: worth retrying; anything else is a bug and fails at once
TRANSIENT = (redis.ConnectionError, redis.TimeoutError, psycopg.OperationalError)


@app.task(
    name="scoring.score_batch",
    autoretry_for=TRANSIENT,
    retry_backoff=5,
    retry_backoff_max=300,
    retry_jitter=True,
    max_retries=5,
)
def score_batch(customer_ids: list[str], run_id: str) -> int:
    frame = fetch_features(customer_ids)
    if frame.empty:
        log.warning("run %s: no features for %d customers", run_id, len(customer_ids))
        return 0
    found = len(frame)
    if found < len(customer_ids):
        log.info("run %s: features for %s of the batch", run_id, pct(found, len(customer_ids)))
    X = frame[FEATURE_ORDER].astype("float64")
    scores = load_model().predict_proba(X)[:, 1]
    return write_scores(run_id, frame["customer_id"], scores)


@app.task(name="scoring.start_run")
def start_run() -> str:
    run_id = new_run_id()
    ids = active_customer_ids()
    batches = 0
    for batch in chunked(ids, BATCH_SIZE):
        score_batch.delay(list(batch), run_id)
        batches += 1
    log.info(describe_run(run_id, batches, len(ids)))
    return run_id
