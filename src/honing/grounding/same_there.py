""""Do the same in orders.ts": the change an edit made, asked for again in a file the sentence names. The place is in
that file, at the lines written the way the edit's replaced line was (`return row.total;` for the `return row.name;`
the fix guarded), not where the fix already stands. And a change asked in place in a file the sentence names ("set the
timeout in config.go to 30s", 「config.go のタイムアウトを30秒にして」): that file, at the line that says the sentence's
words, whatever older defect the history discussed in another file."""

from __future__ import annotations

import re
from collections.abc import Sequence

from honing.grounding import vocab
from honing.grounding.blocks import enclosing
from honing.grounding.constraints import asked_in
from honing.grounding.places import Candidate, Sourced, Vote
from honing.grounding.project import Project
from honing.grounding.prose import keywords

_NAME = re.compile(r"[A-Za-z_$][\w$]*")
_SHORTEST = 8  # characters a replaced line needs for its shape to tell it from others


def _shape(line: str) -> str:
    return " ".join(_NAME.sub("X", line.strip()).split())


def in_named_file(project: Project | None, sentence: str, own: Sequence[Sourced], changes: Sequence[tuple[int, str, str, str]],
                  turn: int | None, found: list[Candidate], recorded_cwd: str | None = None) -> list[Candidate]:
    """``found`` led by the place in the file the sentence names, when it asks for the same change there, or for a
    change in place, and no place found is in that file: the first line of the shape of a line the edit of ``turn``
    replaced (the same change), or the line that says most of the sentence's words (a change in place), else the file
    itself."""
    if project is None:
        return found
    same = turn is not None and vocab.first(sentence, "same") is not None
    asked = "\n".join(c for c in asked_in(sentence) if vocab.first(c, "change_request"))
    if not same and not asked:
        return found
    # (for a change in place, the files its asking clause names: not config.go of "…client.go to 30s, config.go stays as is")
    named = sorted({rel for s in own if s.mention.kind in ("path", "location") and (same or s.mention.value in asked)
                    and (rel := project.relative(s.mention.value, recorded_cwd)) is not None})
    if not named or (found and found[0].path in named and (same or found[0].start_line is not None)):
        return found
    lead = 2 * max((f.weight for f in found), default=1.0)
    there = [f for f in found if f.path in named and (same or f.start_line is not None)]
    if there:  # (a place found in that file already: it leads)
        what = "the same change" if same else "the change"
        there[0].votes.append(Vote(lead, f"{there[0].path} is the file your sentence asks {what} in", None, turn))
        return [there[0]] + [f for f in found if f is not there[0]]
    if not same:
        return _said_there(project, sentence, named, lead) + [f for f in found if f.path not in named]
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


def _said_there(project: Project, sentence: str, named: list[str], lead: float) -> list[Candidate]:
    """In each file the sentence names, the line that holds most of its words (`Timeout: 10 * time.Second,` for "the
    timeout", or for タイムアウト, which code writes `timeout`), of equals one with a figure when the request sets one;
    else the file itself."""
    words = {w.lower() for w in keywords(sentence) | vocab.code_words_of(sentence)
             if len(w) >= 3 and w.isascii() and not any(w.lower() == n.rsplit("/", 1)[-1].lower() for n in named)}
    out = []
    for rel in named:
        lines = project.lines(rel)
        # (of lines that say as many, one with a figure, when the request sets one: `Timeout: 10 * time.Second,` for "30s")
        figure = re.search(r"\d", sentence.replace(rel, "")) is not None
        hits = [sum(re.search(rf"(?<![A-Za-z])(?i:{re.escape(w)})(?![a-z])", text) is not None for w in words) * 2  # (`timeoutMs`)
                + (figure and re.search(r"(?<![\w.])\d", text) is not None) for text in lines]
        best = max(hits, default=0)
        if best < 2:
            out.append(Candidate(rel, None, None, None, [Vote(lead, f"{rel} is named in your request", None, None)]))
            continue
        at = hits.index(best) + 1
        start, end, symbol = enclosing(project, rel, at)
        out.append(Candidate(rel, start, end, symbol, [Vote(lead, f"`{lines[at - 1].strip()}` says the words of your request, "
                                                             f"in {rel}, which it names", at, None)]))
    return out
