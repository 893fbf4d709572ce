from celery import Celery
from celery.schedules import crontab

from app.settings import settings

celery_app = Celery("lumen", broker=settings.redis_url, backend=settings.redis_url)
celery_app.conf.update(
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    timezone="Europe/Berlin",
    beat_schedule={
        "weekly-digest": {
            "task": "app.tasks.digest.send_weekly_digests",
            "schedule": crontab(hour=7, minute=0, day_of_week="mon"),
        },
        "purge-sessions": {
            "task": "app.tasks.maintenance.purge_expired_sessions",
            "schedule": crontab(minute=15),
        },
    },
)
celery_app.autodiscover_tasks(["app.tasks"])
