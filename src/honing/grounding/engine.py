"""The grounded optimizer (SPEC Part G): sentence → identity → sources → evidence →
five gaps → minimal output → audit and gate. Deterministic by default; the optional
model backend writes from the same observer block and ledger and passes the same audit."""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from honing.errors import HoningError
from honing.grounding import audit as audit_mod
from honing.grounding import candidates, edits, locate, observer, prose, resolve, vocab
from honing.grounding.compose import FORMS, Item, Source, quote, render
from honing.grounding.mentions import Mention
from honing.grounding.project import Project
from honing.sessions.model import Session, Turn
from honing.text import lexicon

LEVELS = ("off", "normal", "advanced", "extreme")
# how much less an older candidate turn's place counts than the next newer one's
_TURN_DECAY = 0.6
_TYPE_NAME = re.compile(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+")  # LruCache, HttpClient
# a clause ends at 。！？ or at . ! ? before a space: "app/users.py" stays whole
_CLAUSE = prose._CLAUSE
# a sentence of a summary, quoted code kept whole: `self.account_mut(from)?.balance` has '?.' inside
_SENTENCE = re.compile(r"(?:[^\n.!?。！？]|[.!?](?=\S))+[.!?。！？]?")


class GroundError(HoningError):
    """A setting out of range or an unusable sentence."""


@dataclass(frozen=True)
class Reference:
    phrase: str | None
    resolved: bool
    turn: int | None
    path: str | None
    start_line: int | None
    end_line: int | None
    symbol: str | None
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"phrase": self.phrase, "resolved": self.resolved, "turn": self.turn, "path": self.path,
                "start_line": self.start_line, "end_line": self.end_line, "symbol": self.symbol,
                "reason": self.reason}


@dataclass(frozen=True)
class Evidence:
    path: str
    start_line: int
    end_line: int
    sha256: str
    conclusion: str

    def to_dict(self) -> dict[str, Any]:
        return {"path": self.path, "start_line": self.start_line, "end_line": self.end_line,
                "sha256": self.sha256, "conclusion": self.conclusion}


@dataclass(frozen=True)
class GroundResult:
    level: str
    form: str
    sentence: str
    text: str
    items: tuple[Item, ...]
    references: tuple[Reference, ...]
    evidence: tuple[Evidence, ...]
    context: dict[str, Any]
    observer: str | None
    audit: audit_mod.Audit
    stages: tuple[tuple[str, float | None], ...]
    notes: tuple[str, ...] = ()
    engine: str = "deterministic"

    def to_dict(self, *, timings: bool = True) -> dict[str, Any]:
        return {
            "level": self.level,
            "form": self.form,
            "engine": self.engine,
            "sentence": self.sentence,
            "text": self.text,
            "items": [i.to_dict() for i in self.items],
            "references": [r.to_dict() for r in self.references],
            "evidence": [e.to_dict() for e in self.evidence],
            "context": self.context,
            "observer": self.observer,
            "audit": self.audit.to_dict(),
            "notes": list(self.notes),
            "stages": [{"name": n, "ms": (round(ms, 3) if timings and ms is not None else None)}
                       for n, ms in self.stages],
            "version": vocab.version(),
        }


@dataclass
class _Run:
    """What one run has gathered so far (private to :func:`ground`)."""

    stages: list[tuple[str, float | None]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    ledger: dict[tuple[str, int, int], Evidence] = field(default_factory=dict)
    on_stage: Callable[[str, float], None] | None = None
    _last: float = field(default_factory=time.perf_counter)

    def stage(self, name: str) -> None:
        now = time.perf_counter()
        self.stages.append((name, (now - self._last) * 1000))
        self._last = now
        if self.on_stage is not None:
            self.on_stage(name, round(self.stages[-1][1] or 0.0, 3))

    def cite(self, project: Project, path: str, start: int, end: int, conclusion: str) -> Source:
        key = (path, start, end)
        if key not in self.ledger:
            self.ledger[key] = Evidence(path, start, end, project.sha256(path, start, end), conclusion)
        return Source("file", path=path, start_line=start, end_line=end)


def _validate(sentence: str, turns: int, level: str, form: str) -> None:
    if not sentence.strip():
        raise GroundError("the sentence is empty: give the request the user typed (--text)")
    if level not in LEVELS:
        raise GroundError(f"unknown level '{level}'; choose one of {', '.join(LEVELS)}")
    if form not in FORMS:
        raise GroundError(f"unknown form '{form}'; choose one of {', '.join(FORMS)}")
    if isinstance(turns, bool) or not isinstance(turns, int) or not 0 <= turns <= 10:
        raise GroundError(f"turns must be a whole number from 0 to 10 (got {turns!r})")


def pending_removed(turns: Sequence[Turn], sentence: str) -> tuple[Turn, ...]:
    """The history without the sentence itself: an agent hook may see the prompt being
    submitted already written as the last, unanswered turn."""
    if turns and not turns[-1].assistant and not turns[-1].tools and turns[-1].user.strip() == sentence.strip():
        return tuple(turns[:-1])
    return tuple(turns)


def _line(project: Project, path: str, number: int, limit: int = 120) -> str:
    lines = project.lines(path)
    text = lines[number - 1].strip() if 0 < number <= len(lines) else ""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _constraints(turns: Sequence[Turn], deferred_clauses: list[tuple[int, str]]) -> list[Item]:
    """Boundaries the user actually set in the history read: their prohibitions, and the
    objects they said they would handle themselves (gap 3). Never invented."""
    out: list[Item] = []
    for turn in reversed(turns):
        for m in _CLAUSE.finditer(turn.user):
            clause = m.group(0).strip()
            languages = frozenset(lexicon.LANGUAGES)
            if lexicon.any_match(clause, "prohibition", languages) and not vocab.first(clause, "deferral"):
                out.append(Item("Constraint", f"turn {turn.index} says {quote(clause)}", "constraint",
                                Source("history", turn=turn.index)))
    out = out[:3]
    for turn_index, clause in deferred_clauses:
        out.append(Item("Leave alone", f"the user said in turn {turn_index} {quote(clause)}", "constraint",
                        Source("history", turn=turn_index)))
    return out


def _deferred_clauses(turns: Sequence[Turn]) -> list[tuple[int, str]]:
    out = []
    for turn in turns:
        for m in _CLAUSE.finditer(turn.user):
            if vocab.first(m.group(0), "deferral"):
                out.append((turn.index, m.group(0).strip()))
    return out[-2:]


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
    for hit in project.grep(named, tests, limit=20, literals=(symbol,)):
        # a test case (an it()/test() block, a test function) first, else a definition
        case = locate.test_case_at(project, hit.path, hit.line)
        start, end, name = case or locate.enclosing(project, hit.path, hit.line)
        if name:
            return hit.path, start, end, name
    return None


def _has_tests(project: Project) -> bool:
    return any(vocab.rules_for(f).is_test_file(f) for f in project.source_files())


def _as_stated(sources: Sequence[locate.Sourced]) -> Mention | None:
    order = {"location": 0, "path": 1, "symbol": 2, "test": 3, "message": 4}
    ranked = sorted((s.mention for s in sources if s.mention.kind in order),
                    key=lambda m: (order[m.kind], -m.weight, m.start))
    return ranked[0] if ranked else None


def ground(
    sentence: str,
    transcript: Session | None = None,
    *,
    cwd: str | Path | None = None,
    turns: int = 3,
    full: bool = False,
    level: str = "advanced",
    form: str = "ptc",
    source: str | None = None,
    writer: Callable[[str, str, list[Evidence], list[Item]], str] | None = None,
    on_stage: Callable[[str, float], None] | None = None,
) -> GroundResult:
    """Ground ``sentence`` in ``transcript`` (a parsed :class:`Session`) and the project
    at ``cwd`` (default: the session's recorded cwd). ``writer`` is an optional model
    backend: it receives the sentence, the observer block, the ledger and the
    deterministic items, and returns instruction text that must pass the same audit.
    ``on_stage`` is told of each stage (name, ms) as it finishes (the server streams them)."""
    _validate(sentence, turns, level, form)
    run = _Run(on_stage=on_stage)
    sentence = sentence.strip()
    chosen_form = form if form != "auto" else ("ptc" if level in ("advanced", "extreme") else "conversational")
    history = pending_removed(transcript.turns, sentence) if transcript else ()
    recorded_cwd = transcript.cwd if transcript else None
    root = Path(cwd) if cwd is not None else (Path(recorded_cwd) if recorded_cwd else None)
    run.stage("identity")

    summaries = transcript.summaries if transcript else ()
    win = (observer.window(history, count=turns, full=full, summaries=summaries) if level != "off"
           else observer.window((), count=0, full=False))
    context = {
        "source": source or (transcript.format if transcript else None),
        "session": transcript.id if transcript else None,
        "cwd": str(root) if root else None,
        "turns_requested": win.turns_requested if level != "off" else turns,
        "turns_read": win.turns_read,
        "full": full,
        "detail": win.detail,
        "dropped_turns": win.dropped_turns,
    }
    if transcript and transcript.skipped:
        run.notes.append(f"{transcript.skipped} unreadable transcript record(s) skipped")
    run.stage("observer")

    if level == "off":
        result_audit = audit_mod.Audit(0, 0, 0, 0)
        return GroundResult(level, chosen_form, sentence, sentence, (), (), (), context, None, result_audit,
                            tuple(run.stages), tuple(run.notes))

    project = Project.open(root) if (root is not None and level in ("advanced", "extreme")) else None
    if root is not None and level in ("advanced", "extreme") and project is None:
        run.notes.append(f"the working directory {root} cannot be read: facts are to be confirmed")
    plan = resolve.plan(sentence, win.turns, win.summary)
    run.stage("resolve")

    items: list[Item] = [Item("Request", quote(sentence, 400), "request", Source("sentence"))]
    # the agent's replacements, in order: a line a turn named may have moved since
    changes = [(t.index, path, old, new) for t in win.turns for call in t.tools if edits.applied(call)
             for named, old, new in edits.edit_pairs(call) for path in ([named] if named else call.paths[:1])]
    reference, located, via = _locate(plan, project, recorded_cwd, run, sentence, changes)
    if via is not None and _from_summary(via):
        said = _summary_clause(via, located, project)
        via = dataclasses.replace(via, description=said, diagnosis=said)
    elif via is not None:
        via = _worded(via, located, project, win.turns)
    run.stage("locate")

    failing = locate.failing_cases(project, list(via.sources), recorded_cwd) if project and via else []
    items.extend(_reference_items(plan, reference, located, via, project, run))
    items.extend(_acceptance_items(plan, reference, via, failing))
    if reference.resolved or plan.deferred:
        items.extend(_constraints(win.turns, _deferred_clauses(win.turns)))
    if project is not None and located is not None and located.start_line is not None:
        items.extend(_project_items(project, located, level, run, failing))
    run.stage("gaps")

    text = render(items, chosen_form)
    engine_name = "deterministic"
    if writer is not None:
        try:
            written = audit_mod.gate(writer(sentence, win.text or "", list(run.ledger.values()), items))
        except HoningError as exc:
            written = ""
            run.notes.append(f"model backend failed ({exc}); the deterministic instruction was handed off")
        if written:
            engine_name = "model"
            text = written
    spans = [audit_mod.Span(e.path, e.start_line, e.end_line) for e in run.ledger.values()]
    text, result_audit = audit_mod.run(text, turns_read={t.index for t in win.turns}, ledger=spans)
    if engine_name == "model" and result_audit.sourced + result_audit.marked == 0:
        run.notes.append("the model's instruction had no sourced item; the deterministic instruction was handed off")
        text, result_audit = audit_mod.run(render(items, chosen_form), turns_read={t.index for t in win.turns},
                                           ledger=spans)
        engine_name = "deterministic"
    if result_audit.unsourced:
        run.notes.append(f"{result_audit.unsourced} unsourced item(s) removed before hand-off")
    if project is not None and project.stopped:
        run.notes.append(f"project tools stopped early: {project.stopped}")
    run.stage("audit")
    return GroundResult(level, chosen_form, sentence, text, tuple(items), (reference,),
                        tuple(run.ledger.values()), context, win.text, result_audit, tuple(run.stages),
                        tuple(run.notes), engine_name)


def _locate(plan: candidates.Plan, project: Project | None, recorded_cwd: str | None, run: _Run, sentence: str = "",
            changes: Sequence[tuple[int, str, str, str]] = ()
            ) -> tuple[Reference, locate.Candidate | None, candidates.Candidate | None]:
    """The referent as a place: try the sentence's own mentions, then each candidate
    turn, best first, until the project confirms one. Two equally supported places in
    different files are ambiguous, and ambiguity is not resolved by guessing."""
    tries: list[tuple[candidates.Candidate | None, Sequence[locate.Sourced]]] = []
    if plan.own:
        tries.append((None, plan.own))
    tries.extend((c, c.sources) for c in plan.candidates[:4])
    if not tries:
        return Reference(plan.phrase, False, None, None, None, None, None, plan.reason), None, None
    if project is None:
        via, sources = tries[0]
        stated = _as_stated(sources)
        turn = via.turn if via else None
        if stated is None:
            return Reference(plan.phrase, False, turn, None, None, None, None, "nothing checkable named"), None, via
        path = stated.value if stated.kind in ("location", "path") else None
        symbol = stated.symbol or (stated.value if stated.kind in ("symbol", "test") else None)
        return Reference(plan.phrase, True, turn, path, stated.line, stated.line, symbol,
                         "as stated in the history (files not read)"), None, via
    # each candidate turn, best first, proposes its strongest place; a later proposal must
    # be clearly stronger to win over an earlier one, and a file without a place in it is
    # a weak proposal
    best: tuple[float, int, candidates.Candidate | None, list[locate.Candidate]] | None = None
    owners = frozenset(m.mention.value for c in plan.candidates for m in c.sources
                       if m.mention.kind == "symbol" and _TYPE_NAME.fullmatch(m.mention.value)) | frozenset(
        m.mention.symbol for c in plan.candidates for m in c.sources if m.mention.kind == "symbol" and m.mention.symbol)
    # a type named only as the one that does it right ("`SignupViewModel.onEmailChanged` does
    # it right") does not say which of several same-named methods is meant
    owners -= frozenset(q.split(".")[0] for c in plan.candidates for q in c.cleared if "." in q)
    for rank, (via, sources) in enumerate(tries):
        if best is not None and via is not None and not via.defect and (best[2] is None or best[2].defect):
            break  # a turn that describes no defect never outbids one that does
        sources = locate.moved(project, sources, recorded_cwd, changes)
        found = locate.collect(project, list(sources), recorded_cwd, owners, via.cleared if via else frozenset())
        # a place in a function the user kept out ("the spots_left one i'll do myself") is not
        # proposed, however its line was named
        found = [f for f in found if f.symbol is None or f.symbol not in plan.excluded]
        if not found:
            continue
        found = locate.named_by_words(found, sentence, bool(via and via.failing_test))
        top = found[0]
        score = top.weight * (_TURN_DECAY ** rank) * (1.0 if top.start_line is not None else 0.5)
        if best is None or score > best[0]:
            best = (score, rank, via, found)
        if via is not None and via.decisive:
            break  # the sentence asked for exactly this (the same change elsewhere), and it was found
    if best is not None:
        _, _, via, found = best
        tied = [c for c in found if abs(c.weight - found[0].weight) < 1e-9]
        # of equally supported places in different files, the one whose file the rest of
        # the turn's mentions also point at is meant ("`set()` … `get()` … `delete`" all in
        # one cache class); equal there too, they stay ambiguous
        support = {c.path: sum(f.weight for f in found if f.path == c.path) for c in tied}
        most = max(support.values())
        leaders = [c for c in tied if abs(support[c.path] - most) < 1e-9]
        top = leaders[0]
        rival = next((c for c in leaders[1:] if c.path != top.path), None)
        turn = via.turn if via else None
        if rival is not None:
            where = f"{top.path} and {rival.path}"
            return Reference(plan.phrase, False, turn, None, None, None, None,
                             f"equally supported places: {where}"), None, via
        hop = locate.described_callee(project, top, via.prose) if via is not None else None
        top = hop or top
        if via is not None:
            locate.focus_on_quoted(project, top, via.sources)
        reason = "; ".join(dict.fromkeys(v.reason for v in top.votes))
        return Reference(plan.phrase, True, turn, top.path, top.start_line, top.end_line, top.symbol,
                         reason), top, via
    via = tries[0][0]
    return Reference(plan.phrase, False, via.turn if via else None, None, None, None, None,
                     "the places named in the history were not found in the project"), None, via


def _from_summary(via: candidates.Candidate) -> bool:
    return bool(via.sources) and via.sources[0].where == "summary"


@dataclass(frozen=True)
class _Place:
    """What a sentence can say of the place found: its symbol or file name, its line."""

    names: tuple[str, ...]
    code: str

    @staticmethod
    def of(located: locate.Candidate, project: Project | None) -> _Place:
        focus = located.focus or located.start_line
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


def _summary_clause(via: candidates.Candidate, located: locate.Candidate | None, project: Project | None) -> str:
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


def _worded(via: candidates.Candidate, located: locate.Candidate | None, project: Project | None,
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

        if not (kept and about(kept)):
            diagnosis = (next((c for c in clauses if _blames(c) and about(c)), "") or kept
                         or next((c for c in clauses if about(c)), ""))
    if not diagnosis:
        diagnosis = next((c for c in clauses if vocab.first(c, "defect")), "")
    diagnosis = prose._clip(diagnosis) if diagnosis else ""
    description = via.description
    turn = next((t for t in turns if t.index == via.turn), None)
    reported = vocab.first(description, "defect") is not None and not description.rstrip().endswith((":", "："))
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
    return dataclasses.replace(via, description=description, diagnosis=diagnosis)


def _reference_items(plan: candidates.Plan, ref: Reference, located: locate.Candidate | None,
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
        focus = located.focus or located.start_line
        where = f"`{located.symbol}` in " if located.symbol else ""
        conclusion = "; ".join(dict.fromkeys(v.reason for v in located.votes))
        src = run.cite(project, located.path, located.start_line, located.end_line, conclusion)
        line_text = _line(project, located.path, focus)
        out.append(Item("Location", f"{where}{located.path}:{located.start_line}-{located.end_line}; "
                        f"line {focus} reads `{line_text}`", "reference", src))
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
                      failing: Sequence[tuple[str, int, int, str]] = ()) -> list[Item]:
    if via is None:
        if ref.resolved:
            return [Item("Done when", "interpreted as: what the request asks for holds at the location above",
                         "acceptance", Source("interpreted"))]
        return []
    if via.failing_test:
        return [Item("Done when", f"`{via.failing_test}` passes (you say it fails now)", "acceptance",
                     Source("sentence"))]
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
    return [Item("Done when", f"interpreted as: the behaviour described in turn {via.turn} "
                 f"({quote(via.description, 120)}) no longer happens", "acceptance", Source("interpreted"))]


def _project_items(project: Project, located: locate.Candidate, level: str, run: _Run,
                   failing: Sequence[tuple[str, int, int, str]] = ()) -> list[Item]:
    """Gaps 4 and 5 from the project: the convention for a regression test, where to
    start and where to look afterwards; at extreme, callers and the same expression
    elsewhere (evidenced enrichment in the same direction)."""
    assert located.start_line is not None and located.end_line is not None
    out: list[Item] = []
    focus = located.focus or located.start_line
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


def _callers(project: Project, located: locate.Candidate, symbol: str, run: _Run) -> list[Item]:
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


def _same_expression(project: Project, located: locate.Candidate, focus: int, run: _Run) -> list[Item]:
    line = _line(project, located.path, focus, limit=400)
    if len(line) < 16 or line.startswith(("def ", "func ", "function ", "class ", "#", "//")):
        return []
    out = []
    pattern = re.compile(re.escape(line))
    for hit in project.grep(pattern, [f for f in project.source_files() if f.endswith(Path(located.path).suffix)],
                            literals=(line,)):
        if hit.path == located.path and hit.line == focus:
            continue
        src = run.cite(project, hit.path, hit.line, hit.line, "holds the same expression as the located line")
        out.append(Item("Same expression", f"{hit.path}:{hit.line} has the same line `{line[:100]}`; check it "
                        "the same way", "anchor", src))
        if len(out) == 2:
            break
    return out
