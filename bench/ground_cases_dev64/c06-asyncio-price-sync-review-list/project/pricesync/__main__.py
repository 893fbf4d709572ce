import asyncio
import logging

from pricesync import config
from pricesync.sync import sync_all


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    asyncio.run(sync_all(config.load()))


if __name__ == "__main__":
    main()
