"""A test that fails now: the agent's edit that broke it ("test_discount_applies_before_tax is red
now" when no turn showed it failing), read from what the test's name says, from the edits made
since it last passed, or from the code written beside the test itself."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence, Set
from dataclasses import replace
from pathlib import Path

from honing.grounding import callees, mentions, places, redefined, vocab
from honing.grounding.blocks import TESTS_BEGIN, subject_of
from honing.grounding.bounds import COMMENT
from honing.grounding.candidates import Candidate, Plan
from honing.grounding.described import _is_document
from honing.grounding.edits import (
    added_lines,
    edit_pairs,
    fresh_lines,
    removed_lines,
    supports,
    written_lines,
)
from honing.grounding.identifiers import without_identifiers
from honing.grounding.noticed import aside_paragraph
from honing.grounding.places import Sourced
from honing.grounding.project import Project
from honing.grounding.prose import (
    _clip,
    _file_name,
    _prose,
    _readable,
    _said_in,
    _stem,
    keywords,
    report_of,
)
from honing.grounding.rewritten import kept_behaviour, swapped_word
from honing.grounding.titles import failed_titles, titled_example
from honing.sessions.model import ToolCall, Turn

_TEST_NAME_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_TEST_WORDS = frozenset(vocab.table()["test_results"]["name_stopwords"])


def _test_words(name: str) -> set[str]:
    """The words a test's name says of what it checks: test_discount_applies_before_tax ->
    discount, applies; TestParseEmptyLine -> parse, empty, line."""
    return {w for part in _TEST_NAME_PART.findall(name) if len(w := part.lower()) >= 3 and w not in _TEST_WORDS}


_PASSED, _FAILING = mentions.PASSED, mentions.FAILING
# (a whole test suite run: not one filtered to some tests, `vitest run -t armor`, `go test -run TestX`, `pytest -k x`)
_SUITE = re.compile(r"^(?!.*(?:\s(?:-t|-k|-g|-run|--grep|--filter|--testNamePattern|--tests)[\s=]|\s-m\s+(?!pytest\b)|::))(?=.*\b(?:go test|pytest|(?:npm|yarn|pnpm)(?: run)? "
                    r"test|cargo test|mvn test|gradlew? test|rspec|phpunit|dotnet test|swift test|vitest|jest|mix test|prove)\b)")


def _shows(output: str, test: str, passing: bool) -> bool:
    """A line of a tool's output or a message names ``test`` as passing ("test
    filter::tests::x ... ok", "PASSED tests/test_a.py::test_x", "--- PASS: TestX") or as
    failing ("FAILED …", "x is red", 「x が落ちる」)."""
    for line in output.splitlines():
        if test in line and not mentions.NOT_RUN.search(line):
            rest = line.replace(test, " ")  # (a title's own words are no verdict: "✔ exits with 2 on a broken config")
            failed = _FAILING.search(rest) is not None
            if (passing and not failed and _PASSED.search(rest)) or (not passing and failed):
                return True
    return False


_SPEC_FILE = re.compile(r"(?<![\w.])\w+_(?:spec|test)(?:\.\w+)?(?![\w.])"
                        r"|(?<![\w.-])[\w-]{1,80}(?:\.[\w-]{1,80}){0,3}\.(?:spec|test)\.[jt]sx?\b"
                        # (or without its extension, as said: 「recipes.spec の "…" が落ちてる」)
                        r"|(?<![\w.-])(?!(?:this|self|it|describe)\.)[\w-]{1,80}\.(?:spec|test)(?![\w.(-])"
                        # (R's testthat: tests/testthat/test-normalize.R)
                        r"|(?<![\w.-])test-[\w.-]{1,80}\.[rR](?![\w.-])")


_EXAMPLE = re.compile(r"(?<![\w.:/])[A-Z]\w+(?:::[A-Z]\w+)*(?:#|\.(?=[a-z_]\w*[?!]?\s+(?:does|returns|raises|is|should|when|with)\b))"
                      r"[a-z_]\w*[?!]?(?:\s+[a-z][\w'-]*){3,16}")
_ASSERTING = re.compile(r"(?:assert\w*!?|expect|#\[test\]|@Test)\b", re.IGNORECASE)
_FIXTURE = re.compile(r"conftest|fixture|factor(?:y|ies)|helper|support|setup|testutil|spec_helper|rails_helper", re.I)


def shown_failing(test: str, turns: Sequence[Turn]) -> bool:
    """A message or a tool's output of the window shows or says ``test`` failing."""
    return any(_shows(text, test, passing=False) for t in turns for text in (t.user, t.assistant, *(c.result for c in t.tools)))


def qualified(test: str, sentence: str) -> str:
    """The test's name with its class as the sentence gives it (`Fee_Calculator_Test::test_x`, Ruby's
    `CouponTest#test_x`, Java's `ExchangeServiceTest.convertsUsingInverseRate`), else the name alone."""
    m = re.search(r"(?<![\w\\])([A-Za-z_][\w\\]*)(?:::|#)" + re.escape(test) + r"(?!\w)", sentence) or re.search(r"(?<![\w\\])([A-Z][a-z]\w*(?:Tests?|Spec|IT))\." + re.escape(test) + r"(?!\w)", sentence)
    return f"{m.group(1)}::{test}" if m and "::" not in test else test


_NUMBER = re.compile(r"(?<![\w.])\d+(?!\w|\.\d)")


def _regressed(test: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]],
               said: set[str] | None = None, change: Set[str] = frozenset(), named_as: str = "",
               whole: bool = False) -> Candidate | None:
    """For "test_discount_applies_before_tax is red now" when no turn showed that test
    failing: the agent's own edit in the window whose new lines say most of what the test's
    name says, and of those lines the ones that say it. None when no edit says any of it.
    ``named_as``: the name with its class, as the sentence gives it. ``change``: words the
    sentence names the change by (「夜勤の修正で」): an edit made for a request that says them
    comes first. ``whole``: files written whole count as edits too (asked again when the edits
    alone suspect nothing but tests: a new migration, V15, that dropped a check V14 had)."""
    if shown_failing(test, turns):
        return None  # the window shows or says it failing: the turn that does is the referent
    name = test.rsplit("::", 1)[-1]
    if whole and any(_said_in(name.lower(), line.lower()) for t in turns for call in t.tools
                     if not added_lines(call) for line in written_lines(call)):
        return None  # (a file it wrote whole holds the test itself: the code written beside it, below)
    words = _test_words(test) | {w for w in said or () if w.isascii() and len(w) >= 4} - _TEST_WORDS
    stems = {_stem(w) if w.endswith("y") and len(_stem(w)) >= 5 else w for w in words}  # ("expiry" by its stem says `expires_on`)
    fresh = {id(t.tools[k]): lines for (i, k), lines in fresh_lines(turns).items() for t in turns if t.index == i}

    def wrote(call: ToolCall) -> list[str]:
        # (a file written whole over what a tool showed before, keeping at least half its lines, is edited too, by the
        # lines no earlier output showed; a new file by those of its lines of code that say the test's words)
        if whole or (lines := added_lines(call)):
            return written_lines(call) if whole else lines
        new, whole_file = fresh.get(id(call), []), written_lines(call)
        if 2 * len(new) <= len(whole_file):
            return new
        if any(name in line for line in whole_file):
            return []  # (a new file that holds the test itself: the code written beside it is asked for below)
        return [line for line in new if not supports(line) and any(_said_in(w, line.lower()) for w in stems)]
    # the edits made after the last run that shows it passing broke it
    green = max((t.index for t in turns for c in t.tools if _shows(c.result, test, passing=True)), default=0)
    # (or a whole suite run that passed after the edit that wrote the test: `go test ./...` → "ok  …/internal/backup")
    born = min((t.index for t in turns for c in t.tools if any(name in line for line in written_lines(c))), default=float("inf"))
    green = max([green] + [t.index for t in turns if t.index >= born and any(_SUITE.search(c.arguments) and _PASSED.search(
        c.result) and not _FAILING.search(c.result) for c in t.tools)])
    after = [t for t in turns if t.index > green and any(wrote(c) for c in t.tools)]
    # the class a test method belongs to names the code under test (Fee_Calculator_Test::… tests
    # class-fee-calculator.php): an edit in the file it names comes before one that only shares words
    named_as = named_as or test
    subject = _test_words(named_as.rsplit("::", 1)[0]) if "::" in named_as else set()
    best: tuple[tuple[int, int, int, int, int], Turn, list[str]] | None = None
    for turn in after or turns:
        if (paths := [p for call in turn.tools if wrote(call) for p in call.paths]) and (all(_is_document(_file_name(p)) for p in paths) or (
                new := [x for c in turn.tools for x in wrote(c) if x not in removed_lines(c)]) and all(COMMENT.match(x) for x in new)):
            continue  # (nor does one that only wrote a changelog, a README or comments, whatever words it says)
        # (an edit that only wrote tests breaks no other test: 「补一下测试」 before OrderServiceTest fails; a fixture may)
        if all(_is_test_file(p) and not _FIXTURE.search(p) for call in turn.tools if wrote(call) for p in call.paths) and any(wrote(
                call) for call in turn.tools) and any(not _is_test_file(p) for t in after or turns for call in t.tools if wrote(call) for p in call.paths):
            continue
        lines = [line for call in turn.tools for line in wrote(call)]
        saying = [line for line in lines if any(_said_in(w, line.lower()) for w in stems)]
        # (or the lines it took out: `where(suspended_at: nil)` dropped for a scope breaks
        # test_skips_suspended_users)
        gone = [line for call in turn.tools if not any(_is_test_file(p) for p in call.paths)
                for line in removed_lines(call) if line not in lines]
        # (or the name of a file it wrote in, word by word: SearchBox.svelte for "clearing the search box …")
        named = " ".join(re.sub(r"(?<=[a-z0-9])(?=[A-Z])|[_-]", " ", p.replace("\\", "/").rsplit("/", 1)[-1].split(".")[0])
                         for call in turn.tools if wrote(call) and not any(_is_test_file(q) for q in call.paths)
                         for p in call.paths).lower()
        count = sum(1 for w in stems if any(_said_in(w, line.lower()) for line in lines + gone) or _said_in(w, named))
        told = sum(1 for w in change if _said_in(w, turn.user.lower())) if lines else 0
        # (and an edit in a file its name names, test_slug_keeps_cjk in slug.py; first, the one that wrote the test itself)
        tested = 2 * int(bool(subject) and all(_said_in(w, named) for w in subject)) + int(any(_said_in(w, named) for w in words)) + 4 * int(
            bool(named) and any(name in line for line in lines))
        shifted = int(bool(count) and swapped_word(lines, [x for c in turn.tools for x in removed_lines(c)]))  # (`ceil` as `floor`)
        if (count or told) and (best is None or (told, shifted, tested, count, turn.index) > best[0]):
            best = ((told, shifted, tested, count, turn.index), turn, saying)
    if best is None and green and len(after) == 1:
        # one edit since a run showed it passing, whatever its words: that edit
        best = ((0, 0, 0, 0, after[0].index), after[0], [line for call in after[0].tools for line in wrote(call)])
    if not whole and (best is None or not any(added_lines(c) for c in best[1].tools
                                              if not any(_is_test_file(p) for p in c.paths))) and any(
            not added_lines(call) and written_lines(call) and not any(_is_test_file(p) for p in call.paths)
            for t in turns for call in t.tools):
        again = _regressed(test, turns, cleared_by, said, change, named_as, whole=True)
        if again is not None:
            return again
    if best is None:
        return _wrote_test(test, turns, cleared_by)
    if best[0][3] and _aside_names(words, turns) and not any(
            _said_in(w, line.lower()) for call in best[1].tools if not any(_is_test_file(p) for p in call.paths)
            for line in wrote(call) + removed_lines(call) for w in words):
        return None  # (only the edit's tests say the words; a function an aside names, `cancel()`, says them)
    _, turn, saying = best
    # every line the edit wrote may have broken it; those that say what the test's name says
    # count twice; what it wrote in test files (calls brought up to a new signature) is not
    # the suspect, unless it wrote nothing else
    # (nor the test itself written in the same file, Rust's `mod tests`: its name and its asserts)
    written = _code_lines(turn, wrote) or [line for call in turn.tools for line in wrote(call)]
    written = [line for line in written if not supports(line) or line in saying] or written  # (not the imports it needed)
    code = [line for line in written if test.rsplit("::", 1)[-1] not in line and not _ASSERTING.match(line)] or written
    code = kept_behaviour(turn, code, test=test)  # (of a restructuring, the line it changed on the way: `>=` written back as `>`)
    # (a line that writes no number but those the request asked for, `Duration.ofHours(2)` after "it's 2 hours now",
    # is the change asked for; the suspect is what the edit did beside it)
    asked = set(_NUMBER.findall(turn.user))
    sources = tuple(Sourced(mentions.Mention("code", line, None, None, (2.0 if line in saying else 1.0) * (
        0.5 if (numbers := set(_NUMBER.findall(line))) and numbers <= asked else 1.0)), turn.index, "tool") for line in code)
    description = report_of(turn)
    return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                     _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True, failing_test=test)


# a failing check's "got" and "wanted" values: Go's `= 5, want 3`, pytest's `assert 5 == 3`,
# JUnit's `expected: <3> but was: <5>`, Jest's `Expected: 3` / `Received: 5`
_GOT_WANT = (re.compile(r"=\s*(\d+(?:\.\d+)?)\w*,\s*want\s+(\d+(?:\.\d+)?)"),
             re.compile(r"\bassert\s+(\d+(?:\.\d+)?)\s*==\s*(\d+(?:\.\d+)?)\b"))
_WANT_GOT = (re.compile(r"expected:?\s*<?(\d+(?:\.\d+)?)>?\s*but was:?\s*<?(\d+(?:\.\d+)?)"),
             re.compile(r"Expected:\s*(\d+(?:\.\d+)?)\s+Received:\s*(\d+(?:\.\d+)?)"))


def _asked_new_value(sentence: str, turns: Sequence[Turn]) -> bool:
    """The failing check got the value a user's message asked for (「MaxAttempts 默认改成 5 吧」,
    then "MaxAttempts = 5, want 3"): the behaviour changed on purpose, the test is out of date."""
    pairs = [(m.group(1), m.group(2)) for p in _GOT_WANT for m in p.finditer(sentence)]
    pairs += [(m.group(2), m.group(1)) for p in _WANT_GOT for m in p.finditer(sentence)]
    for got, want in pairs:
        if got == want:
            continue
        asked = re.compile(rf"(?:改成|改为|变成|设成|调成|\bto|に|を|→|->)\s*{re.escape(got)}(?![\d.])")
        if any(asked.search(t.user) and not re.search(rf"(?<![\d.]){re.escape(want)}\s*(?:に|を)?(?:改成|to\b)", t.user)
               for t in turns):
            return True
    return False


def frame_in_code(own: Sequence[Sourced], turns: Sequence[Turn]) -> bool:
    """The sentence shows a frame of code that is no test, in a function the agent's edits never
    wrote (`./app/models/subscription.rb:31:in 'next_renewal_on'`): the failure points there, not at
    the last edit whose words the test's name shares."""
    written = {line for t in turns for call in t.tools for line in added_lines(call)}
    # (not a library's frame: node_modules/zone.js)
    return any(s.mention.kind == "location" and s.mention.symbol and not _is_test_file(s.mention.value.split(":")[0])
               and not vocab.vendored(s.mention.value)
               and not any(re.search(rf"\b{re.escape(s.mention.symbol)}\b", line) for line in written) for s in own)


def _is_test_file(path: str) -> bool:
    """Whether ``path`` is a test file by its project language's conventions."""
    return vocab.is_test_path(path)


def _code_lines(turn: Turn, wrote: Callable[[ToolCall], list[str]] = added_lines) -> list[str]:
    """The lines the turn's edits wrote outside test files (one patch may write both: Codex's
    `apply_patch` over `app/history.py` and `tests/test_history.py`)."""
    out: list[str] = []
    for call in turn.tools:
        lines = wrote(call)
        if lines and any(_is_test_file(p) for p in call.paths):
            # (a line the code file's part writes too stays: `return rows` in both)
            written = [(path is not None and _is_test_file(path), {x.strip() for x in new.splitlines()})
                       for path, _, new in edit_pairs(call)]
            tested = set().union(*(w for test, w in written if test)) - set().union(*(w for test, w in written if not test))
            lines = [line for line in lines if line.strip() not in tested]
        out += lines
    return out


def _wrote_test(test: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]]) -> Candidate | None:
    """A failing test the agent wrote in the window beside the code it tests (`fn parses_hours`
    in the `mod tests` of the new `duration.rs`): that code, whatever the test's name says."""
    name = test.rsplit("::", 1)[-1]
    if len(name) < 6:
        return None
    for turn in reversed(turns):
        for call in turn.tools:
            lines = written_lines(call)
            if any(_said_in(name.lower(), line.lower()) for line in lines):
                # the code of the turn: its files that are no tests, and what the test's own file
                # holds before its tests begin (Rust's `#[cfg(test)] mod tests`)
                code = [line for c in turn.tools if not any(_is_test_file(p) for p in c.paths) for line in written_lines(c)]
                code = [line for line in code[:next((k for k, line in enumerate(code) if TESTS_BEGIN.match(line)), len(code))]
                        if name not in line and not _ASSERTING.match(line)]
                if not code:
                    return None  # (the turn wrote only tests: no code of its own to suspect)
                sources = tuple(Sourced(mentions.Mention("code", line, None, None, 1.0), turn.index, "tool")
                                for line in code)
                description = report_of(turn)
                return Candidate(turn.index, _clip(description), _clip(_prose(turn.assistant)), sources, True,
                                 _prose(_readable(turn.assistant)), cleared_by[turn.index], decisive=True)
    return None


def failing_spec(sentence: str, turns: Sequence[Turn], cleared_by: dict[int, frozenset[str]],
                 found: Plan) -> Plan | None:
    """A spec file named with its example's words, failing now ("subscription_spec の renews
    on the last day of the month が落ちてる"), after the agent's edits: the edit that changed the
    code its words describe, ahead of ``found``'s candidates."""
    specs = list(dict.fromkeys(m.group(0) for m in _SPEC_FILE.finditer(sentence)))
    # (or an example written out by its full name, RSpec's "SlotFinder#available_slots does not
    # return a slot that ends after closing time")
    specs = specs or list(dict.fromkeys(m.group(0).strip() for m in _EXAMPLE.finditer(sentence)))
    said = _readable(sentence)
    # (or the one example title quoted whole in a sentence that says a run failed: 「CI で `exits with 2 on a broken
    # config` が落ちてる」)
    # (or quoted: 「npm test で全部回したら「accepts numbers without hyphens」が赤い」)
    failed = vocab.first(said, "run_failed") is not None
    titles = failed_titles(sentence) if failed else []
    specs = specs or (titles if len(titles) == 1 else [])
    test = titled_example(sentence, specs)
    edit = _regressed(test, turns, cleared_by, keywords(said) | vocab.code_words_of(said)) if len(specs) == 1 and (
        failed or vocab.first(said, "defect")) else None
    if edit is None:
        return None
    return Plan(found.phrase, (), (edit,) + found.candidates, found.deferred,
                f"`{test}` fails now and no turn showed it failing: the agent's edit in turn {edit.turn} "
                "changed the code its words describe", found.excluded)


def _aside_names(words: set[str], turns: Sequence[Turn]) -> bool:
    """A paragraph a reply set aside ("另外 … 我没改：`cancel()` 第 50 行") quotes a function whose
    name is one of ``words`` (test_cancel_three_days_ahead_allowed: `cancel`)."""
    for turn in turns:
        reply = _readable(turn.assistant)
        starts, at = aside_paragraph(reply)
        if at is not None and any(m.kind == "symbol" and m.value.lower() in words for m in mentions.find(reply[starts[at]:])):
            return True
    return False


_SAID_WORD = re.compile(r"[a-z]{4,}")


def focused_on_named_test(sentence: str, sources: Sequence[Sourced], is_test_file: Callable[[str], bool]
                          ) -> list[Sourced]:
    """"let's get friday after cutoff green": the sentence names, by two or more words of its
    name, a test the turn shows failing (`friday after cutoff rolls to monday`). What led to that
    test (its name, the frames in test files) keeps its weight; the rest of the turn (the feature
    the turn was for) counts a third. ``sources`` unchanged when no test is so named."""
    # (by words of prose: a test written by its name, `test_free_shipping_applies`, is found by name)
    said = set(_SAID_WORD.findall(without_identifiers(sentence).lower())) - _TEST_WORDS
    named = {s.mention.value for s in sources if s.mention.kind == "test"
             and len(shared := _test_words(s.mention.value) & said) >= 2
             and len(shared) * 5 >= 2 * len(_test_words(s.mention.value))}
    if len(named) != 1:
        return list(sources)

    def about_test(s: Sourced) -> bool:
        m = s.mention
        return m.value in named or (m.kind in ("location", "path") and m.line is not None and is_test_file(m.value))

    return [s if about_test(s) else replace(s, mention=replace(s.mention, weight=s.mention.weight / 3))
            for s in sources]


def vote_tested_file(project: Project, found: list[places.Candidate], test: str) -> None:
    """A test that fails since the agent's edit tests the file its own file is named after
    (`test_load_is_idempotent` in tests/test_load.py tests load.py): of the places found (those
    the edit touched), the ones in that one file get the lead's vote, when some place is elsewhere."""
    name = re.sub(r"\[.*\]$", "", test).rsplit("::", 1)[-1].rsplit(".", 1)[-1]  # (not `test_x[1.5]`'s parameters)
    if len(name) < 4 or len(found) < 2:
        return
    tests = [f for f in project.source_files() if vocab.rules_for(f).is_test_file(f)]
    files = {h.path for h in project.grep(re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])"), tests, limit=5,
                                         literals=(name,))}
    if len(files) != 1:
        return
    tester = next(iter(files))
    subject = subject_of(tester)
    holders = [c for c in found if Path(c.path).name == subject and c.path != tester]
    if not holders or len(holders) == len(found) or len({c.path for c in holders}) != 1:
        return  # (none, all, or two files of that name: `a/load.py` and `b/load.py` tell nothing)
    lead = max(c.weight for c in found)
    for c in holders:
        c.votes.append(places.Vote(lead, f"the failing test `{name}` is in {tester}, which tests {subject}", None,
                                   c.votes[0].turn if c.votes else None))
    found.sort(key=lambda c: -c.weight)


def tests_named(sources: Sequence[Sourced]) -> str:
    """The one test the sentence's own mentions name, or ""."""
    named = {s.mention.value for s in sources if s.turn is None and s.mention.kind == "test"}
    return next(iter(named)) if len(named) == 1 else ""


def tested_code(project: Project, found: list[places.Candidate], test: str, by_edit: bool,
                changes: Sequence[tuple[int, str, str, str]], recorded_cwd: str | None) -> list[places.Candidate]:
    """The places of a failing test's code under test: those in the file the test is named after
    when an edit broke it (``by_edit``), else the use of a name the edits redefined, or the function
    an edit added that the located one calls."""
    if by_edit:
        vote_tested_file(project, found, test)
        if found and found[0].symbol and re.search(rf"(?<![A-Za-z0-9_]){re.escape(found[0].symbol)}(?![A-Za-z0-9_])", test):
            # (the test names the function it runs, `prune_local keeps …`, and the edit moved that function's
            # work into a new one it calls, `should_prune`: the new function is the suspect)
            return callees.added_callee(project, found, changes, recorded_cwd)
        return found
    return callees.added_callee(project, redefined.tested_code_uses(project, found, test, changes, recorded_cwd), changes, recorded_cwd)


def diagnosis(via: Candidate | None) -> frozenset[str]:
    """The names a reply gives as the cause of a failing run, on a line that reports the run and
    says what caused it (「トライアルの2件が落ちています。どちらもさっきの `onTrial()` の向きの問題そのものです」): a
    diagnosis, which outweighs what the failing tests call on the way to it (`Features::enabled`).
    Not the names of the reply's other lines, such as those of the edit it reports."""
    if via is None:
        return frozenset()
    return frozenset(m.value for line in via.prose.split("\n") if vocab.first(line, "run_failed")
                     and vocab.first(line, "failure_cause") for m in mentions.find(line) if m.kind == "symbol")
