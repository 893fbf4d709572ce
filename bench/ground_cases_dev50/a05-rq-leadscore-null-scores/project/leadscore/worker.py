"""Scheduler + worker entry points.

    python -m leadscore.worker schedule   # cron at 02:00 UTC calls this
    python -m leadscore.worker work       # long-running worker on the scoring queue
"""
from __future__ import annotations

import logging
import sys

from redis import Redis
from rq import Worker

from leadscore.config import REDIS_URL
from leadscore.jobs import enqueue_nightly


def main(argv: list[str]) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    if argv[:1] == ["schedule"]:
        enqueue_nightly()
        return 0
    if argv[:1] == ["work"]:
        Worker(["scoring"], connection=Redis.from_url(REDIS_URL)).work(with_scheduler=False)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
