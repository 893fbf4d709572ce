"""Read-through caches for the product page. Timeouts are passed to Django's cache API."""
from django.core.cache import cache

STOCK_TTL = 30 * 1000  # 30s
PRICE_TTL = 5 * 60  # 5 min
NEGATIVE_TTL = 10  # unknown SKUs


def stock_key(code: str) -> str:
    return f"stock:{code}"


def price_key(code: str) -> str:
    return f"price:{code}"


def get_available(code: str, load) -> int | None:
    key = stock_key(code)
    value = cache.get(key)
    if value is None:
        value = load(code)
        cache.set(key, value if value is not None else -1, STOCK_TTL if value is not None else NEGATIVE_TTL)
    return None if value == -1 else value


def get_price(code: str, load) -> int | None:
    key = price_key(code)
    value = cache.get(key)
    if value is None:
        value = load(code)
        if value is not None:
            cache.set(key, value, PRICE_TTL)
    return value


def drop_stock(code: str) -> None:
    cache.delete(stock_key(code))
