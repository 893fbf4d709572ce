"""Grounding behaviours found on the fifty-fourth development set (bench/ground_cases_dev54: the
maintenance of older business software — Spring, .NET, Rails, Laravel, Django admin, stored
procedures, SOAP integrations, PDF invoices, legacy Android screens)."""

from __future__ import annotations

import json
from pathlib import Path

from honing.grounding import remaining, resolve
from honing.grounding.prose import _readable
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV54 = BENCH / "ground_cases_dev54"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV54, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


_TWO_BUGS = ("Two separate bugs:\n\n"
             "1. **VAT**: `VatCalculator::totals()` applies one rate (line 21 of "
             "`app/Services/VatCalculator.php`).\n\n"
             "2. **Bank details**: `resources/views/pdf/invoice.blade.php` line 42 hardcodes "
             "`IBAN DE44 7205 0000 0251 3498 77`.\n\nNothing changed yet.")


def test_a_plain_word_that_is_a_files_name_takes_no_item_in_passing() -> None:
    """"support wants a short paragraph, they'll get a corrected invoice" says the word "invoice",
    the name of the file item 2 stands in (pdf/invoice.blade.php), in passing: it takes item 2 up
    no more than any other word would, so "now the other one" is still item 2 (dev54 a04). A clause
    that says the item is done by that name still takes it (「show は直した」, dev15)."""
    turns = [Turn(1, "find out what's going on, don't change anything", _TWO_BUGS),
             Turn(2, "how do I word the reply? support wants a short paragraph, they'll get a corrected invoice",
                  "Vorschlag: …")]
    text = _readable(_TWO_BUGS)
    from honing.grounding.items import numbered_items

    spans = numbered_items(text)
    assert len(spans) == 2
    assert remaining._taken_up(turns, turns[0], text, spans) == set()
    done = [turns[0], Turn(2, "invoice は直した", "了解です。")]
    assert remaining._taken_up(done, turns[0], text, spans) == {2}


def test_the_other_one_of_two_after_a_side_question_that_says_the_files_name() -> None:
    _within("a04")


def _call(name: str, args: dict[str, str], path: str) -> ToolCall:
    return ToolCall(name, json.dumps(args), "ok", (path,))


def test_a_new_file_written_whole_is_an_edit_a_failing_test_can_blame() -> None:
    """The agent wrote a new migration, V15, in one piece (Gemini's write_file) and dropped the
    cancelled check the old one had; test_close_month_skips_cancelled_invoices now fails. The lines
    of that new file are among the suspects (before, a file written whole was no edit at all, and
    only the re-run test written beside it was), and the bench case lands on V15 (dev54 a06)."""
    v15 = ("CREATE OR REPLACE FUNCTION close_month(p_period text) RETURNS integer AS $$\nBEGIN\n"
           "  INSERT INTO ledger_entries (invoice_id, amount, period)\n  SELECT i.id, i.net_amount, p_period\n"
           "  FROM invoices i\n  WHERE i.period = p_period\n  ON CONFLICT (invoice_id) DO NOTHING;\n"
           "  RETURN 0;\nEND;\n$$ LANGUAGE plpgsql;\n")
    write = _call("write_file", {"file_path": "/repo/db/migrations/V15__close_month.sql", "content": v15},
                  "/repo/db/migrations/V15__close_month.sql")
    test = _call("replace", {"file_path": "/repo/tests/test_close_month.py",
                             "old_string": "def test_closed_period_is_not_booked_twice(conn):",
                             "new_string": "def test_close_month_rerun_after_partial_booking(conn):\n"
                                           "    cur.execute(\"SELECT close_month('2025-04')\")\n\n"
                                           "def test_closed_period_is_not_booked_twice(conn):"},
                 "/repo/tests/test_close_month.py")
    turns = [Turn(1, "the re-run of close_month fails with a unique violation", "Wrote V15 and a re-run test.",
                  (write, test)),
             Turn(2, "two lines for finance?", "Sure: …")]
    plan = resolve.plan("CI is red: test_close_month_skips_cancelled_invoices. fix that", turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan.reason
    values = [s.mention.value for s in plan.candidates[0].sources]
    assert any("WHERE i.period = p_period" in v for v in values), values
    _within("a06")


_TWO_KINDS = ("查到两个原因，都会让金额变空，而且这个客户两种单子都有：\n\n"
              "1. **老 ERP 迁过来的订单**：`reports/excel.py:13` 的 `amount_for_row()` 只取 `total_amount`。\n"
              "2. **外币订单，下单日是周末**：`reports/fx.py:13` 的 `rate_on()` 只按当天匹配。这种单子「金额(CNY)」是空。\n\n"
              "修法分别是：\n- 1：`amount_for_row()` 在 `total_amount` 为空时回退到 `legacy_amount`。\n"
              "- 2：`rate_on()` 改成取之前最近一个工作日的汇率。\n\n"
              "从描述分不出是哪种。最好让客服要两三个具体订单号，确认一下是哪种。")


def test_a_word_the_lead_of_undecided_causes_says_of_all_of_them_picks_none() -> None:
    """「这个客户两种单子都有：」 then two causes the agent cannot tell apart, each with its own fix
    (「修法分别是：- 1：… - 2：…」); 「客户说就是那种单子，你改吧」 says 单子, which the lead says of both
    and only cause 2's text repeats: it chooses neither, and the answer the customer gave is not
    in the session (dev54 c04). A word only one cause says still chooses it."""
    from honing.grounding import ambiguity, vocab
    from honing.grounding.prose import keywords

    assert vocab.first("修法分别是：", "open_choice") is not None
    turns = [Turn(1, "客户说导出的 Excel 里金额有的行是空的，帮我查一下", _TWO_KINDS)]
    assert ambiguity._undecided(turns, turns[0], keywords("客服回了，客户说就是那种单子，你改吧"))
    assert not ambiguity._undecided(turns, turns[0], keywords("就是外币订单那种，你改吧"))
    result, expect = _bench_case(DEV54, "c04")
    assert expect == {"resolved": False}
    assert not result.references[0].resolved, result.references[0]


def test_a_cause_said_not_to_be_the_codes_leaves_the_password_unplaced() -> None:
    """「見た限りコード側の原因ではなさそうです」 and the password lives in another team's Secret: 「パスワード
    のやつ今夜のバッチまでに直しといて」 cannot be placed in this repository, however many later turns
    name the tasklet (dev54 b04)."""
    from honing.grounding import vocab

    assert vocab.first("見た限りコード側の原因ではなさそうです。", "nothing_to_fix") is not None
    assert vocab.first("コード側で直すなら `SftpDownloadTasklet` です。", "nothing_to_fix") is None
    result, expect = _bench_case(DEV54, "b04")
    assert expect == {"resolved": False}
    assert not result.references[0].resolved, result.references[0]


_ADMIN = ('from django.contrib import admin\nfrom django.utils.html import format_html\n\n'
          'BADGE_COLORS = {"shipped": "#28a745"}\n\n\nclass OrderAdmin(admin.ModelAdmin):\n'
          '    list_display = ("number", "status_badge")\n\n'
          '    @admin.display(description=_("Status"))\n    def status_badge(self, obj):\n'
          '        return format_html("<span style=\\"background:{}\\">{}</span>", BADGE_COLORS.get(obj.status), '
          'obj.status.title())\n\n'
          '    @admin.action(description=_("Mark selected orders as shipped"))\n'
          '    def mark_shipped(self, request, queryset):\n        queryset.update(status="shipped")\n')


def test_still_there_in_a_definition_the_sentence_names_word_by_word(tmp_path: Path) -> None:
    """The agent translated the admin (settings, the status column's header); 「一覧のステータス列の緑の
    バッジだけまだ "Shipped" って英語で出てる」 names `status_badge` by its parts (ステータス, バッジ), in a
    file the fix edited: that definition, not the settings line the fix led with (dev54 b05)."""
    from honing.grounding import refine, vocab
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project

    sentence = "一覧のステータス列の緑のバッジだけまだ \"Shipped\" って英語で出てる"
    assert {"status", "badge"} <= vocab.path_words(sentence)
    (tmp_path / "orders").mkdir()
    (tmp_path / "orders" / "admin.py").write_text(_ADMIN, encoding="utf-8")
    (tmp_path / "settings.py").write_text('LANGUAGE_CODE = "ja"\n', encoding="utf-8")
    project = Project.open(tmp_path)
    assert project is not None
    lead = Candidate("settings.py", 1, 1, None, [Vote(2.0, "named in turn 1", None, 1)])
    found = refine.still_in_named_definition(project, sentence, [lead], ["orders/admin.py", "settings.py"], 1)
    assert found[0].path == "orders/admin.py" and found[0].symbol == "status_badge" and found[0].start_line == 11
    # the words must name it in full: "the badge is still English" names no one definition here
    alone = Candidate("settings.py", 1, 1, None, [Vote(2.0, "named in turn 1", None, 1)])
    assert refine.still_in_named_definition(project, "バッジだけまだ英語", [alone], ["orders/admin.py"], 1) == [alone]
    _within("b05")


_TWO_RECEIVERS = ("项目里有两处 `registerReceiver`：\n\n"
                  "- `InvoiceListActivity.java:56`：`onResume()` 里注册的是我们自己的广播，必须加 flag。\n"
                  "- `PdfDownloadHelper.java:41`：监听的是 `DownloadManager.ACTION_DOWNLOAD_COMPLETE`，这是系统广播，豁免，不用改。\n\n"
                  "改好了：`InvoiceListActivity.onResume()` 改用 `ContextCompat.registerReceiver`。")


def test_the_place_the_fix_said_needs_no_change_is_the_suspect_when_it_missed() -> None:
    """The agent judged one of two receivers exempt (「豁免，不用改」) and fixed the other; 「QA 说还是闪退，
    栈一模一样，你是不是改错地方了」 says the fix went to the wrong place: the one it left is the suspect
    (dev54 c07). Without the sentence saying so, the fixed place stays the referent."""
    from honing.grounding import vocab
    from honing.grounding.missed import set_aside
    from honing.grounding.prose import _cleared_by

    sentence = "QA 说还是闪退，栈一模一样，你是不是改错地方了"
    assert vocab.first(sentence, "missed") is not None and vocab.first(sentence, "still") is not None
    edit = ToolCall("edit_file", json.dumps({"path": "app/src/InvoiceListActivity.java",
                                             "old_string": "registerReceiver(syncStatusReceiver, filter);",
                                             "new_string": "ContextCompat.registerReceiver(this, syncStatusReceiver, filter, "
                                                           "ContextCompat.RECEIVER_NOT_EXPORTED);"}),
                    "ok", ("app/src/InvoiceListActivity.java",))
    turns = [Turn(1, "Android 14 上点「下载PDF」闪退：\n  at com.acme.PdfDownloadHelper.start(PdfDownloadHelper.java:41)\n"
                     "  at com.acme.InvoiceListActivity.onDownloadClicked(InvoiceListActivity.java:88)\n帮忙修一下",
                  _TWO_RECEIVERS, (edit,))]
    found = set_aside(sentence, turns, set(), _cleared_by(turns))
    assert found is not None and found.turn == 1
    assert any(s.mention.value == "PdfDownloadHelper.java" and s.mention.line == 41 for s in found.sources)
    assert not any("InvoiceListActivity" in s.mention.value for s in found.sources)
    assert set_aside("QA 说还是闪退，栈一模一样", turns, set(), _cleared_by(turns)) is None
    _within("c07")


def test_still_there_in_a_defects_words_goes_back_to_the_fix_not_a_later_retelling() -> None:
    """The agent masked the password in the SOAP log (turn 1), then answered a design question whose
    reply says the client's caller lives outside the repository, and wrote the PR description. 「森さん
    から「stgのapp.logでまだパスワード平文で出てる」って返ってきた」: still there, in a defect's words
    (平文で出てる), is the fix of turn 1 that missed — not "nothing to change here" (the design answer
    settled no defect), nor the PR text that retells the fix (dev54 b07; the line it lands on,
    `maskSecrets`, is beside the pattern constant the writer marked)."""
    from honing.grounding import vocab

    assert vocab.first("stgのapp.logでまだパスワード平文で出てる", "defect") is not None
    assert vocab.first("日志里密码还是明文打出来", "defect") is not None
    case = next(DEV54.glob("b07-*"))
    import tomllib

    from honing.sessions import read_session

    meta = tomllib.loads((case / "case.toml").read_text("utf-8"))
    session = read_session(str(case / meta["transcript"]))
    plan = resolve.plan(meta["sentence"], session.turns)
    assert plan.candidates and plan.candidates[0].turn == 1, plan.reason
    result, expect = _bench_case(DEV54, "b07")
    assert result.references[0].resolved and result.references[0].path == expect["path"], result.references[0]


def test_a_question_without_its_mark_or_spelled_out_reports_nothing() -> None:
    """"how do i retry the failed ones once the password is sorted" asks, though it has no question
    mark; "is it the rediss:// maybe? like TLS handshake failing" asks twice, the second clause spelling
    out the first. Neither reports a new defect, so the report the agent settled outside the project
    stays settled (dev16 a06, dev21 a09: both were guesses, now unresolved as their writers marked)."""
    from honing.grounding.prose import _reports

    assert not _reports("how do i retry the failed ones once the password is sorted")
    assert not _reports("is it the rediss:// maybe? like TLS handshake failing")
    assert _reports("the retry fails again, like every night")  # (a report, no question before it)
    assert _reports("is it deployed? the export is failing again")  # (a question, then a report)
    for dev, prefix in (("ground_cases_dev16", "a06"), ("ground_cases_dev21", "a09")):
        result, expect = _bench_case(BENCH / dev, prefix)
        assert expect == {"resolved": False}
        assert not result.references[0].resolved, result.references[0]


def test_pasting_what_the_asked_commands_printed_is_no_new_report() -> None:
    """The agent asked the user to run ``getent hosts …`` and ``nc -vz …``; "getent gives 10.40.12.87 /
    nc: connect … timed out" answers that check (dev21 a09), while a message that opens otherwise is read
    as it stands."""
    from honing.grounding.edits import answers_check

    asked = Turn(1, "worker can't reach redis", "Can you run this?\n\n```\ngetent hosts redis.internal\n"
                                                "nc -vz -w 5 redis.internal 6379\n```")
    pasted = Turn(2, "getent gives 10.40.12.87\nnc: connect to redis.internal port 6379 (tcp) failed: timed out", "…")
    other = Turn(2, "the api now fails too: ConnectionError", "…")
    assert answers_check([asked, pasted], pasted)
    assert not answers_check([asked, other], other)


def test_a_fix_said_to_be_a_servers_setting_or_another_repos_template_is_not_placed() -> None:
    """「アプリのコードではなく、本番サーバの supervisor の設定です」 (dev20 b06) and 「所以真正要改的是那个模板里的
    `LimitNOFILE`」 in the infra group's repository (dev49 c08) put the fix outside the project: 「じゃあそれ
    直しといて」 and 「那就改成 65535 吧」 are not placed (both were guesses). A sentence that names a file of
    the project as the fix is still read as it stands."""
    from honing.grounding import vocab

    assert vocab.first("アプリのコードではなく、本番サーバの supervisor の設定です。", "nothing_to_fix") is not None
    assert vocab.first("アプリのコードではなく、設定ファイル config/app.php の値です。", "nothing_to_fix") is None
    assert vocab.first("所以真正要改的是那个模板里的 `LimitNOFILE`", "fix_outside") is not None
    assert vocab.first("真正要改的是 `disk.go` 第 37 行", "fix_outside") is None
    for dev, prefix in (("ground_cases_dev20", "b06"), ("ground_cases_dev49", "c08")):
        result, expect = _bench_case(BENCH / dev, prefix)
        assert expect == {"resolved": False}
        assert not result.references[0].resolved, result.references[0]


def test_the_easy_one_after_a_reply_that_said_both_take_the_same_effort_is_not_chosen() -> None:
    """「どちらも1行の修正で、手間は同じくらいです」, then 「じゃあ簡単な方からお願い」: ease tells the two bugs
    apart no more than anything else the sentence says (dev9 b07, a guess before). "the easy one" after a
    reply that ranked them is not this case."""
    from honing.grounding import vocab

    assert vocab.first("じゃあ簡単な方からお願い", "by_ease") is not None
    assert vocab.first("先改简单的那个吧", "by_ease") is not None
    assert vocab.first("どちらも1行の修正で、手間は同じくらいです。", "same_effort") is not None
    assert vocab.first("Both are one-line fixes, about the same effort.", "same_effort") is not None
    assert vocab.first("The first is a one-line fix; the second needs a migration.", "same_effort") is None
    result, expect = _bench_case(BENCH / "ground_cases_dev9", "b07")
    assert expect == {"resolved": False}
    assert not result.references[0].resolved, result.references[0]
