"""A user's clause in its parts: the pieces its commas (or a casual sentence's spaces, or a pictograph) part it into,
and within a piece the part where "and" opens a request of its own ("leave config.js alone | add retries to getJson
in client.js"): a part that keeps something out is told apart from the part that asks."""

from __future__ import annotations

import re

from honing.grounding import vocab
from honing.grounding.prose import _PIECE

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


def request_parts(clause: str) -> list[str]:
    """A clause's pieces, each parted again where "and" opens a request of its own: "leave config.js alone | add
    retries to getJson in client.js" (a keeping part and an asking part, told apart)."""
    out: list[str] = []
    for piece in _pieces(clause):
        start = 0
        for m in _AND_THEN.finditer(piece):
            rest = piece[m.end():]
            if vocab.first(rest, "change_request") or (hit := vocab.first(rest[:16], "repair")) and hit.start() == 0:
                out.append(piece[start:m.start()])
                start = m.end()
        out.append(piece[start:])
    return [p for p in out if p.strip()]
