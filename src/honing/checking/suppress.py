"""Suppression comments of ``hone check``.

- ``<!-- hone: ignore[filler_phrases, vague_terms] -->`` (Markdown) or
  ``# hone: ignore[filler_phrases]`` (a line of its own in a plain-text prompt) silences
  those rules for the block that follows: from the next non-blank line to the line
  before the next blank line (a single line, a paragraph, a list).
- ``<!-- hone: ignore-file[…] -->`` / ``# hone: ignore-file[…]`` silences them for the
  whole file, and takes them out of its score.

A comment that speaks to ``hone:`` but is not one of these forms, or names a rule code
that does not exist, is an error naming its line. Security rules are silenced only when
the configuration sets ``allow_inline_security_suppression`` (as for ``<!-- honing:
ignore … -->``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from honing.checking.text import Lines
from honing.errors import ConfigError

# anything that addresses `hone:` in a comment; what follows is checked strictly
_ADDRESSED = re.compile(r"<!--\s*hone\s*:(?P<html>.*?)-->|^[ \t]*#[ \t]*hone[ \t]*:(?P<hash>[^\n]*)", re.S | re.M | re.I)
_FORM = re.compile(r"\s*(?P<kind>ignore-file|ignore)\s*\[(?P<codes>[^\]\n]*)\]\s*\Z")
USAGE = "write '<!-- hone: ignore[CODE, CODE] -->' or '# hone: ignore[CODE]' ('ignore-file[…]' for the whole file)"


@dataclass(frozen=True)
class Suppression:
    codes: frozenset[str]
    line: int  # the comment's (first) line in the file
    first_line: int  # the lines it silences, inclusive; a file-level one: every line
    last_line: int
    file_level: bool

    def covers(self, code: str, line: int) -> bool:
        return code in self.codes and self.first_line <= line <= self.last_line


def _known(code: str, line: int, shown: str) -> str:
    from honing.engine.config import _known_rule  # the schema's check: same message, same hints

    try:
        return _known_rule(code)
    except ValueError as exc:
        raise ConfigError(f"line {line}: {exc} (in the suppression comment {shown})") from None


def parse(text: str, offset: int = 0, lines: Lines | None = None) -> tuple[Suppression, ...]:
    """The suppression comments of ``text[offset:]`` (the prompt body), with lines of
    ``text`` (the file). Raises :class:`ConfigError` naming the line of a malformed
    comment or an unknown rule code."""
    lines = lines or Lines(text)
    body = text[offset:]
    found: list[Suppression] = []
    for m in _ADDRESSED.finditer(body):
        line, _ = lines.position(offset + m.start())
        end_line, _ = lines.position(offset + m.end())
        shown = " ".join(m.group(0).split())
        form = _FORM.match(m.group("html") if m.group("html") is not None else m.group("hash"))
        if form is None:
            raise ConfigError(f"line {line}: suppression comment {shown} is not understood; {USAGE}")
        codes = [c.strip() for c in form.group("codes").split(",") if c.strip()]
        if not codes:
            raise ConfigError(f"line {line}: suppression comment {shown} names no rule code; "
                              f"run 'hone rules' for the list")
        known = frozenset(_known(c, line, shown) for c in codes)
        if form.group("kind") == "ignore-file":
            found.append(Suppression(known, line, 1, len(lines.starts), True))
            continue
        first, last = _next_block(text, lines, end_line)
        found.append(Suppression(known, line, first, last, False))
    return tuple(found)


def _next_block(text: str, lines: Lines, after: int) -> tuple[int, int]:
    """The lines of the block after line ``after``: the next non-blank line to the line
    before the next blank one (an empty range when nothing follows)."""
    total = len(lines.starts)

    def blank(n: int) -> bool:
        start = lines.starts[n - 1]
        end = lines.starts[n] if n < total else len(text)
        return not text[start:end].strip()

    first = after + 1
    while first <= total and blank(first):
        first += 1
    if first > total:
        return after + 1, after  # nothing follows
    last = first
    while last + 1 <= total and not blank(last + 1):
        last += 1
    return first, last
