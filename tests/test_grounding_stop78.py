"""The seventy-eighth round's rules, each written for a case the engine got wrong, test first, and run through the CLI
as a user runs it, on sessions of this round's own (tests/fixtures/trial78, beside trial77's)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parent / "fixtures"


def _hone(case: str, sentence: str) -> tuple[str, str]:
    """The instruction on stdout and the summary line on stderr, as `hone ground` prints them."""
    done = subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--transcript", str(FIXTURES / case / "session.json"),
                           "--cwd", str(FIXTURES / case / "project"), "--text", sentence, "--no-timings"],
                          capture_output=True, text=True, encoding="utf-8", check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, done.stderr.strip().splitlines()[-1]


def _covers(out: str, target: str, line: int) -> bool:
    spans = [(int(a), int(b or a)) for a, b in re.findall(rf"{re.escape(target)}:(\d+)(?:-(\d+))?", out)]
    return any(a <= line <= b for a, b in spans)


@pytest.mark.parametrize(("case", "sentence", "target", "line"), [
    ("trial77/en4_review", "the finding we haven't done yet", "src/session.js", 8),
    ("trial77/en4_review", "ok now the one we haven't fixed", "src/session.js", 8),
    ("trial77/en4_review", "and the one you didn't get to?", "src/session.js", 8),
    ("trial77/ja4_review", "まだ手を付けてないやつもお願い", "upload.go", 11),
    ("trial77/ja4_review", "まだやってないのも直して", "upload.go", 11),
    ("trial78/zh4_review", "还没改的那条也改一下", "src/session.js", 8),
    ("trial78/zh4_review", "没改的那个呢", "src/session.js", 8),
])
def test_the_finding_not_yet_done_is_the_one_no_message_took(case: str, sentence: str, target: str, line: int) -> None:
    """After "ok fix 1 and 3" (「1と2と3は直して」, 「1和3先改」) and the agent's report of those, the finding "we haven't
    done yet" is the one no message took: the cookie without httpOnly (src/session.js:8), the upload's missing size
    limit (upload.go:11) — not the first finding of the list, nor a line the edits for another item touched."""
    out, summary = _hone(case, sentence)
    assert "resolved to" in summary and "unresolved" not in summary, summary
    start = next(x for x in out.splitlines() if x.startswith("- Start at:")).split("[source")[0]
    assert _covers(start, target, line), out


@pytest.mark.parametrize(("case", "sentence", "finding"), [
    ("trial77/en4_review", "ok now the one left", "Session cookie readable from JS"),
    ("trial77/ja4_review", "残りの1個もお願い", "リクエストボディのサイズ上限がありません"),
    ("trial78/zh4_review", "剩下那个也改了吧", "session cookie 能被 JS 读到"),
])
def test_a_finding_picked_from_a_review_is_the_target_not_the_review_request(case: str, sentence: str, finding: str) -> None:
    """The target and what "done" means are the finding picked, not the user's "review src/ …, just list them" (「問題点を
    挙げるだけでいい」, 「帮我看看 src/ 有没有安全问题」), which describes no behaviour to stop."""
    out, _ = _hone(case, sentence)
    target = next(x for x in out.splitlines() if x.startswith("- Target:"))
    done = next(x for x in out.splitlines() if x.startswith("- Done when:"))
    assert finding in target and finding in done, out
    assert "review" not in target and "挙げるだけ" not in done and "看看" not in done, out


@pytest.mark.parametrize("sentence", ["ok now fix what priya flagged", "now do priya's comment"])
def test_a_person_the_session_names_is_the_report_they_made(sentence: str) -> None:
    """Turn 2 passes on Priya's review comment (the date range in reports.py drops its last day) and asks to leave it;
    a README edit follows. What Priya flagged is that comment, at the `<` of reports.py:8 — not unresolved as a source
    the session never mentions."""
    out, summary = _hone("trial78/en5_person", sentence)
    assert "resolved to reports.py" in summary and "cites a source" not in summary, summary
    assert "reports.py:8" in next(x for x in out.splitlines() if x.startswith("- Start at:")), out


@pytest.mark.parametrize(("sentence", "remaining"), [
    ("还没改的那条也改一下", True), ("没改的那个呢", True), ("the finding we haven't done yet", True),
    ("まだ手を付けてないやつもお願い", True),
    # what the agent said it left is an aside it named, not the item of a list no message took
    ("还有一个，你说没改的那个邮件标题没转义的也顺手修了", False), ("你说还没改的那个也修了", False),
    ("the one you said you didn't fix", False), ("まだ直してないって言ってたやつ", False),
    # (a regression report, and a thing to keep as it is)
    ("the bug we didn't fix last time is back", False), ("没动的那个配置别碰", False),
])
def test_the_not_yet_done_phrases_of_the_remaining_vocabulary(sentence: str, remaining: bool) -> None:
    from honing.grounding import vocab

    assert (vocab.first(sentence, "remaining") is not None) is remaining


def test_go_ahead_with_a_number_written_w_slash_takes_that_item() -> None:
    """"cool. go ahead w/ 2" takes finding 2 of the review in turn 2 (`slotsFor`'s loop, dev121 a01), not the email
    regex of a side question since."""
    from honing.grounding.items import _numbers_taken

    from .test_grounding_dev45 import located

    assert _numbers_taken("cool. go ahead w/ 2") == {2}
    assert _numbers_taken("go w/ 3 pls") == {3}
    assert _numbers_taken("start w/ 2 workers") == set()  # (a count of things, not an item)
    assert located("ground_cases_dev121", "a01")


def test_a_second_thing_the_agent_noticed_is_an_aside_the_thing_you_mentioned_takes_up() -> None:
    """"Fixed: refunds are now negated. / There's a second, smaller thing I noticed: the day bucketing … (line 16) …
    Want me to fix that too?" then, three turns on, "ok now do the tz thing you mentioned": the day line of
    `daily_revenue`, not `signed_amounts` the turn fixed (dev121 a04)."""
    from honing.grounding import vocab

    from .test_grounding_dev45 import located

    assert vocab.first("There's a second, smaller thing I noticed: the day bucketing.", "left_alone")
    assert vocab.first("Another issue I spotted: the cache key ignores the locale.", "left_alone")
    assert not vocab.first("The second thing I saw in the logs was a retry.", "left_alone")
    assert located("ground_cases_dev121", "a04")


def test_a_php_argument_type_error_points_at_the_caller_it_names() -> None:
    """"CouponService::apply(): Argument #1 ($coupon) must be of type Coupon, null given, called in
    …/CheckoutController.php on line 28 … at …/CouponService.php:33": the caller passed null (the controller line the
    agent rewrote to use `findActive`), not the declaration PHP stops at (dev121 c06)."""
    from honing.grounding import mentions

    from .test_grounding_dev45 import located

    said = ("App\\Services\\CouponService::apply(): Argument #1 ($coupon) must be of type App\\Models\\Coupon, null given, "
            "called in /var/www/app/Http/Controllers/CheckoutController.php on line 28 at /var/www/app/Services/CouponService.php:33)")
    places = [(m.value.rsplit("/", 1)[-1], m.line) for m in mentions.find(said) if m.kind == "location"]
    assert places == [("CheckoutController.php", 28)]
    php7 = ("Argument 1 passed to App\\Services\\CouponService::apply() must be an instance of App\\Models\\Coupon, null given, "
            "called in /var/www/app/Http/Controllers/CheckoutController.php on line 28 and defined in /var/www/app/Services/CouponService.php:33")
    assert [m.line for m in mentions.find(php7) if m.kind == "location"] == [28]
    assert located("ground_cases_dev121", "c06")


def test_a_failing_test_put_off_is_taken_up_again_when_the_sentence_says_it_is_still_red() -> None:
    """Turn 3's full run: 「失败的是 `tests/test_refunds.py::test_repeat_refund_never_goes_negative`」, the agent points at
    `clawback`'s cap; turn 4 「先放着」; three more turns. 「退款那个测试还红着 你看下」 takes that test up again: the cap in
    points/refunds.py (dev121 c08), not the endpoint turn 2 added."""
    from honing.grounding import runs
    from honing.sessions.model import Turn

    from .test_grounding_dev45 import located

    reply = "全量结果：1 个失败，5 个通过。失败的是 `tests/test_refunds.py::test_repeat_refund_never_goes_negative`：余额变成了 -20。"
    turn = Turn(index=3, user="pytest 全量跑一下", assistant=reply)
    assert runs.reported_failing(turn, "退款那个测试还红着") == "test_repeat_refund_never_goes_negative"
    assert runs.reported_failing(turn, "退款那个测试加个注释") == ""  # (the sentence says no test fails)
    passing = Turn(index=3, user="run it", assistant="The previously failing `test_repeat_refund_never_goes_negative` now passes.")
    assert runs.reported_failing(passing, "the refund test is still red") == ""
    # (a long test id after 失败的是: the part before it is read from the sentence's start)
    long = ("全量结果：1 个失败。失败的是 `tests/integration/points/test_refunds_and_clawbacks.py::TestRefunds::"
            "test_repeat_refund_never_goes_negative`：余额变成了 -20。")
    assert runs.reported_failing(Turn(index=3, user="跑一下", assistant=long), "那个测试还红着") == "test_repeat_refund_never_goes_negative"
    # (a test fixed since is not taken up again: a later reply names it)
    fixed = Turn(index=5, user="ok", assistant="`test_repeat_refund_never_goes_negative` 修好了，现在通过。")
    assert runs.put_off_failing([turn, Turn(index=4, user="先放着", assistant="好"), fixed], {3}, "退款那个测试还红着") == set()
    assert runs.put_off_failing([turn, Turn(index=4, user="先放着", assistant="好")], {3}, "退款那个测试还红着") == {3}
    assert located("ground_cases_dev121", "c08")


def test_a_remark_noted_for_later_in_chinese_sets_an_aside_apart() -> None:
    """「顺带一提：`src/scan.rs` 第 17 行的 `excluded()` 是按字符串前缀匹配的…先记一下。」 is an aside beside turn 1's regex fix;
    「咋 docs/older-api 下面的死链一个都没报 exclud 里只写了 docs/old 啊」 echoes it (dev121 c10)."""
    from honing.grounding import vocab

    from .test_grounding_dev45 import located

    assert vocab.first("顺带一提：`excluded()` 是按字符串前缀匹配的…按现在的配置来看问题不大，先记一下。", "left_alone")
    assert not vocab.first("顺带一提，`set_more_tries(1)` 意味着连接超时后会重试另一台。", "left_alone")
    assert not vocab.first("先记一下日志再说", "left_alone")
    assert located("ground_cases_dev121", "c10")


def test_a_fix_on_another_services_side_after_code_this_repository_lacks_is_unresolved() -> None:
    """「502 自体はこのリポジトリの想定どおりの動きで、原因は在庫サービス側です。… `com.example.inventory` のコードはこのリポジトリ
    にはなく…、修正は inventory-service 側になります。」, then a retry advised against: 「やっぱ502のやつ直しといて」 has no place
    here (dev121 b04), not the client that relays the 500."""
    from honing.grounding import vocab

    from .test_grounding_dev45 import unresolved

    said = "`com.example.inventory` のコードはこのリポジトリにはなく（order-api には `com.example.orders` しかありません）、修正は inventory-service 側になります。"
    assert vocab.first(said, "fix_outside")
    assert not vocab.first("このリポジトリにはテストがなく、修正は controller 側で入れました。", "fix_outside")
    assert vocab.first("上流の失敗を 502 で返すのは設計どおりです。", "exonerate")
    assert not vocab.first("想定通りの動作ではありません。", "exonerate")
    assert not vocab.first("設計どおりの挙動ではないので直します。", "exonerate")
    assert not vocab.first("このリポジトリにはなく、修正はこちら側でラップしました。", "fix_outside")
    assert unresolved("ground_cases_dev121", "b04")


def test_code_a_reply_quoted_is_applied_only_where_the_later_edit_wrote_it() -> None:
    """Turn 2 quotes the rate limiter's `Date.now()` difference (src/middleware/rateLimit.js:15) and offers a fix; the user
    puts it off; turn 3 writes `purgeExpired(now = Date.now())` in the store. The limiter is not where turn 2's proposal
    was carried out, so 「さっき言ってたレートリミットのやつ、やっぱ直しといて」 lands on it (dev121 b05), not on app.js."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev121", "b05")


def test_a_remark_on_the_turns_own_topic_is_no_aside_of_a_defect_noticed_beside_it() -> None:
    """Turn 3 shortens the upstream connect timeout and adds 「顺带一提，`set_more_tries(1)` 意味着连接超时后会重试另一台…」: its
    超时 is the request's own word, so 「前面你说的那个也顺手修了吧」 still takes turn 2's aside, the counter that never expires
    (dev11 c01), while a remark that reports a defect of its own is one (dev121 c10)."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev11", "c01")
    assert located("ground_cases_dev121", "c10")


def test_a_side_questions_list_is_not_described_by_words_an_older_aside_says_together() -> None:
    """「今天早上日报又是前天的数 那个时区的问提你改下吧」: turn 6 answered "sidekiq-cron or whenever?" with a list one item of
    which says 时区, but 日报 and 前天 are turn 3's aside (`Date.today.yesterday` in the report job, at the server's UTC):
    the typo 问提 aside, that aside is meant (dev122 c10)."""
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev122", "c10")


def test_a_message_that_asks_whether_a_symptom_would_happen_is_no_report_of_it() -> None:
    """「メモにカンマとか改行入ってても列ずれない？」 asks; it does not report shifted columns, so the CSV code turn 1 wrote is
    where 「ベルリン支社の人から、CSVの金額のとこで列ずれてるって言われた」 points (dev121 b10). A report with a question after
    it, 「线上传大于 1M 的图片报 413，ingress 不是配了 50m 吗？」, still reports: the 413 the agent then placed outside the
    repository is not handed to a later edit's values file (dev100 c07)."""
    from honing.grounding import shapes

    from .test_grounding_dev45 import located, unresolved

    said = "メモにカンマとか改行入ってても列ずれない？"
    assert shapes._asked(said, said.index("列ずれ"))
    said = "线上传大于 1M 的图片报 413，ingress 不是配了 50m 吗？"
    assert not shapes._asked(said, said.index("413"))
    said = "dates are all wrong now, would it be the timezone change?"
    assert not shapes._asked(said, said.index("wrong"))
    assert located("ground_cases_dev121", "b10")
    assert unresolved("ground_cases_dev100", "c07")


def test_a_fix_the_agent_cannot_make_from_this_repository_after_clearing_our_side_is_unresolved() -> None:
    """"The error is raised inside billing-api, not here … Our side works as designed. `post_json` turns their 500 into
    `Unavailable` (billing_client.rb:49) … That has to be fixed in billing-api's `InvoiceMapper`. I can't change that from
    this repo": the lines it cites explain; "can u just fix the InvoiceMapper nil thing yourself" has no place here
    (dev122 a07), not the client that relays the 500."""
    from honing.grounding import vocab

    from .test_grounding_dev45 import unresolved

    assert vocab.first("Our side works as designed.", "exonerate")
    assert not vocab.first("Does our side work as designed?", "exonerate")
    assert unresolved("ground_cases_dev122", "a07")


def test_the_one_a_person_flagged_whom_no_turn_names_is_unresolved() -> None:
    """"ok pushed. now can you do the one marco flagged on the PR": no turn of the eight says Marco or a review comment;
    the PR the session wrote a description for does not say what he flagged (dev123 a09, a guess when first measured)."""
    from honing.grounding import cited

    from .test_grounding_dev45 import unresolved

    assert "marco" in (cited.unseen_source("ok pushed. now can you do the one marco flagged on the PR", []) or "")
    assert cited.unseen_source("fix the one that is left", []) is None
    assert cited.unseen_source("the one you flagged", []) is None
    assert unresolved("ground_cases_dev123", "a09")


def test_a_403_fixed_by_a_package_setting_no_file_of_the_repository_changes_is_unresolved() -> None:
    """「…リポジトリのファイルを変えて直せるものではないので、こちらでは何も変更していません。」 (the package's Actions access on
    GitHub), then three side tasks: 「またdeployが403で落ちた、直して」 has no place here (dev123 b07, a guess when first
    measured), not the workflow file the reply cleared."""
    from honing.grounding import vocab

    from .test_grounding_dev45 import unresolved

    assert vocab.first("リポジトリのファイルを変えて直せるものではないので、こちらでは何も変更していません。", "fix_outside")
    assert not vocab.first("リポジトリのファイルを変えて直せるので、こちらで直します。", "fix_outside")
    assert unresolved("ground_cases_dev123", "b07")


def test_of_an_aside_in_bullets_the_one_bullet_the_sentence_names_is_meant() -> None:
    """Turn 2's aside sets out two things: "- `src/middleware/rateLimit.js:11`：…这个限流器现在基本不起作用" and "-
    `src/routes/orders.js:21` 的 `parseInt` 没传 radix…", then offers 「限流那个要我现在一起改吗？」; turn 3 puts it off.
    「确认过了 没别的服务依赖。之前你说的限流那个现在改吧」 takes the rate limiter's window (dev122 c06), not the route file."""
    from honing.grounding import asides
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced

    text = ("看的时候发现两个问题：\n- `src/middleware/rateLimit.js:11`：窗口是毫秒，这个限流器现在基本不起作用。\n"
            "- `src/routes/orders.js:21` 的 `parseInt` 没传 radix。\n")
    first, second = (Sourced(Mention("location", p, n, None, 2.5, text.index(p)), 2, "assistant")
                     for p, n in (("src/middleware/rateLimit.js", 11), ("src/routes/orders.js", 21)))
    assert asides._one_bullet(text, (first, second), frozenset({"限流"})) == (first,)
    assert asides._one_bullet(text, (first, second), frozenset({"问题"})) == (first, second)  # (said by neither bullet)
    # (bullets of what was done above an aside that names its own place below them: the aside's place stays)
    done = "- L-01: `SAVE_IN_PROGRESS` reads well now.\n- L-02: `PAUSE_TO_TITLE` is shorter.\n\nL-03, left for Julien: `title_screen.gd:16`.\n"
    kept = tuple(Sourced(Mention(k, v, n, None, 2.0, done.index(v)), 1, "assistant")
                 for k, v, n in (("symbol", "PAUSE_TO_TITLE", None), ("location", "title_screen.gd", 16)))
    assert asides._one_bullet(done, kept, frozenset({"title"})) == kept
    from .test_grounding_dev45 import located

    assert located("ground_cases_dev122", "c06")
    assert located("ground_cases_dev56", "a09")
