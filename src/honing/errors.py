"""Errors a user can act on. The CLI turns each into one line on stderr and exit 2."""

from __future__ import annotations


class HoningError(Exception):
    """Base class: the message says what was wrong and what to do."""


class EmptyPromptError(HoningError):
    """The parse stage rejects an empty or whitespace-only prompt (SPEC E-1.2)."""

    def __init__(self, source: str | None = None) -> None:
        where = f"{source}: " if source else ""
        super().__init__(f"{where}the prompt is empty (or whitespace only): give some text to analyze")
        self.source = source

    def __reduce__(self) -> tuple[type[EmptyPromptError], tuple[str | None]]:
        return EmptyPromptError, (self.source,)  # crosses process boundaries intact


class ConfigError(HoningError):
    """Configuration names an unknown key, rule, severity or an invalid value."""


class UnknownModelError(HoningError):
    """A model name that the catalog does not know; the message lists close matches."""
