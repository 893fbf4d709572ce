"""Grounding behaviours found on the hundred-and-seventh development set (bench/ground_cases_dev107, the everyday
middle in any stack), measured untouched at 1090d697 and again with the changes dev105 and dev106 informed (19 of 30
both times), then developed on in the sixty-second round."""

from __future__ import annotations

from honing.grounding import items, vocab
from honing.grounding.outside import fixed_outside
from honing.grounding.rewritten import _swapped
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved


def test_a_reviewers_comment_pasted_after_other_work_goes_to_the_paging_the_agent_wrote() -> None:
    """「mike's other comment: "page=1 returns the second page of results". can you fix」 after a turn that fixed an
    unrelated 500: Spring's `PageRequest.of(page, …)` handed a page counted from 1 (a07)."""
    assert vocab.first('"page=1 returns the second page of results"', "page_skip") is not None
    assert located("ground_cases_dev107", "a07")


def test_a_review_item_taken_back_by_its_bare_number() -> None:
    """「レビューの2、やっぱ対応しといて」 takes item 2 of the pasted review, which the reply turned down in a paragraph
    opening 「2 は今回は見送り」 that places it at `coupon.rb:17` (b04); 「2 呢？也一起改了吧」 takes item 2 too (c03)."""
    assert items._numbers_taken("レビューの2、やっぱ対応しといて") == {2}
    assert items._numbers_taken("2 呢？也一起改了吧") == {2}
    assert located("ground_cases_dev107", "b04")
    assert located("ground_cases_dev107", "c03")


def test_a_reply_that_cannot_change_it_from_this_repository() -> None:
    """"I can't change that from this repository. Someone with access to infra-k8s has to.", after "The fix is an
    annotation on that Ingress:": nothing here to place (a08, a guess before)."""
    reply = ("An nginx-branded 413 at ~1 MB is the default of the ingress in front of staging. The fix is an annotation "
             "on that Ingress:\n\nI can't change that from this repository.")
    assert fixed_outside(reply)
    assert not fixed_outside("The fix is in `nginx/dev.conf:4`: raise client_max_body_size.")
    assert unresolved("ground_cases_dev107", "a08")


def test_a_call_with_its_arguments_swapped_against_the_new_definition() -> None:
    """`ageDays(now, b.ModTime)` for `func ageDays(modTime, now time.Time) int`, both written by the refactor: wrong on
    its face, while `ageDays(b.ModTime, now)` beside it is right (a02)."""
    patch = ToolCall("edit", '{"path": "prune.go", "old_text": "x", "new_text": "func ageDays(modTime, now time.Time) int {"}',
                     "ok", ("prune.go",), False)
    turn = Turn(1, "refactor: pull the age calc out", "done", tools=(patch,))
    written = ["if ageDays(now, b.ModTime) < keepDays {", 'fmt.Printf("%d", ageDays(b.ModTime, now))']
    assert _swapped(turn, written) == ["if ageDays(now, b.ModTime) < keepDays {"]
    assert located("ground_cases_dev107", "a02")


def test_units_that_make_a_window_or_a_cache_expire_far_too_soon() -> None:
    """QA: "after 5 failed logins they can just try again like a second later??" for `windowMs = windowMinutes * 60`
    (a06); 「ログ見るとほぼ全部missなんだけど」 for `expiresAt: now() + ttl` with `now()` in milliseconds (b10)."""
    assert vocab.first("they can just try again like a second later??", "too_soon") is not None
    assert vocab.first("ログ見るとほぼ全部missなんだけど", "too_soon") is not None
    assert located("ground_cases_dev107", "a06")
    assert located("ground_cases_dev107", "b10")


def test_an_aside_put_off_and_taken_up_as_the_one_mentioned_at_the_start() -> None:
    """「ok 那你一开始顺带提的那个也改了吧」: the `>=` in `is_trial_expired` that turn 1's reply mentioned in passing and turn 2
    put off, not a later reply that says "the same" of something already right (c01)."""
    assert vocab.first("ok 那你一开始顺带提的那个也改了吧", "mentioned") is not None
    assert located("ground_cases_dev107", "c01")


def test_a_regression_after_splitting_or_after_the_first_change() -> None:
    """「拆完之后周报数字比以前多了一点」 blames the split of `build_report` (its `between` is inclusive, c07); 「你第一次改完以后
    最后一列是空的那种行会少一个字段」 blames the first edit (c10)."""
    assert vocab.first("拆完之后周报数字比以前多了一点", "broke") is not None
    assert vocab.first("你第一次改完以后 最后一列是空的那种行会少一个字段", "broke") is not None
    assert located("ground_cases_dev107", "c07")
    assert located("ground_cases_dev107", "c10")


def test_a_limit_kept_in_the_infrastructure_repository_leaves_the_request_unresolved() -> None:
    """「このリポジトリには nginx の設定も Dockerfile もありません…インフラ側のリポジトリで管理されているはずなので、そちらで 12m
    くらいに上げる必要があります」, then 「じゃあ413のやつ直しといて」: nothing here to change (dev108 b06, a guess untouched at
    747fbffe)."""
    assert vocab.first("このリポジトリには nginx の設定も Dockerfile もありません", "fix_outside") is not None
    assert vocab.first("インフラ側のリポジトリで管理されているはずなので", "fix_outside") is not None
    assert unresolved("ground_cases_dev108", "b06")
