"""patience: retries with exponential backoff.

    >>> from patience import retry
    >>> @retry(attempts=3, base=0.1)
    ... def fetch():
    ...     ...

The decorators accept the same options for sync and async functions; the delay
schedule itself lives in :class:`patience.backoff.Backoff` and can be used on its own.
"""

from __future__ import annotations

from patience.backoff import Backoff
from patience.decorators import aretry, retry
from patience.errors import RetryError

__all__ = ["Backoff", "RetryError", "aretry", "retry", "__version__"]

__version__ = "1.3.2"


def _check_version() -> None:
    """Keep __version__ and the installed metadata in step (called by the test suite)."""
    try:
        from importlib.metadata import PackageNotFoundError, version
    except ImportError:  # pragma: no cover - Python < 3.8
        return
    try:
        installed = version("patience")
    except PackageNotFoundError:
        return
    if installed != __version__:
        raise RuntimeError(f"patience {__version__} imported but {installed} installed")
