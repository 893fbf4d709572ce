"""The Celery application and its configuration."""
from __future__ import annotations

from celery import Celery
from celery.schedules import crontab

from scoring import settings

app = Celery("scoring", broker=settings.BROKER_URL, backend=settings.RESULT_BACKEND,
             include=["scoring.tasks"])

app.conf.update(
    task_default_queue="scoring",
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    timezone="Asia/Shanghai",
    enable_utc=True,
    task_time_limit=settings.TASK_TIME_LIMIT,
    # ack after the task ran, and requeue when the worker process dies (OOM kill):
    # score_batch is idempotent (upsert), so running a batch twice is safe
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    result_expires=3 * 24 * 3600,
)

app.conf.beat_schedule = {
    "nightly-churn-scoring": {
        "task": "scoring.start_run",
        "schedule": crontab(hour=2, minute=0),
        "args": (),
    },
}
