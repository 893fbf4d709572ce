#!/usr/bin/env python3
"""Print a CHANGELOG section from conventional commits since the last tag.

    python scripts/changelog.py 0.9.0 >> CHANGELOG.md
"""
from __future__ import annotations

import re
import subprocess
import sys
from datetime import date

COMMIT = re.compile(r"^(?P<type>feat|fix|docs|perf|refactor|chore)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
SECTIONS = {"feat": "Features", "fix": "Bug fixes", "perf": "Performance"}


def commits_since_last_tag() -> list[str]:
    last = subprocess.run(["git", "describe", "--tags", "--abbrev=0"], capture_output=True, text=True).stdout.strip()
    rev = f"{last}..HEAD" if last else "HEAD"
    out = subprocess.run(["git", "log", "--format=%s", rev], capture_output=True, text=True, check=True).stdout
    return [line for line in out.splitlines() if line]


def render(version: str, subjects: list[str]) -> str:
    groups: dict[str, list[str]] = {"Breaking changes": [], **{v: [] for v in SECTIONS.values()}}
    for s in subjects:
        m = COMMIT.match(s)
        if m is None:
            continue
        if m["bang"] or "BREAKING" in s:
            groups["Breaking changes"].append(m["subject"])
        elif m["type"] in SECTIONS:
            scope = f"**{m['scope']}**: " if m["scope"] else ""
            groups[SECTIONS[m["type"]]].append(scope + m["subject"])
    lines = [f"## {version} - {date.today().isoformat()}"]
    for title, items in groups.items():
        if items:
            lines += ["", f"### {title}", *(f"- {i}" for i in items)]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(render(sys.argv[1], commits_since_last_tag()))
