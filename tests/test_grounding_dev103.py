"""Grounding behaviours found on the hundred-and-third development set (bench/ground_cases_dev103, the everyday middle
in any stack), measured untouched at a4cb4792 and developed on in the sixty-first round."""

from __future__ import annotations

from honing.grounding import blocks, prose, searched, topics, vocab
from honing.grounding.quoted import _on_its_face
from honing.grounding.rewritten import kept_behaviour
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved


def test_a_method_call_the_cleanup_dropped_is_where_it_changed_what_the_code_does() -> None:
    """"pressing minus on a tea with qty 1 now leaves a row saying 0. pretty sure that came with your cleanup": the tidy-up
    wrote `setQty` back without its `.filter((i) => i.qty > 0)`; the reply names the recursive call it took out on purpose
    (dev103 a02)."""
    said = "hmm pressing minus on a tea with qty 1 now leaves a row saying 0. pretty sure that came with your cleanup"
    assert vocab.first(said, "broke") is not None
    edit = ToolCall("Edit", '{"file_path": "src/cart/cartReducer.ts", "old_string": "    case \\"setQty\\": {\\n      const '
                            'items = state.items\\n        .map((i) => (i.id === action.id ? { ...i, qty: action.qty } : i))'
                            '\\n        .filter((i) => i.qty > 0);\\n      return { ...state, items };", "new_string": "    '
                            'case \\"setQty\\":\\n      return { ...state, items: updateLine(state.items, action.id, '
                            'action.qty) };"}', "ok", ("src/cart/cartReducer.ts",))
    helper = ToolCall("Edit", '{"file_path": "src/cart/cartReducer.ts", "old_string": "      return cartReducer(state, { type:'
                              ' \\"setQty\\", id: existing.id, qty: existing.qty + 1 });", "new_string": "      return { '
                              '...state, items: updateLine(state.items, existing.id, existing.qty + 1) };"}', "ok",
                      ("src/cart/cartReducer.ts",))
    turn = Turn(2, "and the reducer is getting messy, tidy it up while you're there",
                "`add` and `setQty` now both go through `updateLine`, so there's no more recursive `cartReducer` call.",
                (helper, edit))
    written = ["return { ...state, items: updateLine(state.items, existing.id, existing.qty + 1) };", 'case "setQty":',
               "return { ...state, items: updateLine(state.items, action.id, action.qty) };"]
    assert kept_behaviour(turn, written, said) == [written[2]]
    assert located("ground_cases_dev103", "a02")


def test_a_conditional_clearing_is_no_verdict_and_an_exposed_bug_is_a_defect() -> None:
    """"The 20-minute fix from before is right; it just exposed this one. … If they're on Toronto time already, this isn't
    it.": the reply does not end by clearing what it looked at, so its places keep their weight (dev103 a05)."""
    reply = ("In `sendDueReminders` the scheduler takes `LocalDateTime now = LocalDateTime.now();` (line 31), the server's "
             "zone.\n\nThe 20-minute fix from before is right; it just exposed this one. If they're on Toronto time "
             "already, this isn't it.")
    assert not prose._ends_clearing(reply)
    assert prose._ends_clearing("I checked the reminder code. The scheduler looks fine.")
    assert vocab.first("deployed to staging. now they arrive the day before, but at 4am lol", "defect") is not None
    assert vocab.first("now it works, but can you also add a test", "defect") is None
    assert located("ground_cases_dev103", "a05")


def test_ok_first_puts_the_report_before_on_hold_and_now_the_thing_takes_it_up() -> None:
    """「ok. first add a weekly rollup too」 after the agent explained the refunds bug, then "ok now the refund thing"
    (dev103 a10)."""
    assert vocab.first("ok. first add a weekly rollup too, same columns", "postpone") is not None
    assert vocab.first("first add a weekly rollup", "postpone") is None
    assert vocab.first("ok now the refund thing", "resume_topic") is not None
    assert located("ground_cases_dev103", "a10")


def test_a_search_hit_places_a_line_named_without_its_file() -> None:
    """「**B. 10/31 が混ざる件（41行目）**…`format('Y-m-d H:i')`」 after a search printed `L41: …->format('Y-m-d H:i'),` under
    `File: app/Services/OrderExportService.php`; the other item was taken by 「nullのやつはさっき自分で直した」 (dev103 b06)."""
    grouped = ToolCall("search_file_content", '{"pattern": "ordered_at"}',
                       "Found 2 matches\n---\nFile: app/Services/OrderExportService.php\nL23:     ->where('ordered_at')\n"
                       "L41:     $order->ordered_at->format('Y-m-d H:i'),\n---\nFile: app/Models/Order.php\nL19: 'ordered_at'")
    assert searched.hits(grouped) == [("app/Services/OrderExportService.php", 23, "    ->where('ordered_at')"),
                                      ("app/Services/OrderExportService.php", 41, "    $order->ordered_at->format('Y-m-d H:i'),"),
                                      ("app/Models/Order.php", 19, "'ordered_at'")]
    flat = ToolCall("Grep", '{"pattern": "tail"}', "lib/rotate.sh:17:  list_backups | tail -n +\"$keep\"\nNo more")
    assert searched.hits(flat) == [("lib/rotate.sh", 17, '  list_backups | tail -n +"$keep"')]
    assert located("ground_cases_dev103", "b06")


def test_a_fix_that_lives_in_another_repository_leaves_the_request_unresolved() -> None:
    """「そちらのリポジトリはこのワークスペースにないので、私からは変更できません。」: the fix is outside (dev103 b07)."""
    assert vocab.first("そちらのリポジトリはこのワークスペースにないので、私からは変更できません。", "fix_outside") is not None
    assert unresolved("ground_cases_dev103", "b07")


def test_a_nickname_given_later_and_a_symptom_said_in_other_words_name_the_report_before() -> None:
    """「これ社内では「二重カウント問題」って呼ばれてるやつ」 names turn 2's report, not turn 3's pytest fix (dev103 b09);
    「1個足りないやつ」 is the 「6個しかない」 of turn 2 (dev103 b10)."""
    turns = [Turn(1, "プラン別売上が Stripe より多い。原因調べて", "`attach_plan()` の merge で重複します。"),
             Turn(2, "了解、これ社内では「二重カウント問題」って呼ばれてるやつだと思う。先にテストが落ちるの直して", "直しました。")]
    texts, said = topics.defect_texts(turns, "チームで決まった。じゃあ二重カウント問題直して")
    assert "二重カウント問題" in texts[1] and "二重カウント問題" not in texts[2]
    assert said == {"二重カウント問題"}
    texts, said = topics.defect_texts([Turn(1, "ローカルのバックアップが6個しかないんだけど"), Turn(2, "S3 の設定変えて")],
                                      "じゃあ1個足りないやつ直して")
    assert said == {"symptom_short"} and "symptom_short" in texts[1] and "symptom_short" not in texts[2]
    assert located("ground_cases_dev103", "b09")
    assert located("ground_cases_dev103", "b10")


def test_what_a_refactor_pulled_out_is_suspected_before_its_callers_and_an_array_runs_to_its_bracket() -> None:
    """「抽个 paginate 函数出来」: the body of `PageBounds`, not `start, end := PageBounds(…)` (dev103 c02); a rules array
    written over lines, `const rules: GuardRule[] = [` … `];`, is one definition (dev103 c08)."""
    assert vocab.first("handler.go 里 List 的分页那段太啰嗦了，抽个 paginate 函数出来，返回 start/end", "restructure") is not None
    lines = ["const rules: GuardRule[] = [", "  {", "    applies: (to) => to.name === \"login\",", "  },", "  {",
             "    allowed: (auth) => !auth.user,", "  },", "];", "", "export function installGuards() {}"]
    assert blocks.block_end(lines, 1, "braces") == 8
    assert located("ground_cases_dev103", "c02")
    assert located("ground_cases_dev103", "c08")


def test_still_off_after_a_fix_that_set_nothing_aside_points_at_a_line_wrong_on_its_face() -> None:
    """「重跑了 ios人均还是3987分钟 还是离谱啊」 after a dedupe that was real but not the cause: `out["duration_ms"] / 60`, shown
    by the session's `nl -ba`, divides milliseconds by 60 (dev103 c06)."""
    assert vocab.first("重跑了 ios人均还是3987分钟 还是离谱啊", "missed") is not None
    assert _on_its_face('    out["duration_min"] = out["duration_ms"] / 60') > 1
    assert _on_its_face('    out["duration_min"] = out["duration_ms"] / 60 / 1000') == 1
    assert _on_its_face('    out["duration_min"] = out["duration_ms"] / 60000') == 1
    assert located("ground_cases_dev103", "c06")
