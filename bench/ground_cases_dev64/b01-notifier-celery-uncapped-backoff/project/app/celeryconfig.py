import os

broker_url = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
result_backend = os.environ.get("CELERY_RESULT_BACKEND", "redis://localhost:6379/1")

task_serializer = "json"
accept_content = ["json"]
result_serializer = "json"
timezone = "Asia/Tokyo"
enable_utc = True

# Ack after the task body finishes so a crashed worker does not lose mail.
task_acks_late = True
task_reject_on_worker_lost = True
worker_prefetch_multiplier = 1

broker_transport_options = {
    # Must exceed the longest task runtime *and* the longest retry countdown, or Redis
    # re-delivers an un-acked message to another worker (digests were sent 3x, 2025-11-03).
    "visibility_timeout": 60 * 60 * 2,
    "socket_keepalive": True,
}

task_routes = {
    "app.tasks.notify.*": {"queue": "mail"},
    "app.tasks.reports.*": {"queue": "reports"},
}

beat_schedule = {
    "weekly-digest": {
        "task": "app.tasks.notify.enqueue_weekly_digests",
        "schedule": 60 * 60 * 24 * 7,
    },
    "weekly-report": {
        "task": "app.tasks.reports.build_weekly_report",
        "schedule": 60 * 60 * 24 * 7,
    },
}
