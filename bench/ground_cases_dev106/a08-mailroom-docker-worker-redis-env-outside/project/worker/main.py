"""python -m worker.main: pull jobs from Redis lists and run them."""
from __future__ import annotations

import json
import logging
import os
import signal
import time

import redis

from worker import config
from worker.jobs import HANDLERS

log = logging.getLogger("worker")
_running = True


def _stop(signum, frame):  # noqa: ARG001
    global _running
    _running = False


def run_once(client: redis.Redis, queues: list[str], timeout: float) -> bool:
    item = client.blpop([f"q:{q}" for q in queues], timeout=int(max(timeout, 1)))
    if item is None:
        return False
    _, raw = item
    job = json.loads(raw)
    HANDLERS[job["type"]](**job.get("args", {}))
    return True


def wait_for_redis(client: redis.Redis, deadline_seconds: float = 60.0) -> None:
    delay, waited = 1.0, 0.0
    while True:
        try:
            client.ping()
            return
        except redis.exceptions.ConnectionError as exc:
            if waited + delay > deadline_seconds:
                raise
            log.warning("redis not reachable (%s), retrying in %.0fs", exc, delay)
            time.sleep(delay)
            waited += delay
            delay = min(delay * 2, 16.0)


def main() -> None:
    level = os.environ.get("LOG_LEVEL", "INFO").upper()
    logging.basicConfig(level=level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    settings = config.load()
    log.info("starting worker: %s", config.describe(settings))
    client = redis.Redis.from_url(settings.redis_url)
    wait_for_redis(client)
    signal.signal(signal.SIGTERM, _stop)
    while _running:
        run_once(client, settings.queues, settings.poll_seconds)
    log.info("worker stopped")


if __name__ == "__main__":
    main()
