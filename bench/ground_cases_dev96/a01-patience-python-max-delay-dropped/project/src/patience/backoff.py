"""The delay schedule: base * factor ** (n - 1), capped at max_delay."""

from __future__ import annotations

import random
import warnings
from typing import Iterator, Optional

from patience.errors import InvalidPolicy

DEFAULT_MAX_DELAY = 30.0


class Backoff:
    """Exponential backoff.

    ``delay(n)`` is the wait after the n-th failed attempt (n starts at 1). With
    ``max_attempts`` set, ``delays()`` yields one wait between each pair of attempts,
    so ``max_attempts - 1`` values in all.
    """

    def __init__(
        self,
        base: float = 0.5,
        factor: float = 2.0,
        max_delay: float = DEFAULT_MAX_DELAY,
        max_attempts: Optional[int] = None,
        jitter: bool = False,
        rng: Optional[random.Random] = None,
    ) -> None:
        if base < 0 or factor < 1:
            raise InvalidPolicy(f"base must be >= 0 and factor >= 1, got {base}, {factor}")
        if max_delay < base:
            raise InvalidPolicy(f"max_delay {max_delay} is below base {base}")
        if max_attempts is not None and max_attempts < 1:
            raise InvalidPolicy(f"max_attempts must be at least 1, got {max_attempts}")
        self.base = base
        self.factor = factor
        self.max_delay = max_delay
        self.max_attempts = max_attempts
        self.jitter = jitter
        self._rng = rng or random.Random()

    def delay(self, n: int) -> float:
        if n < 1:
            raise ValueError("attempt numbers start at 1")
        capped = min(self.base * self.factor ** (n - 1), self.max_delay)
        if self.jitter:
            return self._rng.uniform(0, capped)
        return capped

    def delays(self) -> Iterator[float]:
        n = 1
        while self.max_attempts is None or n < self.max_attempts:
            yield self.delay(n)
            n += 1

    def reset(self) -> None:
        """Kept for compatibility: a Backoff has held no state since 1.2.

        .. deprecated:: 1.4
           Does nothing; will be removed in 2.0.
        """
        warnings.warn(
            "Backoff.reset() does nothing and will be removed in patience 2.0",
            DeprecationWarning,
            stacklevel=2,
        )

    def __repr__(self) -> str:
        return (f"Backoff(base={self.base}, factor={self.factor}, max_delay={self.max_delay}, "
                f"max_attempts={self.max_attempts}, jitter={self.jitter})")
