"""Helpers for deprecating parts of the public API (see docs/migration.md)."""
from __future__ import annotations

import functools
import warnings
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class HumandateDeprecationWarning(DeprecationWarning):
    """Warns about API that goes away in the next major release."""


def renamed_kwarg(old: str, new: str, *, since: str) -> Callable[[F], F]:
    """Accept ``old=`` as an alias of ``new=``, with a deprecation warning.

    Passing both is a TypeError. The wrapped callable keeps its name and docs.
    """

    def decorate(func: F) -> F:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if old in kwargs:
                if new in kwargs:
                    raise TypeError(f"{func.__qualname__}() got both {old!r} and {new!r}")
                warnings.warn(
                    f"{func.__qualname__}({old}=...) is deprecated since humandate {since}; use {new}=...",
                    HumandateDeprecationWarning,
                    stacklevel=2,
                )
                kwargs[new] = kwargs.pop(old)
            return func(*args, **kwargs)

        return wrapper  # type: ignore[return-value]

    return decorate
