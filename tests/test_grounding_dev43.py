"""Grounding behaviours found on the forty-third development set (bench/ground_cases_dev43)."""

from __future__ import annotations

from pathlib import Path

import pytest

import honing
from honing.grounding import vocab

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

_VIEWS = ("from django.shortcuts import render\n\nfrom shop import flags\n\n\n"
          + "".join(f"# view note {n}\n" for n in range(6, 17))
          + "def checkout(request):\n    user = request.user\n"
          "    if flags.is_enabled(\"new-checkout\", user, default=False):\n"
          "        return render(request, \"checkout/new.html\")\n    return render(request, \"checkout/legacy.html\")\n"
          + "".join(f"# tail {n}\n" for n in range(22, 40)))


def test_a_reply_that_places_the_fix_in_a_vendor_dashboard_settles_the_report(tmp_path: Path) -> None:
    """The agent read the view, found the flag evaluated correctly and said the fix is the flag's
    targeting in the LaunchDarkly dashboard ("The code is doing the right thing … It isn't something in
    this repo"). "fix that then" has no line in the project to name: unresolved, not the view the
    reply quoted a line of (dev43 a10)."""
    project = write(tmp_path, {"checkout/views.py": _VIEWS})
    session = [
        {"role": "user", "content": "new-checkout flag is ON in launchdarkly but our german test accounts still "
                                    "get the old checkout. whats going on"},
        {"role": "assistant", "content": None,
         "tool_calls": [_call("r1", "read_file", {"path": "checkout/views.py"})]},
        {"role": "tool", "tool_call_id": "r1", "content": _VIEWS},
        {"role": "assistant", "content":
            "The code is doing the right thing; it's the flag's targeting in LaunchDarkly.\n\n"
            "- `checkout/views.py:19` asks for `new-checkout` with the user's context, and the German QA account "
            "sends `country: \"DE\"`.\n- In production the only rule serves `true` to `country in [US, CA, GB]`; "
            "everyone else falls through to `false`.\n\nThe fix is in the LaunchDarkly dashboard: add `DE` to that "
            "rule. It isn't something in this repo, and the token here is read-only, so I can't change targeting."},
    ]
    ref = honing.ground("ok can you just fix that then? marketing launches DE on monday", session,
                        cwd=project, turns=2).references[0]
    assert not ref.resolved and ref.path is None, ref


_PERMISSIONS = ("from app.models import Document, User\n\n"
                "ROLE_RANK = {\"viewer\": 0, \"commenter\": 1, \"editor\": 2, \"owner\": 3}\n\n\n"
                "def is_org_admin(user: User, doc: Document) -> bool:\n"
                "    return user.role == \"admin\" and user.org_id == doc.org_id\n\n\n"
                "def at_least(user: User, doc: Document, role: str) -> bool:\n"
                "    return ROLE_RANK[doc.roles.get(user.id, \"viewer\")] >= ROLE_RANK[role]\n\n\n"
                + "".join(f"# rule note {n}\n" for n in range(14, 38))
                + "def can_share(user: User, doc: Document) -> bool:\n"
                "    return is_org_admin(user, doc) or at_least(user, doc, \"editor\")\n\n\n"
                "def can_delete(user: User, doc: Document) -> bool:\n"
                "    return user.role == \"admin\" or at_least(user, doc, \"owner\")\n"
                + "".join(f"# tail {n}\n" for n in range(44, 60)))


def test_a_check_that_leaves_out_a_comparison_is_a_defect_the_agent_noticed(tmp_path: Path) -> None:
    """Beside its fix the agent listed two things it noticed: a cosmetic enum and `can_delete`, which
    "checks `user.role == "admin"` without comparing orgs". The user skipped the enum; "go ahead with the
    other one you found" is `can_delete`. "without comparing" names the defect the item reports (dev43 a04)."""
    project = write(tmp_path, {"app/permissions.py": _PERMISSIONS})
    delete_line = _PERMISSIONS.split("\n").index("def can_delete(user: User, doc: Document) -> bool:") + 2
    edit = {"path": "app/permissions.py", "old_text": "at_least(user, doc, \"owner\")\n\n\ndef can_delete",
            "new_text": "at_least(user, doc, \"editor\")\n\n\ndef can_delete"}
    session = [
        {"role": "user", "content": "editors get a 403 when they try to share a doc, they should be allowed to share. "
                                    "can you fix"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit_file", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content":
            "Fixed: `can_share` in `app/permissions.py` now allows `editor` and above. Tests pass (4).\n\n"
            "Two other things I noticed in `permissions.py` while I was there:\n\n"
            "1. `ROLE_RANK` is a plain dict of strings; an `Enum` would catch typos at type-check time. Cosmetic.\n"
            f"2. `can_delete` (line {delete_line}) checks `user.role == \"admin\"` without comparing orgs, so an "
            "admin of *any* organisation can delete documents of every other organisation.\n\n"
            "Want me to fix either?"},
        {"role": "user", "content": "skip the enum. q: whats the difference between Depends and Security in fastapi?"},
        {"role": "assistant", "content": "`Security` is `Depends` plus scopes; for today's `current_user` "
                                         "`Depends` is fine."},
    ]
    ref = honing.ground("nice. and yeah go ahead with the other one you found", session,
                        cwd=project, turns=2).references[0]
    assert (ref.path, ref.symbol) == ("app/permissions.py", "can_delete"), ref
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= delete_line <= ref.end_line, ref


_FLAGS = ("package jp.hokuto.shop.feature;\n\n"
          + "".join(f"// flag note {n}\n" for n in range(3, 20))
          + "public class FeatureFlagService {\n    public static final String NEW_CHECKOUT = \"new-checkout\";\n"
          "    public boolean isEnabled(String flag, Context ctx) {\n        return unleash.isEnabled(flag, ctx, false);\n"
          "    }\n}\n" + "".join(f"// tail {n}\n" for n in range(26, 40)))


def test_a_japanese_reply_that_puts_the_fix_in_the_vendor_console_settles_the_report(tmp_path: Path) -> None:
    """「アプリのコードや `application-prod.yml` の問題ではなく、Unleash の管理画面で … ON にすれば」: the fix
    is a toggle in the flag service's console; 「それ直しといて」 has no line to name (dev43 b08)."""
    project = write(tmp_path, {"src/main/java/jp/hokuto/shop/feature/FeatureFlagService.java": _FLAGS,
                               "src/main/resources/application-prod.yml": "unleash:\n  environment: production\n"})
    session = [
        {"role": "user", "content": "new-checkout フラグ、本番だと社内の人でも旧画面のまま。コード側で何か違う？"},
        {"role": "assistant", "content":
            "原因が分かりました。Unleash の `new-checkout` は本番環境にも staging と同じ戦略が入っていますが、"
            "**`production` 環境自体が `enabled: false`（OFF）** になっています。\n\n"
            "つまりアプリのコードや `application-prod.yml` の問題ではなく、Unleash の管理画面で `new-checkout` の "
            "production 環境のトグルを ON にすれば、社内アカウントだけ v2 が出るはずです。"
            "`FeatureFlagService.isEnabled` はそのままで大丈夫です。"},
    ]
    ref = honing.ground("わかった、じゃあそれ直しといて", session, cwd=project, turns=1).references[0]
    assert not ref.resolved and ref.path is None, ref


def test_a_japanese_reply_that_cannot_decide_between_two_places_leaves_the_pick_open(tmp_path: Path) -> None:
    """Two send paths both read 9:00 as UTC; the agent says it cannot tell which one runs in production
    (「どちらの経路で送られているか分からない以上、直す場所も 1 か 2 かは決められません」). 「時間のやつ直しといて」
    picks neither: unresolved, not the first of the two (dev43 b09)."""
    scheduler = ("import { Cron } from \"@nestjs/schedule\";\n\n" + "".join(f"// note {n}\n" for n in range(3, 16))
                 + "  @Cron(\"0 9 * * *\", { name: \"daily-sales-report\" })\n  async daily() {}\n"
                 + "".join(f"// tail {n}\n" for n in range(18, 36)))
    cron = "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: daily-report\nspec:\n" + "".join(
        f"  # note {n}\n" for n in range(6, 9)) + "  schedule: \"0 9 * * *\"\n" + "".join(f"  # t {n}\n" for n in range(10, 32))
    project = write(tmp_path, {"src/reports/report.scheduler.ts": scheduler, "k8s/cronjob-daily-report.yaml": cron})
    session = [
        {"role": "user", "content": "日次売上レポートのメール、朝9時に来るはずなのに夕方18時に届いてるって経理から。なんで？"},
        {"role": "assistant", "content":
            "9時間ずれているので、「9:00」が UTC で解釈されています。送る経路が2つあって、どちらも同じずれ方をします。\n\n"
            "1. **アプリ内スケジューラ** `src/reports/report.scheduler.ts:16` の `@Cron(\"0 9 * * *\")` に `timeZone` "
            "がありません。\n2. **k8s の CronJob** `k8s/cronjob-daily-report.yaml:9` の `schedule` に `timeZone` "
            "がありません。\n\nメールが1通しか届いていないなら、動いているのはどちらか片方だけですが、本番の "
            "`ENABLE_SCHEDULER` の値は、このリポジトリからは分かりません。"},
        {"role": "user", "content": "本番の env は infra のリポジトリで、今は権限なくて見れない。集計範囲って当日分が混ざったりしない？"},
        {"role": "assistant", "content":
            "混ざりません。集計は JST の前日分だけです。\n\nどちらの経路で送られているか分からない以上、直す場所も 1"
            "（`@Cron` に `timeZone: \"Asia/Tokyo\"`）か 2（CronJob に `timeZone`）かは決められません。"},
    ]
    ref = honing.ground("そっか。じゃあとりあえず時間のやつ直しといて", session, cwd=project, turns=2).references[0]
    assert not ref.resolved and ref.path is None, ref


_MONEY = ("<?php\n\nnamespace App\\Support;\n\nfinal class Money\n{\n"
          + "".join(f"    // note {n}\n" for n in range(7, 30))
          + "    public function format(string $locale = 'en'): string\n    {\n"
          "        return number_format($this->toMajor(), 2, '.', ',');\n    }\n\n"
          "    public function toMajor(): float\n    {\n        return $this->minor / 100;\n    }\n}\n"
          + "".join(f"// tail {n}\n" for n in range(40, 52)))


def test_a_part_that_reports_one_item_signed_off_picks_nothing_and_a_pictograph_parts_it(tmp_path: Path) -> None:
    """Two findings in one list: German separators in `format()`, yen amounts in `toMajor()` (whose item
    says config "already has `'decimals' => 0` …, it's just never read"). "QA signed off on the german
    formatting 👍 ok now the yen thing": the part before the emoji reports item 1 done, so "yen" picks
    item 2; and the config value that already stands is no place to fix (dev43 a05)."""
    project = write(tmp_path, {"app/Support/Money.php": _MONEY,
                               "config/currencies.php": "<?php\n\nreturn [\n    'JPY' => ['decimals' => 0],\n];\n"})
    division = _MONEY.split("\n").index("        return $this->minor / 100;") + 1
    session = [
        {"role": "user", "content": "two invoice PDF bugs: german customers see \"1,250.00 €\", and japanese customers "
                                    "see \"¥12.50\" on an invoice that should say ¥1,250"},
        {"role": "assistant", "content":
            "I found both causes, they're separate bugs in `app/Support/Money.php`:\n\n"
            "1. **German separators**: `format()` ignores the `$locale` it receives and always calls `number_format`, "
            "so every locale gets English separators.\n"
            "2. **Yen amounts**: `toMajor()` always divides by 100. JPY has no minor unit, and "
            "`config/currencies.php` already has `'decimals' => 0` for JPY, it's just never read.\n\n"
            "Should I fix both now, or one at a time?"},
        {"role": "user", "content": "do the german one first. we'll do the yen thing after QA signs off on that one"},
        {"role": "assistant", "content": "Understood: the German formatting first; the yen amounts are not fixed yet."},
    ]
    ref = honing.ground("QA signed off on the german formatting 👍 ok now the yen thing", session,
                        cwd=project, turns=2).references[0]
    assert (ref.path, ref.symbol) == ("app/Support/Money.php", "toMajor"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= division <= ref.end_line, ref


@pytest.mark.parametrize(("category", "text", "says"), [
    ("exonerate", "`config/currencies.php` already has `'decimals' => 0` for JPY, it's just never read", True),
    ("exonerate", "the handler already has a bug in the retry path", False),
    ("exonerate", "`config/settings/prod.py` already has `DEBUG = True` on line 12, so every exception leaks", False),
    ("nothing_to_fix", "The code is doing the right thing; it's the flag's targeting in LaunchDarkly.", True),
    ("nothing_to_fix", "The code is doing the right thing for GBP, but for yen it's wrong", False),
    ("nothing_to_fix", "アプリのコードや `application-prod.yml` の問題ではなく、Unleash の管理画面でトグルを ON に", True),
    ("nothing_to_fix", "APIのコードの問題ではなく、管理画面のフロント側で UTC のまま表示しているのが原因です", False),
    ("signed_off", "QA hasn't signed off yet, the yen thing is still wrong", False),
    ("signed_off", "the session gets signed off after 5 minutes", False),
    ("signed_off", "自分で直したいけど", False),
    ("signed_off", "自分で修正したんですが、まだ落ちます", False),
    ("signed_off", "自分で調べたけど、CSV の文字化けを直したいです", False),
    ("signed_off", "日付のほうは自分で Time.zone.today に直した。", True),
    ("signed_off", "QA から OK 出ました", True),
    ("signed_off", "我自己改了一下配置还是报错", False),
    ("signed_off", "本地测试通过了吗", False),
    ("signed_off", "我已经自己改好了", True),
    ("signed_off", "pipefail 那个我自己加了，另一个你来改下", True),
    ("signed_off", "我自己加了一行日志但还是报错", False),
    ("defect", "查不到的话简单返回空数组就行", False),
    ("defect", "搜不到结果的时候加个空状态提示", False),
    ("defect", "至少1块钱", False),
    ("defect", "多收了1元", True),
    ("defect", "I merged it without checking with design first", False),
    ("defect", "フォーマットが正しくありません", True),
    ("signed_off", "QA signed off on the german formatting", True),
    ("signed_off", "sign off the release notes", False),
    ("signed_off", "自分で直したら別のエラーが出た", False),
    ("nothing_to_fix", "It isn't something in this repo, and the token is read-only.", True),
    ("defect", "checks the role without comparing orgs", True),
    ("defect", "without changing the API", False),
    ("defect", "deploy it without checking the cache", False),
    ("undecided", "直す場所も 1 か 2 かは決められません", True),
    ("undecided", "直す場所は 1 です", False),
    ("defect", "選5月1号查不到5月1号早上七点多的单", True),
    ("defect", "日志只留 3 天，已经查不到了", False),
    ("defect", "「電話番号の形式が正しくありません」って出る", True),
    ("defect", "その理解は正しくありません", False),
])
def test_the_phrases_of_this_round(category: str, text: str, says: bool) -> None:
    assert (vocab.first(text, category) is not None) is says, (category, text)


_INVOICE = ("from decimal import Decimal\n\n" + "".join(f"# note {n}\n" for n in range(3, 20))
            + "def next_number(prefix):\n    last = Invoice.objects.filter(number__startswith=prefix).last()\n"
            "    return f\"{prefix}{int(last.number[-4:]) + 1:04d}\"\n\n\n"
            + "".join(f"# gap {n}\n" for n in range(25, 40))
            + "def breakdown(taxable, rate):\n    tax = round(taxable * rate)\n    return taxable, tax\n"
            + "".join(f"# tail {n}\n" for n in range(43, 60)))


def test_an_item_put_off_beside_one_deferred_is_picked_by_its_number(tmp_path: Path) -> None:
    """「3は経理にルール確認中、4は別チケットにする」 puts off item 4 only (item 3 waits for an answer), and
    item 4's file is item 3's file too: 「3番お願い」 is item 3, `round()` in `breakdown`, not nothing
    (dev43 b02)."""
    project = write(tmp_path, {"billing/services/invoice.py": _INVOICE, "billing/views.py": "# views\n" * 40})
    tax_line = _INVOICE.split("\n").index("    tax = round(taxable * rate)") + 1
    number_line = _INVOICE.split("\n").index("def next_number(prefix):") + 1
    session = [
        {"role": "user", "content": "feat/invoice-pdf のdiff、レビューしてほしい"},
        {"role": "assistant", "content":
            "レビューしました。\n\n1. **`billing/views.py:31` のクエリセットが自社に絞られていない**\n"
            "2. **`billing/views.py:12` の発行日が UTC の日付**\n"
            f"3. **`billing/services/invoice.py:{tax_line}` 消費税の端数処理が `round()`**\n"
            "   Python の `round()` は偶数丸めなので、社内ルールが切り捨てなら `ROUND_FLOOR` で明示した方がいいです。\n"
            f"4. **`billing/services/invoice.py:{number_line}` `next_number` の採番が競合する**\n"
            "   同時に2件発行すると同じ番号になり得ます。`select_for_update()` にするのが定番です。"},
        {"role": "user", "content": "1と2はいま直して。3は経理にルール確認中、4は別チケットにする"},
        {"role": "assistant", "content": "1 と 2 を直しました。3（端数処理）は経理の回答待ち、4（採番の競合）は手を付けていません。"},
    ]
    ref = honing.ground("経理からOKきた、切り捨てでいいって。3番お願い", session, cwd=project, turns=2).references[0]
    assert (ref.path, ref.symbol) == ("billing/services/invoice.py", "breakdown"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= tax_line <= ref.end_line, ref


_REMINDER = ("class ReservationReminderJob < ApplicationJob\n  queue_as :default\n\n"
             + "".join(f"  # note {n}\n" for n in range(4, 8))
             + "  def perform(date_str = nil)\n    date = date_str ? Date.parse(date_str) : Time.zone.today\n"
             "    targets(date).find_each { |r| ReservationMailer.reminder(r).deliver_later }\n  end\n\n"
             + "".join(f"  # gap {n}\n" for n in range(13, 25))
             + "  def targets(date)\n    Reservation.where(starts_at: date.all_day)\n"
             "               .where.not(status: \"canceled\")\n  end\nend\n" + "".join(f"# tail {n}\n" for n in range(30, 40)))


@pytest.mark.parametrize("sentence", [
    "日付のほうは自分で Time.zone.today に直した。もう一個のほうやっといて",
    "ok I pushed a fix for the date one myself (Time.zone.today). can you take the other one",
])
def test_the_other_one_after_the_user_fixed_one_cause_himself(tmp_path: Path, sentence: str) -> None:
    """Two causes, each quoted as code with no line: the UTC `Date.today` and a misspelled enum label.
    The user fixed the date himself (the project shows `Time.zone.today`); "the other one" is the
    `where.not` line. The words of the part that reports his own fix count against the item they name
    (dev43 b06, a06)."""
    project = write(tmp_path, {"app/jobs/reservation_reminder_job.rb": _REMINDER})
    where_line = _REMINDER.split("\n").index("               .where.not(status: \"canceled\")") + 1
    session = [
        {"role": "user", "content": "ReservationReminderJob なんだけど、昨日の予約のリマインドとキャンセルした人にも届いたってクレームが来てる。原因わかる？"},
        {"role": "assistant", "content":
            "コードを見る限り、原因は2つ別々にあります。\n\n**1. 日付が UTC になっている**\n\n```ruby\n"
            "date = date_str ? Date.parse(date_str) : Date.today\n```\n\n`Date.today` はサーバーのタイムゾーンを使います。"
            "`Time.zone.today` にすれば直ります。\n\n**2. キャンセル済みを除外できていない**\n\n```ruby\n"
            ".where.not(status: \"canceled\")\n```\n\nモデルの enum は `cancelled` で、`\"canceled\"` という値はありません。"
            "シンボルで `where.not(status: :cancelled)` と書くのがよいです。"},
    ]
    ref = honing.ground(sentence, session, cwd=project, turns=1).references[0]
    assert (ref.path, ref.symbol) == ("app/jobs/reservation_reminder_job.rb", "targets"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= where_line <= ref.end_line, ref


_REFUND = ("package com.shop.order.service;\n\n" + "".join(f"// note {n}\n" for n in range(3, 20))
           + "public class RefundService {\n    public long refundAll(Order order) {\n        return order.getPayAmount();\n"
           "    }\n\n" + "".join(f"    // gap {n}\n" for n in range(25, 40))
           + "    public long refundItems(Order order, BigDecimal ratio) {\n"
           "        long refundFen = ratio.multiply(BigDecimal.valueOf(order.getPayAmount())).setScale(0, RoundingMode.DOWN)"
           ".longValue();\n        return refundFen;\n    }\n}\n" + "".join(f"// tail {n}\n" for n in range(45, 60)))


def test_a_rounding_left_alone_by_its_code_is_the_proposal_taken_up_later(tmp_path: Path) -> None:
    """Turn 1 fixed nothing yet and noted, under a lead, a truncating `RoundingMode.DOWN` line (the user
    gets one fen less: 用户少拿 1 分钱) with a proposal; turn 2 fixed the other bug and said 「部分退款的
    `RoundingMode.DOWN` 我没动」. 「刚才你说的那个舍入也按你说的改了吧」 is that line: the clause that left it alone
    names it by its code, and the lead's fence holds the line (dev43 c01)."""
    project = write(tmp_path, {"src/main/java/com/shop/order/service/RefundService.java": _REFUND})
    down_line = next(k for k, line in enumerate(_REFUND.split("\n"), 1) if "RoundingMode.DOWN" in line)
    edit = {"path": "src/main/java/com/shop/order/service/RefundService.java",
            "old_text": "        return order.getPayAmount();", "new_text": "        return order.getPayAmount() - refunded(order);"}
    session = [
        {"role": "user", "content": "线上有用户投诉整单退款只退了几毛钱。看下 RefundService 退款金额是不是算错了"},
        {"role": "assistant", "content":
            "找到了，问题在 `refundAll`：`payAmount` 本来就是分，这里又除以 100。\n\n"
            "另外顺便看到 `refundItems` 有个小问题：\n\n```java\n"
            "long refundFen = ratio.multiply(BigDecimal.valueOf(order.getPayAmount())).setScale(0, RoundingMode.DOWN)"
            ".longValue();\n```\n\n部分退款按比例算完直接 `RoundingMode.DOWN` 截断，两次加起来 99.99，用户少拿 1 分钱。"
            "建议改成 `RoundingMode.HALF_UP`（`refundAll` 里有兜底，不会超退）。\n\n我先修 `refundAll`，部分退款那个要不要一起改你定？"},
        {"role": "user", "content": "先修整单退款的，舍入那个我先问下财务"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit_file", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "整单退款改好了。\n\n`mvn test` 都过了。部分退款的 `RoundingMode.DOWN` 我没动，等你和财务确认。"},
    ]
    ref = honing.ground("行，财务说没问题，刚才你说的那个舍入也按你说的改了吧", session, cwd=project, turns=2).references[0]
    assert ref.path == "src/main/java/com/shop/order/service/RefundService.java" and ref.symbol == "refundItems", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= down_line <= ref.end_line, ref


def test_one_cent_short_is_a_defect_in_chinese() -> None:
    """「同样会少一分钱」 reports the same defect at another place (dev43 c10); 「再多一分钟就好了」 does not."""
    assert vocab.first("`src/pages/OrderConfirm.tsx` 第 29 行也是 `Math.floor(total * 100)`，同样会少一分钱", "defect")
    assert vocab.first("用户少拿 1 分钱", "defect")
    assert vocab.first("再多一分钟就好了", "defect") is None
    assert vocab.first("多一个参数", "defect") is None


_DATES = ("import dayjs from 'dayjs'\nimport utc from 'dayjs/plugin/utc'\n\n" + "".join(f"// note {n}\n" for n in range(4, 12))
          + "export function formatDateTime(value: string): string {\n"
          "  return dayjs.utc(value).tz(DISPLAY_TZ).format('YYYY-MM-DD HH:mm')\n}\n\n"
          + "".join(f"// gap {n}\n" for n in range(16, 24))
          + "export function buildDateRange(day: string) {\n  return {\n    startTime: `${day}T00:00:00Z`,\n"
          "    endTime: `${day}T23:59:59Z`,\n  }\n}\n" + "".join(f"// tail {n}\n" for n in range(30, 44)))


def test_a_symptom_in_the_words_of_an_aside_put_off_takes_the_aside_up(tmp_path: Path) -> None:
    """The agent fixed the display and noted, leaving it, that `buildDateRange` sends a Beijing date as
    UTC midnight (「…我先没动，你看需不需要跟后端对一下筛选的口径」); the user said 「先不管」 and moved on. The
    sentence reports a filtering symptom in the aside's words (筛选, 时间): the aside, not the fixed
    display nor the turn after (dev43 c03)."""
    project = write(tmp_path, {"src/utils/date.ts": _DATES, "src/locales/en.json": '{"order": {"status": {"paid": "Paid"}}}\n'})
    start_line = _DATES.split("\n").index("    startTime: `${day}T00:00:00Z`,") + 1
    fix = {"path": "src/utils/date.ts", "old_text": "  return dayjs(value).format('YYYY-MM-DD HH:mm')",
           "new_text": "  return dayjs.utc(value).tz(DISPLAY_TZ).format('YYYY-MM-DD HH:mm')"}
    locale = {"path": "src/locales/en.json", "old_text": '"payed"', "new_text": '"paid"'}
    session = [
        {"role": "user", "content": "订单列表的下单时间显示比实际早了8小时，后端返回的是 UTC 时间不带时区。前端这边帮我看下"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit_file", fix)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content":
            "原因找到了：`formatDateTime` 按浏览器本地时间解析，这里有问题。改好了：先按 UTC 解析再转成北京时间。\n\n顺便提一句：`buildDateRange` 里是把日期拼成 "
            "`T00:00:00Z`，等于把北京时间的日期当成 UTC 零点传给后端，这个跟显示无关，我先没动，你看需不需要跟后端对一下筛选的口径。"},
        {"role": "user", "content": "先不管。另外英文环境下已支付的显示成 order.status.paid 了"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e2", "edit_file", locale)]},
        {"role": "tool", "tool_call_id": "e2", "content": "ok"},
        {"role": "assistant", "content": "`en.json` 里 key 拼成了 `payed`，改成了 `paid`。"},
    ]
    sentence = "按下单时间筛选的时候，选5月1号查不到5月1号早上七点多的单，帮我看看"
    result = honing.ground(sentence, session, cwd=project, turns=2)
    ref = result.references[0]
    assert (ref.path, ref.symbol) == ("src/utils/date.ts", "buildDateRange"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= start_line <= ref.end_line, ref
    # tried as a user: the target quotes the aside (not the line before it), the sentence's own symptom is
    # what "done" means, and the 「先不管」 the sentence takes back is no boundary to keep
    target = next(line for line in result.text.splitlines() if line.startswith("- Target:"))
    assert "`buildDateRange`" in target and "改好了" not in target, target
    assert f"- Done when: what you describe no longer happens: “{sentence}” [source: your request]" in result.text
    assert "Leave alone" not in result.text, result.text
    # (a symptom in the words the aside says it has nothing to do with, 「这个跟显示无关」, is the display's)
    shown = honing.ground("详情页的日期显示不对，帮我看看", session[:4], cwd=project, turns=1).references[0]
    assert shown.symbol == "formatDateTime", shown


_YML = ("spring:\n  application:\n    name: inventory\n  datasource:\n    url: jdbc:postgresql://{host}:5432/inventory\n"
        "    username: inventory\n    password: ${{DB_PASSWORD:inventory}}\n" + "".join(f"# note {n}\n" for n in range(8, 32)))


def test_the_line_an_edit_replaced_still_standing_elsewhere_is_what_same_thing_means(tmp_path: Path) -> None:
    """The agent changed the datasource URL in application.yml, its edit writing the username and password
    lines back unchanged around it; the compose profile still has the old URL. "same thing: Connection to
    localhost:5432 refused" is the old URL where it still stands, not a tie between the two files over the
    context lines both hold (dev44 a05)."""
    project = write(tmp_path, {"src/main/resources/application.yml": _YML.format(host="db"),
                               "src/main/resources/application-docker.yml": _YML.format(host="localhost").replace(
                                   "${DB_PASSWORD:inventory}", "${DB_PASSWORD}")})
    old = "    url: jdbc:postgresql://localhost:5432/inventory\n    username: inventory\n    password: ${DB_PASSWORD:inventory}"
    edit = {"path": "src/main/resources/application.yml", "old_text": old, "new_text": old.replace("localhost", "db")}
    session = [
        {"role": "user", "content": "docker compose up -> app dies: Connection to localhost:5432 refused. db container is healthy"},
        {"role": "assistant", "content": None, "tool_calls": [_call("e1", "edit_file", edit)]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "Inside the `app` container `localhost` is the container itself. I changed "
                                         "`spring.datasource.url` in `src/main/resources/application.yml` to `db:5432`."},
    ]
    ref = honing.ground("rebuilt with --build, same thing: Connection to localhost:5432 refused. so your fix did nothing",
                        session, cwd=project, turns=1).references[0]
    assert ref.path == "src/main/resources/application-docker.yml", ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 5 <= ref.end_line, ref



def test_a_failure_whose_frame_is_code_the_agent_never_wrote_is_not_blamed_on_its_edit() -> None:
    """The agent added pause/resume to `Subscription`; the nightly run then fails in
    `Subscription#next_renewal_on`, and the pasted trace shows its frame in `subscription.rb`, in a
    function no edit wrote (at a line from an older build). The failure is that function's, not the
    edit's whose words the spec's name shares (dev44 a04, the bench case itself)."""
    import tomllib

    case_dir = next((Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev44").glob("a04-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    ref = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                        turns=case["turns"]).references[0]
    assert (ref.path, ref.symbol) == ("app/models/subscription.rb", "next_renewal_on"), ref
    assert ref.start_line is not None and ref.end_line is not None and ref.start_line <= 45 <= ref.end_line, ref
