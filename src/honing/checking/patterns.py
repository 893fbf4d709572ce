"""Which files are prompt files: the versioned table ``data/prompt_files.toml``.

A glob matches the ``/``-separated path relative to the folder being checked, at any
depth, unless it starts with ``/`` (then it is anchored at that folder, as in
``.gitignore``). ``*`` and ``?`` stay within one folder, ``**`` crosses folders."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from honing import data


@dataclass(frozen=True)
class Pattern:
    glob: str
    tool: str
    front_matter: bool


@cache
def table() -> tuple[str, tuple[Pattern, ...]]:
    """The table's version and its patterns, in table order."""
    raw = data.load("prompt_files.toml")
    return str(raw["version"]), tuple(Pattern(p["glob"], p["tool"], bool(p["front_matter"])) for p in raw["pattern"])


def version() -> str:
    return table()[0]


def patterns() -> tuple[Pattern, ...]:
    return table()[1]


def glob_regex(glob: str) -> str:
    """The regular expression (without anchors) of one glob."""
    anchored = glob.startswith("/")
    body = glob.lstrip("/")
    out: list[str] = []
    i = 0
    while i < len(body):
        if body.startswith("**/", i):
            out.append("(?:[^/]*/)*")
            i += 3
        elif body.startswith("**", i):
            out.append(".*")
            i += 2
        elif body[i] == "*":
            out.append("[^/]*")
            i += 1
        elif body[i] == "?":
            out.append("[^/]")
            i += 1
        else:
            out.append(re.escape(body[i]))
            i += 1
    return ("" if anchored else "(?:.*/)?") + "".join(out)


@cache
def compiled(globs: tuple[str, ...]) -> re.Pattern[str] | None:
    if not globs:
        return None
    return re.compile("(?:" + "|".join(glob_regex(g) for g in globs) + r")\Z")


def matching(path: str, globs: Sequence[str]) -> bool:
    """Whether the relative ``/``-separated ``path`` matches one of ``globs``."""
    rx = compiled(tuple(globs))
    return rx is not None and rx.match(path) is not None


def prompt_pattern(path: str) -> Pattern | None:
    """The first table entry that ``path`` (relative, ``/``-separated) matches."""
    for p in patterns():
        if matching(path, (p.glob,)):
            return p
    return None


def has_front_matter(path: str) -> bool:
    """Whether the file at ``path`` may open with front matter: by the table, or by its
    suffix for a file named on the command line that the table does not list."""
    p = prompt_pattern(path)
    if p is not None:
        return p.front_matter
    return path.endswith((".mdc", ".prompt.md", ".prompty"))


def select(paths: Iterable[str], include: Sequence[str] = (), exclude: Sequence[str] = ()) -> list[str]:
    """The prompt files among ``paths`` (relative, ``/``-separated): those the table or
    ``include`` matches and ``exclude`` does not, sorted."""
    return sorted(p for p in paths
                  if (prompt_pattern(p) is not None or matching(p, include)) and not matching(p, exclude))


def files_regex() -> str:
    """One Python regular expression for every table entry: the ``files:`` of the
    pre-commit hook (``.pre-commit-hooks.yaml`` holds this string; a test keeps them equal)."""
    return "(^|/)(" + "|".join(glob_regex(p.glob).removeprefix("(?:.*/)?") for p in patterns()) + ")$"
