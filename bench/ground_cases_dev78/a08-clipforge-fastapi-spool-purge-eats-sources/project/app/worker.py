from pathlib import Path

from redis import Redis
from rq import Queue, Retry

from app.config import settings

MAX_ATTEMPTS = 1
JOB_TIMEOUT = 4 * 60 * 60

queue = Queue("transcode", connection=Redis.from_url(settings.redis_url))


def enqueue_transcode(source: Path, original_name: str) -> str:
    from app.transcode import run_job

    job = queue.enqueue(
        run_job,
        str(source),
        original_name,
        job_timeout=JOB_TIMEOUT,
        retry=Retry(max=MAX_ATTEMPTS) if MAX_ATTEMPTS > 1 else None,
    )
    return job.id
