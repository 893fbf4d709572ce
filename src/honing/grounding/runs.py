"""The commands the agent ran itself. "that make check at the end didn't pass", 「docker build
こけてたやつ」, 「刚才 clippy 挂的那个」: the sentence names a command and says it failed; the
referent is what that run's output and the agent's words around it point at, even when the
agent summed the run up as a success or went on to other things."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from honing.grounding import mentions, vocab
from honing.grounding.candidates import Candidate, _sources
from honing.grounding.edits import command
from honing.grounding.places import Sourced
from honing.grounding.prose import _CLAUSE, _PIECE, PARAGRAPH, _clip, _prose, _readable, keywords
from honing.grounding.titles import ticked_titles
from honing.sessions.model import Turn

# what a failed run prints: a line that opens with an error or a failure, a compiler's
# "error:", a non-zero exit, make's "Error 1", a count of failures that is not zero; a
# passing summary ("Failures: 0, Errors: 0", "0 failed") is none of these
_FAILED = re.compile(r"^[ \t>]*(?:error|fatal|fail(?:ed|ure)?)\b|\berror(?:\[\w{1,10}\]| [A-Z]{2,4}\d{1,5})?:|\bFAIL(?:ED)?\b"
                     r"|exit (?:code|status):? ?[1-9]|\bError [1-9]|\b[1-9]\d* (?:failed|failures?|errors?|issues?|problems?)\b"
                     r"|BUILD FAILURE|npm ERR!|\bpanicked\b", re.MULTILINE)
_WORD = re.compile(r"[a-z][a-z0-9_.+-]{2,}")


def _steps(ran: str) -> list[tuple[str, str]]:
    """Each step of a command line as (program, name): the name is its subcommand ("make
    check", "docker build", "cargo clippy", "npm run lint") or, without one, the program
    ("pytest tests/"). Steps that only read (grep, cat, git log, ls …) are left out: they
    search, they do not build or check."""
    readers = set(vocab.table()["runs"]["readers"])
    out = []
    for step in re.split(r"&&|\|\||;", ran):
        plain = [t.lower() for t in step.split("|", 1)[0].split() if _PLAIN.fullmatch(t)]
        if not plain:
            continue
        program = plain[0].rsplit("/", 1)[-1]
        if program in readers:
            continue
        subs = [t for t in plain[1:3] if t not in ("run", "exec", "x")]
        out.append((program, subs[0] if subs else program))
    return out


def _names(ran: str) -> set[str]:
    return {name for _, name in _steps(ran)}


_PLAIN = re.compile(r"[A-Za-z][\w.+-]*")


def failed_run(sentence: str, turns: Sequence[Turn], excluded: set[str],
               cleared_by: dict[int, frozenset[str]]) -> tuple[Candidate, str] | None:
    """The newest command the agent ran whose words the sentence says ("make check",
    "docker build", "clippy") and whose output shows it failed, when the sentence says a
    run failed: that turn, its sources the run's output and the agent's reply. None when
    the sentence names no such run."""
    if not vocab.first(sentence, "run_failed"):
        return None
    generic = set(vocab.table()["chat_words"]) | set(vocab.table()["generic_path_words"])
    words = {w for w in keywords(sentence) if w.isascii() and _WORD.fullmatch(w)} - generic
    if not words:
        return None
    # "the docker build failed" names docker: an `npm run build` is not it
    # every command of the window once, newest last: (turn, call, command line, steps)
    ran_in = [(t, c, ran, _steps(ran)) for t in turns for c in t.tools if (ran := command(c))]
    said_programs = words & {p for *_, steps in ran_in for p, _ in steps}
    passed: set[tuple[str, str]] = set()
    for turn, call, ran, all_steps in reversed(ran_in):
        steps = [(p, n) for p, n in all_steps if n in words and (not said_programs or p in said_programs)]
        if not steps:
            continue
        if not (call.is_error or _FAILED.search(call.result)):
            passed.update(steps)  # a later run that passed: the earlier failure is over
            continue
        if set(steps) <= passed:
            continue
        printed = tuple(Sourced(m, turn.index, "tool") for m in mentions.find(call.result, weight=2.0)
                        if m.kind in ("location", "path", "symbol", "message") and m.value not in excluded)
        told = tuple(s for s in _sources(turn, excluded, cleared_by[turn.index]) if s.where == "assistant")
        if not printed + told:
            continue
        # the run's own words for what failed: its first line that names a file and line,
        # else its first failing line (quoted, never made up: not "`make check` failed")
        lines = [ln.strip() for ln in call.result.split("\n") if ln.strip()]
        failing = next((ln for ln in lines if any(m.kind == "location" for m in mentions.find(ln))), None) or next(
            (ln for ln in lines if _FAILED.search(ln)), lines[-1] if lines else ran)
        return (Candidate(turn.index, _clip(failing), "", printed + told, True,
                          _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True),
                f"`{ran}`, which the agent ran in turn {turn.index}, failed, and the sentence names it")
    return None


# an installed library's file, where a warning may be printed but the project's code is not
_LIBRARY = re.compile(r"(?:site|dist)-packages|node_modules|[/\\]\.?venv[/\\]|[/\\]vendor[/\\]|\.cargo[/\\]registry|[/\\]pkg[/\\]mod[/\\]")


def warned(sentence: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]]) -> tuple[Candidate, str] | None:
    """For a sentence about a warning ("the warning that keeps showing up", 「warning のやつ」): the
    newest run of the window whose output prints a warning with its place, that place (as the run
    printed it last: a later run shows where the lines moved). None when no run printed one, or
    when the sentence names a place itself."""
    table = vocab.table()["runs"]
    # (not in a part that sets warnings aside: "ignore the warnings and fix item 2", 「警告は無視でいい」)
    said = " ".join(p.group(0) for c in _CLAUSE.finditer(sentence) for p in _PIECE.finditer(c.group(0))
                    if not any(vocab.first(p.group(0), k) for k in ("deferral", "exonerate", "postpone", "put_off"))).lower()
    if not any(re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", said) for w in table["warning_words"]) or any(
            m.kind in ("location", "path") for m in mentions.find(sentence)):
        return None
    printed = re.compile(table["warning_line"])
    for turn in reversed(turns):
        for call in reversed(turn.tools):
            if not command(call):
                continue
            lines = [ln.strip() for ln in call.result.split("\n") if printed.search(ln)]
            found = tuple(Sourced(m, turn.index, "tool") for ln in lines for m in mentions.find(ln, weight=3.0)
                          if m.kind == "location")
            if found:
                told = _said_of_warning(turn, lines, found, cleared_by) if all(
                    _LIBRARY.search(s.mention.value) for s in found) else ()  # (only for a library's place)
                return (Candidate(turn.index, _clip(lines[0]), "", found + told, True, _prose(_readable(turn.assistant)),
                                  cleared_by[turn.index], decisive=True),
                        f"the warning `{_clip(lines[0])}` that the run in turn {turn.index} printed, which the sentence asks about")
    return None


def _said_of_warning(turn: Turn, lines: Sequence[str], found: Sequence[Sourced],
                     cleared_by: dict[int, frozenset[str]]) -> tuple[Sourced, ...]:
    """What the reply's paragraphs that say three words of the warning ``lines`` (not of its path:
    site-packages/django/db/models/fields) name, at half weight: the warning's own place is a library's,
    and "Side note …: `rollup_day` filters `occurred_at` with naive datetimes" places it in the project."""
    said = " ".join(lines)
    for m in mentions.find(said):
        if m.kind in ("location", "path"):
            said = said.replace(m.value, " ")
    warning = {w for w in keywords(said) if len(w) >= 4}
    about = "\n\n".join(p for p in PARAGRAPH.split(_readable(turn.assistant)) if len(warning & keywords(p)) >= 3)
    if not about:
        return ()
    return tuple(replace(s, mention=replace(s.mention, weight=s.mention.weight * 0.5))
                 for s in _sources(Turn(index=turn.index, user="", assistant=about), set(), cleared_by[turn.index])
                 if s.where == "assistant")


_BEFORE = re.compile(r"[。！？：\n]|[.!?:]\s")
# a verdict of passing after a test's name: "`test_x` now passes", 「`test_x` 通过了」
_PASSES = re.compile(r"\b(?:pass(?:es|ed|ing)?|green|fixed)\b|通过|过了|修好|变绿|通る|通った|通りました|直った|直りました", re.IGNORECASE)


def _fails(reply: str, at: int) -> bool:
    """The sentence of ``reply`` that names a test at ``at`` says it fails: after the name ("`test_x` fails"), or before it
    (「失败的是 `tests/test_refunds.py::test_…`」) when nothing after it says it passes ("the previously failing `test_x` now
    passes")."""
    after = re.split(r"[。！？\n]|[.!?](?:\s|$)", reply[at:at + 200], maxsplit=1)[0]
    if mentions.FAILING.search(after):
        return True
    before = _BEFORE.split(reply[max(0, at - 200):at])[-1]
    return bool(mentions.FAILING.search(before)) and not _PASSES.search(after)


def reported_failing(turn: Turn, sentence: str) -> str:
    """The one test a reply reports failing in its own words (「`tests/test_resample.py::test_fill_gaps_one_row_per_hour`
    是红的」, 「失败的是 `…::test_repeat_refund_never_goes_negative`」), when the sentence speaks of a failed test
    (「之前那个挂掉的test帮我修了吧」); else ""."""
    if not vocab.first(_readable(sentence), "run_failed"):
        return ""
    reply = _readable(turn.assistant)
    # (of a node id, `…::TestRefunds::test_repeat_refund…`, the test case, not its class)
    named = {m.value for m in mentions.find(reply) if m.kind == "test" and _fails(reply, m.start)
             and not reply.startswith("::", m.start + len(m.value))}
    # (or by its title in backticks on a line that says it fails: 「`retries the same page after an error` が 1 件失敗しています」)
    named |= {title for line in reply.split("\n") if mentions.FAILING.search(line) for title in ticked_titles(line)}
    return named.pop() if len(named) == 1 else ""


def put_off_failing(turns: Sequence[Turn], postponed: set[int], sentence: str) -> set[int]:
    """The turn put off (「先放着」) whose reply reported one failing test, when the sentence says a test still fails
    (「退款那个测试还红着」), no other turn put off reported one, and no later turn names that test again (a run or a
    reply since may have made it pass): it is taken up again."""
    red = {t.index: name for t in turns if t.index in postponed and (name := reported_failing(t, sentence))}
    if len(red) != 1:
        return set()
    (index, name), = red.items()
    later = "\n".join(f"{t.assistant}\n" + "\n".join(c.result or "" for c in t.tools) for t in turns if t.index > index)
    return set() if name in later else {index}
