import asyncio
import json
import logging

import redis.asyncio as redis

from worker.config import JOB_TIMEOUT_S, REDIS_URL, WORKER_CONCURRENCY
from worker.jobs import deliver_status
from worker.retry import with_retry

log = logging.getLogger(__name__)
STREAM, GROUP = "haisou:status", "webhook-workers"


async def run(cache, consumer_name: str) -> None:
    r = redis.from_url(REDIS_URL)
    sem = asyncio.Semaphore(WORKER_CONCURRENCY)
    while True:
        batch = await r.xreadgroup(GROUP, consumer_name, {STREAM: ">"}, count=WORKER_CONCURRENCY, block=5000)
        for _stream, messages in batch or []:
            for msg_id, fields in messages:
                await sem.acquire()
                asyncio.create_task(_handle(r, sem, cache, msg_id, json.loads(fields[b"job"])))


async def _handle(r, sem, cache, msg_id, job) -> None:
    try:
        await asyncio.wait_for(with_retry(deliver_status, cache, job), timeout=JOB_TIMEOUT_S)
    except Exception:
        log.exception("job %s failed", msg_id)
    finally:
        await r.xack(STREAM, GROUP, msg_id)
        sem.release()
