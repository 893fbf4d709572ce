from celery import Celery
from celery.schedules import crontab

app = Celery("notifier", broker="redis://redis:6379/0")

app.conf.update(
    timezone="UTC",
    enable_utc=True,
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_default_queue="notifier",
)

app.conf.beat_schedule = {
    "digest-every-5-min": {
        "task": "notifier.tasks.run_digests",
        "schedule": crontab(minute="*/5"),
    },
    "cleanup-nightly": {
        "task": "notifier.tasks.cleanup",
        "schedule": crontab(hour=3, minute=15),
    },
}
