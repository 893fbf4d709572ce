"""npm-style version ranges: ^1.2, ~1.2.3, >=1.0.0 <2.0.0, 1.x, * and || between them."""
from __future__ import annotations

import operator
import re
from collections.abc import Iterable
from typing import Callable, Optional

from semverish.errors import InvalidRange, InvalidVersion
from semverish.version import Version

_OPS: dict[str, Callable[[Version, Version], bool]] = {
    ">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt, "=": operator.eq,
}
_PARTIAL = re.compile(r"^(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$")
Comparator = tuple[Callable[[Version, Version], bool], Version]


def _partial(text: str, spec: str) -> tuple[Optional[int], ...]:
    m = _PARTIAL.match(text)
    if m is None:
        raise InvalidRange(spec, f"bad version {text!r}")
    return tuple(None if g is None or g in "xX*" else int(g) for g in m.groups())


def _bound(text: str, spec: str) -> Version:
    """The version after an operator; ``>=3`` and ``<1.2`` mean ``>=3.0.0`` and ``<1.2.0``."""
    if "-" in text or "+" in text:
        try:
            return Version.parse(text)
        except InvalidVersion:
            raise InvalidRange(spec, f"bad version {text!r}") from None
    major, minor, patch = _partial(text, spec)
    if major is None:
        raise InvalidRange(spec, f"{text!r} is not a version")
    return Version(major, minor or 0, patch or 0)


def _caret(major: int, minor: Optional[int], patch: Optional[int]) -> list[Comparator]:
    low = Version(major, minor or 0, patch or 0)
    if major > 0 or minor is None:
        high = Version(major + 1)
    elif minor > 0 or patch is None:
        high = Version(0, minor + 1)
    else:
        high = Version(0, 0, patch + 1)
    return [(operator.ge, low), (operator.lt, high)]


def _tilde(major: int, minor: Optional[int], patch: Optional[int]) -> list[Comparator]:
    low = Version(major, minor or 0, patch or 0)
    high = Version(major + 1) if minor is None else Version(major, minor + 1)
    return [(operator.ge, low), (operator.lt, high)]


def _x_range(major: Optional[int], minor: Optional[int]) -> list[Comparator]:
    if major is None:
        return []
    if minor is None:
        return [(operator.ge, Version(major)), (operator.lt, Version(major + 1))]
    return [(operator.ge, Version(major, minor)), (operator.lt, Version(major, minor + 1))]


def _term(text: str, spec: str) -> list[Comparator]:
    if text.startswith(("^", "~")):
        major, minor, patch = _partial(text[1:], spec)
        if major is None:
            raise InvalidRange(spec, f"{text[0]} needs a major version")
        return (_caret if text[0] == "^" else _tilde)(major, minor, patch)
    for op in (">=", "<=", ">", "<", "="):
        if text.startswith(op):
            return [(_OPS[op], _bound(text[len(op):], spec))]
    major, minor, patch = _partial(text, spec)
    if patch is not None and minor is not None and major is not None:
        return [(operator.eq, Version(major, minor, patch))]
    return _x_range(major, minor)


class Range:
    """A parsed range; ``version in Range("^1.2")`` tests one version."""

    def __init__(self, spec: str, *, include_prerelease: bool = False) -> None:
        self.spec = spec
        self.include_prerelease = include_prerelease
        alternatives = [alt.split() for alt in spec.split("||")]
        if any(not terms for terms in alternatives):
            raise InvalidRange(spec, "empty alternative")
        self._sets = [[c for term in terms for c in _term(term, spec)] for terms in alternatives]

    def __contains__(self, version: Version) -> bool:
        if version.prerelease and not self.include_prerelease:
            return False
        return any(all(op(version, bound) for op, bound in comparators) for comparators in self._sets)

    def __repr__(self) -> str:
        return f"Range({self.spec!r})"


def satisfies(version: str, spec: str, *, include_prerelease: bool = False) -> bool:
    return Version.parse(version) in Range(spec, include_prerelease=include_prerelease)


def max_satisfying(versions: Iterable[str], spec: str) -> Optional[str]:
    """The highest of ``versions`` in the range, or None."""
    rng = Range(spec)
    matching = [Version.parse(v) for v in versions if Version.parse(v) in rng]
    return str(max(matching)) if matching else None
