import os

from celery import Celery
from celery.schedules import crontab

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

app = Celery("mall")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

app.conf.beat_schedule = {
    "close-expired-orders": {
        "task": "orders.tasks.close_expired_orders",
        "schedule": crontab(minute="*"),
    },
    "auto-confirm-received": {
        "task": "orders.tasks.auto_confirm_received",
        "schedule": crontab(minute=10, hour=3),
    },
}
