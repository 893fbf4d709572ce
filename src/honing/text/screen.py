"""Which of a few patterns occur in a text, in one linear pass (RE2's ``Set``): used to skip a slower exact step
whose trigger is absent (``prefilter.PatternSet`` is the exact search)."""

from __future__ import annotations

from collections.abc import Sequence

import re2  # type: ignore[import-untyped]


class Screen:
    """Which of a few patterns occur in a text, answered in one linear-time pass (RE2's
    ``Set``, a DFA over all patterns at once). Used to skip a slower exact step when its
    trigger is absent; each screen pattern must match wherever the exact one does."""

    def __init__(self, patterns: Sequence[str]) -> None:
        options = re2.Options()
        options.log_errors = False
        self._set = re2.Set.SearchSet(options)
        for pattern in patterns:
            self._set.Add(pattern)
        self._set.Compile()

    def hits(self, text: str) -> frozenset[int]:
        # lone surrogates cannot be UTF-8: passed through so the screen still sees the rest
        return frozenset(self._set.Match(text.encode("utf-8", "surrogatepass")) or ())

