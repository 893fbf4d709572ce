"""Errors raised by patience."""

from __future__ import annotations

from typing import Optional


class PatienceError(Exception):
    """Base class of every error this package raises itself."""


class RetryError(PatienceError):
    """Every attempt failed.

    ``attempts`` is how many calls were made and ``last`` the exception the final
    call raised; it is also chained as ``__cause__`` so tracebacks show it.
    """

    def __init__(self, attempts: int, last: Optional[BaseException]) -> None:
        self.attempts = attempts
        self.last = last
        super().__init__(self._message())

    def _message(self) -> str:
        if self.last is None:
            return f"gave up after {self.attempts} attempts"
        kind = type(self.last).__name__
        return f"gave up after {self.attempts} attempts; last error: {kind}: {self.last}"

    def __reduce__(self):
        return (type(self), (self.attempts, self.last))


class InvalidPolicy(PatienceError, ValueError):
    """A retry option is out of range (negative delay, zero attempts ...)."""
