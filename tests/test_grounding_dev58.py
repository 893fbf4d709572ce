"""Grounding behaviours found on the fifty-eighth development set (bench/ground_cases_dev58:
automation written by people whose job is not software — Google Apps Script, Excel VBA modules,
WooCommerce PHP, Shopify Liquid, PowerShell and bash under cron or Task Scheduler, Home Assistant
YAML, Python scrapers and PDF fillers)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import blocks, mentions, vocab

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV58 = BENCH / "ground_cases_dev58"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV58, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("see Code.gs line 75", "location", "Code.gs"),
    ("modHelpers.bas の ToDate", "path", "modHelpers.bas"),
    ("clsInvoice.cls:21", "location", "clsInvoice.cls"),
    ("lib/InvoiceHelpers.psm1 を読みました", "path", "lib/InvoiceHelpers.psm1"),
    ("snippets/free-shipping-bar.liquid 的第 13 行", "location", "snippets/free-shipping-bar.liquid"),
])
def test_apps_script_vba_powershell_and_liquid_files_are_named(text: str, kind: str, value: str) -> None:
    """A path is a mention only when its extension is in the table: Apps Script's .gs, VBA's
    exported .bas/.cls, PowerShell's .psm1 and Shopify's .liquid were not, so a reply that named
    `Code.gs` line 75 named nothing."""
    assert (kind, value) in [(m.kind, m.value) for m in mentions.find(text)]


def test_a_powershell_function_name_in_backticks_is_one_symbol() -> None:
    """`Move-InvoiceFile -Path $f` names `Move-InvoiceFile`, not its noun alone."""
    symbols = [m.value for m in mentions.find("it is `Move-InvoiceFile -Path $f` that moves it") if m.kind == "symbol"]
    assert symbols == ["Move-InvoiceFile"]
    assert [m.value for m in mentions.find("`ConvertTo-Json -Depth 5`") if m.kind == "symbol"] == ["ConvertTo-Json"]
    assert not [m for m in mentions.find("set the `Content-Type` header") if m.kind == "symbol"]


@pytest.mark.parametrize(("path", "line", "name", "language"), [
    ("src/modHelpers.bas", "Public Function ToDate(ByVal s As String) As Date\n", "ToDate", "vba"),
    ("src/clsInvoice.cls", "private sub Class_Initialize()\n", "Class_Initialize", "vba"),
    ("lib/InvoiceHelpers.psm1", "function Move-InvoiceFile {\n", "Move-InvoiceFile", "powershell"),
    ("Move-Invoices.ps1", "$script:ArchiveRoot = 'D:\\\\archive'\n", "ArchiveRoot", "powershell"),
    ("src/Code.gs", "function sendReminders() {\n", "sendReminders", "javascript"),
])
def test_vba_powershell_and_apps_script_definitions_are_read(path: str, line: str, name: str, language: str) -> None:
    rules = vocab.rules_for(path)
    assert rules.name == language
    assert rules.definition_patterns(name).search(line)
    assert path.lower().endswith(tuple(vocab.table()["tools"]["source_extensions"]))


def test_a_powershell_function_is_not_found_by_its_verb_alone() -> None:
    assert not vocab.rules_for("x.ps1").definition_patterns("Move").search("function Move-InvoiceFile {\n")


def test_a_vba_procedure_ends_at_its_end_sub_in_any_case() -> None:
    lines = ["Public Sub RunReport()", "    On Error GoTo ErrHandler", "    n = 1", "ErrHandler:", "    MsgBox Err.Description",
             "End Sub", "", "Sub Other()", "Dim n As Long", "end sub"]
    assert blocks.block_end(lines, 1, vocab.rules_for("m.bas").block) == 6  # (the column-0 label is inside it)
    assert blocks.block_end(lines, 8, vocab.rules_for("m.bas").block) == 10
    assert vocab.rules_for("src/TestsRunner.bas").is_test_file("tests/modCheck.bas")
    assert not vocab.rules_for("m.bas").is_test_file("src/modLatest.bas")
    assert not vocab.rules_for("m.cls").is_test_file("src/Contest.cls")


@pytest.mark.parametrize("prefix", ["b02", "c02"])
def test_an_item_of_a_review_list_in_an_exported_vba_module(prefix: str) -> None:
    """「3のやつ」, 「第3条」: the item names `clsInvoice.cls` or `modInvoice.bas` and its line; both
    were no file at all before .cls and .bas were in the table."""
    _within(prefix)


@pytest.mark.parametrize(("sentence", "number"), [
    ("ok go ahead with no. 3 from your list", 3), ("do no.2 first", 2), ("nr. 4 please", 4)])
def test_an_item_picked_as_no_n(sentence: str, number: int) -> None:
    from honing.grounding.items import ordinal

    assert ordinal(sentence) == number


def test_no_n_is_not_a_decimal_or_a_no_before_a_count() -> None:
    from honing.grounding.items import ordinal

    assert ordinal("there are no. 3.5 units") is None
    assert ordinal("the crash is at line number 5 of the loop") is None
    assert ordinal("set the retry number 3 times") is None


def test_item_three_of_the_first_reply_after_four_turns_moved_its_line() -> None:
    """"ok go ahead with no. 3 from your list": item 3 names Code.gs:70, since moved to 75 (dev58 a01)."""
    _within("a01")


def test_bulleted_findings_with_bold_titles_are_items_when_each_places_one() -> None:
    from honing.grounding.items import titled_paragraphs

    reply = ("一共两处：\n\n- **商品页短代码** `[chaye_ship_eta]`：`includes/shortcodes.php` 第 30 行\n"
             "  `esc_html( date( 'F j', $ship ) )`\n- **订单邮件**：`includes/emails.php` 第 18 行\n\n要我两处一起改吗？")
    spans = titled_paragraphs(reply)
    assert [reply[a:b].split("**")[1] for a, b in spans] == ["商品页短代码", "订单邮件"]
    options = "Options:\n- **Leave it.** Not worth it.\n- **Edit and repair:** run `flyway repair` everywhere.\n"
    assert titled_paragraphs(options) == []


def test_the_other_one_after_a_colleague_fixed_one_and_the_other_was_put_off() -> None:
    """Two bulleted findings (the product-page shortcode, the order e-mail); the user put both off
    (「邮件那个先别动…」「商品页那个也先等等」), then 「小陈说邮件那个他那边已经改了 另一个你来改吧」: a
    space parts the clause that says the e-mail one is done from the request, and putting the
    product-page one off did not take it up (dev58 c04)."""
    assert vocab.first("商品页那个也先等等", "postpone")
    assert vocab.first("小陈说邮件那个他那边已经改了", "done_mark")
    for busy in ("其他改了的地方也检查一下", "他改了需求，你按新的来", "已经修了三次还是不行"):
        assert not vocab.first(busy, "done_mark"), busy
    assert not (vocab.first("直してもらったけど、まだ落ちる", "done_mark") and vocab.first("直してもらったけど、まだ落ちる", "broke"))
    _within("c04")


def test_a_cmdlet_quoted_with_its_parameters_is_also_where_it_is_written() -> None:
    found = [(m.kind, m.value) for m in mentions.find("One more thing: `Move-Item ... -Force` overwrites a file")]
    assert found == [("code", "Move-Item ... -Force"), ("symbol", "Move-Item")]


def test_a_declined_offer_taken_up_as_the_thing_you_offered() -> None:
    """Turn 1 offers a `_1`/`_2` suffix instead of `Move-Item ... -Force`; the user declines; four
    turns later "do the overwrite thing you offered" takes it up: the Move-Item line (dev58 a07)."""
    assert vocab.first("do the overwrite thing you offered", "approval")
    assert not vocab.first("I don't want your offer, just fix the test", "approval")
    assert not vocab.first("you offered two options, which one is safer?", "approval")
    _within("a07")


@pytest.mark.parametrize("sentence", ["上書きはされなくなったけど、連写したやつが未整理フォルダに残りっぱなしになってる",
                                      "エラーは出なくなったけど、今度は空のファイルができる"])
def test_a_fix_that_worked_and_made_another_defect_blames_the_edit(sentence: str) -> None:
    assert vocab.first(sentence, "broke")


@pytest.mark.parametrize("sentence", ["エラーは出なくなったけど", "この関数いらなくなったけど消していい？",
                                      "よくわからなくなったけど、もう一回説明して", "エラーは直ったけど、テストも追加して"])
def test_a_fix_that_worked_is_not_blamed_when_nothing_follows(sentence: str) -> None:
    assert not vocab.first(sentence, "broke")


def test_the_skip_the_agent_added_is_what_left_the_burst_shots_behind() -> None:
    """Turn 1 stops overwriting by skipping a name that exists; four turns later 「上書きはされなく
    なったけど、連写したやつが…残りっぱなし…ちゃんと番号つけて移してよ」 is about that edit (dev58 b10)."""
    _within("b10")


def test_what_the_agent_checked_and_cleared_is_the_suspect_when_its_fix_was_not_it() -> None:
    """Turn 1 fixes a loop and, under "Other things I checked:", clears `ToDate`
    (src/modHelpers.bas:21, `CDate` … "so fine"); "so your loop thing wasn't it … the 1st to the
    12th is missing" goes back to the report's fix, not to the later request that says "the 1st of
    every month", and takes `ToDate` (dev58 a02)."""
    assert vocab.first("reran it. so your loop thing wasn't it.", "missed")
    _within("a02")


def test_the_lines_a_fix_replaced_still_standing_in_another_file_after_a_wrong_fix(tmp_path: Path) -> None:
    """The fix rewrote hengda.py's price regex; 「出问题的都是金龙那家的…你是不是改错地方了」: the
    same two lines still stand in jinlong.py, which the fix did not edit (dev58 c06)."""
    from honing.grounding import missed
    from honing.grounding.places import Candidate as Place
    from honing.grounding.places import Vote
    from honing.grounding.project import Project

    old = '    m = re.search(r"\\d+(\\.\\d+)?", text)\n    return float(m.group()) if m else None\n'
    new = '    m = re.search(r"\\d[\\d,]*(\\.\\d+)?", text)\n    return float(m.group().replace(",", "")) if m else None\n'
    (tmp_path / "suppliers").mkdir()
    head = "import re\n\n\ndef parse_price(text):\n"
    (tmp_path / "suppliers" / "hengda.py").write_text(head + new, "utf-8")
    (tmp_path / "suppliers" / "jinlong.py").write_text(head + "    # 金龙\n" + old, "utf-8")
    project = Project(tmp_path)
    edits = [(1, str(tmp_path / "suppliers" / "hengda.py"), old, new)]
    found = [Place("suppliers/hengda.py", 4, 6, None, [Vote(1.0, "named", None, 1)])]
    out = missed.old_line_elsewhere(project, edits, None, found, 1)
    assert (out[0].path, out[0].start_line, out[0].end_line) == ("suppliers/jinlong.py", 6, 7)
    (tmp_path / "suppliers" / "other.py").write_text(head + old, "utf-8")  # (two other files: no one place)
    assert missed.old_line_elsewhere(Project(tmp_path), edits, None, found, 1) is found
    _within("c06")


def test_each_causes_own_fix_keyed_by_its_letter_chooses_neither() -> None:
    """「光看配置我分不出是哪一种」 and causes **A** and **B**, then 「两种情况的改法在不同地方：\n- A 要改…\n
    - B 要改…」: each cause's own fix, not a choice; 「咖啡机那个 你先改了吧」 names what both are about,
    so the case stays unresolved (dev58 c08)."""
    from honing.grounding import ambiguity

    prose = "两种情况的改法在不同地方：\n- A 要改「每日营业判断」的模板；\n- B 要改「开店预热」的动作。\n\n你看一下告诉我。"
    assert ambiguity._leads_keyed(prose, prose.index("：") + 1, 2)
    assert not ambiguity._leads_keyed(prose, prose.index("：") + 1, 1)  # (a key past the causes listed)
    assert not ambiguity._leads_keyed("我建议这样改：\n- 先加锁；\n- 再重试。", len("我建议这样改："), 2)
    result, _ = _bench_case(DEV58, "c08")
    assert not result.references[0].resolved


def test_a_reason_of_the_users_own_plans_chooses_no_cause() -> None:
    """Causes A (a stale lock, 「再起動で消える /run 側に移します」) and B (the mount point), which the
    agent cannot tell apart; 「とりあえずそれ直しといて。月曜にPi再起動するときにpullするから」: the
    reason clause's 再起動 is the user's plan, not cause A (dev58 b03, a guess, now unresolved)."""
    from honing.grounding import ambiguity

    for reason in ("月曜にPi再起動するときにpullするから", "月曜にpullするから、", "因为日志没抓到", "because I pull on Monday"):
        assert ambiguity._REASON.search(reason), reason
    for choosing in ("ロックの方から直して", "cause B, go", "since it's the stale lock"):
        assert not ambiguity._REASON.search(choosing), choosing
    result, _ = _bench_case(DEV58, "b03")
    assert not result.references[0].resolved


def test_a_shown_text_in_chinese_is_searched_by_its_fixed_part() -> None:
    """「还差 ¥-21.00 即可免运费 🚚」: five Chinese characters and an emoji are a part worth searching
    for (a character counts as two letters), not too short as seven characters were."""
    from honing.grounding.errors import LOCALE_FILE, message_needles

    assert "即可免运费 🚚" in message_needles("还差 ¥-21.00 即可免运费 🚚")
    assert message_needles("ok 12 no") == ["ok 12 no"]
    assert LOCALE_FILE.search("locales/zh-CN.json") and LOCALE_FILE.search("config/i18n/ja.yml")
    assert LOCALE_FILE.search("public/locales/zh-CN/translation.json")
    assert not LOCALE_FILE.search("config/settings_data.json")


def test_a_screenshot_of_a_text_kept_in_a_translation_file() -> None:
    """The customer's screenshot quotes the cart bar's text, which the theme keeps in
    locales/zh-CN.json under `remaining`; where that key's value is computed is the place (dev58 c09)."""
    _within("c09")


def test_a_question_and_the_word_other_are_no_prohibitions_in_chinese() -> None:
    """能不能 (can it …?) and 别的 (other) are no bans: they made "Constraint" items of 「导出 csv 这个能
    不能每天晚上自动跑」 and 「有没有别的坑」, and counted as prohibitions in the analysis."""
    from honing.text import lexicon

    langs = {"en", "ja", "zh"}
    for text in ("导出 csv 这个能不能每天晚上自动跑 不用人点", "有没有别的坑", "别人的代码"):
        assert lexicon.any_match(text, "prohibition", langs) is None, text
    for text in ("别改这个文件", "不能删除数据", "代码别动"):
        assert lexicon.any_match(text, "prohibition", langs) is not None, text


def test_no_leave_alone_for_the_item_the_sentence_takes_up_and_no_invented_ban() -> None:
    """「3 和 5 我没太看懂 先放着」 put item 3 off; 「第3条也改了吧」 takes it up, so the instruction does
    not also tell the agent to leave it alone, and no side question becomes a constraint (dev58 c02)."""
    result, _ = _bench_case(DEV58, "c02")
    labels = [(item.label, item.text) for item in result.items]
    assert not [t for label, t in labels if label == "Leave alone" and "3 和 5" in t], labels
    assert not [t for label, t in labels if label == "Constraint"], labels
