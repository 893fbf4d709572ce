from __future__ import annotations

import re
from pathlib import Path

LINK_RE = re.compile(r"\[([^\]]*)\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
EXTERNAL = ("http://", "https://", "mailto:")


def find_links(text: str) -> list[tuple[int, str]]:
    """Return (line number, target) for every inline link in text."""
    found = []
    for lineno, line in enumerate(text.splitlines()):
        for match in LINK_RE.finditer(line):
            found.append((lineno, match.group(2)))
    return found


def resolve(source: Path, target: str) -> Path | None:
    if target.startswith(EXTERNAL) or target.startswith("#"):
        return None
    path_part = target.split("#", 1)[0]
    return (source.parent / path_part).resolve()


def check_tree(root: Path) -> list[str]:
    problems = []
    for md in sorted(root.rglob("*.md")):
        text = md.read_text(encoding="utf-8")
        for lineno, target in find_links(text):
            resolved = resolve(md, target)
            if resolved is not None and not resolved.exists():
                problems.append(f"{md}:{lineno}: broken link {target}")
    return problems
