"""Exceptions raised by semverish. All of them are ValueErrors, so callers that
only catch ValueError keep working."""
from __future__ import annotations


class SemverError(ValueError):
    """Base class of every error semverish raises."""


class InvalidVersion(SemverError):
    """A string that is not a SemVer 2.0.0 version."""

    def __init__(self, text: str) -> None:
        super().__init__(f"not a semantic version: {text!r}")
        self.text = text


class InvalidRange(SemverError):
    """A range expression that cannot be parsed."""

    def __init__(self, spec: str, reason: str) -> None:
        super().__init__(f"invalid range {spec!r}: {reason}")
        self.spec = spec
        self.reason = reason


def describe(error: SemverError) -> str:
    """A one-line message for CLI output."""
    if isinstance(error, InvalidRange):
        return f"range {error.spec!r}: {error.reason}"
    if isinstance(error, InvalidVersion):
        return f"version {error.text!r} is not valid"
    return str(error)
