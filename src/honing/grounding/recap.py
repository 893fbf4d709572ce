"""A list that retells work done rather than reports findings: the commits made, each item
naming a file the agent's edits changed ("1. `fix: …`", 「コミット」, 提交). "The remaining one"
is never an item of such a list."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import mentions, vocab
from honing.grounding.prose import _file_name, _masked


def _recap(text: str, spans: Sequence[tuple[int, int]], edited: set[str]) -> bool:
    """The list retells work done, not findings: it speaks of commits ("1. `fix: …`", 「コミット」,
    提交), each item names a file the agent's edits changed (``edited``) and no line of it, and
    none reports a defect (not "show line 25, mypage line 17" in files it wrote, nor follow-ups
    it suggests for them)."""
    if not edited or not _COMMITS.search(text):
        return False
    found = [mentions.find(text[a:b]) for a, b in spans]
    return all(
        not vocab.first(_masked(text[a:b]), "defect") and not any(m.kind in ("location", "line") for m in said)
        and any(_file_name(m.value) in edited for m in said if m.kind == "path")
        for (a, b), said in zip(spans, found, strict=True))


# a list that speaks of commits: a conventional commit subject, or the word itself
_COMMITS = re.compile(r"\b(?:fix|feat|chore|refactor|docs|test|style|perf|build|ci)(?:\([^)\n]*\))?!?:\s|\bcommits?\b"
                      r"|コミット|提交|\bPR\b", re.IGNORECASE)
