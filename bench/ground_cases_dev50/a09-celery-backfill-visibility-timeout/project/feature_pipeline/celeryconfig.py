"""Celery settings. Every value can be overridden from the environment of the worker pod."""
import os

broker_url = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
result_backend = os.environ.get("CELERY_RESULT_BACKEND") or None

task_serializer = "json"
accept_content = ["json"]
timezone = "UTC"

# Backfills are long and must not be lost if a worker pod is killed mid-task: ack after the
# task finishes, and let the broker redeliver unacked tasks.
task_acks_late = True
task_reject_on_worker_lost = True
worker_prefetch_multiplier = 1

# With the Redis broker, an unacked task is redelivered to another worker once this many
# seconds have passed, whether or not the first worker is still running it.
broker_transport_options = {
    "visibility_timeout": int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "43200")),
}

task_routes = {
    "feature_pipeline.tasks.backfill_tenant": {"queue": "backfill"},
    "feature_pipeline.tasks.daily_features": {"queue": "daily"},
}

task_soft_time_limit = int(os.environ.get("CELERY_SOFT_TIME_LIMIT", "14400"))
task_time_limit = task_soft_time_limit + 300

# pandas fragments memory on long backfills; recycle worker processes now and then.
worker_max_tasks_per_child = 50
