"""Grounding behaviours found on the fourteenth development set (bench/ground_cases_dev14)."""

from __future__ import annotations

import json
from pathlib import Path

import honing
from honing.grounding import resolve
from honing.grounding.blocks import block_end
from honing.sessions import read_session

from .test_grounding_dev5 import write

_LEDGER = ("class PointsLedger {\n    fun redeem(id: String, points: Int) {\n"
           "        if (points > balance(id)) throw InsufficientPointsException()\n    }\n\n"
           "    private fun isActive(entry: LedgerEntry, on: LocalDate): Boolean =\n"
           "        entry.expiresOn == null || !entry.expiresOn.isBefore(on)\n\n"
           "    fun balance(id: String): Int {\n        return entries.filter { isActive(it, today()) }.sumOf { it.points }\n"
           "    }\n}\n")


def _edit(call_id: str, path: str, old: str, new: str) -> list[dict[str, object]]:
    args = json.dumps({"file_path": path, "old_string": old, "new_string": new})
    return [{"role": "assistant", "content": None,
             "tool_calls": [{"id": call_id, "type": "function", "function": {"name": "Edit", "arguments": args}}]},
            {"role": "tool", "tool_call_id": call_id, "content": "ok"}]


def test_an_expression_body_belongs_to_its_function() -> None:
    """Kotlin's `fun f(…): T =` and C#'s `=>` put the body on the lines below, deeper than
    the head: the function runs over them (it used to end on its own first line)."""
    lines = _LEDGER.split("\n")
    assert block_end(lines, 6, "braces") == 7
    assert block_end(["int Twice(int x) =>", "    x * 2;", "", "int Next() { return 1; }"], 1, "braces") == 2
    assert block_end(["let total = 0;", "for (;;) {"], 1, "braces") == 1


def test_a_thing_put_off_by_name_is_taken_up_again_by_that_name(tmp_path: Path) -> None:
    """"leave the expiry thing for now" kept the expiry defect's names out; "go ahead with
    the expiry fix" names it again: the deferral is lifted, and the later turn that quotes
    `PointsLedger.isActive` places it (an expression-bodied function, found whole) (dev14 a08)."""
    root = write(tmp_path, {"src/PointsLedger.kt": _LEDGER})
    aside = ("Redeeming too much now gives 409. Something I noticed in passing: `PointsLedger.isActive` uses "
             "`!entry.expiresOn.isBefore(on)`, so points still count on their expiry day, which looks wrong; I "
             "haven't touched it.")
    messages = ([{"role": "user", "content": "redeeming more than the balance gives a 500, should be 409"}]
                + _edit("e1", "src/PointsLedger.kt", "        if (points > balance(id)) error()",
                        "        if (points > balance(id)) throw InsufficientPointsException()")
                + [{"role": "assistant", "content": aside},
                   {"role": "user", "content": "leave the expiry thing for now, I need to ask product"},
                   {"role": "assistant", "content": "Sure."},
                   {"role": "user", "content": "product says expiring points can NOT be used on the day. code or comment?"},
                   {"role": "assistant", "content": "The code: `PointsLedger.isActive` is\n\n```kotlin\n"
                                                    "entry.expiresOn == null || !entry.expiresOn.isBefore(on)\n```\n\n"
                                                    "which is true on the day itself, so `balance` counts them. "
                                                    "It should be `entry.expiresOn.isAfter(on)`."}])
    ref = honing.ground("ok go ahead with the expiry fix", messages, cwd=root).references[0]
    assert ref.resolved and ref.path == "src/PointsLedger.kt" and ref.start_line <= 7 <= ref.end_line, ref


_BUSINESS_DAYS = ("module BusinessDays\n  # The last business day of +date+'s month.\n  def self.end_of_month(date)\n"
                  "    roll_back(Date.new(date.year, date.month, -1))\n  end\n\n  def self.roll_back(date)\n"
                  "    date -= 1 while date.saturday? || date.sunday?\n    date\n  end\nend\n")
_SUBSCRIPTION_RB = ("class Subscription\n  def next_renewal_after(date)\n"
                    "    BusinessDays.end_of_month(date >> 1)\n  end\nend\n")


def test_a_spec_file_named_failing_now_points_at_the_agents_edit(tmp_path: Path) -> None:
    """"subscription_spec の renews on the last day of the month が落ちてる": the spec file
    and its example's words (month), failing in CI after the agent changed a shared helper
    for invoices; no turn showed that spec. The helper's new lines are the place (dev14 b07)."""
    root = write(tmp_path, {"lib/business_days.rb": _BUSINESS_DAYS, "app/models/subscription.rb": _SUBSCRIPTION_RB})
    patch = ("*** Begin Patch\n*** Update File: lib/business_days.rb\n@@\n-  def self.end_of_month(date)\n"
             "-    Date.new(date.year, date.month, -1)\n+  # The last business day of +date+'s month.\n"
             "+  def self.end_of_month(date)\n+    roll_back(Date.new(date.year, date.month, -1))\n*** End Patch\n")
    for sentence in ("CI で subscription_spec の renews on the last day of the month が落ちてる。直して",
                     "CI 上 subscription_spec 的 renews on the last day of the month 挂了，修一下",
                     "subscription_spec 'renews on the last day of the month' fails in CI now, fix it"):
        messages = [{"role": "user", "content": "invoice due dates at month end should move to the previous business day"},
                    {"role": "assistant", "content": None, "tool_calls": [{"id": "p1", "type": "function", "function": {
                        "name": "apply_patch", "arguments": json.dumps({"input": patch})}}]},
                    {"role": "tool", "tool_call_id": "p1", "content": "Done!"},
                    {"role": "assistant", "content": "`BusinessDays.end_of_month` now returns the last business day; "
                                                     "invoice_spec: 4 examples, 0 failures."},
                    {"role": "user", "content": "until when does holiday_jp have data?"},
                    {"role": "assistant", "content": "Until 2050."}]
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.path == "lib/business_days.rb" and ref.start_line <= 4 <= ref.end_line, (sentence,
                                                                                                              ref)
        session = tmp_path.parent / f"{tmp_path.name}.session.json"  # outside the project
        session.write_text(json.dumps(messages), encoding="utf-8")
        plan = resolve.plan(sentence, list(read_session(str(session)).turns))
        # (the example's own title, quoted beside the spec, is what a run shows failing: it names the test)
        named = "`renews on the last day of the month`" if "'" in sentence else "`subscription_spec`"
        assert plan.reason.startswith(f"{named} fails now"), plan.reason


# ---------------------------------------------------------------- found in review of the 13th-14th rounds

_APP = {"app/auth.py": "def login(user, pw):\n    if user.password == pw:\n        return True\n    return False\n",
        "app/cart.py": "def total(items):\n    s = 0\n    for i in items:\n        s += i.price\n    return s\n\n\n"
                       "def discount(t):\n    return t * 0.85\n",
        "app/retry.py": "MAX = 3\n\n\ndef retry(fn):\n    for _ in range(MAX):\n        try:\n            return fn()\n"
                        "        except Exception:\n            pass\n",
        "app/mail.py": "import smtplib\n\n\ndef send(to, body):\n    s = smtplib.SMTP('localhost')\n"
                       "    s.sendmail('a@b', to, body)\n",
        "app/loader.py": "import json\n\n\ndef load(path):\n    with open(path) as f:\n        return json.load(f)['items']\n",
        "app/sync.py": "def pull(resp):\n    data = resp.json()\n    return data.get('items')\n",
        "app/views.py": "def search(request):\n    q = request.args.get('q', '')\n    return q\n",
        "tests/test_auth.py": "def test_login_rejects_bad_password():\n    assert not login(user('a'), 'nope')\n"}
_REVIEW = ("Review findings:\n\n1. `login` in app/auth.py:2 compares passwords in plain text.\n"
           "2. `total` in app/cart.py:4 ignores quantity.\n3. `send` in app/mail.py:5 never closes the SMTP connection.\n"
           "4. `retry` in app/retry.py:8 swallows every exception.\n")
_REVIEWED = [{"role": "user", "content": "review the code, don't change anything"}, {"role": "assistant", "content": _REVIEW}]


def _where(tmp_path: Path, sentence: str, messages: list[dict[str, object]]) -> str | None:
    root = write(tmp_path, _APP)
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    return ref.path if ref.resolved else None


def test_a_pasted_frame_outranks_an_edit_that_makes_the_same_call(tmp_path: Path) -> None:
    """"has no attribute 'get'" with its own frame in app/sync.py: the frame is the place,
    not the agent's new `request.args.get(` line elsewhere."""
    messages = ([{"role": "user", "content": "add a search view"}]
                + _edit("e1", "app/views.py", "    q = ''", "    q = request.args.get('q', '')")
                + [{"role": "assistant", "content": "Added `search` in app/views.py."}])
    trace = ("Traceback (most recent call last):\n  File \"/srv/app/app/sync.py\", line 3, in pull\n"
             "    return data.get('items')\nAttributeError: 'NoneType' object has no attribute 'get'\n"
             "the nightly sync died with this, fix it")
    assert _where(tmp_path, trace, messages) == "app/sync.py"


def test_a_failing_test_is_not_pinned_on_an_edit_that_says_none_of_its_words(tmp_path: Path) -> None:
    """The only edit changed the discount; the test that fails tests login, and no run
    showed it passing before the edit: the code under test is the place, not the edit."""
    messages = ([{"role": "user", "content": "make the discount 15%"}]
                + _edit("e1", "app/cart.py", "    return t * 0.9", "    return t * 0.85")
                + [{"role": "assistant", "content": "Done: `discount` now takes 15%."}])
    for sentence in ("test_login_rejects_bad_password fails now, fix it",
                     "test_login_rejects_bad_password が落ちてる。直して"):
        assert _where(tmp_path, sentence, messages) == "app/auth.py", sentence


def test_only_the_part_of_a_clause_that_defers_keeps_its_names_out(tmp_path: Path) -> None:
    """"don't touch `parse`, the crash is somewhere in `load`": `load` is the bug the user
    names, not something kept out."""
    for said in ("don't touch `parse`, the crash is somewhere in `load`", "`parse` 先别管，崩溃应该在 `load` 里"):
        messages = [{"role": "user", "content": said},
                    {"role": "assistant", "content": "Found it: `load` in app/loader.py:6 indexes `['items']` on a "
                                                     "file that has no such key, so it raises KeyError."}]
        assert _where(tmp_path, "ok fix it", messages) == "app/loader.py", said


def test_a_yes_to_a_question_about_a_value_is_no_item_pick(tmp_path: Path) -> None:
    """"Should I set it to 2?" asks about a value (no list in that reply): "yes" takes the
    retry change, not item 2 of an older review; 行号/对账/好慢 open no yes."""
    asked = _REVIEWED + [{"role": "user", "content": "the retry loop in app/retry.py is too aggressive, what would "
                                                     "you change?"},
                         {"role": "assistant", "content": "I'd lower `MAX` in app/retry.py:1. Should I set it to 2?"}]
    assert _where(tmp_path, "yes please do it", asked) == "app/retry.py"
    offered = _REVIEWED[:1] + [{"role": "assistant", "content": _REVIEW + "\n要我先改1吗？"}]
    for sentence in ("行号不对，修一下 app/mail.py 的 send", "好慢啊，邮件发送 send 修一下"):
        assert _where(tmp_path, sentence, offered) == "app/mail.py", sentence


def test_counts_and_versions_are_no_item_numbers(tmp_path: Path) -> None:
    """先修2个bug (a count), Python 3 で (a version) pick no item of the review."""
    from honing.grounding.items import _numbers_taken

    assert _numbers_taken("先修2个bug：购物车和邮件") == set()
    assert _numbers_taken("Python 3 で動かすとログインが落ちる。直して") == set()
    assert _numbers_taken("把 MAX 改3，然后处理一下") == set()
    assert _numbers_taken("那先修3吧") == {3}


def test_since_the_start_is_not_the_first_issue() -> None:
    """"broken from the start", "at the start of the report", 从一开始 are everyday words;
    "the crash from the beginning" goes back to the first issue."""
    from honing.grounding import vocab

    for everyday in ("that one has been broken from the start, fix it", "the first row is wrong at the start of "
                     "the report, fix it", "从一开始就是错的，修一下"):
        assert vocab.first(everyday, "earliest") is None, everyday
    assert vocab.first("ok now back to the crash from the beginning, fix it", "earliest") is not None


def test_reading_questions_stays_linear() -> None:
    """A long message with no '?' is read once: 8 times the text (70 KB to 560 KB) costs
    about 8 times the time, not 64 (the pattern took 12 s at 32 KB); a growth, not a time."""
    import time

    from honing.grounding.prose import _QUESTION

    def cost(n: int) -> float:
        text = "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo" * n
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            _QUESTION.findall(text)
            best = min(best, time.perf_counter() - start)
        return best

    assert cost(16000) < 24 * cost(2000)  # linear: about 8


_RECEIPT = ("const { formatYuan } = require('../lib/money');\n\n/** Beijing calendar day as a UTC range. */\n"
            "function beijingDayRange(day) {\n  const start = new Date(`${day}T00:00:00+08:00`);\n"
            "  return { start, end: new Date(start.getTime() + 86400000) };\n}\n\n"
            "function buildReceipt(order) {\n  return {\n    id: order.id,\n    storeName: order.store.name,\n"
            "    total: formatYuan(order.total),\n  };\n}\n\nmodule.exports = { buildReceipt, beijingDayRange };\n")


def test_a_frame_whose_line_moved_out_of_its_function_points_at_that_function(tmp_path: Path) -> None:
    """"at buildReceipt (…/receipt.js:5:28)" was logged by the deployed build; edits since
    moved the code, and line 5 now stands in beijingDayRange. The frame names its
    function: that function is the place (dev14 c09)."""
    root = write(tmp_path, {"src/services/receipt.js": _RECEIPT})
    messages = [{"role": "user", "content": "add a Beijing day range helper to the receipt service"},
                {"role": "assistant", "content": "Added `beijingDayRange` above `buildReceipt` in "
                                                 "src/services/receipt.js."}]
    frame = "TypeError: Cannot read properties of undefined (reading 'name') at buildReceipt (/srv/app/src/services/receipt.js:5:28)"
    for sentence in (f"prod v1.8.2 logged this: {frame} fix it", f"本番の v1.8.2 でこれ出た：{frame} 直して",
                     f"线上 v1.8.2 报了这个：{frame}，帮我修一下"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.symbol == "buildReceipt" and ref.start_line <= 12 <= ref.end_line, (sentence, ref)


_VM = ("class OrderDetailViewModel {\n    private var loadedId: String? = null\n\n"
       "    fun load(orderId: String, force: Boolean = false) {\n        if (loadedId != null && !force) return\n"
       "        loadedId = orderId\n    }\n}\n")
_VM_TEST = ("class OrderDetailViewModelTest {\n    @Test\n    fun loadsOnce() {\n        val vm = OrderDetailViewModel()\n"
            "        vm.load(\"A\")\n    }\n}\n")


def test_asking_for_a_test_besides_the_fix_selects_no_item(tmp_path: Path) -> None:
    """"ok, change it, and add a unit test" (补个单测, テストも書いて): the proposal of the
    first turn is the place; the words of the test request do not pick the item of a later
    list that names the test class (dev14 c08)."""
    root = write(tmp_path, {"app/src/main/java/shop/OrderDetailViewModel.kt": _VM,
                            "app/src/test/java/shop/OrderDetailViewModelTest.kt": _VM_TEST})
    diagnosis = ("The bug is the guard in `OrderDetailViewModel.load` (OrderDetailViewModel.kt:5): "
                 "`if (loadedId != null && !force) return` ignores the id, so order B shows A. I'd change it to "
                 "`if (orderId == loadedId && !force) return`.")
    side = ("StateFlow vs LiveData here:\n\n1. `OrderDetailViewModel` exposes StateFlow so the fragment can collect "
            "it with lifecycle.\n2. `OrderDetailViewModelTest` already uses runTest for the flow, which is a unit "
            "test problem with LiveData.\n3. Nothing else uses LiveData in this screen.")
    messages = [{"role": "user", "content": "opening order B after A still shows A, a bug"},
                {"role": "assistant", "content": diagnosis},
                {"role": "user", "content": "why StateFlow and not LiveData here?"},
                {"role": "assistant", "content": side}]
    for sentence in ("ok, change it, and add a unit test", "じゃあ直して、テストも書いて", "行，那改吧，改完顺手补个单测"):
        ref = honing.ground(sentence, messages, cwd=root).references[0]
        assert ref.resolved and ref.path.endswith("main/java/shop/OrderDetailViewModel.kt"), (sentence, ref)


_SMS = ("<?php\nclass AliyunSms\n{\n    public function send($phone, $text)\n    {\n"
        "        return $this->client->request(['SignName' => $this->signName, 'PhoneNumbers' => $phone]);\n    }\n}\n")


def test_a_fix_the_agent_puts_outside_the_repository_leaves_nothing_to_fix(tmp_path: Path) -> None:
    """"代码层面没有问题" … "两个办法，都不在这个仓库里" (a production setting and a console
    review): "你帮我改一下吧" is unresolved; the same in English (dev14 c07)."""
    root = write(tmp_path, {"app/Services/Sms/AliyunSms.php": _SMS, "config/sms.php": "<?php\nreturn ['sign_name' => "
                                                                                      "env('SMS_SIGN_NAME')];\n"})
    cases = [
        ("查到了，`isv.SMS_SIGNATURE_ILLEGAL` 指的是短信签名，跟 `AliyunSms::send()` 没关系。代码层面没有问题，传过去的就是配置的值。",
         "要今天恢复发送，有两个办法，都不在这个仓库里：\n1. 把线上 `.env` 的 `SMS_SIGN_NAME` 改回原来的签名。\n2. 让运营在阿里云控制台催审核。",
         "行，那你帮我改一下吧"),
        ("Found it: `isv.SMS_SIGNATURE_ILLEGAL` is about the SMS sign name, not `AliyunSms::send()`; nothing in the "
         "code is wrong, it passes the configured value.",
         "Two ways to get sending back today, neither of them in this repo:\n1. Set `SMS_SIGN_NAME` on production "
         "back to the approved name.\n2. Ask ops to push the review in the Aliyun console.",
         "ok can you fix it"),
    ]
    for first, second, sentence in cases:
        messages = [{"role": "user", "content": "no reminder SMS went out this morning, the log is full of "
                                                "isv.SMS_SIGNATURE_ILLEGAL errors"},
                    {"role": "assistant", "content": first},
                    {"role": "user", "content": "the new sign name is still under review"},
                    {"role": "assistant", "content": second}]
        result = honing.ground(sentence, messages, cwd=root)
        assert not result.references[0].resolved, (sentence, result.references[0])
