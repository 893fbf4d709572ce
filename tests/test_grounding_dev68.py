"""Grounding behaviours found in the round of the sixty-eighth development set (bench/ground_cases_dev68: keeping
old code alive — PHP with inline SQL, Perl and Bash nightly jobs, Java 8, VB.NET, stored procedures, ports), and on
older sets' misses looked at again in that round."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing
from honing.grounding import candidates, item_places, lettered, mentions, resolve, vocab
from honing.grounding.items import _COUNTED
from honing.grounding.kept import turned_down
from honing.grounding.prose import _reports
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _located(folder: str, case: str) -> bool:
    result, expect = _bench_case(BENCH / folder, case)
    ref = result.references[0]
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


def _steps_answer_a_side_question(tmp_path: Path) -> honing.GroundResult:
    (tmp_path / "lib").mkdir()
    (tmp_path / "lib" / "contact_form.dart").write_text(
        "class ContactForm extends StatelessWidget {\n  Widget build(BuildContext context) {\n"
        "    return Scaffold(\n      resizeToAvoidBottomInset: false,\n      body: Column(children: [Spacer(), SendButton()]),\n"
        "    );\n  }\n}\n", encoding="utf-8")
    messages = [
        {"role": "user", "content": "テスターから：iPhone SE でお問い合わせ画面の送信ボタンがキーボードの裏に隠れて押せない"},
        {"role": "assistant", "content": "`lib/contact_form.dart:4` が `resizeToAvoidBottomInset: false` なので、キーボードが出ても "
                                         "body が縮まず送信ボタンが隠れます。意図的に false にしているようなので、デザイナーに確認してから直しましょう。"},
        {"role": "user", "content": "了解。あとキーボードの確認ってシミュレータでもできる？"},
        {"role": "assistant", "content": "できます。\n\n1. iPhone SE (3rd generation) のシミュレータで I/O → Keyboard → "
                                         "Toggle Software Keyboard を選ぶ。ハードウェアキーボード接続のままだと出ないので注意。\n"
                                         "2. Android は小さめの解像度のエミュレータで確認する。"},
    ]
    return honing.ground("SEで送信ボタンがキーボードの裏に隠れちゃうやつ、デザイナーOK出たからやって", messages,
                         cwd=tmp_path, turns=3)


def test_steps_that_answer_a_side_question_are_no_findings(tmp_path: Path) -> None:
    """Numbered steps that answer 「シミュレータでもできる？」 and name no file are no list of findings, though a step
    says 「出ないので注意」: the sentence that describes the keyboard bug goes back to the report that placed it."""
    ref = _steps_answer_a_side_question(tmp_path).references[0]
    assert ref.resolved and ref.path == "lib/contact_form.dart" and ref.start_line <= 4 <= ref.end_line  # type: ignore[operator]


def test_the_bench_case_the_side_question_came_from() -> None:
    """dev66 b04: the tester's keyboard report deferred in turn 1, simulator steps in turn 4, then 「SEで送信ボタンが
    キーボードの裏に隠れちゃうやつ、デザイナーOK出たからやって」: `resizeToAvoidBottomInset: false` in the contact form
    (unresolved before: the steps named no place in the project)."""
    assert _located("ground_cases_dev66", "b04")


@pytest.mark.parametrize(("lead", "counted"), [
    ("挂了 2 个，都是升级删掉的老 API：", True),
    ("Two tests fail after the upgrade:", True),
    ("3 failures, all from the same change:", True),
    ("テストが2件落ちています：", True),
    ("挂了一个：", False),
    ("线上服务昨晚挂了 2 个小时", False),
    ("Two tests pass now:", False),
])
def test_a_run_s_failures_counted_in_a_list_s_lead(lead: str, counted: bool) -> None:
    assert (_COUNTED.search(lead) is not None) is counted


def test_a_failing_test_named_from_a_list_of_a_run_s_failures() -> None:
    """「挂了 2 个，都是升级删掉的老 API：1. `test_search_by_phone` … 2. `test_invoice_pdf_filename`：`invoices/views.py` 的
    `invoice_pdf` 里 …」, item 1 fixed, two side questions, then 「test_invoice_pdf_filename 还红着，搞一下」: item 2's
    `render_to_string` call (dev68 c05: a side question's settings line before)."""
    assert _located("ground_cases_dev68", "c05")


@pytest.mark.parametrize(("sentence", "kept", "down"), [
    ("仕様確認とれた、COBOLに合わせて。深夜のやつ", "深夜", "COBOL"),
    ("以COBOL为准，夜班那个改一下", "夜班", "COBOL"),
    ("the night one should match COBOL", "night", "COBOL"),
    ("same as the legacy one, for the night shift", "night", "legacy"),
    ("ボタンの幅を親に合わせて", "ボタンの幅", "親"),
    ("タイムアウトを本番と同じにして", "タイムアウト", "本番"),
])
def test_what_the_change_is_to_follow_picks_no_item(sentence: str, kept: str, down: str) -> None:
    """The model a change is to follow (「COBOLに合わせて」, 以…为准, "should match …") is no object to change: in a list
    that sets the two sides side by side, its words pick the other item, as an option turned down does."""
    left, model = turned_down(sentence)
    assert kept in left and down not in left and down in model


@pytest.mark.parametrize("sentence", ["表格列没对齐那个改一下", "the regex fails to match emails with a plus",
                                      "按照你说的改一下夜班那个", "これを正にやりたかった"])
def test_words_that_only_look_like_a_model_keep_the_sentence_whole(sentence: str) -> None:
    """没对齐 reports a defect, "fails to match" too; 按照你说的 approves; 正に is "exactly": nothing is cut out."""
    assert turned_down(sentence) == (sentence, "")


def test_a_port_made_to_match_its_original() -> None:
    """A list that sets the COBOL paragraph beside the Java method it was ported to, a spec check, two side
    questions, then 「仕様確認とれた、COBOLに合わせて。深夜のやつ」: the Java method's line, not the COBOL side the
    sentence names as the model (dev68 b09: unresolved before, the COBOL paragraph is nowhere in the Java project)."""
    assert _located("ground_cases_dev68", "b09")


@pytest.mark.parametrize(("text", "member", "owner"), [
    ("3. InvoiceService.isOverdue compares status with == instead of equals", "isOverdue", "InvoiceService"),
    ("the OrderRepo.find_open query has no index", "find_open", "OrderRepo"),
    ("the bug is in InvoiceService.isOverdue.", "isOverdue", "InvoiceService"),
    ("InvoiceService.isOverdueで比較してる", "isOverdue", "InvoiceService"),
])
def test_a_type_s_member_written_in_prose(text: str, member: str, owner: str) -> None:
    """A reviewer's "InvoiceService.isOverdue compares …", unquoted: the member is named, with its type as its owner."""
    assert [(m.value, m.symbol) for m in mentions.find(text) if m.kind == "symbol"] == [(member, owner)]


@pytest.mark.parametrize("text", ["see ReportDateUtil.java for it", "the Invoice.total is fine", "Version.Compare"])
def test_no_member_where_a_file_or_a_plain_word_is_written(text: str) -> None:
    assert not any(m.symbol for m in mentions.find(text) if m.kind == "symbol")


def test_a_review_item_that_names_a_method_of_a_type() -> None:
    """A reviewer's four findings pasted, #1 done, #2 and #4 waved off, a side question, a test, then "nice. ok now #3":
    `isOverdue`'s `==` on the status, not the class's first line (dev68 a03)."""
    assert _located("ground_cases_dev68", "a03")


def test_the_reply_s_paragraph_that_calls_the_user_s_item_by_its_number() -> None:
    """The user pastes four review findings and asks for 1 and 3; the reply fixes them and says 「第 2 条我顺手 grep 了一下…
    `DateUtil.java` 第 13 行的 `private static final SimpleDateFormat FMT`…」; a side question, a test run, then
    「…就是老张说的第 2 条，改吧」: the field the reply placed, not the class's constructor (dev68 c03)."""
    assert _located("ground_cases_dev68", "c03")


def test_a_paragraph_that_calls_the_item_by_its_number_places_it(tmp_path: Path) -> None:
    (tmp_path / "util").mkdir()
    (tmp_path / "util" / "Dates.java").write_text(
        "package util;\n\npublic final class Dates {\n    private Dates() {}\n\n"
        "    private static final java.text.SimpleDateFormat FMT = new java.text.SimpleDateFormat(\"yyyy-MM-dd\");\n\n"
        "    public static String format(java.util.Date d) {\n        return FMT.format(d);\n    }\n}\n", encoding="utf-8")
    messages = [
        {"role": "user", "content": "review:\n\n1. Dates is not final\n2. Dates shares one SimpleDateFormat between threads\n\n"
                                    "start with 1"},
        {"role": "assistant", "content": "1 is already fine: `Dates` is final.\n\nFor #2 I grepped: `util/Dates.java` line 6 holds "
                                         "the shared `FMT`; I have not changed it yet."},
        {"role": "user", "content": "what's the java version in the pom?"},
        {"role": "assistant", "content": "Java 8."},
    ]
    ref = honing.ground("ok do #2", messages, cwd=tmp_path, turns=3).references[0]
    assert ref.resolved and ref.path == "util/Dates.java" and ref.start_line <= 6 <= ref.end_line  # type: ignore[operator]


@pytest.mark.parametrize(("message", "reports"), [
    ("そういえば to_halfwidth ってなんで NFKC じゃなくて translate で自前なんだっけ", False),
    ("前のバージョンでもこうだったっけ", False),
    ("ログが出ない", True),
    ("ログイン画面で500エラーが出る、前も直したんだっけ", True),
])
def test_a_question_ending_on_kke_reports_nothing(message: str, reports: bool) -> None:
    """「…なんだっけ」 asks (its mark left out): the side question does not close an aside the agent left open before it."""
    assert _reports(message) is reports


def test_a_list_put_off_is_taken_up_by_its_number() -> None:
    """The agent lists three problems and fixes the first; 「先放着。另一个问题…」 puts the rest off; two more requests
    later, 「第3个也改一下」 is item 3 of that list (dev69 c03 reached the right turn only then)."""
    turns = [
        Turn(1, "发票 PDF 分页看看有啥坑", "分页相关有三个问题：\n\n1. 第 66 行 `@pdf.table` 没传 `header: true`。\n"
             "2. `totals` 可能被拆开。\n3. `render` 里最先调用 `number_pages`，只有第 1 页有页码。\n\n先改第 1 个。第 1 个已改。"),
        Turn(2, "先放着。另一个问题，邮件附件在 Outlook 里显示成 noname", "已改 `InvoiceMailer#issued` 的附件名。"),
        Turn(3, "跑下 spec", "全部 10 个 example 通过。"),
    ]
    found = resolve.plan("第3个也改一下", turns).candidates[0]
    assert found.turn == 1 and "number_pages" in found.diagnosis and "header" not in found.diagnosis


def test_a_line_named_alone_is_placed_by_what_the_tools_showed_at_that_number() -> None:
    """The turn read and edited two files; 「`validate_phone` は 46行目で `value.strip()` しかしておらず」 names line 46
    without its file: the file whose shown line 46 holds `value.strip()` is the one (not the test file)."""
    reply = "ついでに気づいた点ですが、`validate_phone` は 46行目で `value.strip()` しかしていません。"
    turn = Turn(2, "フリガナ直して", reply, tools=(
        ToolCall("Read", "{}", "    45→def validate_phone(value: str) -> str:\n    46→    v = value.strip()\n", ("app/validators.py",)),
        ToolCall("Edit", "{}", "    46→    assert normalize('090') == '090'\n", ("app/tests/test_validators.py",)),
    ))
    assert candidates._shown_at(turn, reply, reply.index("46行目"), 46) == {"app/validators.py"}
    assert candidates._shown_at(turn, reply, reply.index("46行目"), 47) == set()


@pytest.mark.parametrize(("folder", "case"), [
    ("ground_cases_dev69", "b01"), ("ground_cases_dev32", "a07"), ("ground_cases_dev21", "c07")])
def test_the_bench_cases_a_line_named_alone_placed(folder: str, case: str) -> None:
    """dev69 b01: an aside, 「`validate_phone` は 46行目で…」, in a turn that touched two files, then 「さっき言ってた電話番号の
    やつもついでに直しといて」; dev32 a07 and dev21 c07: lines a reply names without their file, in turns that read several."""
    assert _located(folder, case)


@pytest.mark.parametrize("reply", ["第 2 个参数是 `user_id`，`app/api.py:12` 里传反了。", "颜色 `#2e3440` 在 `theme.css:3`。",
                                   "See PR #2: `app/api.py:12` was changed there."])
def test_a_number_that_calls_no_item(reply: str) -> None:
    """「第 2 个参数」 (the second argument), a colour, a pull request: no paragraph that calls item 2 by its number."""
    turn = Turn(1, "review:\n1. naming\n2. the args are swapped", reply)
    assert item_places.answered(turn, 2, candidates._sources(turn, set())) == ()


def test_a_line_a_search_printed_places_nothing() -> None:
    """A grep over a folder prints ``46:`` lines too; the folder is no file the line is in."""
    reply = "`validate_phone` は 46行目で `value.strip()` しかしていません。"
    turn = Turn(2, "見て", reply, tools=(
        ToolCall("Grep", "{}", "46:    v = value.strip()\n", ("app/",)),
        ToolCall("Read", "{}", "    12→import re\n", ("app/other.py",)),
    ))
    assert candidates._shown_at(turn, reply, reply.index("46行目"), 46) == set()


def test_a_line_that_opens_on_another_type_is_not_the_file_above() -> None:
    """"- `inquiry.js` 4行目: …" then "- `InquiryRequest` 31行目: …": line 31 is not inquiry.js's."""
    text = "- `inquiry.js` 4行目: `/^[ァ-ヶー\\s]+$/`\n- `InquiryRequest` 31行目: `regex:/^[ァ-ヶー　]+$/u`"
    found = [(m.kind, m.value, m.line) for m in mentions.find(text) if m.line is not None]
    assert ("location", "inquiry.js", 4) in found and ("line", "", 31) in found


@pytest.mark.parametrize(("sentence", "letter"), [
    ("フリガナのやつ、A でいこう", "A"), ("go with B", "B"), ("Plan A then", "A"), ("方案B吧", "B"), ("B案で", "B"),
    ("I think A is fine", None), ("print it on an A4 sheet", None), ("the A record in DNS", None), ("grade A students", None),
])
def test_an_option_picked_by_its_letter(sentence: str, letter: str | None) -> None:
    picked = {g for m in lettered._PICK.finditer(sentence) for g in m.groups() if g}
    assert picked == ({letter} if letter else set())


def test_the_bench_case_of_an_option_picked_by_its_letter() -> None:
    """The reply offers 「**A. サーバをフロントに合わせる**: `InquiryRequest` の `kana` の正規表現に…」 and 「**B. フロントを
    サーバに合わせる**」, two side requests later 「フリガナのやつ、A でいこう」: the server's rule (dev69 b10)."""
    assert _located("ground_cases_dev69", "b10")


@pytest.mark.parametrize("said", ["`render` 里第 21 行最先调用 `number_pages`。", "Line 21 of `render` calls `number_pages` first."])
def test_what_a_line_calls_weighs_less_than_a_name(said: str) -> None:
    """What a line calls is named as the callee, not as where the change goes."""
    plain = said.replace("调用", "用了").replace("calls", "uses")
    def weight(text: str) -> float:
        return next(s.mention.weight for s in candidates._sources(Turn(1, "see", text), set()) if s.mention.value == "number_pages")
    assert weight(said) < 0.75 * weight(plain)


def test_the_bench_case_of_a_list_item_that_names_its_call() -> None:
    """「3. **页码不对**：`render` 里第 21 行最先调用 `number_pages`…」, the list put off, two side requests, then
    「第3个也改一下」: the call in `render`, not `number_pages`'s definition (dev69 c03)."""
    assert _located("ground_cases_dev69", "c03")


@pytest.mark.parametrize(("text", "defect"), [
    ("`_items_table` 里的 `Table(data, colWidths=COL_WIDTHS)` 没有设 `repeatRows=1`，第二页开始是没有表头的。", True),
    ("这个接口没加 `.allow(\"\")`，空字符串会被拒。", True),
    ("`auto` 时只有 stdout 是终端、且没设 `NO_COLOR` 才上色。", False),
    ("我没有设断点。", False),
])
def test_a_setting_the_code_does_not_make(text: str, defect: bool) -> None:
    """「没有设 `repeatRows=1`」: what the code leaves unset is a defect; a condition joined by 且 (「且没设 `NO_COLOR` 才上色」)
    describes behaviour, and a breakpoint not set is no code."""
    assert (vocab.first(text, "defect") is not None) is defect


def test_an_aside_about_an_option_left_unset_is_taken_up() -> None:
    """「顺便提一下：`_items_table` 里的 `Table(data, colWidths=COL_WIDTHS)` 没有设 `repeatRows=1`，…第二页开始是没有表头的。这次没改。」,
    two requests later 「第二页没表头那个也修一下」: the Table line (dev69 c10)."""
    assert _located("ground_cases_dev69", "c10")
