import os

from celery import Celery
from celery.schedules import crontab

BROKER_URL = os.environ.get("BROKER_URL", "redis://localhost:6379/0")
RESULT_URL = os.environ.get("RESULT_URL", "redis://localhost:6379/1")

celery = Celery("newsletter", broker=BROKER_URL, backend=RESULT_URL, include=["app.tasks"])

celery.conf.update(
    task_serializer="json",
    accept_content=["json"],
    timezone="Asia/Shanghai",
    enable_utc=True,
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    task_default_queue="digest",
    broker_transport_options={
        "visibility_timeout": 3600,
        "socket_timeout": 5,
    },
    result_expires=86400,
)

celery.conf.beat_schedule = {
    "weekly-digest-fanout": {
        "task": "app.tasks.fan_out_digests",
        "schedule": crontab(hour=8, minute=0, day_of_week="mon"),
    },
    "purge-old-digest-logs": {
        "task": "app.tasks.purge_old_logs",
        "schedule": crontab(hour=3, minute=30),
    },
}
