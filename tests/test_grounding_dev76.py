"""Grounding behaviours found on the seventy-sixth development set (bench/ground_cases_dev76: delivery,
locations and logistics), measured untouched at the end of the fifty-first round and developed on in
the fifty-second."""

from __future__ import annotations

from honing.grounding import traces, vocab

from .test_grounding_dev45 import located


def test_every_request_answered_with_an_error_status_is_a_defect() -> None:
    """「stg にデプロイして…流してもらったら全部 401」 reports a defect after the agent's signature check, so the
    fix of turn 2 is not the end of it: 「OK、じゃあ署名のほう直して」 takes up the agent's offer to strip the
    `sha256=` prefix in `verifySignature` (dev76 b02). A request for a status is none: 「だめなら 401 で」."""
    for said in ("stg にデプロイしたら全部 401。", "staging 上中通的回调全 401 了", "回调都 401 了",
                 "the staging webhooks all 401 now", "every request returns a 500"):
        assert vocab.first(said, "defect"), said
    for asked in ("だめなら 401 で", "签名无效时返回 401", "return 401 for all bad signatures"):
        assert not vocab.first(asked, "defect"), asked
    assert located("ground_cases_dev76", "b02")


def test_what_your_change_did_names_the_agents_edit() -> None:
    """「估计是你改签名那块搞的」 blames the agent's signature change: the shared `digest('base64')` line it wrote
    in `computeSignature` (dev76 c02)."""
    assert vocab.first("估计是你改签名那块搞的，修一下", "broke")
    assert not vocab.first("你改一下签名那块", "broke")
    assert located("ground_cases_dev76", "c02")


def test_the_other_failure_of_a_list_whose_first_item_the_same_turn_fixed() -> None:
    """Two no-match failures, the reply lists both, fixes the first in `app/normalize.py` (its item names
    `normalize_postcode`, after the file) and leaves the second: "the other failure from last night" is the
    ZIP line in `_address` (dev76 a07)."""
    assert vocab.first("ok now the other failure from last night", "other")
    assert located("ground_cases_dev76", "a07")


def test_the_same_change_for_a_sibling_function_in_the_fixed_file() -> None:
    """The hard-coded `"Asia/Shanghai"` was replaced in `delivery_window`; `pickup_window` below writes the
    same call with its own variable. 「取件时间窗那个也一样改一下」 after a later edit about currency is that
    line: the turn the sentence's words (时间窗) name, and the old line's shape in the same file (dev76 c10)."""
    assert located("ground_cases_dev76", "c10")


def test_the_trace_the_sentence_names_by_its_error_type() -> None:
    """A log pasted with two traces, a read timeout the agent fixed and a NumberFormatException it never
    discussed: 「日志里那个 NumberFormatException 也修一下」 is the `Long.parseLong` frame in
    `TrackingNumber.checksumOk`, not the client the reply edited (dev76 c05)."""
    log = ("2025-11-08 10:12:03 ERROR label generation failed\n"
           "org.springframework.web.client.ResourceAccessException: I/O error: Read timed out\n"
           "\tat com.acme.label.CarrierClient.createWaybill(CarrierClient.java:40)\n"
           "\tat com.acme.label.LabelController.create(LabelController.java:30)\n"
           "2025-11-08 10:14:51 ERROR lookup failed\n"
           "java.lang.NumberFormatException: For input string: \"SF1402387761234\"\n"
           "\tat java.lang.Long.parseLong(Long.java:692)\n"
           "\tat com.acme.tracking.TrackingNumber.checksumOk(TrackingNumber.java:42)\n")
    others = traces._others_only("日志里那个 NumberFormatException 也修一下", log)
    assert others is not None and {"CarrierClient.java", "createWaybill", "LabelController.java"} <= others
    assert "TrackingNumber.java" not in others and "checksumOk" not in others
    # (a type both traces name, or none, narrows nothing)
    assert traces._others_only("日志里那个报错修一下", log) is None
    assert traces._others_only("fix the IllegalStateException", log) is None
    assert located("ground_cases_dev76", "c05")
