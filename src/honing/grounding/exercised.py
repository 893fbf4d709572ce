"""What a failing test exercises: a test the turn showed failing before its own edit ("`retries the same page after
an error` fails … it fails the same with my changes stashed: unrelated to this change") names no place of the turn's
edit; the code it runs is where to look. The test case is found in the project by its title or name, and of the
project functions its body calls, the one it calls most (`loadMore`, three times) leads."""

from __future__ import annotations

import re
from collections import Counter

from honing.grounding import vocab
from honing.grounding.blocks import _KEYWORDS, _definitions, definition_span, test_case_at
from honing.grounding.places import Candidate, Vote
from honing.grounding.project import Project

_CALL = re.compile(r"(?<![\w$])([A-Za-z_$][\w$]{2,})\s*\(")
# what a test's body calls that is the framework's, not the project's
_FRAMEWORK = frozenset(vocab.table()["test_results"]["framework_calls"])


def called_by_test(project: Project, found: list[Candidate], test: str, prose: str) -> list[Candidate]:
    """``found`` led by the project function the failing test ``test`` calls most, when the reply says that failure
    is not from its own edit; ``found`` itself when the test is not found once, or no one function leads."""
    if not found or len(test) < 8 or not any(vocab.first(line, "unrelated_to_edit") for line in prose.split("\n")):
        return found
    tests = [f for f in project.source_files() if vocab.rules_for(f).is_test_file(f)]
    hits = project.grep(re.compile(re.escape(test)), tests, limit=3, literals=(test,))
    case = test_case_at(project, hits[0].path, hits[0].line) if len(hits) == 1 else None
    if case is None:
        return found
    body = project.lines(hits[0].path)[case[0] - 1:case[1]]
    calls = Counter(name for line in body for name in _CALL.findall(line)
                    if name not in _KEYWORDS and name not in _FRAMEWORK)
    defined = {name: [(p, n) for p, n in places if not vocab.rules_for(p).is_test_file(p)]
               for name, places in _definitions(project, sorted(calls)).items()}
    # (of the calls the project defines; the top one must be defined once, and called more than any other)
    ranked = sorted(((count, name) for name, count in calls.items() if defined.get(name)), reverse=True)
    if not ranked or len(defined[ranked[0][1]]) != 1 or (len(ranked) > 1 and ranked[0][0] == ranked[1][0]):
        return found
    count, name = ranked[0]
    path, line = defined[name][0]
    start, end, symbol = definition_span(project, path, line, name)
    lead = max(f.weight for f in found)
    reason = f"the failing test `{test}` calls `{name}` {count} time(s), more than any other function of the project"
    return [Candidate(path, start, end, symbol, [Vote(1.5 * lead, reason, line, None)]), *found]
