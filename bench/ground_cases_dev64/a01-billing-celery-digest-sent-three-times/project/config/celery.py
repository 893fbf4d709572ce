"""Celery app for the billing backend.

Workers run with `celery -A config worker -Q default,mail -c 4`; beat runs as its own
deployment (deploy/k8s/beat.yaml).
"""
import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("billing")
app.config_from_object("django.conf:settings", namespace="CELERY")

# Redis broker: a message that was delivered but not acked is handed to another worker
# once the visibility timeout runs out.
app.conf.broker_transport_options = {
    # Must be longer than the longest acks_late task (weekly digest ~35 min, hard limit 1h),
    # otherwise Redis redelivers the unacked message to a second worker mid-run.
    "visibility_timeout": 2 * 60 * 60,  # seconds
    "fanout_prefix": True,
    "fanout_patterns": True,
}

app.conf.task_acks_late = True
app.conf.task_reject_on_worker_lost = True
app.conf.worker_prefetch_multiplier = 1

app.conf.task_routes = {
    "digest.tasks.send_weekly_digest": {"queue": "mail"},
    "digest.tasks.send_invoice_reminders": {"queue": "mail"},
    "digest.tasks.*": {"queue": "default"},
}

app.autodiscover_tasks()


@app.task(bind=True)
def debug_task(self):
    print(f"Request: {self.request!r}")
