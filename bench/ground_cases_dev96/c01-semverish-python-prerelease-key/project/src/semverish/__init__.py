"""semverish: Semantic Versioning 2.0.0 for Python, without dependencies.

    >>> from semverish import Version, satisfies
    >>> Version.parse("1.4.0-rc.1") < Version.parse("1.4.0")
    True
    >>> satisfies("1.4.2", "^1.2")
    True

The public API is what ``__all__`` lists; everything else may change in any release.
Versions follow SemVer 2.0.0 (https://semver.org); ranges follow npm's node-semver syntax
for the subset documented in the README.
"""
from __future__ import annotations

from semverish.errors import InvalidRange, InvalidVersion, SemverError
from semverish.ranges import Range, max_satisfying, satisfies
from semverish.version import Version, compare

__all__ = [
    "InvalidRange",
    "InvalidVersion",
    "Range",
    "SemverError",
    "Version",
    "compare",
    "max_satisfying",
    "satisfies",
]

__version__ = "0.6.0"
