"""Grounding behaviours found on the hundred-and-first development set (bench/ground_cases_dev101, the everyday middle
in any stack), measured untouched at 0b8ef29c in the sixtieth round and developed on in the same round."""

from __future__ import annotations

import tomllib

from honing.grounding import resolve, shapes, vocab
from honing.grounding.failing import _SUITE
from honing.grounding.items import named_by_part, numbered_items
from honing.grounding.named import change_words
from honing.grounding.prose import _ends_clearing, keywords
from honing.grounding.rewritten import changed_on_the_way
from honing.sessions import read_session

from .test_grounding_dev45 import BENCH, located, unresolved


def test_a_chinese_noun_the_segmenter_splits_before_na_ge_is_a_keyword() -> None:
    """「行 时区那个你改了吧」: jieba cuts 时区那个 into 时/区/那个; 时区 is still the word the sentence names its topic
    by (dev101 c01)."""
    assert "时区" in keywords("行 时区那个你改了吧")
    assert "时区" in keywords("行 那个时区的也改了吧")
    assert keywords("那个bug帮我修一下") == set()


def test_a_reply_that_proposes_a_fix_after_a_clearing_remark_does_not_end_clearing() -> None:
    """「…8 点以后的都正常，和前台说的完全对得上。」 then 「修法是按项目时区…取当天 0 点…要我改吗？」: the reply reports the
    defect and proposes its fix; the remark on what works is no verdict on the whole (dev101 c01)."""
    reply = ("找到原因了，在 `booking/timeutils.py:12` 的 `day_bounds()`：\n\n7:00、7:30 的号落在前一天的区间里，就跑到前一天的"
             "列表去了；8 点以后的都正常，和前台说的完全对得上。\n\n修法是按项目时区取当天 0 点，再补一个 7 点预约的测试。要我改吗？")
    assert not _ends_clearing(reply)
    assert _ends_clearing("看了一下 coupon 这块。所以 coupon 这块看起来没问题。")
    assert located("ground_cases_dev101", "c01")


def test_since_the_scope_cleanup_blames_the_edit_that_worked_on_the_scope() -> None:
    """「さっきの scope 整理したあたりから、トライアル中の人にも請求メール飛んでる」 blames the edit made for 「Subscription
    の scope…2回書いてるのが気持ち悪い」 (dev101 b06)."""
    said = "さっきの scope 整理したあたりから、トライアル中の人にも請求メール飛んでるっぽいんだけど"
    assert vocab.first(said, "broke") is not None
    assert change_words(said) == {"scope"}
    assert located("ground_cases_dev101", "b06")


_LETTERED = ("症状が2種類あって、原因も別々に2つあります。\n\n"
             "**A. 検索結果が一個前のワードのまま（`src/hooks/useTasks.ts:13`）**\n前のリクエストを捨てていません。\n\n"
             "**B. チェックを入れても変わらない（`src/components/TaskBoard.tsx:15`）**\n依存配列が `[tasks]` だけです。\n\n"
             "どちらから直しますか？")


def test_a_letter_that_opens_a_clause_takes_up_its_item() -> None:
    """「Bは自分で直した、deps足すだけだったので。」 takes up item B; 「もう一個のほうもお願い」 is A, past a later list that
    answered a side question and that nobody took up (dev101 b03)."""
    spans = numbered_items(_LETTERED)
    assert len(spans) == 2
    assert named_by_part("Bは自分で直した、deps足すだけだったので。", _LETTERED, spans) == {2}
    assert named_by_part("B is done", _LETTERED, spans) == {2}
    assert named_by_part("Bプランで", _LETTERED, spans) == set()
    assert located("ground_cases_dev101", "b03")


def test_fixed_it_myself_then_asking_for_a_check_takes_the_item_up() -> None:
    """「筛选那个我自己顺手改了，你看下我改的有没有问题」 says the filter item is done (the check asked after it reports no
    failure); 「另一个你来改吧」 is the undo item (dev101 c07)."""
    assert vocab.first("筛选那个我自己顺手改了，你看下我改的有没有问题", "done_mark") is not None
    assert vocab.first("我自己改了，还是不行", "done_mark") is None
    assert located("ground_cases_dev101", "c07")


def test_the_test_environment_is_no_test() -> None:
    """「测试环境150的单子…也提示不满足」 speaks of the test environment, not of a test: of the agent's edit, the code's
    check is the place, not the tests written beside it (dev101 c06)."""
    assert located("ground_cases_dev101", "c06")


def test_a_suite_run_that_passed_after_the_test_was_written_shows_it_passing() -> None:
    """`go test ./...` printed "ok … internal/backup" after TestPruneKeepsNewest was written: the edit since, the
    refactor that moved both sorts into order.go, broke it, not the edit that wrote Prune (dev101 c02). Of that
    refactor, the line written in place of a `.After(…)` comparison that no written line keeps."""
    case = next((BENCH / "ground_cases_dev101").glob("c02*"))
    meta = tomllib.loads((case / "case.toml").read_text(encoding="utf-8"))
    session = read_session(str(case / meta["transcript"]))
    plan = resolve.plan(meta["sentence"], session.turns[-meta["turns"]:])
    assert plan.candidates and plan.candidates[0].turn == 3
    written = ["sort.SliceStable(bs, func(i, j int) bool { return bs[i].Time.Before(bs[j].Time) })", "sortNewestFirst(sorted)"]
    removed = ["sort.Slice(out, func(i, j int) bool { return out[i].Time.Before(out[j].Time) })",
               "sort.Slice(sorted, func(i, j int) bool { return sorted[i].Time.After(sorted[j].Time) })"]
    assert changed_on_the_way(written, removed) == [written[0]]
    assert changed_on_the_way(written, removed[:1]) == []


def test_a_fix_on_the_host_or_in_another_service_settles_the_report_outside() -> None:
    """"The fix is on the host: … No code change here would help." (dev101 a03); 「该改的是 order-service 的序列化（…不在
    这个工作区里）…那边改完，前端不需要任何改动」 (dev101 c09)."""
    assert vocab.first("No code change here would help.", "nothing_to_fix") is not None
    assert vocab.first("那边改完，前端不需要任何改动。", "nothing_to_fix") is not None
    assert vocab.first("No code change was needed in the tests, they pass.", "nothing_to_fix") is None
    assert unresolved("ground_cases_dev101", "a03")
    assert unresolved("ground_cases_dev101", "c09")


def test_yes_after_an_offer_of_either_of_two_changes_picks_none() -> None:
    """"Two other things I noticed … - `ItemFormatter` (line 12) … - `QuantityParser.parse` returns `0.0` … (line 14) …
    Want me to change either?", then "yeah fix that": which of the two is not said (dev101 a05)."""
    assert vocab.first("Both might be on purpose. Want me to change either?", "open_choice") is not None
    assert unresolved("ground_cases_dev101", "a05")


def test_a_run_filtered_to_some_tests_shows_no_other_test_passing() -> None:
    """`npx vitest run test/damage.test.ts -t armor` ran the armor tests only: 'damage system ignores dead entities'
    was not shown passing, so the edit that wrote beside it stays the suspect (dev56 b09)."""
    assert _SUITE.search('{"command": ["bash", "-lc", "go test ./..."]}')
    assert not _SUITE.search("npx vitest run test/damage.test.ts -t armor")
    assert not _SUITE.search("go test -run TestPruneKeepsNewest ./...")
    assert located("ground_cases_dev56", "b09")


def test_the_review_findings_of_the_sixtieth_round() -> None:
    """A module run with `python -m pytest` is a whole suite, a node id is not; seconds beside `now` in a line that says
    `items` still compare with milliseconds; 「さっきのscope周りの整理」 names `scope`; "did your hook thing?" blames the
    hook; a refactor's lines are compared 60 at most on each side; the noun before 那个 is looked for in a sentence, not
    in a reply of many kilobytes."""
    assert _SUITE.search('{"command": "python -m pytest -q"}')
    assert not _SUITE.search("pytest tests/test_cart.py::test_total")
    shape = next(code for symptom, code, *_ in shapes._shapes() if symptom == "too_soon")
    assert shape.search("stale = [u for u in items if now - u.last_seen > TIMEOUT_SECONDS]")
    assert not shape.search("if (now - lastSeenMs > timeoutSec * 1000) {")
    assert change_words("さっきのscope周りの整理したあたりから壊れた") == {"scope"}
    assert vocab.first("the totals are off. did your hook thing?", "broke") is not None
    written = [f"const v{i} = compute(a{i}, b{i}) + {i};" for i in range(1000)]
    removed = [f"const v{i} = compute(a{i}, b{i}) - {i};" for i in range(1000)]
    assert len(changed_on_the_way(written, removed)) == 60
    assert "时区" in keywords("时区那个改一下") and "时区" not in keywords("时区那个改一下。" + "好" * 3000)
