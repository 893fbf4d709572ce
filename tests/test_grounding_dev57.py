"""Grounding behaviours found on the fifty-seventh development set (bench/ground_cases_dev57: course
work of students, teachers and TAs — linked lists, hash maps, interpreters, shells, grading
scripts, competitive programming in C, C++, Java, Python, OCaml, Haskell, Racket and JavaScript)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from honing.grounding import asides, mentions, vocab
from honing.sessions import read_session

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV57 = BENCH / "ground_cases_dev57"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV57, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


@pytest.mark.parametrize(("path", "line", "name"), [
    ("hw4.rkt", "(define (list-index pred lst)\n", "list-index"),
    ("a06q2.rkt", "(define (bst-member? k t)\n", "bst-member?"),
    ("lib/util.scm", "(define square\n", "square"),
    ("init.el", "(defun my-save-hook ()\n", "my-save-hook"),
])
def test_racket_scheme_and_lisp_definitions_are_read(path: str, line: str, name: str) -> None:
    rules = vocab.rules_for(path)
    assert rules.name == "lisp"
    assert rules.definition_patterns(name).search(line)
    assert path.lower().endswith(tuple(vocab.table()["tools"]["source_extensions"]))


def test_a_lisp_call_in_backticks_names_its_function() -> None:
    """"`(list-index even? '(1 3 5))` returns -1" names `list-index`; an arithmetic expression in
    parentheses names nothing."""
    assert [(m.kind, m.value) for m in mentions.find("now `(list-index even? '(1 3 5))` returns -1")] == [
        ("symbol", "list-index")]
    assert not any(m.kind == "symbol" for m in mentions.find("use `(x + y)` here"))


def test_a_correction_of_the_first_fix_in_a_racket_homework() -> None:
    """「不对啊，spec 里写的是找不到要返回 #f 不是 -1，你第一次改的那个」: the `list-index` the agent rewrote in
    turn 1, found once .rkt files are source and their hyphenated names are read (dev57 c10)."""
    _within("c10")


def test_two_causes_that_both_explain_what_the_student_saw_stay_unresolved() -> None:
    """「两个都能解释学生说的 Oct 12 (Sun)…知道了我就知道先改哪个」, then 「他说看到的就是 Sunday。你改一下吧」:
    Sunday is what both causes show, and 就是 names nothing, so neither is picked (dev57 c04)."""
    from honing.grounding.prose import keywords

    assert "就是" not in keywords("学生回我了，他说看到的就是 Sunday。你改一下吧")
    assert vocab.first("两个都能解释学生说的 Oct 12 (Sun)。", "undecided")
    assert vocab.first("知道了我就知道先改哪个。", "undecided")
    result, _ = _bench_case(DEV57, "c04")
    assert not result.references[0].resolved and result.references[0].path is None


def test_a_limit_set_in_a_web_ui_and_not_in_the_repository() -> None:
    """"It isn't set anywhere in this repo … Nothing in the zip controls it": the agent found nothing
    in the project to change (dev57 a07's turn 4)."""
    for said in ("It isn't set anywhere in this repo. What the repo has:", "Nothing in the zip controls it."):
        assert vocab.first(said, "nothing_to_fix"), said
    assert not vocab.first("The timeout isn't set anywhere else, only in run_student.py", "nothing_to_fix")


def test_an_item_the_user_kept_and_gave_up_on_is_taken_up_by_its_number() -> None:
    """"I want to try 2 myself first", then "ok I gave up on number 2, can you just do it": item 2 of
    the agent's list, the tail pointer in `list_remove_at`, at the line its quote moved to (dev57 a01)."""
    from honing.grounding import items

    assert items._numbers_taken("ok I gave up on number 2, can you just do it") == {2}
    assert items._numbers_taken("I gave up on 3 minutes of waiting") == set()
    _within("a01")


def test_a_symptom_in_the_words_of_an_aside_the_fixing_turn_left_alone() -> None:
    """Turn 2 fixes the late penalty and sets aside "Chen (104) and Singh (102) both come out as
    100.00 … `score = min(score, points_possible)` (line 60) … I left it alone"; after two side
    questions, "the kids who got the bonus question all show 100 in canvas instead of 102/104. fix"
    reports that aside, not the fix just made (dev57 a02)."""
    _within("a02")


def test_an_aside_that_only_points_back_is_not_echoed_by_the_words_of_the_fix_above_it() -> None:
    """「BOM 那个我没动，等你说」 closes a reply whose list above it reports the new per-warehouse
    count; a pasted KeyError naming haoyun and sku shares words with that list, not with the aside,
    so the aside is not taken as reported again (dev13 c01: the BOM in `read_feed` stays the referent)."""
    folder = next((BENCH / "ground_cases_dev13").glob("c01-*"))
    case = tomllib.loads((folder / "case.toml").read_text("utf-8"))
    turns = read_session(str(folder / case["transcript"])).turns[-case["turns"]:]
    cleared = {t.index: frozenset[str]() for t in turns}
    assert asides.echoed_aside(case["sentence"], turns, set(), cleared) is None
    result, expect = _bench_case(BENCH / "ground_cases_dev13", "c01")
    assert result.references[0].path == expect["path"]


def test_the_other_one_after_the_user_fixed_the_item_whose_call_he_names() -> None:
    """「range 那个是我刚才手滑改的，我自己改回来了」 takes up item 2, which quotes
    `for v in range(2, n)`; 「另一个也改一下吧」 is then item 1, `INF = 10**9` (dev57 c06). A word
    another item's title or code names alone still decides ("the down() one", dev47 a06)."""
    from honing.grounding.remaining import _called

    assert _called("range", "(第 36 行 `for v in range(2, n)`)")
    assert not _called("range", "the `range` of dates") and not _called("range", "`x.range(1)`")
    _within("c06")
