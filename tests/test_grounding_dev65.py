"""Grounding behaviours found on the sixty-fifth development set (bench/ground_cases_dev65: integrations between
systems — third-party APIs, OAuth, webhooks, pagination and rate limits, contract drift, partner files)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import ambiguity, vocab

from .test_grounding_dev45 import _bench_case

DEV65 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev65"


def _located(case: str) -> bool:
    result, expect = _bench_case(DEV65, case)
    ref = result.references[0]
    if not expect.get("resolved"):
        return not ref.resolved
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


def test_a_fix_made_before_a_report_settled_outside_the_project_stays_done() -> None:
    """Turn 1 fixes the webhook's 400 in `src/server.js`; the 401 on every push is a token reissued in the console,
    which goes into Secret Manager in the infra repository (「直すのはこのリポジトリではなく、…コードの変更は要りません」);
    「じゃあそれ直しといて」 names no line of this project, not the fixed `express.json()` line (dev65 b08: a guess before)."""
    assert _located("b08")


@pytest.mark.parametrize(("text", "undecided"), [
    ("两种都能解决，看你们更想依赖部署配置还是环境变量。", True),
    ("有两种改法，效果一样：", True),
    ("两种都试过了，第二种能解决。", False),
])
def test_two_equivalent_fixes_in_chinese(text: str, undecided: bool) -> None:
    assert (vocab.first(text, "undecided") is not None) is undecided


def test_approving_one_of_two_equivalent_fixes_without_choosing() -> None:
    """方案一 (`trust proxy` in `src/app.js`) or 方案二 (`publicBaseUrl` in the signature middleware), 「你倾向哪个？」,
    asked again after a second proxy layer (「两种都能解决…」); 「行，就按你说的那样改吧」 chooses neither (dev65 c07: a
    guess before)."""
    assert _located("c07")


@pytest.mark.parametrize(("sentence", "picks"), [
    ("do the 'flagged with D instead of omitted' bit", True),
    ("do the semicolon one", True),
    ("do the rest", False),
])
def test_a_sentence_that_picks_one_numbered_part_of_a_report(sentence: str, picks: bool) -> None:
    report = ('"(1) all dates are ISO 8601 (YYYY-MM-DD); (2) the field separator becomes a semicolon; (3) discontinued '
              'articles are now flagged with status code D instead of being omitted from the file."')
    assert ambiguity._picks_one(sentence, report) is picks


def test_the_partners_wording_for_one_change_of_three() -> None:
    """The partner's email lists three changes; the agent handles (1) and (2) and asks what D should mean for (3);
    "do the 'flagged with D instead of omitted' bit from their email" is (3), `parse_row`'s `available` line
    (dev65 a08)."""
    assert _located("a08")


def test_an_item_called_by_hash_number_past_a_newer_list() -> None:
    """"#1 is fixed … #2 and #3 are still open", 「I'll do #3 in my branch」, three more turns, the last a list of
    questions to ask billing; "ok do #2 now" is #2 of the first list, not question 2 (dev65 a05)."""
    assert _located("a05")


def test_the_other_item_when_both_first_lines_say_the_word_taken() -> None:
    """「1. **日期格式**（第 31 行）…」 and 「2. **新增的 channel 列**（第 10 行）… 日期修好后…」; 「日期那个我自己来」 takes item 1
    by its bold title, so 「ok，另外那个你来改吧」 is item 2, the `FIELDS` list (dev65 c06)."""
    assert _located("c06")


def test_a_word_two_parts_of_the_report_say_picks_neither() -> None:
    report = "(1) the export file has no header; (2) the import file drops the last row"
    assert not ambiguity._picks_one("fix the file one", report)
    assert ambiguity._picks_one("fix the header one", report)
