"""Versions as defined by https://semver.org (2.0.0)."""
from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field
from functools import total_ordering
from typing import Union

from semverish.errors import InvalidVersion

_SEMVER = re.compile(
    r"^(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
    r"(?:-(?P<pre>[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?"
    r"(?:\+(?P<build>[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$"
)
_PARTS = ("major", "minor", "patch")


@total_ordering
@dataclass(frozen=True, eq=False)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    prerelease: tuple[str, ...] = ()
    build: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        if min(self.major, self.minor, self.patch) < 0:
            raise ValueError("version numbers cannot be negative")
        object.__setattr__(self, "prerelease", tuple(self.prerelease))
        object.__setattr__(self, "build", tuple(self.build))

    @classmethod
    def parse(cls, text: str) -> Version:
        m = _SEMVER.match(text.strip())
        if m is None:
            raise InvalidVersion(text)
        pre = tuple(m.group("pre").split(".")) if m.group("pre") else ()
        build = tuple(m.group("build").split(".")) if m.group("build") else ()
        return cls(int(m.group("major")), int(m.group("minor")), int(m.group("patch")), pre, build)

    def __str__(self) -> str:
        text = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            text += "-" + ".".join(self.prerelease)
        if self.build:
            text += "+" + ".".join(self.build)
        return text

    def __repr__(self) -> str:
        return f"Version({str(self)!r})"

    def _key(self) -> tuple:
        # a release sorts after all of its prereleases; build metadata is not part of precedence
        pre = self.prerelease
        return (self.major, self.minor, self.patch, not pre, pre)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __lt__(self, other: Version) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() < other._key()

    def bump(self, part: str) -> Version:
        """The next version: bumping a part resets the parts after it and drops the prerelease."""
        if part not in _PARTS:
            raise ValueError(f"part must be one of {_PARTS}, not {part!r}")
        if part == "major":
            return Version(self.major + 1)
        if part == "minor":
            return Version(self.major, self.minor + 1)
        return Version(self.major, self.minor, self.patch + 1)


def _compare(a: Version, b: Version) -> int:
    return (a > b) - (a < b)


VersionLike = Union[str, Version]


def _coerce(value: VersionLike) -> Version:
    return value if isinstance(value, Version) else Version.parse(value)


def compare(a: VersionLike, b: VersionLike) -> int:
    """-1, 0 or 1. Deprecated since 0.4: compare Version objects with <, == and > instead."""
    warnings.warn("semverish.compare() is deprecated; compare Version objects directly",
                  DeprecationWarning, stacklevel=2)
    return _compare(_coerce(a), _coerce(b))
