"""Grounding behaviours found on the sixty-sixth development set (bench/ground_cases_dev66: mobile apps — iOS,
Android, Flutter and React Native: lifecycle, sync, push, permissions, deep links, purchases, store review)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import vocab

from .test_grounding_dev45 import _bench_case

DEV66 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev66"


def _unresolved(case: str) -> bool:
    result, expect = _bench_case(DEV66, case)
    return not expect.get("resolved") and not result.references[0].resolved


@pytest.mark.parametrize(("text", "outside"), [
    ("But no, there's nothing on our side that makes the request come back empty.", True),
    ("Nothing in this repository changes that.", True),
    ("这个仓库里能改的都没问题：我搜了一遍", True),
    ("修复要在 notify-gateway 的部署配置上做（去掉或改正 `APNS_HOST`）", True),
    ("There's nothing on our side but the retry loop in `client.ts`.", False),
    ("修复要在 `PushTokenUploader.swift` 里做", False),
])
def test_a_fix_that_lies_outside_the_app(text: str, outside: bool) -> None:
    assert (vocab.first(text, "nothing_to_fix") is not None) is outside


@pytest.mark.parametrize("case", ["a02", "c05"])
def test_a_fix_in_a_store_console_or_a_backend_config_is_left_unresolved(case: str) -> None:
    """a02: the subscriptions were never attached to the version in App Store Connect ("Nothing in this repository
    changes that"), then "ok, fix the plans not loading thing and then we resubmit"; c05: production tokens sent to
    the sandbox APNs host by the backend's deployment config (「这个仓库里能改的都没问题…修复要在 notify-gateway 的部署配置上
    做」), then 「你先把推送那个修了吧」 (dev66 a02, c05: guesses before)."""
    assert _unresolved(case)


@pytest.mark.parametrize(("text", "undecided"), [
    ("Which fix applies depends on whether edge-to-edge is actually active on that phone.", True),
    ("With that I can pick the right fix.", True),
    ("Which one applies is clear: A.", False),
])
def test_a_reply_that_needs_a_fact_to_choose_between_two_fixes(text: str, undecided: bool) -> None:
    assert (vocab.first(text, "undecided") is not None) is undecided


def test_two_causes_with_opposite_fixes_and_a_sentence_that_gives_no_fact() -> None:
    """adjustPan in the manifest or edge-to-edge under `KeyboardAvoidingView`: "Doing both makes it worse … Which one
    applies depends on … With that I can pick the right fix."; "QA says the A10 still hides the reply box. fix it"
    gives neither fact (dev66 a09: a guess before)."""
    assert _unresolved("a09")


def _located(case: str) -> bool:
    result, expect = _bench_case(DEV66, case)
    ref = result.references[0]
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


@pytest.mark.parametrize(("text", "missed"), [
    ("still no permission popup at all. your fix didn't do it", True),
    ("the change did not do it either", True),
    ("I didn't do it yet", False),
])
def test_a_fix_that_did_not_do_it(text: str, missed: bool) -> None:
    assert (vocab.first(text, "missed") is not None) is missed


def test_a_finding_of_an_older_list_past_steps_answering_a_how_to_question() -> None:
    """"The grep found two more hard-coded colours that will look wrong in dark mode: 1. … 2. `AmountField` fills with
    `Colors.grey.shade200` …"; the user leaves the chips and asks how to check dark mode on an SE (steps that say "dark
    mode" too); "on Add expense the big number box is a glaring light grey slab … fix that" is item 2 (dev66 a08)."""
    assert _located("a08")


def test_an_item_called_the_way_the_reply_called_it() -> None:
    """「第 1 条是明显的 bug，我先改掉。第 2 条…先没动」, three side questions (the last answered with numbered steps), then
    「第2条也改吧，设计那边说白卡片不是故意的」: item 2 of the findings, `.background(Color.white)` (dev66 c02)."""
    assert _located("c02")


@pytest.mark.parametrize(("text", "category", "matches"), [
    ("PlatformException の方は後ででいいや。", "postpone", True),
    ("PlatformExceptionのやつ、やっぱ今日のに入れたい。やって", "resume", True),
    ("やっぱ直ってないよ", "resume", False),
])
def test_put_off_for_later_and_taken_up_after_all(text: str, category: str, matches: bool) -> None:
    assert (vocab.first(text, category) is not None) is matches


def test_a_bug_put_off_and_taken_up_by_its_exception_name() -> None:
    """The agent explains `PlatformException(storekit_duplicate_product_object)` by `completePurchase`'s condition and
    offers to fix it separately; 「PlatformException の方は後ででいいや」, four other turns, then 「PlatformExceptionのやつ、
    やっぱ今日のに入れたい。やって」 (dev66 b10)."""
    assert _located("b10")


@pytest.mark.parametrize(("sentence", "number"), [
    ("I like the first one", 1), ("ok, I like the second one better", 2), ("fix the fifth one", 5),
    ("same problem in the first one", None), ("timed out on the fifth one", None),
])
def test_ordinals_after_review(sentence: str, number: int | None) -> None:
    from honing.grounding import items

    assert items.ordinal(sentence) == number


@pytest.mark.parametrize(("text", "category", "matches"), [
    ("Separately, the config loader swallows errors.", "left_alone", True),
    ("While I was digging into the crash, I found the cause: `retry()` line 12.", "left_alone", False),
    ("只能在这个仓库里改", "nothing_to_fix", False),
    ("这个仓库里没有这个配置，我加到了 config.yaml 里", "nothing_to_fix", False),
    ("There's nothing on our side that handles retries, so I added one in `client.ts`.", "nothing_to_fix", False),
    ("there's nothing on our side, except the timeout in `client.ts`", "nothing_to_fix", False),
    ("Nothing in the code changes it after startup, so the bug is in `init()`.", "nothing_to_fix", False),
    ("やっぱり同じエラーが出るので直して", "resume", False),
    ("之前说的修改那个不要了", "resume", False),
    ("undo that change in the test", "broke", False),
])
def test_entries_narrowed_after_review(text: str, category: str, matches: bool) -> None:
    assert (vocab.first(text, category) is not None) is matches


def test_a_reply_that_chooses_while_granting_both_causes() -> None:
    """"Both could be the cause here, but I would change …" chooses; "With that I can pick the right fix." does not."""
    from honing.grounding import ambiguity

    assert not ambiguity._within_undecided("Both could be the cause here, but I'd change `worker.py` to take a row lock.")
    assert ambiguity._within_undecided("With that I can pick the right fix.")


DEV67 = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev67"


@pytest.mark.parametrize("case", ["a05", "b07"])
def test_dev67_guesses_left_unresolved(case: str) -> None:
    """dev67 a05: two changes, each alone could explain the slow rollup, "I can't tell from the repo which one";
    "ugh ok, just fix the slow part" ("part" is no word of either cause, though "partitions" starts with it). b07: a
    Cloudflare cache rule, 「なので、このリポジトリの変更では直せません」; 「山田さん今日休みらしい。それ直しといてくれる？」."""
    result, expect = _bench_case(DEV67, case)
    assert not expect.get("resolved") and not result.references[0].resolved


def test_a_change_of_this_repository_cannot_fix_it_in_japanese() -> None:
    assert vocab.first("なので、このリポジトリの変更では直せません。", "nothing_to_fix") is not None
    assert vocab.first("このリポジトリの変更で直せます。", "nothing_to_fix") is None


def test_an_offer_declined_and_taken_up_actually() -> None:
    """"The same flat "Invalid request" also comes back for malformed JSON … from `handleUnreadable` (line 30). I could
    make that one say which field failed to parse too. Want me to?", "no, not now … leave it", three other turns, then
    "ok actually do the malformed json one you offered, just no jackson class names in it" (dev67 a08)."""
    assert vocab.first("ok actually do the malformed json one you offered", "resume") is not None
    assert vocab.first("The same flat message also comes back for malformed JSON.", "left_alone") is not None
    result, expect = _bench_case(DEV67, "a08")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line  # type: ignore[operator]
