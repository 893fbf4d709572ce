from celery import Celery
from celery.schedules import crontab

app = Celery("shop", broker="redis://localhost:6379/1", include=["app.tasks"])

app.conf.update(
    task_acks_late=True,
    worker_prefetch_multiplier=1,
    timezone="Asia/Shanghai",
    beat_schedule={
        # safety net: orders whose confirmation never went out (worker down, broker hiccup)
        "sweep-unsent-confirmations": {
            "task": "app.tasks.sweep_unsent_confirmations",
            "schedule": crontab(minute="*/5"),
        },
    },
)
