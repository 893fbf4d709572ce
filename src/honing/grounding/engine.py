"""The grounded optimizer (SPEC Part G): sentence → identity → sources → evidence →
five gaps → minimal output → audit and gate. Deterministic by default; the optional
model backend writes from the same observer block and ledger and passes the same audit."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from honing.errors import HoningError
from honing.grounding import (
    ambiguity,
    blocks,
    bounds,
    callees,
    candidates,
    codes,
    constraints,
    discounts,
    edits,
    errors,
    exercised,
    kana,
    kept,
    linking,
    listed,
    locate,
    mentions,
    missed,
    observer,
    picked_cause,
    places,
    pointing,
    refine,
    renamed,
    resolve,
    same_there,
    stale,
    styled,
    titled,
    traces,
    vocab,
)
from honing.grounding import audit as audit_mod
from honing.grounding.compose import Item, Source, quote, render
from honing.grounding.failing import diagnosis, focused_on_named_test, tested_code, tests_named
from honing.grounding.gaps import (
    _acceptance_items,
    _from_summary,
    _project_items,
    _reference_items,
    _summary_clause,
    _worded,
)
from honing.grounding.outcome import Evidence, GroundResult, Reference, _Run, _validate
from honing.grounding.project import Project
from honing.grounding.prose import _CLAUSE, _same_target
from honing.sessions.model import Session, Turn

# how much less an older candidate turn's place counts than the next newer one's
_TURN_DECAY = 0.6
_TYPE_NAME = re.compile(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+")  # LruCache, HttpClient
# a stack frame's line: `File "/app/x.py", line 40, in f`, `at a.B.m(B.java:12)`, `/src/x.go:12 +0x1d`,
# and the function line above a Go frame's file (`example.com/app/dedup.(*Store).Mark(...)`)
_FRAME = re.compile(r"^[ \t]*(?:File \"[^\"\n]+\", line \d+[^\n]*|at [^\n]+|\S+\.\w+:\d+\b[^\n]*"
                    r"|(?:[\w.\-]+/)*[\w\-]+\.(?:\(\*?\w+\)\.)?[\w.]+\([^\n]*\)"
                    # (the thread a trace names: Java's `Exception in thread "main"`, Rust's `thread 'main' panicked`)
                    r"|[^\n]*\bin thread \"[^\"\n]*\"[^\n]*|thread '[^'\n]*'[^\n]*\bpanicked at [^\n]*)$", re.MULTILINE)


def pending_removed(turns: Sequence[Turn], sentence: str) -> tuple[Turn, ...]:
    """The history without the sentence itself: an agent hook may see the prompt being
    submitted already written as the last, unanswered turn."""
    if turns and not turns[-1].assistant and not turns[-1].tools and turns[-1].user.strip() == sentence.strip():
        return tuple(turns[:-1])
    return tuple(turns)


def _as_stated(sources: Sequence[places.Sourced]) -> mentions.Mention | None:
    order = {"location": 0, "path": 1, "symbol": 2, "test": 3, "message": 4}
    ranked = sorted((s.mention for s in sources if s.mention.kind in order),
                    key=lambda m: (order[m.kind], -m.weight, m.start))
    return ranked[0] if ranked else None


def ground(
    sentence: str,
    transcript: Session | None = None,
    *,
    cwd: str | Path | None = None,
    turns: int = 3, full: bool = False,
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
    plan = titled.in_project(project, sentence, win.turns, traces.narrowed(sentence, win.turns, resolve.plan(kana.restored(sentence, win.turns), win.turns, win.summary)))
    plan = pointing.narrowed(plan, sentence, win.turns)  # ("thanks, that's all", /compact: not the newest defect)
    plan = ambiguity.unless_kept(plan, sentence, win.turns)  # ("fix item 2", the one the user said is theirs)
    plan = picked_cause.narrowed(plan, sentence, win.turns)  # (「日付ずれるほう」: that cause's places, not the other's)
    run.stage("resolve")

    items: list[Item] = [Item("Request", quote(sentence, 400), "request", Source("sentence"))]
    # the agent's replacements, in order: a line a turn named may have moved since
    changes = [(t.index, path, old, new) for t in win.turns for call in t.tools if edits.applied(call)
             for named, old, new in edits.edit_pairs(call) for path in ([named] if named else call.paths[:1])]
    users = {t.index: t.user for t in win.turns}
    seen = "\n".join(f"{t.user}\n{t.assistant}\n" + "\n".join(f"{c.arguments}\n{c.result or ''}" for c in t.tools)
                     for t in history) if project is not None and codes.said(sentence) else None
    reference, located, via = _locate(plan, project, recorded_cwd, run, sentence, changes, users,
                                      kept.kept_files(sentence, win.turns), seen)
    if reference.resolved and via is not None and plan.candidates and via is not plan.candidates[0] and (
            why := ambiguity.unchosen(sentence, win.turns, (via,), plan.excluded)):  # (the turn fallen back on could not tell its causes apart)
        reference, located, via = dataclasses.replace(reference, resolved=False, path=None, start_line=None, end_line=None,
                                                      symbol=None, reason=why), None, via
    if via is not None and _from_summary(via):
        said = _summary_clause(via, located, project)
        via = dataclasses.replace(via, description=said, diagnosis=said)
    elif via is not None:
        via = _worded(via, located, project, win.turns)
    run.stage("locate")

    failing = places.failing_cases(project, list(via.sources), recorded_cwd) if project and via else []
    if via is not None and via.overruled and project is not None:  # (the test as the project names it)
        via = dataclasses.replace(via, overruled=project.relative(via.overruled, recorded_cwd) or via.overruled)
    items.extend(_reference_items(plan, reference, located, via, project, run))
    items.extend(_acceptance_items(plan, reference, via, failing, sentence))
    if reference.resolved or plan.deferred:
        items.extend(constraints.constraint_items(win.turns, constraints.deferred_clauses(win.turns, reference.turn), sentence,
                                  located.path if located is not None and reference.resolved else None))
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
            changes: Sequence[tuple[int, str, str, str]] = (), users: Mapping[int, str] | None = None,
            kept_files: frozenset[str] = frozenset(), seen: str | None = None) -> tuple[Reference, places.Candidate | None, candidates.Candidate | None]:
    """The referent as a place: try the sentence's own mentions, then each candidate
    turn, best first, until the project confirms one. Two equally supported places in
    different files are ambiguous, and ambiguity is not resolved by guessing."""
    if project is not None and not plan.own and (place := bounds.compared(project, sentence) or (  # ("until is exclusive")
            codes.thrown(project, sentence, seen) if seen is not None else None)) is not None:  # (an error code new to the session)
        return Reference(plan.phrase, True, None, place.path, place.start_line, place.end_line, place.symbol, place.votes[0].reason), place, None
    tries: list[tuple[candidates.Candidate | None, Sequence[places.Sourced]]] = []
    if plan.own or (not plan.candidates and any(linking.errors(sentence))):
        tries.append((None, plan.own))  # (a pasted link error names the build, through the project)
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
    # each candidate turn, best first, proposes its strongest place; a later proposal must be clearly
    # stronger to win over an earlier one, and a file without a place in it is a weak proposal
    best: tuple[float, int, candidates.Candidate | None, list[places.Candidate]] | None = None
    owners = frozenset(m.mention.value for c in plan.candidates for m in c.sources
                       if m.mention.kind == "symbol" and _TYPE_NAME.fullmatch(m.mention.value)) | frozenset(
        m.mention.symbol for c in plan.candidates for m in c.sources if m.mention.kind == "symbol" and m.mention.symbol)
    # a type named only as the one that does it right ("`SignupViewModel.onEmailChanged` does it right") does not say which method is meant
    kept = set(kept_files)
    owners -= frozenset(q.split(".")[0] for c in plan.candidates for q in c.cleared if "." in q)
    instead = vocab.first(sentence, "test_instead") is not None  # (「それじゃなくてテストの方」)
    # (the frames of an error that names what the project declares, a field a validation checked or an unbound placeholder, name no file)
    declares = bool(errors.declared(sentence))
    for rank, (via, sources) in enumerate(tries):
        if best is not None and via is not None and not via.defect and (best[2] is None or best[2].defect):
            break  # a turn that describes no defect never outbids one that does
        sources = places.moved(project, sources, recorded_cwd, changes, sentence, places.pasted(users or {}, sources))
        sources = focused_on_named_test(sentence, sources, lambda p: vocab.rules_for(p).is_test_file(p))
        # (「原因はテスト側です」: the turn blames the test itself, which then weighs like code; or the sentence turns to it)
        blamed = via is not None and (_blames_test(via.prose) or instead)
        found = locate.collect(project, list(sources), recorded_cwd, owners, via.cleared if via else frozenset(), blamed, diagnosis(via))
        if instead:  # (the code the failing test calls is what the sentence turns away from: it counts a third)
            for f in found:
                if not vocab.rules_for(f.path).is_test_file(f.path):
                    f.reweigh(0.3)
            found.sort(key=lambda f: -f.weight)
        edited = {path.replace("\\", "/") for t, path, _, _ in changes if via is not None and t >= via.turn}
        if via is not None and vocab.first(sentence, "still"):
            found = refine.still_where_named(sentence, found, edited)  # (「週報のモーダル…まだ英語」: not the daily one fixed)
            found = refine.still_in_named_definition(project, sentence, found, [r for p in sorted(edited) if (
                r := project.relative(p, recorded_cwd))], via.turn)  # (「ステータス列のバッジだけまだ英語」: `status_badge`)
        if via is not None and vocab.first(sentence, "partial_fix"):
            # (still there after a fix the sentence says covered only a part: the files that fix changed weigh a third)
            for f in found:
                if refine.touched(f.path, edited):
                    f.reweigh(1 / 3)
            found.sort(key=lambda f: -f.weight)
            discounts.race_side(sentence, via, users or {}, found)
        if via is not None and not any(vocab.first(sentence, c) for c in ("still", "broke", "missed")):
            discounts.applied(project, found, via, changes)
        if via is not None and vocab.first(sentence, "pushback"):
            discounts.overruled(project, found, via, changes, recorded_cwd)
        if vocab.first(sentence, "reverted"):
            discounts.reverted(project, found, changes, recorded_cwd)
        # a place in a function the user kept out ("the spots_left one i'll do myself") is not proposed, however its
        # line was named (nor one in a file the sentence keeps out: 「header不动」 beside what is wanted)
        found = [f for f in found if (f.symbol is None or f.symbol not in plan.excluded)
                 and not _same_target(f.path, kept) and not any(k.endswith("/") and f.path.startswith(k) for k in kept)]
        # a link error pasted in the sentence or the turn points at the build, not the code
        said = f"{sentence}\n{(users or {}).get(via.turn, '') if via else ''}"
        found = linking.to_build(project, found, said, via.turn if via else None)
        if not found and not (via is not None and via.decisive and vocab.first(sentence, "same")):
            continue  # (the same change asked for where the fix's old lines no longer stand: missed.old_elsewhere may place it)
        # (an error the turn foretold names, in its frames, where it was raised, not the cause; a
        # trace from before the session's edits names the functions of the code as it was then)
        old_trace = any(s.turn is None and s.mention.named_line not in (None, s.mention.line) for s in sources)
        if (test := via.failing_test if via is not None else tests_named(sources)):  # (no turn's: the sentence's own)
            found = tested_code(project, found, test, via is not None, changes, recorded_cwd)
            found = exercised.called_by_test(project, found, test, via.prose) if via is not None else found
        framed = (via and via.foretold) or old_trace or declares
        found = refine.named_by_words(found, _FRAME.sub(" ", sentence) if framed else sentence,
                                      bool(via and via.failing_test), via.failing_test if via else "", project)
        found = missed.old_elsewhere(project, sentence, changes, recorded_cwd, found, via.turn if via else None)
        found = stale.left_behind(project, sentence, changes, found, via.turn if via else None)  # (a reader the edit left)
        found = renamed.leftover(project, sentence, changes, found, recorded_cwd)  # (a spelling a rename left)
        found = same_there.in_named_file(project, sentence, plan.own, changes, via.turn if via else None, found, recorded_cwd)
        found = found if via is not None else places.own_trace(project, found, sources, sentence)  # (a frame that only asserts)
        if not found:
            continue
        top = found[0]
        score = top.weight * (_TURN_DECAY ** rank) * (1.0 if top.start_line is not None else 0.5)
        if best is None or score > best[0]:
            best = (score, rank, via, found)
        if via.decisive if via is not None else top.decisive:
            break  # the sentence asked for exactly this (the same change elsewhere), and it was found
    if best is not None:
        _, _, via, found = best
        tied = [c for c in found if abs(c.weight - found[0].weight) < 1e-9]
        # of equally supported places in different files, the one whose file the rest of the turn's mentions also point
        # at is meant ("`set()` … `get()` … `delete`" all in one cache class); equal there too, they stay ambiguous
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
        top = (via and callees.described_callee(project, top, via.prose)) or callees.named_callee(project, top, sentence) or callees.dropping_callee(project, top, sentence) or \
            styled.styled_rule(project, top, sentence) or listed.not_listed(project, top, sentence) or top
        if via is not None:
            refine.focus_on_quoted(project, top, via.sources)
        reason = "; ".join(dict.fromkeys(v.reason for v in top.votes))
        if top.symbol and top.start_line is not None:
            top.start_line = blocks.with_annotations(project, top.path, top.start_line)
        return Reference(plan.phrase, True, turn, top.path, top.start_line, top.end_line, top.symbol,
                         reason), top, via
    via = tries[0][0]
    if project is not None and not plan.own and (place := codes.thrown(project, sentence)) is not None:  # (「又有用户报 E1003 了」)
        return Reference(plan.phrase, True, None, place.path, place.start_line, place.end_line, place.symbol, place.votes[0].reason), place, None
    return Reference(plan.phrase, False, via.turn if via else None, None, None, None, None,
                     "the places named in the history were not found in the project"), None, via


# words just before the phrase that turn it around ("not", "I first thought", 不是, 用例本身没问题，) or just
# after it (「テスト側の問題ではありません」); a hedge anywhere in the clause ("I doubt", 不太可能) is the table's
_TURNED_BEFORE = re.compile(r"(?:\bnot\b|n't\b|\bthought\b|\bno longer\b|没|不是|并非|不)[^.!?。！？]{0,16}$")
_TURNED_AFTER = re.compile(r"^[^.!?。！？]{0,4}(?:ではな|じゃな|ません|とは考えにく|之外)")


def _blames_test(prose: str) -> bool:
    """A clause of the reply says the test itself is what is wrong, and does not turn it around."""
    for clause in (c.group(0) for c in _CLAUSE.finditer(prose)):
        said = vocab.first(clause, "test_at_fault")
        if said and not vocab.first(clause, "hedge") and not _TURNED_BEFORE.search(clause[:said.start()]) and not (
                _TURNED_AFTER.search(clause[said.end():])):
            return True
    return False
