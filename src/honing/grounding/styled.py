"""The style rule a complaint about how something looks points at: the rule of the component's
own style block that styles the element a place was found at."""

from __future__ import annotations

import re

from honing.grounding import vocab
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

_CLASS_ATTR = re.compile(r"""\bclass(?:Name)?\s*=\s*["'{]([^"'{}]{1,200})["'}]""")


def styled_rule(project: Project, located: Candidate, sentence: str) -> Candidate | None:
    """A complaint about how something looks ("invisible in dark mode", 「ダークモードで見えない」,
    「深色模式下看不清」) located at one element of a template: the rule of the same file (a Vue
    or Svelte component, an HTML page with its style block) that styles the element's class is
    the place, when exactly one rule does."""
    if not vocab.first(sentence, "visual"):
        return None
    focus = {v.focus for v in located.votes if v.focus is not None}
    lines = project.lines(located.path)
    if len(focus) != 1 or not 0 < (at := next(iter(focus))) <= len(lines):
        return None
    held = _CLASS_ATTR.search(lines[at - 1])
    classes = held.group(1).split() if held else []
    rules = [(number, name) for number, text in enumerate(lines, 1) for name in classes
             if "{" in text and re.search(rf"\.{re.escape(name)}(?![\w-])[^{{}}]*\{{", text)]
    if len(rules) != 1:
        return None
    start, name = rules[0]
    depth, end = 0, start
    for end in range(start, len(lines) + 1):  # (a nested SCSS rule closes inside it; a "{" in a string does not open)
        bare = re.sub(r"\"[^\"]*\"|'[^']*'", "", lines[end - 1])
        if "</style>" in bare:
            end -= 1
            break
        depth += bare.count("{") - bare.count("}")
        if depth <= 0:
            break
    turn = located.votes[0].turn if located.votes else None
    vote = Vote(located.weight, f"the sentence says how it looks: `.{name}` styles the element at line {at}", start, turn)
    return Candidate(located.path, start, end, f".{name}", [*located.votes, vote])
