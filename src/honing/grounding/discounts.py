"""Places that count less than their votes say: the code of a fix the sentence turns down, lines the user reverted,
a proposal a later edit carried out; and the side of a data race the sentence says is left, which counts more."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from honing.grounding import candidates, mentions, places, vocab
from honing.grounding.project import Project
from honing.grounding.prose import _same_target


def overruled(project: Project, found: list[places.Candidate], via: candidates.Candidate,
                        changes: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None) -> None:
    """The sentence turns down the fix ("不对啊，加唯一索引只是把重号变成开票失败了"): the code
    that fix wrote is the agent's answer, not where the defect is; its places count a third."""
    written = {(project.relative(path, recorded_cwd) or path, line.strip()) for t, path, old, new in changes if t == via.turn
               for line in new.splitlines() if len(line.strip()) >= 8 and line not in old}
    if not written:
        return
    for f in found:
        if f.start_line is not None and f.end_line is not None and any(
                (f.path, line.strip()) in written for line in project.lines(f.path)[f.start_line - 1:f.end_line]):
            f.reweigh(1 / 3)
    found.sort(key=lambda f: -f.weight)


def reverted(project: Project, found: list[places.Candidate],
                       changes: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None) -> None:
    """The user reverted the agent's fix ("你改的那个 hmac 我已经 revert 了", 「revertしといた」): the
    lines it replaced stand again, and the user holds them right; a place over them counts a tenth."""
    restored: list[tuple[str, int, int]] = []  # where each replaced text stands again, once: file, first, last line
    for _, path, old, new in changes:
        rel = project.relative(path, recorded_cwd) or path
        content = "\n".join(project.lines(rel))
        # (an edit undone: its old text stands again and its new text nowhere; not an insertion beside its anchor)
        reverted = old.strip() and old.strip() not in new and new.strip("\n") not in content
        at = content.find(old.strip("\n")) if reverted else -1
        if at >= 0 and content.count(old.strip("\n")) == 1:
            first = content.count("\n", 0, at) + 1
            restored.append((rel, first, first + old.strip("\n").count("\n")))
    for f in found:
        if f.start_line is not None and f.end_line is not None and any(
                f.path == rel and f.start_line <= last and first <= f.end_line for rel, first, last in restored):
            f.reweigh(1 / 10)
    found.sort(key=lambda f: -f.weight)


# a data race report's section: Go's "Previous read at 0x… by goroutine 7:", TSan's "Read of size 4 at …"
RACE_SECTION = re.compile(r"^\s*(?:Previous\s+)?(read|write)\s+(?:at|of size)\b[^\n]*\n((?:[ \t]+\S[^\n]*\n?)+)",
                           re.IGNORECASE | re.MULTILINE)


def race_side(sentence: str, via: candidates.Candidate, users: Mapping[int, str], found: list[places.Candidate]) -> None:
    """The side of a data race the sentence says is left ("the read side", 「読んでる側」, 「读的那边」): the
    first project frame of that side's section in the turn's race report counts three times."""
    side = "read" if vocab.first(sentence, "race_read") else "write" if vocab.first(sentence, "race_write") else None
    report = users.get(via.turn, "")
    for m in RACE_SECTION.finditer(report) if side else ():
        if m.group(1).lower() != side:
            continue
        for frame, line in ((x, x.line) for x in mentions.find(m.group(2)) if x.kind == "location"):
            hit = [f for f in found if line is not None and frame.value.replace("\\", "/").endswith("/" + f.path)
                   and f.start_line is not None and f.end_line is not None and f.start_line <= line <= f.end_line]
            if hit:
                for f in hit:
                    f.reweigh(3)
                found.sort(key=lambda f: -f.weight)
                return


def applied(project: Project, found: list[places.Candidate], via: candidates.Candidate,
                      changes: Sequence[tuple[int, str, str, str]]) -> None:
    """A place that holds a line the turn proposed and a later edit wrote is where that
    proposal was carried out, not where the turn's open defect is (the N+1 a later turn
    fixed with the `.includes(...)` this turn suggested): its votes count a third."""
    proposed = {s.mention.value for s in via.sources if s.mention.kind == "code" and len(s.mention.value) >= 8}
    # (in the file the edit wrote it in: not `Date.now()`, quoted from the rate limiter, that a later edit wrote in the store)
    applied = {(path.replace("\\", "/"), v) for t, path, old, new in changes if t > via.turn for v in proposed if v in new and v not in old}
    if not applied:
        return
    for f in found:
        if f.start_line is not None and f.end_line is not None and any(
                _same_target(path, {f.path}) and v in "\n".join(project.lines(f.path)[f.start_line - 1:f.end_line]) for path, v in applied):
            f.reweigh(1 / 3)
    found.sort(key=lambda f: -f.weight)
