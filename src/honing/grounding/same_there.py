""""Do the same in orders.ts": the change an edit made, asked for again in a file the sentence names. The place is in
that file, at the lines written the way the edit's replaced line was (`return row.total;` for the `return row.name;`
the fix guarded), not where the fix already stands."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.blocks import enclosing
from honing.grounding.places import Candidate, Sourced, Vote
from honing.grounding.project import Project

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_SHORTEST = 8  # characters a replaced line needs for its shape to tell it from others


def _shape(line: str) -> str:
    return " ".join(_NAME.sub("X", line.strip()).split())


def in_named_file(project: Project | None, sentence: str, own: Sequence[Sourced], changes: Sequence[tuple[int, str, str, str]],
                  turn: int | None, found: list[Candidate], recorded_cwd: str | None = None) -> list[Candidate]:
    """``found`` led by the place in the file the sentence names, when it asks for the same change there and no place
    found is in that file: the first line of the shape of a line the edit of ``turn`` replaced, else the file itself."""
    if project is None or turn is None or vocab.first(sentence, "same") is None:
        return found
    named = sorted({rel for s in own if s.mention.kind in ("path", "location")
                    and (rel := project.relative(s.mention.value, recorded_cwd)) is not None})
    if not named or (found and found[0].path in named):
        return found
    lead = 2 * max((f.weight for f in found), default=1.0)
    there = [f for f in found if f.path in named]
    if there:  # (a place found in that file already: it leads)
        there[0].votes.append(Vote(lead, f"{there[0].path} is the file your sentence asks the same change in", None, turn))
        return [there[0]] + [f for f in found if f is not there[0]]
    shapes = {_shape(line) for t, _, old, new in changes if t == turn for line in old.splitlines()
              if len(line.strip()) >= _SHORTEST and line.strip() not in new}
    out = []
    for rel in named:
        lines = project.lines(rel)
        at = next((k for k, text in enumerate(lines, 1) if _shape(text) in shapes), None)
        if at is None:
            out.append(Candidate(rel, None, None, None, [Vote(lead, f"{rel} is named in the user's sentence", None, None)]))
            continue
        start, end, symbol = enclosing(project, rel, at)
        out.append(Candidate(rel, start, end, symbol, [Vote(lead, f"`{lines[at - 1].strip()}` is written as a line the edit "
                                                             f"of turn {turn} replaced, in {rel}, which your sentence names", at, turn)]))
    return out + found
