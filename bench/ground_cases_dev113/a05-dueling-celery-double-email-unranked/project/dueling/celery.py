import os

from celery import Celery
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "dueling.settings")

app = Celery("dueling")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "queue-due-reminders": {
        "task": "notify.tasks.queue_due_reminders",
        "schedule": 60.0,
    },
    "cleanup-old-reminders": {
        "task": "notify.maintenance.cleanup_old",
        "schedule": crontab(hour=3, minute=15),
    },
}

app.conf.task_acks_late = True
app.conf.worker_prefetch_multiplier = 1
app.conf.broker_transport_options = {"visibility_timeout": 300}


@app.task(bind=True)
def debug_task(self):
    print(f"Request: {self.request!r}")
