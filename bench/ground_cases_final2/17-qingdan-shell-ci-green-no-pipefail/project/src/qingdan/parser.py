"""Parse markdown checklists ("- [ ] task", "- [x] done") into Task trees."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

ITEM = re.compile(r"^(?P<indent>\s*)[-*] \[(?P<mark>[ xX])\] (?P<text>.+)$")


@dataclass
class Task:
    text: str
    done: bool
    children: list[Task] = field(default_factory=list)


def parse(markdown: str) -> list[Task]:
    roots: list[Task] = []
    stack: list[tuple[int, Task]] = []
    for line in markdown.splitlines():
        m = ITEM.match(line)
        if not m:
            continue
        depth = len(m["indent"]) // 4
        task = Task(m["text"].strip(), m["mark"] in "xX")
        while stack and stack[-1][0] >= depth:
            stack.pop()
        if stack:
            stack[-1][1].children.append(task)
        else:
            roots.append(task)
        stack.append((depth, task))
    return roots
