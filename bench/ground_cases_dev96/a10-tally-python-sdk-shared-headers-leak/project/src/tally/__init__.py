"""Python client for the Tally billing API.

    >>> import tally
    >>> client = tally.Client(api_key="sk_test_...")
    >>> client.customers.get("cus_123")["email"]

One Client holds one API key. Resources (``client.customers``, ``client.invoices``)
are thin wrappers that build paths and query strings.
"""

from tally.client import DEFAULT_BASE_URL, Client
from tally.errors import APIError, AuthenticationError, NotFoundError, TallyError

__all__ = [
    "APIError",
    "AuthenticationError",
    "Client",
    "DEFAULT_BASE_URL",
    "NotFoundError",
    "TallyError",
    "__version__",
]

__version__ = "2.4.1"


def user_agent() -> str:
    """The User-Agent every Client sends unless told otherwise."""
    import platform

    return f"tally-python/{__version__} python/{platform.python_version()}"
