"""Grounding behaviours found on the hundred-and-eleventh development set (bench/ground_cases_dev111, the everyday
middle in any stack), measured untouched at 6ea8e23c (20 of 30), then developed on in the sixty-fourth round."""

from __future__ import annotations

from honing.grounding import mentions, vocab
from honing.grounding.items import _numbers_taken
from honing.grounding.prose import keywords
from honing.grounding.rewritten import changed_on_the_way

from .test_grounding_dev45 import located, unresolved


def test_a_fix_that_belongs_in_another_repository() -> None:
    """"The fix belongs in platform-infra (`modules/service/eu.tf`) … Nothing in quotes-svc needs to change for this"
    (a07) and 「このリポジトリには k8s のマニフェストも Helm chart も入っていないので、インフラ側のリポジトリ…で変更が必要です」
    (b08): "just fix it" has no place in this project."""
    assert vocab.first("The fix belongs in platform-infra (`modules/service/eu.tf`): `port = 8080`.", "fix_outside")
    assert vocab.first("Nothing in quotes-svc needs to change for this.", "fix_outside")
    assert vocab.first("このリポジトリには k8s のマニフェストも Helm chart も入っていないので", "fix_outside")
    # (a fix in this repository's own code is not outside it)
    assert vocab.first("The fix belongs in `parse_header`, not in the caller.", "fix_outside") is None
    assert vocab.first("このリポジトリにはテストが入っていないので、追加しました", "fix_outside") is None
    assert unresolved("ground_cases_dev111", "a07")
    assert unresolved("ground_cases_dev111", "b08")


def test_a_test_name_glued_to_japanese() -> None:
    """「CIでTestDoGivesUpAfterMaxAttempts落ちてるんだけど」 names a Go test though no space parts it from the kana;
    the agent's edit of `retry.Do` (`attempt := 0`) is the place (b02)."""
    found = mentions.find("CIでTestDoGivesUpAfterMaxAttempts落ちてるんだけど。なおして")
    assert [(m.kind, m.value) for m in found] == [("test", "TestDoGivesUpAfterMaxAttempts")]
    assert located("ground_cases_dev111", "b02")


def test_an_xunit_test_name_with_underscores() -> None:
    """「GetPrice_AppliesMemberDiscount 挂了」: a .NET test named Method_Scenario fails since the agent's cache key left
    out the tier (c09); a short name with an underscore is not a test."""
    assert [(m.kind, m.value) for m in mentions.find("GetPrice_AppliesMemberDiscount 挂了 gold拿到的是原价")] == [
        ("test", "GetPrice_AppliesMemberDiscount")]
    assert not any(m.kind == "test" for m in mentions.find("Order_Status is wrong"))
    assert located("ground_cases_dev111", "c09")


def test_a_clause_that_takes_an_item_by_number_says_how_with_its_names() -> None:
    """「3だけ先に直して、stateやめるやつで」 takes item 3 (the fix's way: drop the `total` state), not item 2 that quotes
    `state`; 「残ってるやつもやっといて」 is then item 2, the mutating setQty (b03). 「他の変更は不要です」 after an edit is no
    finding of nothing to fix."""
    assert _numbers_taken("3だけ先に直して、stateやめるやつで") == {3}
    assert vocab.first("参照しているのは `shippingFee()` だけなので他の変更は不要です。", "nothing_to_fix") is None
    assert vocab.first("コード側の変更は不要です。", "nothing_to_fix") is not None
    assert located("ground_cases_dev111", "b03")


def test_a_noun_with_a_suffix_of_count() -> None:
    """「さっきの世代数のやつ、やっぱお願い」 names the report 「7世代残してるはずなのに…6個しかない」 by 世代 (b07)."""
    assert {"世代数", "世代"} <= keywords("さっきの世代数のやつ、やっぱお願い")
    assert "数" not in keywords("数が合わない")
    assert located("ground_cases_dev111", "b07")


def test_a_restructuring_that_kept_both_sides_of_a_comparison() -> None:
    """`if (local.Hour >= 22 || local.Hour < 7)` pulled into `IsQuietHour(int hour) => hour > 22 || hour < 7` changed
    what the code does: the side is the same by its last name (b10)."""
    written = ["if (IsQuietHour(local.Hour))", "private static bool IsQuietHour(int hour) => hour > 22 || hour < 7;"]
    assert changed_on_the_way(written, ["if (local.Hour >= 22 || local.Hour < 7)"]) == [written[1]]
    assert changed_on_the_way(["private static bool IsQuietHour(int hour) => hour >= 22 || hour < 7;"],
                              ["if (local.Hour >= 22 || local.Hour < 7)"]) == []
    assert located("ground_cases_dev111", "b10")


def test_casual_spellings() -> None:
    """"since ur debounce change typing fast loses the last letters": "ur" is "your" (a09)."""
    assert vocab.first("since ur debounce change typing fast loses the last letters", "change_named") is not None
    assert vocab.first("since your debounce change typing fast loses the last letters", "change_named") is not None
    assert vocab.first("since our debounce change nothing works", "change_named") is None
    assert located("ground_cases_dev111", "a09")


def test_the_new_readings_stay_narrow() -> None:
    """A review of this round's rules: a file of this repository is no other repository, a stem that is a defect word
    names nothing, a PEAR class is no test, and a test name glued to kana is still one."""
    assert vocab.first("The bug is in `lexer.go`; nothing in `parser.go` needs to change for this.", "fix_outside") is None
    assert vocab.first("The fix belongs in platform-specific code: `src/os/linux.rs`", "fix_outside") is None
    assert vocab.first("The fix belongs in `platform.go`, which reads the env", "fix_outside") is None
    assert "失敗" not in keywords("失敗率が上がってる")
    assert not any(m.kind == "test" for m in mentions.find("Zend_Controller_Action is old"))
    assert [(m.kind, m.value) for m in mentions.find("GetPrice_AppliesMemberDiscountが落ちてる")] == [
        ("test", "GetPrice_AppliesMemberDiscount")]
    assert not any(m.kind == "test" for m in mentions.find("A" + "a" * 5_000 + "_B"))
