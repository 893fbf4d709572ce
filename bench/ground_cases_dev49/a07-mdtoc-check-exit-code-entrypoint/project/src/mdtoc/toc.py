"""Finding headings and rendering the table of contents between the markers."""
from __future__ import annotations

import re
from dataclasses import dataclass

START = "<!-- toc -->"
END = "<!-- tocstop -->"
HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
FENCE = re.compile(r"^(```|~~~)")


class MarkerError(ValueError):
    pass


@dataclass(frozen=True)
class Heading:
    level: int
    title: str


def slugify(title: str, seen: dict[str, int]) -> str:
    """GitHub's anchor rule: lowercase, drop punctuation, spaces to dashes, -1/-2 for repeats."""
    slug = re.sub(r"[^\w\- ]", "", title.lower()).strip().replace(" ", "-")
    n = seen.get(slug, 0)
    seen[slug] = n + 1
    return slug if n == 0 else f"{slug}-{n}"


def headings(lines: list[str]) -> list[Heading]:
    out: list[Heading] = []
    fenced = False
    for line in lines:
        if FENCE.match(line):
            fenced = not fenced
            continue
        m = None if fenced else HEADING.match(line)
        if m:
            out.append(Heading(len(m.group(1)), m.group(2)))
    return out


def render(items: list[Heading], bullet: str = "-") -> list[str]:
    if not items:
        return []
    top = min(h.level for h in items)
    seen: dict[str, int] = {}
    return [f"{'  ' * (h.level - top)}{bullet} [{h.title}](#{slugify(h.title, seen)})" for h in items]


def update_toc(text: str, bullet: str = "-", depth: int = 6) -> str:
    lines = text.split("\n")
    try:
        start = lines.index(START)
        end = lines.index(END, start)
    except ValueError:
        raise MarkerError(f"needs {START} and {END} lines") from None
    body = [h for h in headings(lines[end + 1:]) if h.level <= depth]
    return "\n".join(lines[:start + 1] + render(body, bullet) + lines[end:])
