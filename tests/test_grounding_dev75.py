"""Grounding behaviours found on the seventy-fifth development set (bench/ground_cases_dev75: messaging,
notifications and content), measured at the end of the fifty-first round."""

from __future__ import annotations

from honing.grounding import vocab

from .test_grounding_dev45 import located


def test_the_other_point_of_a_note_the_reply_left_for_later() -> None:
    """「それと、経理の「同じ内容が数秒差で 2 通ずつ」の方は別の原因だと思います。… まずはレート制限の方だけ直します。」
    leaves the finance note's second point alone; 「経理が言ってたもう一個の、2通ずつ課金されてる方も直して」 is the
    retry in `SmsSender.deliver` (dev75 b10)."""
    assert vocab.first("こちらはリトライの条件を変える必要があるので、まずはレート制限の方だけ直します。", "left_alone")
    assert not vocab.first("まずはテストを回します。", "left_alone")
    assert located("ground_cases_dev75", "b10")
