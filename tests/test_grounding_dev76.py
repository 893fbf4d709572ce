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
    # (a request for a status, or a count that happens to be three digits, reports nothing)
    for asked in ("だめなら 401 で", "签名无效时返回 401", "return 401 for all bad signatures", "all 500 rows imported fine",
                  "all 404 routes should render the custom page", "全部で 500 件あります", "毎回 500 ミリ秒待つようにして",
                  "常に 404 を返すようにして", "都是 400 多条数据", "价格涨到 450 了"):
        assert not vocab.first(asked, "defect"), asked
    assert located("ground_cases_dev76", "b02")


def test_what_your_change_did_names_the_agents_edit() -> None:
    """「估计是你改签名那块搞的」 blames the agent's signature change: the shared `digest('base64')` line it wrote
    in `computeSignature` (dev76 c02)."""
    assert vocab.first("估计是你改签名那块搞的，修一下", "broke")
    assert not vocab.first("你改一下签名那块", "broke")
    assert not vocab.first("你改一下我之前弄的那个表单", "broke")  # (a request about the user's own form)
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
    # (written against CJK text, or an acronym type, it is read the same)
    assert traces._others_only("日志里那个NumberFormatException也修一下", log) == others
    python = ("Traceback (most recent call last):\n  File \"app/feed.py\", line 12, in load\n"
              "json.decoder.JSONDecodeError: Expecting value\n"
              "Traceback (most recent call last):\n  File \"app/price.py\", line 7, in parse\nValueError: bad price\n")
    others_py = traces._others_only("fix the JSONDecodeError", python)
    assert others_py is not None and "price.py" in others_py and "feed.py" not in others_py
    # (a sentence that names no type, a type no trace has, or one that every trace has narrows nothing)
    assert traces._others_only("日志里那个报错修一下", log) is None
    assert traces._others_only("fix the IllegalStateException", log) is None
    both = log.replace("ResourceAccessException", "NumberFormatException")
    assert traces._others_only("日志里那个 NumberFormatException 也修一下", both) is None
    assert located("ground_cases_dev76", "c05")


def test_the_same_change_goes_back_only_for_a_word_that_names_the_thing() -> None:
    """"same thing for payouts" after an edit of refund.py (newest) and one of charge.py whose reply said "one thing
    at a time": "thing" names nothing, so the newest edit stays the one to repeat; a word only an older editing
    turn says (时间窗) moves it back to that turn."""
    import json

    from honing.grounding.routes import _edited_elsewhere
    from honing.sessions.model import ToolCall, Turn

    def edit(path: str, old: str, new: str) -> ToolCall:
        return ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))

    turns = [Turn(index=1, user="charge twice on retry", assistant="One thing at a time: fixed the charge.",
                  tools=(edit("charge.py", "Charge.create(amount)", "Charge.create(amount, idem=key)"),)),
             Turn(index=2, user="refunds twice too", assistant="Fixed the refund.",
                  tools=(edit("refund.py", "Refund.create(amount)", "Refund.create(amount, idem=key)"),))]
    cleared = {1: frozenset(), 2: frozenset()}
    assert _edited_elsewhere(turns, set(), cleared, frozenset({"thing", "payouts"})).turn == 2  # type: ignore[union-attr]
    assert _edited_elsewhere(turns, set(), cleared, frozenset({"charge"})).turn == 1  # type: ignore[union-attr]
