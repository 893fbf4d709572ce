"""Grounding behaviours found on the hundred-and-fourth development set (bench/ground_cases_dev104, the everyday middle
in any stack), measured untouched at 2054f8f1 and developed on in the sixty-first round; and the older cases the round's
changes first lost and then kept (dev50 a06, dev78 a09, dev97 b05)."""

from __future__ import annotations

import json

from honing.grounding import prose, rewritten, vocab
from honing.grounding.named import change_words
from honing.grounding.resumed import _names_again
from honing.grounding.rewritten import kept_behaviour
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved


def test_the_condition_a_deferral_waited_for_takes_it_up_again() -> None:
    """「hotfix ブランチでやる。今はいじらないで。」 put off the TTL bug of turn 2; 「hotfix ブランチ切ったので TTL のやつお願い」
    takes it up again by the word it waited for (dev104 b08)."""
    report = Turn(2, "ログインした直後に別画面いくと401になるって問い合わせ来てる",
                  "`src/session.js:14` の `createSession` で `PX` を使っていて、3.6秒で消えます。")
    deferring = Turn(3, "あーそれ本番にも出てるから hotfix ブランチでやる。今はいじらないで。先に logout でcookieも消すようにして",
                     "了解です、`session.js` は触っていません。")
    assert vocab.first("今はいじらないで。", "postpone") is not None
    assert _names_again("hotfix ブランチ切ったので TTL のやつお願い", report, [deferring])
    # (a word of the message's other request, after the clause that puts it off, takes nothing up)
    assert not _names_again("logout のやつお願い", report, [deferring])
    assert located("ground_cases_dev104", "b08")


def _patch(path: str, old: str, new: str) -> ToolCall:
    return ToolCall("Edit", json.dumps({"file_path": path, "old_string": old, "new_string": new}), "ok", (path,))


def test_the_body_a_refactor_pulled_into_another_file_is_suspected_before_its_call() -> None:
    """「チャンク分けは batch.py に関数で切り出して」 then 「リファクタしてから端数の人に通知いってないっぽい」: `chunked`'s
    body in batch.py, which another edit of the turn wrote, not `for batch in chunked(…):` in send_all (dev104 b10)."""
    write = ToolCall("Write", '{"file_path": "pushcast/batch.py", "content": "def chunked(items, size):\\n    full = len(items)'
                              ' // size\\n    return [items[i * size:(i + 1) * size] for i in range(full)]\\n\\n\\ndef batch_count'
                              '(items, size):\\n    return -(-len(items) // size)\\n"}', "ok", ("pushcast/batch.py",))
    edit = _patch("pushcast/sender.py", "    for token in tokens:\n        batch.append(token)\n",
                  "    for batch in chunked(non_empty(tokens), batch_size):\n        accepted += client.send_batch(batch)\n")
    turn = Turn(1, "sender.py の send_all、バッチ詰めるループが読みづらいのでリファクタして。チャンク分けは batch.py に関数で切り出して",
                "`chunked` を切り出しました。", (write, edit))
    written = ["for batch in chunked(non_empty(tokens), batch_size):", "accepted += client.send_batch(batch)"]
    kept = kept_behaviour(turn, written)
    assert "for batch in chunked(non_empty(tokens), batch_size):" not in kept
    assert "full = len(items) // size" in kept and "return -(-len(items) // size)" not in kept
    assert located("ground_cases_dev104", "b10")


def test_a_step_taken_out_counts_only_when_it_changed_what_the_code_keeps() -> None:
    """`.append(…)` of a loop a helper replaced is no dropped step; `.atZone(…)` of a return line written back nearly the
    same is none either (the zone moved into a clock: dev97 b05, whose answer is the clock's default)."""
    turn = Turn(2, "ついでに nextTriggerMillis テスト書きたいから、時刻を注入できるようにして", "注入できるようにしました。", (
        _patch("ReminderScheduler.kt", "        return candidate.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli()\n",
               "        return candidate.toInstant().toEpochMilli()\n"),))
    assert rewritten._dropped(turn, ["return candidate.toInstant().toEpochMilli()"]) == []
    loop = Turn(1, "send_all のループ読みづらいからリファクタして", "`chunked` に切り出しました。", (
        _patch("sender.py", "        batch.append(token)\n", "    for batch in chunked(tokens, size):\n"),))
    assert rewritten._dropped(loop, ["for batch in chunked(tokens, size):"]) == []  # (`.append` is no step of meaning)
    tidy = Turn(2, "tidy up the reducer", "`setQty` now goes through `updateLine`.", (
        _patch("cartReducer.ts", "      .filter((i) => i.qty > 0);\n", "      return { ...state, items: updateLine(state.items) };\n"),))
    assert rewritten._dropped(tidy, ["return { ...state, items: updateLine(state.items) };"]) == [
        "return { ...state, items: updateLine(state.items) };"]
    assert located("ground_cases_dev97", "b05")


def test_a_failing_test_after_an_edit_that_changed_a_rounding_call_on_the_way() -> None:
    """'shows last partial page' fails after an edit that wrote `Math.ceil` back as `Math.floor` and a later one in
    Pager.tsx, whose file name says "page": the first edit leads (dev104 c03)."""
    assert located("ground_cases_dev104", "c03")


def test_a_change_named_by_what_it_started_with_and_a_place_the_aside_keeps_in_an_edited_file() -> None:
    """"… started with your name fix" names the edit made for the names (dev78 a09); an aside that quotes code its turn's
    edit left as it was keeps its place in the file that edit changed (`key = "#customerId"` at `ScoreService.java:30`,
    dev50 a06)."""
    assert change_words("IllegalArgumentException: column '_display_name' does not exist. started with your name fix") == {"name"}
    assert vocab.first("ok now the stale scores thing", "resume_topic") is not None
    assert vocab.first("ok now the stale scores thing", "resume") is None
    assert located("ground_cases_dev78", "a09")
    assert located("ground_cases_dev50", "a06")


def test_a_side_question_whose_answer_ties_back_to_the_two_causes_reports_nothing_new() -> None:
    """「InventoryClient のタイムアウトって今何秒になってる？」 answered 「…前に書いた A の経路（価格 0 扱い）に入ります」: the
    two causes of turn 1 stay undecided, so 「で、0円になるやつどうにかしといて」 is unresolved (dev104 b04)."""
    report = Turn(1, "注文の total が 0円で保存されてるのがたまにある。原因わかる？", "経路は2つあります。")
    asked = Turn(3, "InventoryClient のタイムアウトって今何秒になってる？",
                 "`inventory.timeout: 2s` です。2 秒を超えると `RestClientException` になり、前に書いた A の経路に入ります。")
    assert prose._reports_nothing(asked, [report])
    assert not prose._reports_nothing(Turn(3, "InventoryClient のタイムアウトって今何秒になってる？", "2 秒です。"), [report])
    assert unresolved("ground_cases_dev104", "b04")
