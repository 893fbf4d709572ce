"""Grounding behaviours found on the hundred-and-fifth development set (bench/ground_cases_dev105, the everyday middle
in any stack), measured untouched at 2054f8f1 and 39715e49 and developed on, for two of its three guesses, at the end of
the sixty-first round, and for the rest of its misses in the sixty-second."""

from __future__ import annotations

from honing.grounding import mentions, vocab
from honing.grounding.prose import keywords
from honing.grounding.remaining import asks_remaining

from .test_grounding_dev45 import located, unresolved


def test_a_fix_that_is_a_secret_on_the_host_leaves_the_request_unresolved() -> None:
    """「このリポジトリには値は入っておらず（`src/config.ts` で環境変数から読むだけ）、直すのは Fly 側のシークレットです。」:
    "webhookのやつ直しといて" has nothing in the project to change (dev105 b08)."""
    assert vocab.first("このリポジトリには値は入っておらず、直すのは Fly 側のシークレットです。", "fix_outside") is not None
    assert vocab.first("直すのは `config.ts` の20行目です。", "fix_outside") is None
    assert unresolved("ground_cases_dev105", "b08")


def test_adding_logs_that_would_tell_two_causes_apart_chooses_neither() -> None:
    """「建议在 `refresh`/`loadMore` 里打一下 page 和 cache.size 的日志，让测试复现一次就能定位」 after two causes the reply
    cannot rank: 「日志没空加了 你直接把它修了吧」 still does not say which (dev105 c04)."""
    assert vocab.first("建议在 refresh/loadMore 里打一下 page 和 cache.size 的日志，让测试复现一次就能定位。", "asks_to_check") is not None
    assert vocab.first("建议把 refresh 里的 addAll 改成先清空再加。", "asks_to_check") is None
    assert unresolved("ground_cases_dev105", "c04")


def test_a_symptom_the_sentence_names_by_a_telling_word_finds_the_report_that_laid_out_two_causes() -> None:
    """「とりあえず届かない件、直しといて」 names turn 1's report (「一部の人だけ届かない」), whose reply could not tell its two
    causes apart (「どちらが今回の問い合わせに当たるかは、コードだけでは判断できません」), not turn 5's answer to "where is the
    retry count set?" that mentions an exception (dev105 b04, a guess before)."""
    assert "届かない" in keywords("とりあえず届かない件、直しといて")
    assert "とりあえず" not in keywords("とりあえず届かない件、直しといて")
    assert vocab.first("どちらが今回の問い合わせに当たるかは、コードだけでは判断できません。", "undecided") is not None
    assert vocab.first("どちらが速いかは、計測すると判断できます。", "undecided") is None
    assert unresolved("ground_cases_dev105", "b04")


def test_the_other_one_is_the_item_no_edit_took_up() -> None:
    """"ok now the other one" after a list of two findings in `deliver()` whose second the agent fixed: the first, the
    `setTimeout(…)` line the reply quotes whole (dev105 a05); an edit in deliver.js that only one item's code quotes
    takes that item up even though the other item calls `deliver(…)`."""
    assert asks_remaining("ok now the other one")
    long_call = "`setTimeout(() => deliver(hook, event, attempt + 1), config.retryBaseSeconds * 2 ** (attempt - 1))`"
    assert any(m.kind == "code" for m in mentions.find(f"The retry is {long_call}."))
    assert located("ground_cases_dev105", "a05")


def test_a_review_point_the_agent_pushed_back_on_is_taken_back() -> None:
    """"actually priya's right about the due today one, change it" after "On 2 I'd push back a bit: `isOverdue()`
    (app/Models/Invoice.php:31) … I left it (and the filter) as is": the declined place (dev105 a08); "you're right"
    agrees with the agent and overrules nothing."""
    assert vocab.first("actually priya's right about the due today one, change it", "overrules_agent") is not None
    assert vocab.first("you're right about that, change it", "overrules_agent") is None
    assert located("ground_cases_dev105", "a08")


def test_a_regression_blamed_on_an_earlier_change_is_not_the_test_written_after_it() -> None:
    """「remember にしてても1時間もしないでログアウトされるって。さっき入れたやつおかしくない？」: the remember change's
    `maxAge` in seconds, not the remember test added two turns later (dev105 b05); and 「是不是你之前改分页的时候搞出来的」
    blames the agent's pagination change (dev105 c02)."""
    assert vocab.first("前端说最后一页总是少一条。。是不是你之前改分页的时候搞出来的", "broke") is not None
    assert located("ground_cases_dev105", "b05")
    assert located("ground_cases_dev105", "c02")


def test_a_guard_quoted_on_one_line_is_found_where_the_code_writes_it_on_two() -> None:
    """「**门槛判断**（第 20 行）：`if ($coupon->min_spend > 0 && $subtotal > $coupon->min_spend) return 0;`」 stands in the
    code as `if (…) {` on line 20 and `return 0;` below it: "另一个呢 你也改了吧" lands there (dev105 c09)."""
    assert located("ground_cases_dev105", "c09")
