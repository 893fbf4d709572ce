"""The structured mode's arrangement (SPEC E-4): the sentence runs of a tidied prompt
sorted into the sections Task, Context, Requirements, Output format and Input, with
template variables wrapped in tags. Changes are in the coordinates of the tidied text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from honing.engine import clauses
from honing.optimizer.edits import Change, apply
from honing.optimizer.transforms import CJK_END, units
from honing.text import Document

SECTIONS = ("Task", "Context", "Requirements", "Output format", "Input")
_SECTION_OF_ROLE = {
    "persona": "Task",
    "task": "Task",
    "context": "Context",
    "requirement": "Requirements",
    "constraint": "Requirements",
    "output": "Output format",
    "input": "Input",
}

# when sentences that belong together hold several roles, the one they are filed under
_ROLE_RANK = ("task", "requirement", "constraint", "output", "persona", "context", "input")
_TAG_NAME = re.compile(r"[^A-Za-z0-9_-]+")


@dataclass(frozen=True)
class Arrangement:
    """The structured candidate: its text and every change (balanced edits, headings,
    moved sentences, variable tags)."""

    text: str
    changes: list[Change]
    sections: dict[str, list[int]]  # section -> sentence indexes, in order


def _variable_name(raw: str) -> str:
    inner = raw.strip("{}$% ")
    name = _TAG_NAME.sub("_", inner).strip("_-")[:40]
    return name if name and name[0].isalpha() else "input"


def arrange(doc: Document) -> Arrangement | None:
    """Sort the sentence runs of ``doc`` (already tidied by the balanced mode) into
    sections; changes are in the coordinates of ``doc``. ``None`` when fewer than two
    sections would have content: headings would then add nothing."""
    runs = units(doc)
    if any(s.kind == "heading" for s in doc.sentences):
        return None
    run_roles: list[str] = []
    run_texts: list[str] = []
    run_blocks: list[bool] = []
    task_seen = False
    for a, b in runs:
        members = doc.sentences[a : b + 1]
        text = doc.text[members[0].start : members[-1].end]
        block = all(m.kind == "block" or not m.is_prose for m in members)
        role = clauses.classify(text, doc.languages, block=block, task_seen=task_seen)
        task_seen = task_seen or role == "task"
        run_roles.append(role)
        run_texts.append(text)
        run_blocks.append(block)
    # a sentence that refers to a neighbouring block moves with it (issue 19): the runs of
    # one group become one run, filed under the most telling role among them
    groups = clauses.anchored_groups(run_texts, run_blocks)
    merged: list[tuple[int, int]] = []
    roles: list[tuple[int, str]] = []  # (run index, role)
    for g in sorted(set(groups)):
        ks = [k for k, gk in enumerate(groups) if gk == g]
        merged.append((runs[ks[0]][0], runs[ks[-1]][1]))
        prose_roles = [run_roles[k] for k in ks if not run_blocks[k]] or [run_roles[ks[0]]]
        roles.append((len(merged) - 1, min(prose_roles, key=_ROLE_RANK.index)))
    runs = merged
    if not roles:
        return None
    if not task_seen:
        first = next((i for i, (_, role) in enumerate(roles) if role != "input"), None)
        if first is None:
            return None
        roles[first] = (roles[first][0], "task")
    sections: dict[str, list[int]] = {name: [] for name in SECTIONS}
    for k, role in roles:
        sections[_SECTION_OF_ROLE[role]].append(k)
    if sum(1 for v in sections.values() if v) < 2:
        return None

    changes: list[Change] = []
    for p in doc.protected:
        if p.kind != "variable":
            continue
        name = _variable_name(doc.text[p.start : p.end])
        changes.append(Change("variable_tag", "", f"<{name}>", p.start, p.start))
        changes.append(Change("variable_tag", "", f"</{name}>", p.end, p.end))
    changes = sorted(changes, key=lambda c: (c.start, c.end != c.start, c.end))

    def span(k: int) -> tuple[int, int]:
        a, b = runs[k]
        return doc.sentences[a].start, doc.sentences[b].end

    def piece(k: int) -> str:
        start, end = span(k)
        inside = [c for c in changes if start <= c.start and c.end <= end
                  and not (c.start == c.end == end and c.after.startswith("<") and not c.after.startswith("</"))]
        local = [Change(c.kind, c.before, c.after, c.start - start, c.end - start) for c in inside]
        return apply(doc.text[start:end], local).strip()

    def prose(k: int) -> bool:
        a, b = runs[k]
        return all(m.kind == "sentence" for m in doc.sentences[a : b + 1])

    order = [k for name in SECTIONS for k in sections[name]]
    moved = {k for pos, k in enumerate(order) if (order[pos - 1] if pos else -1) != k - 1}
    blocks: list[str] = []
    reported: list[Change] = list(changes)
    for name in SECTIONS:
        ks = sections[name]
        if not ks:
            continue
        at = span(ks[0])[0]
        reported.append(Change("heading", "", f"## {name}", at, at))
        lines: list[str] = []
        prev: int | None = None
        for k in ks:
            text = piece(k)
            same_line = (prev is not None and prev == k - 1 and prose(prev) and prose(k)
                         and "\n" not in doc.text[span(prev)[1] : span(k)[0]])
            if same_line:
                lines[-1] += ("" if lines[-1][-1:] in CJK_END else " ") + text
            else:
                lines.append(text)
            prev = k
        blocks.append(f"## {name}\n" + "\n".join(lines))
    for k in sorted(moved):
        start, end = span(k)
        reported.append(Change("reorder", doc.text[start:end], piece(k), start, end))
    reported.sort(key=lambda c: (c.start, c.end))
    return Arrangement("\n\n".join(blocks) + "\n", reported,
                       {name: [i for k in ks for i in range(runs[k][0], runs[k][1] + 1)]
                        for name, ks in sections.items() if ks})
