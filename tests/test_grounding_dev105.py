"""Grounding behaviours found on the hundred-and-fifth development set (bench/ground_cases_dev105, the everyday middle
in any stack), measured untouched at 2054f8f1 and 39715e49 and developed on, for two of its three guesses, at the end of
the sixty-first round."""

from __future__ import annotations

from honing.grounding import vocab

from .test_grounding_dev45 import unresolved


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
