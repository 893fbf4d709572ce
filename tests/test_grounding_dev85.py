"""Grounding behaviours found on the eighty-fifth development set (bench/ground_cases_dev85: APIs and their
contracts), measured untouched at ff86c939 in the fifty-fourth round."""

from __future__ import annotations

from honing.grounding import vocab

from .test_grounding_dev45 import located


def test_a_check_that_covers_one_side_only_is_a_finding() -> None:
    """「下限（と数値でない場合）しか見ていないので、page_size=5000 もそのまま通って」 reports a defect: 「さっきの上限の
    やつ、直しといて」 is that answer's line (dev85 b09). A user's own 「…しか見てない」 is no report (dev54 b10)."""
    assert vocab.first("`users.go:65` の `if err != nil || pageSize <= 0` で下限しか見ていないので", "defect")
    assert not vocab.first("ログしか見てないけど、たぶん同じ", "defect")
    assert located("ground_cases_dev85", "b09")
    assert located("ground_cases_dev54", "b10")


def test_what_a_fix_need_not_redo_is_no_nothing_to_fix() -> None:
    """「エンベロープまで作り直す必要はありませんでした」 says what the fix need not rebuild, not that nothing is to be fixed
    (dev85 b03); 「コードを直す必要はありません」 still says so."""
    assert not vocab.first("署名を毎回やり直したかったのですが、エンベロープまで作り直す必要はありませんでした。", "nothing_to_fix")
    assert vocab.first("コードを直す必要はありません。", "nothing_to_fix")
