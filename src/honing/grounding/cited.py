"""A source the sentence cites for what it wants done, which no turn of the window mentions: a person ("fix what priya
flagged on the invoices PR", 「田中さんが言ってたやつ」), or a tracker or monitor where the thing was seen
(「sentry上昨天那个报错」, "the error from sentry"). The session cannot say what that source said, so the sentence's object is not in it: it stays unresolved,
whatever else of the session its other words match."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from honing.grounding import vocab
from honing.sessions.model import Turn

_PIECE = re.compile(r"[^,，、;；。.!?！？\n]+")  # (the parts of a sentence a comma or a stop ends)


@cache
def _table() -> dict[str, list[str]]:
    return vocab.table()["cited_sources"]


@cache
def _patterns(kind: str) -> tuple[re.Pattern[str], ...]:
    """The patterns of table ``cited_sources`` for ``kind``: ``tools`` (a tracker, a monitor, a review place: "the
    error from sentry", 「sentry上…报错」, "flagged on the invoices PR") or ``people`` ("priya flagged", "jonas's comments",
    「田中さんが言ってた」, 「小王说的」); the first group of each is the source."""
    return tuple(re.compile(p, re.IGNORECASE) for p in _table()[kind])


def window_text(turns: Sequence[Turn]) -> str:
    """Everything the window's turns say, tools' calls and results too, lower-cased: where a source is looked for."""
    return "\n".join(f"{t.user}\n{t.assistant}\n" + "\n".join(f"{c.arguments}\n{c.result}" for c in t.tools)
                     for t in turns).lower()


def unseen_source(sentence: str, turns: Sequence[Turn]) -> str | None:
    """The sources the sentence cites (a person, a tracker, a monitor) that no turn of ``turns`` mentions, else None.
    A pronoun or a role (table ``cited_sources.not_names``: "you", "QA", "the linter") is no source of its own."""
    not_names = set(_table()["not_names"])
    # (not when another clause points back at the session itself: "yes fix that, it's the bug Jo reported")
    clauses = [c.span() for c in _PIECE.finditer(sentence)]
    pointing = [m.start() for m in vocab.find_all(sentence, "deictic")]
    cited = [name for kind in ("tools", "people") for p in _patterns(kind) for m in p.finditer(sentence)
             if (name := m.group(1)).lower() not in not_names and not any(
                 a <= d < b and not a <= m.start() < b for d in pointing for a, b in clauses)]
    if not cited:
        return None
    window = window_text(turns)
    unseen = [c for c in cited if not _mentioned(c.lower(), window)]
    return ", ".join(dict.fromkeys(unseen)) if unseen else None


def _mentioned(source: str, window: str) -> bool:
    """``source`` stands in the lower-cased ``window`` as a word of its own (not "pr" in "print"); a Japanese or
    Chinese one anywhere, or its last two characters (田中 of 「昨日田中さん」, where the name runs on from the words before)."""
    if not source.isascii():
        return source in window or (len(source) > 2 and source[-2:] in window)
    return re.search(rf"(?<![a-z0-9_]){re.escape(source)}(?![a-z0-9_])", window) is not None
