import asyncio
import random

MAX_ATTEMPTS = 6


async def with_retry(fn, *args, base: float = 2.0):
    for attempt in range(MAX_ATTEMPTS):
        try:
            return await fn(*args)
        except Exception:
            if attempt == MAX_ATTEMPTS - 1:
                raise
            delay = base * 2 ** attempt + random.uniform(0, 1)
            await asyncio.sleep(delay)
