"""A failing test whose code under test no edit touched, while the window's edits gave a name it uses a
new value (`GRAVITY = 0.6` -> `GRAVITY = 2160.0`): the line of the tested file that uses the name."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from honing.grounding import places, vocab
from honing.grounding.blocks import subject_of
from honing.grounding.edits import supports
from honing.grounding.project import Project

_REDEFINED = re.compile(r"^\s*(?:(?:export|const|let|var|static|final|public|private|pub|local)\s+)*([A-Za-z_]\w{2,})\s*(?::[^=\n]+)?=(?!=)\s*\S")


def tested_code_uses(project: Project, found: list[places.Candidate], test: str,
                     changes: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None) -> list[places.Candidate]:
    """A test no turn ran fails now (「test_enemy_falls_off_ledge 挂了」) in a file that tests a file no edit
    touched (tests/test_enemy.py tests enemy.py), and the window's edits gave a name that file uses a new
    value (`GRAVITY = 0.6` -> `GRAVITY = 2160.0`): the one line of the tested file that uses the name
    (not its import) is the place, ahead of ``found`` with twice the leading vote; no candidate turn
    is tried after it (the edit that redefined the name would otherwise outweigh it)."""
    name = re.sub(r"\[.*\]$", "", test).rsplit("::", 1)[-1].rsplit(".", 1)[-1]
    if len(name) < 4 or not found:
        return found
    tests = [f for f in project.source_files() if vocab.rules_for(f).is_test_file(f)]
    testers = {h.path for h in project.grep(re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])"), tests, limit=5,
                                           literals=(name,))}
    if len(testers) != 1:
        return found
    subject = subject_of(next(iter(testers)))
    edited = {rel for _, path, _, _ in changes if (rel := project.relative(path, recorded_cwd))}
    tested = [f for f in project.source_files() if Path(f).name == subject and f not in testers]
    if len(tested) != 1 or tested[0] in edited:
        return found
    pairs = [(_assigned(before), _assigned(after)) for _, path, before, after in changes
             if not vocab.is_test_path(path)]
    names = sorted({n for old, new in pairs for n in old if n in new and old[n] != new[n]})
    if not names:
        return found
    uses = [h for h in project.grep(re.compile(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b"), tested, literals=tuple(names))
            if not supports(h.text)]  # (not its import)
    if len(uses) != 1:
        return found
    hit, lead = uses[0], max(c.weight for c in found)
    return [places.Candidate(hit.path, hit.line, hit.line, None, [places.Vote(
        2 * lead, f"`{name}` tests {subject}, which uses a name the edits gave a new value: `{hit.text.strip()}`",
        None, None)], decisive=True)] + found


def _assigned(text: str) -> dict[str, str]:
    """The names ``text`` assigns, each with its line (`GRAVITY = 0.6`)."""
    return {m.group(1): line.strip() for line in text.splitlines() if (m := _REDEFINED.match(line))}
