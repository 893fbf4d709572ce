"""A failing test the sentence quotes by its title (「npm test で全部回したら「accepts numbers without hyphens」が赤い」)
that no turn showed and no edit's words describe: the project says which file holds it, and the file that test file
is named after (validators.spec.ts → validators.ts) is what the agent's edit there broke."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from honing.grounding import mentions, vocab
from honing.grounding.blocks import subject_of
from honing.grounding.candidates import Candidate, Plan
from honing.grounding.edits import added_lines, supports
from honing.grounding.failing import _shows, shown_failing
from honing.grounding.places import Sourced
from honing.grounding.project import Project
from honing.grounding.prose import _clip, _prose, _readable, report_of
from honing.grounding.titles import failed_titles
from honing.sessions.model import Turn


def in_project(project: Project | None, sentence: str, turns: Sequence[Turn], plan: Plan) -> Plan:
    """``plan`` with, ahead of its candidates, the agent's newest edit of the file under the one test file that holds the
    quoted title of a test the sentence says fails; ``plan`` itself when the plan already follows a failing test, the
    window shows that test failing or passing since the edit, or the project does not say where it stands."""
    said = _readable(sentence)
    if project is None or not vocab.first(said, "run_failed") or any(c.failing_test for c in plan.candidates):
        return plan
    titles = failed_titles(sentence)
    if len(titles) != 1:
        return plan
    title = titles[0]
    if shown_failing(title, turns):
        return plan  # (the window shows it failing: the turn that does is the referent)
    tests = [f for f in project.source_files() if vocab.rules_for(f).is_test_file(f)]
    holders = {h.path for h in project.grep(re.compile(re.escape(title)), tests, limit=5, literals=(title,))}
    if len(holders) != 1:
        return plan
    tester = next(iter(holders))
    subject = subject_of(tester)
    # (the file beside the test, else the project's one file of that name: tests/test_x.py for src/pkg/x.py; not
    # server/validators.ts for src/validators.spec.ts beside src/validators.ts)
    beside = f"{Path(tester).parent.as_posix()}/{subject}".removeprefix("./")
    sole = [f for f in project.source_files() if Path(f).name == subject]
    written = {p.replace("\\", "/") for t in turns for call in t.tools if added_lines(call) for p in call.paths}
    chosen = {p for p in written if Path(p).name == subject and (p.endswith("/" + beside) or p == beside or (
        len(sole) == 1 and (p.endswith("/" + sole[0]) or p == sole[0])))}
    for turn in reversed(turns):
        lines = [line for call in turn.tools if any(p.replace("\\", "/") in chosen for p in call.paths)
                 for line in added_lines(call) if not supports(line)]
        if not lines:
            continue
        if any(_shows(c.result, title, passing=True) for t in turns if t.index > turn.index for c in t.tools):
            return plan  # (a run after that edit's turn shows it passing)
        sources = tuple(Sourced(mentions.Mention("code", line, None, None, 2.0), turn.index, "tool") for line in lines)
        edit = Candidate(turn.index, _clip(report_of(turn)), _clip(_prose(turn.assistant)), sources, True,
                         _prose(_readable(turn.assistant)), frozenset(), decisive=True, failing_test=title)
        return Plan(plan.phrase, (), (edit, *plan.candidates), plan.deferred,
                    f"`{title}` fails now and no turn showed it failing: it stands in a test of {subject}, which the "
                    f"agent's edit in turn {turn.index} changed", plan.excluded)
    return plan
