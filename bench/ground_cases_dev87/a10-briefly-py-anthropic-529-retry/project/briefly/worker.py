from __future__ import annotations

import logging

from redis import Redis
from rq import Queue, Worker

from briefly.settings import SETTINGS


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    connection = Redis.from_url(SETTINGS.redis_url)
    Worker([Queue("summaries", connection=connection)], connection=connection).work()


if __name__ == "__main__":
    main()
