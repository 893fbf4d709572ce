"""The Celery app and the beat schedule."""
from celery import Celery
from celery.schedules import crontab

from worker.settings import settings

app = Celery("scoring", broker=settings.broker_url, backend=settings.result_backend, include=["worker.tasks"])
app.conf.update(
    timezone="Asia/Tokyo",
    enable_utc=True,
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_default_queue="scoring",
    broker_transport_options={"visibility_timeout": 3600},
    result_expires=86400,
    # the model is ~400MB; recycle workers now and then to keep memory flat
    worker_max_tasks_per_child=200,
    task_time_limit=1800,
    task_soft_time_limit=1500,
    task_routes={
        "worker.tasks.score_chunk": {"queue": "scoring"},
        "worker.tasks.purge_old_scores": {"queue": "maintenance"},
    },
)

app.conf.beat_schedule = {
    "score-daily": {
        "task": "worker.tasks.score_daily",
        "schedule": crontab(hour=5, minute=30),
    },
    "purge-old-scores": {
        "task": "worker.tasks.purge_old_scores",
        "schedule": crontab(hour=3, minute=0, day_of_week="sun"),
    },
}
