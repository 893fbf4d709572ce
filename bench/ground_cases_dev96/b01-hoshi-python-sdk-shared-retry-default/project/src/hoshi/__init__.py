"""Hoshi analytics API client.

Typical use::

    from hoshi import Client

    with Client(api_key="hk_live_...") as client:
        for event in client.iter_events("web"):
            print(event["name"])
"""
from hoshi.client import DEFAULT_BASE_URL, SDK_VERSION, Client
from hoshi.errors import (
    APIStatusError,
    AuthenticationError,
    HoshiConnectionError,
    HoshiError,
    NotFoundError,
    RateLimitError,
)
from hoshi.pagination import iter_pages
from hoshi.retry import DEFAULT_RETRY_STATUSES, RetryPolicy

__version__ = SDK_VERSION

__all__ = [
    "APIStatusError",
    "AuthenticationError",
    "Client",
    "DEFAULT_BASE_URL",
    "DEFAULT_RETRY_STATUSES",
    "HoshiConnectionError",
    "HoshiError",
    "NotFoundError",
    "RateLimitError",
    "RetryPolicy",
    "iter_pages",
]
