"""The five gaps as items (SPEC G-4): the target, its diagnosis and location, what done
means, the constraints the user stated, and where to start and what to look at after."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from honing.grounding import (
    blocks,
    candidates,
    places,
    prose,
    reviews,
    vocab,
)
from honing.grounding.compose import Item, Source, code_span, quote
from honing.grounding.outcome import Reference, _Run
from honing.grounding.project import Project
from honing.grounding.shapes import says_symptom
from honing.sessions.model import Turn

# a clause ends at 。！？ or at . ! ? before a space: "app/users.py" stays whole
_CLAUSE = prose._CLAUSE
# a sentence of a summary, quoted code kept whole: `self.account_mut(from)?.balance` has '?.' inside
_SENTENCE = re.compile(r"(?:[^\n.!?。！？]|[.!?](?=\S))+[.!?。！？]?")


def _line(project: Project, path: str, number: int, limit: int = 120) -> str:
    lines = project.lines(path)
    text = lines[number - 1].strip() if 0 < number <= len(lines) else ""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _covering_test(project: Project, symbol: str, path: str, failing: Sequence[tuple[str, int, int, str]] = ()
                   ) -> tuple[str, int, int, str] | None:
    """A test that names ``symbol``: (path, start, end, test name); a failing one that
    does comes first, else the first in path order."""
    named = re.compile(rf"(?<![\w$]){re.escape(symbol)}(?![\w$])")
    for failed in failing:
        if named.search("\n".join(project.lines(failed[0])[failed[1] - 1:failed[2]])):
            return failed
    tests = [f for f in project.source_files() if vocab.rules_for(f).is_test_file(f) and f != path]
    if not tests:
        return None
    hits = project.grep(named, tests, limit=20, literals=(symbol,))
    # a test case (an it()/test() block, a test function) first, else a definition (not the
    # `tearDown` that clears what the tests below it use)
    for hit in hits:
        if (case := blocks.test_case_at(project, hit.path, hit.line)) is not None:
            return (hit.path, *case)
    for hit in hits:
        start, end, name = blocks.enclosing(project, hit.path, hit.line)
        if name:
            return hit.path, start, end, name
    # else a test case whose own name holds the symbol as a word of it (a private helper is
    # tested through its caller: `Prorate_MidMonthUpgrade_ChargesRemainingDays`, test_parse_date_utc)
    for failed in failing:
        if _names_part(failed[3], symbol):
            return failed
    for hit in project.grep(re.compile(re.escape(symbol.lstrip("_")), re.IGNORECASE), tests, limit=20):
        case = blocks.test_case_at(project, hit.path, hit.line)
        if case and _names_part(case[2], symbol):
            return (hit.path, *case)
    return None


def _names_part(name: str, symbol: str) -> bool:
    """``symbol`` is a whole word of the identifier ``name``, by its case or underscores:
    `RemainingDays` in `ChargesRemainingDays`, `parse_date` in `test_parse_date_utc`."""
    bare = symbol.lstrip("_")  # (a private helper, `_remaining_days`, `remainingDays`, by its own words)
    for word in dict.fromkeys((bare, bare[:1].upper() + bare[1:])):
        for m in re.finditer(re.escape(word), name):
            before, after = name[m.start() - 1:m.start()], name[m.end():m.end() + 1]
            starts = before in ("", "_") or (word[0].isupper() and (before.islower() or before.isdigit()))
            ends = after in ("", "_") or after.isupper() or after.isdigit()
            if starts and ends and len(word) >= 4:
                return True
    return False


def _has_tests(project: Project) -> bool:
    return any(vocab.rules_for(f).is_test_file(f) for f in project.source_files())


def _from_summary(via: candidates.Candidate) -> bool:
    return bool(via.sources) and via.sources[0].where == "summary"


@dataclass(frozen=True)
class _Place:
    """What a sentence can say of the place found: its symbol or file name, its line."""

    names: tuple[str, ...]
    code: str

    @staticmethod
    def of(located: places.Candidate, project: Project | None) -> _Place:
        focus = located.cited_focus or located.start_line
        code = _line(project, located.path, focus).strip() if project is not None and focus else ""
        return _Place(tuple(n for n in (located.symbol, Path(located.path).name) if n), code)

    def named(self, sentence: str) -> bool:
        return any(re.search(rf"(?<![\w]){re.escape(n)}(?![\w])", sentence) for n in self.names)

    def quoted(self, sentence: str) -> bool:
        """The line found, whole or by a code span of it, in the sentence."""
        return len(self.code) >= 8 and (self.code in sentence or any(
            len(q) >= 6 and q.strip() in self.code for q in _CODE_SPAN.findall(sentence)))


def _blames(sentence: str) -> bool:
    return bool(vocab.first(sentence, "defect") or vocab.first(sentence, "cause_at"))


def _summary_clause(via: candidates.Candidate, located: places.Candidate | None, project: Project | None) -> str:
    """What the compaction summary says of the place found: the sentence that quotes the
    line found, else the first that names its symbol or file beside a defect word, else
    the first that names them, else the one naming the strongest place."""
    if located is None:
        return via.diagnosis
    place = _Place.of(located, project)
    clauses = [m.group(0).strip().lstrip("-* ") for m in _SENTENCE.finditer(via.prose)]
    named = [c for c in clauses if place.named(c)]
    best = (next((c for c in clauses if len(place.code) >= 8 and place.code in c), None)
            or next((c for c in named if vocab.first(c, "defect")), None) or next(iter(named), None))
    return prose._clip(best) if best else via.diagnosis


_LETTERS = re.compile(r"[^\W\d_]")
_CODE_NAME = re.compile(r"`([A-Za-z_$]*[a-z][\w$]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:\(\))?`")  # (not a value: `DE`)
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_CODE_SPAN = re.compile(r"`([^`\n]{4,120})`")


def _substantive(clause: str) -> bool:
    """A clause that says something of its own: not a label before pasted output ("forwarding
    from #support:"), not an opener ("Found it.", 「原因わかりました。」, 好问题！), not a
    stray fragment of a longer sentence."""
    rest = clause.strip()
    if not rest or rest.endswith((":", "：")) or rest[0] in ")]},.;":
        return False
    opener = vocab.first(rest, "found_it")
    if opener is not None and opener.start() <= 2:
        rest = rest[opener.end():]
    cjk = len(_CJK_CHAR.findall(rest))
    return cjk >= 8 or len(_LETTERS.findall(rest)) - cjk >= 16


def _worded(via: candidates.Candidate, located: places.Candidate | None, project: Project | None,
            turns: Sequence[Turn]) -> candidates.Candidate:
    """The words that describe the target. The diagnosis: the agent's sentence that blames
    the place found (names it, or quotes its line, beside a defect word), rather than the
    first sentence holding a defect word, which is often an opener ("Found it.") or a fix
    proposal. The description: the user's report, unless it is too short to say anything,
    a deferral, or a question that says nothing of a defect; then the user's next clause
    that reports a defect, else the agent's diagnosis."""
    clauses = [c for c in (m.group(0).strip().lstrip("-*# ").strip() for m in _SENTENCE.finditer(via.prose))
               if _substantive(c) and not vocab.first(c, "proposal") and not vocab.first(c, "exonerate")]
    kept = via.diagnosis if _substantive(via.diagnosis) else ""
    diagnosis = kept
    if located is not None:
        place = _Place.of(located, project)

        def about(c: str) -> bool:
            # names the place, or quotes its line inside words of the agent's own
            return place.named(c) or (place.quoted(c) and len(_LETTERS.findall(c.replace(place.code, ""))) >= 12)

        # (a clause naming the symbol found, not the kept one about another symbol: item 2's "`apply_coupon` …")
        own = [c for c in clauses if located.symbol and _Place((located.symbol,), "").named(c)]
        if own and (not kept or not own.count(kept) and any(n != located.symbol for n in _CODE_NAME.findall(kept))):
            diagnosis = next((c for c in own if _blames(c)), own[0])
        elif not (kept and about(kept)):
            diagnosis = (next((c for c in clauses if _blames(c) and about(c)), "") or kept
                         or next((c for c in clauses if about(c)), ""))
    if not diagnosis:
        diagnosis = next((c for c in clauses if vocab.first(c, "defect")), "")
    diagnosis = prose._clip(diagnosis) if diagnosis else ""
    description = via.description
    turn = next((t for t in turns if t.index == via.turn), None)
    # (a report's own line for an item, 「PT-04【低】Cookie の Secure 属性の欠如」, is one however short)
    reported = (vocab.first(description, "defect") is not None or reviews.opening_id(description) is not None) and not description.rstrip().endswith((":", "："))
    # a lead-in that says something ("the export blew up for one customer:") is a report
    labelled = not _substantive(description.rstrip().rstrip(":："))
    if turn is not None and (vocab.first(description, "deferral") or (not reported and (
            labelled or description.rstrip().endswith(("?", "？"))))):
        reports = [c for c in (m.group(0).strip() for m in _CLAUSE.finditer(prose._prose(turn.user)))
                   if _substantive(c) and vocab.first(c, "defect") and not vocab.first(c, "deferral")]
        if reports:
            description = prose._clip(reports[0])
        elif diagnosis and via.defect:
            description = diagnosis
    elif diagnosis and turn is not None and vocab.first(turn.user, "review_request") and _substantive(diagnosis):
        # (a finding of the review a request got: the finding is the target, not "review src/ …")
        description = diagnosis
    return dataclasses.replace(via, description=description, diagnosis=diagnosis)


def _reference_items(plan: candidates.Plan, ref: Reference, located: places.Candidate | None,
                     via: candidates.Candidate | None, project: Project | None, run: _Run) -> list[Item]:
    out: list[Item] = []
    if via is not None and _from_summary(via):
        # the turns it retells were forgotten by the agent; the summary stands before turn k
        out.append(Item("Target", f"the {'defect' if via.defect else 'task'} recorded in the compaction summary "
                        f"before turn {via.turn}: {quote(via.description)}", "reference",
                        Source("history", turn=via.turn)))
    elif via is not None:
        out.append(Item("Target", f"the {'defect' if via.defect else 'task'} described in turn {via.turn}: "
                        f"{quote(via.description)}", "reference", Source("history", turn=via.turn)))
        if via.diagnosis and via.diagnosis != via.description:
            out.append(Item("Diagnosis", f"the agent's reply in turn {via.turn}: {quote(via.diagnosis)}",
                            "reference", Source("history", turn=via.turn)))
    if not ref.resolved:
        phrase = quote(ref.phrase) if ref.phrase else "the request"
        out.append(Item("Target" if via is None else "Location", f"{phrase} is unresolved: {ref.reason}",
                        "reference", Source("unresolved")))
        return out
    if located is not None and project is not None and located.start_line is not None:
        assert located.end_line is not None
        focus = located.cited_focus or located.start_line
        where = f"`{located.symbol}` in " if located.symbol else ""
        conclusion = "; ".join(dict.fromkeys(v.reason for v in located.votes))
        src = run.cite(project, located.path, located.start_line, located.end_line, conclusion)
        line_text = _line(project, located.path, focus)
        # (a line named before edits moved it: the downstream agent must not look at the old number)
        moved = next((v for v in located.votes if v.moved and v.focus), None)
        said = (f"; {moved.moved[0]}, named in {moved.moved[1]}, is line {moved.focus} now (edits since moved it)"
                if moved and moved.moved else "")
        out.append(Item("Location", f"{where}{located.path}:{located.start_line}-{located.end_line}; "
                        f"line {focus} reads {code_span(line_text)}{said}", "reference", src))
    elif located is not None:
        out.append(Item("Location", f"{located.path} (the file is named; the place in it is to be confirmed)",
                        "reference", Source("history", turn=ref.turn) if ref.turn else Source("sentence")))
    else:
        src = Source("history", turn=ref.turn) if ref.turn else Source("sentence")
        place = f"{ref.path}:{ref.start_line}" if ref.path and ref.start_line else (ref.path or f"`{ref.symbol}`")
        out.append(Item("Location", f"{place}, as named {'in turn ' + str(ref.turn) if ref.turn else 'by you'} "
                        "(not checked against the files: to be confirmed)", "reference", src))
    return out


def _acceptance_items(plan: candidates.Plan, ref: Reference, via: candidates.Candidate | None,
                      failing: Sequence[tuple[str, int, int, str]] = (), sentence: str = "") -> list[Item]:
    if via is None:
        if ref.resolved:
            return [Item("Done when", "interpreted as: what the request asks for holds at the location above",
                         "acceptance", Source("interpreted"))]
        return []
    if via.failing_test:
        return [Item("Done when", f"`{via.failing_test}` passes (you say it fails now)", "acceptance",
                     Source("sentence"))]
    if via.overruled:
        # (the test was right, you say: its expectation goes back, and the code must meet it)
        return [Item("Done when", f"the expectation turn {via.turn} changed in {via.overruled} is restored, and that test "
                     "passes against the fixed code", "acceptance", Source("history", turn=via.turn))]
    # the test case a frame of the failing output lands in, else a test the output names
    tests = [name for _, _, _, name in failing] or [
        s.mention.value for s in via.sources if s.mention.kind == "test" and s.where in ("user", "tool")]
    if tests:
        return [Item("Done when", f"`{tests[0]}` passes (it fails in turn {via.turn})", "acceptance",
                     Source("history", turn=via.turn))]
    messages = [s.mention for s in via.sources if s.mention.kind == "message" and s.where in ("user", "tool")]
    if messages and via.defect:
        shown = messages[0].symbol or messages[0].value  # the whole line the error was read from
        return [Item("Done when", f"the error {quote(shown, 160)} from turn {via.turn} no longer occurs",
                     "acceptance", Source("history", turn=via.turn))]
    # (a sentence that asks only for a test, "add a test that it never retries on ValueError": the test is what is done)
    if (asked := vocab.first(sentence, "test_request")) is not None and not vocab.first(sentence, "repair"):
        return [Item("Done when", f"the test you ask for exists and passes: {quote(sentence[asked.start():], 160)}",
                     "acceptance", Source("sentence"))]
    # the symptom the sentence itself reports, not a request to fix (「…查不到5月1号早上七点多的单」)
    # (or a symptom of table code_shape: 「--dry-run で実行したのにファイルが全部消えた」, not the dry run turn 1 asked for)
    symptom = next((c.group(0).strip() for c in _CLAUSE.finditer(sentence) if (vocab.first(c.group(0), "defect") or says_symptom(c.group(0)))
                    and not vocab.first(c.group(0), "repair") and not c.group(0).rstrip().endswith(("?", "？"))), None)
    if symptom is not None:
        return [Item("Done when", f"what you describe no longer happens: {quote(symptom, 160)}", "acceptance",
                     Source("sentence"))]
    if not via.defect:  # (a question or a task the turn discussed is not a behaviour to stop: "what does shipping_fee do?")
        return [Item("Done when", "interpreted as: what the request asks for holds at the location above", "acceptance",
                     Source("interpreted"))]
    return [Item("Done when", f"interpreted as: the behaviour described in turn {via.turn} "
                 f"({quote(via.description, 120)}) no longer happens", "acceptance", Source("interpreted"))]


def _project_items(project: Project, located: places.Candidate, level: str, run: _Run,
                   failing: Sequence[tuple[str, int, int, str]] = ()) -> list[Item]:
    """Gaps 4 and 5 from the project: the convention for a regression test, where to
    start and where to look afterwards; at extreme, callers and the same expression
    elsewhere (evidenced enrichment in the same direction)."""
    assert located.start_line is not None and located.end_line is not None
    out: list[Item] = []
    focus = located.cited_focus or located.start_line
    symbol = located.symbol
    in_test = vocab.rules_for(located.path).is_test_file(located.path)  # the test itself is the place
    covering = _covering_test(project, symbol, located.path, failing) if symbol and not in_test else None
    if covering:
        path, start, end, name = covering
        src = run.cite(project, path, start, end, f"`{name}` tests `{symbol}`")
        out.append(Item("Regression test", f"the project already tests `{symbol}` in {path} (`{name}`); a new "
                        "case, if you add one, belongs there", "decision", src))
    elif _has_tests(project) and not in_test:
        out.append(Item("Regression test", f"whether to add one is a free choice (no existing test names "
                        f"`{symbol or located.path}`)", "decision", Source("free_choice")))
    src = run.cite(project, located.path, located.start_line, located.end_line,
                   "; ".join(dict.fromkeys(v.reason for v in located.votes)))
    out.append(Item("Start at", f"{located.path}:{focus}", "entry", src))
    if covering:
        path, start, end, name = covering
        out.append(Item("Check afterwards", f"`{name}` ({path}:{start}) passes", "anchor",
                        Source("file", path=path, start_line=start, end_line=end)))
    if level == "extreme" and symbol:
        out.extend(_callers(project, located, symbol, run))
        out.extend(_same_expression(project, located, focus, run))
    return out


def _callers(project: Project, located: places.Candidate, symbol: str, run: _Run) -> list[Item]:
    pattern = re.compile(rf"(?<![\w$.]){re.escape(symbol)}\s*\(|\.{re.escape(symbol)}\s*\(")
    files = [f for f in project.source_files() if not vocab.rules_for(f).is_test_file(f)]
    out = []
    for hit in project.grep(pattern, files, limit=50, literals=(symbol,)):
        inside = hit.path == located.path and (located.start_line or 0) <= hit.line <= (located.end_line or 0)
        if inside or vocab.rules_for(hit.path).definition_patterns(symbol).search(hit.text):
            continue
        src = run.cite(project, hit.path, hit.line, hit.line, f"calls `{symbol}`")
        out.append(Item("Caller", f"{hit.path}:{hit.line} calls `{symbol}`: `{hit.text.strip()[:100]}`",
                        "constraint", src))
        if len(out) == 3:
            break
    return out


def _same_expression(project: Project, located: places.Candidate, focus: int, run: _Run) -> list[Item]:
    line = _line(project, located.path, focus, limit=400)
    if len(line) < 16 or line.startswith(("def ", "func ", "function ", "class ", "#", "//")):
        return []
    out = []
    pattern = re.compile(re.escape(line) + r"(?![\w\[.(])")  # (not a longer expression it opens: `return USERS[id]["name"]`)
    for hit in project.grep(pattern, [f for f in project.source_files() if f.endswith(Path(located.path).suffix)],
                            literals=(line,)):
        if hit.path == located.path and hit.line == focus:
            continue
        src = run.cite(project, hit.path, hit.line, hit.line, "holds the same expression as the located line")
        what = "the same line" if hit.text.strip() == line.strip() else "the same expression"
        out.append(Item("Same expression", f"{hit.path}:{hit.line} has {what} {code_span(line[:100])}; check it "
                        "the same way", "anchor", src))
        if len(out) == 2:
            break
    return out
