from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime

from billing.compat import describe
from billing.models import Invoice

log = logging.getLogger(__name__)


async def remind(invoice: Invoice) -> None:
    log.info("reminder for invoice %s at %s", invoice.id, datetime.now(UTC).isoformat())
    await asyncio.sleep(0)


async def run_once(invoices: list[Invoice]) -> int:
    due = [i for i in invoices if i.overdue]
    await asyncio.gather(*(remind(i) for i in due))
    return len(due)


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    log.info("worker starting (%s)", describe())
    loop = asyncio.get_event_loop()
    try:
        loop.run_until_complete(run_once([]))
    finally:
        loop.close()


if __name__ == "__main__":
    main()
