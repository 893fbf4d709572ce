"""A user's clause in its parts: the pieces its commas (or a casual sentence's spaces, or a pictograph) part it into,
and within a piece the part where "and" opens a request of its own ("leave config.js alone | add retries to getJson
in client.js"): a part that keeps something out is told apart from the part that asks."""

from __future__ import annotations

import re

from honing.grounding import vocab
from honing.grounding.prose import _PIECE
from honing.text import lexicon

_LANGUAGES = frozenset(lexicon.LANGUAGES)

_CJK_SPACE = re.compile(r"(?<=[\u3040-\u30ff\u3400-\u9fff])\s+")
_PICTOGRAPH = re.compile("[\u2600-\u27bf\U0001f300-\U0001faff]+")


def _pieces(clause: str) -> list[str]:
    """A clause's pieces, parted at commas, or, when it has none, at the spaces a casual
    Chinese or Japanese sentence parts them with; a pictograph parts them too, as a chat
    writes it for a comma ("QA signed off on the german formatting 👍 ok now the yen thing")."""
    pieces = [p.group(0) for p in _PIECE.finditer(clause)]
    pieces = pieces if len(pieces) > 1 else [p for p in _CJK_SPACE.split(clause) if p.strip()]
    return [part for p in pieces for part in _PICTOGRAPH.split(p) if part.strip()]


_AND_THEN = re.compile(r"\s+(?:and then|and|then)\s+|然后|并且|そして|それから", re.IGNORECASE)


def _keeps(part: str) -> bool:
    return bool(vocab.first(part, "deferral") or vocab.first(part, "keep_as_is") or lexicon.any_match(part, "prohibition", _LANGUAGES))


_ENDS_NAMED = re.compile(r"(?:\w\.[A-Za-z]\w{0,7}|`|[\w)]\(\)|/)\s*$")


def _keeps_whole(part: str) -> bool:
    """The part keeps something out and is done saying so: it ends on what it keeps (`config.js`, `down()`) or on the
    keeping words ("… alone", "… as is"); not "don't touch the add" of "the add and remove handlers"."""
    ends = [m.end() for m in (*vocab.find_all(part, "deferral"), *vocab.find_all(part, "keep_as_is"))]
    return _keeps(part) and (_ENDS_NAMED.search(part) is not None or any(e >= len(part.rstrip()) - 1 for e in ends))


def asks(part: str) -> bool:
    """The part opens with a request: a change in place ("add retries …", 「…改成…」) or a repair verb ("fix client.js")."""
    return bool(vocab.first(part, "change_request") or ((hit := vocab.first(part[:16], "repair")) and hit.start() == 0))


def request_parts(clause: str, spaces: bool = True) -> list[str]:
    """A clause's pieces, each parted again where "and" joins a part that keeps something out to one that asks: "leave
    config.js alone | add retries to getJson in client.js", "set the timeout in config.js to 30s | leave client.js
    alone"; not a pair of nouns ("don't touch the add and remove handlers") nor "search and replace". ``spaces``: part a
    casual Chinese or Japanese clause at its spaces too (to tell what it keeps), or only at its commas."""
    out: list[str] = []
    for piece in _pieces(clause) if spaces else [p.group(0) for p in _PIECE.finditer(clause)]:
        start = 0
        for m in _AND_THEN.finditer(piece):
            before, after = piece[start:m.start()], piece[m.end():]
            if (_keeps_whole(before) and asks(after) and not _keeps(after)) or (asks(before) and not _keeps(before) and _keeps(after)):
                out.append(before)
                start = m.end()
        out.append(piece[start:])
    return [p for p in out if p.strip()]
