"""Grounding behaviours found on the twenty-ninth development set (bench/ground_cases_dev29)."""

from __future__ import annotations

from pathlib import Path

import honing

from .test_grounding_dev5 import write

CASES = Path(__file__).resolve().parent.parent / "bench" / "ground_cases_dev29"


def _bench_case(prefix: str) -> tuple[honing.GroundResult, dict[str, object]]:
    """Run the engine on a case of the bench set as the bench does."""
    import tomllib

    case_dir = next(CASES.glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result, case["expect"]


_WORKFLOW = ("name: deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n"
             "      S3_BUCKET: acme-site-prod\n    steps:\n      - run: aws s3 sync out/ s3://$S3_BUCKET --delete\n")


def test_a_deploy_the_agent_places_in_another_teams_iam_policy_is_not_guessed_in_japanese(tmp_path: Path) -> None:
    """「原因は AWS 側の IAM 権限で、このリポジトリのコードやワークフローの問題ではありません」 … 「このリポジトリから
    は変更できません」, then a side edit: 「デプロイ落ちるやつも直しといて」 cannot be done here (dev29 b10)."""
    root = write(tmp_path, {".github/workflows/deploy.yml": _WORKFLOW,
                            "components/Hero.tsx": "export function Hero() {\n  return <img src=\"/hero.png\" />\n}\n"})
    messages = [{"role": "user", "content": "main の deploy が落ちてる。AccessDenied on s3:PutObject"},
                {"role": "assistant", "content": "原因は AWS 側の IAM 権限で、このリポジトリのコードやワークフローの問題では"
                                                 "ありません。`deploy.yml:7` の `S3_BUCKET` は新しいバケットを指しています。ロールの"
                                                 "ポリシーは platform チームのリポジトリで管理されていて、このリポジトリからは変更できません。"},
                {"role": "user", "content": "了解。Hero の img の warning って直したほうがいい？"},
                {"role": "assistant", "content": "`components/Hero.tsx:2` の `<img>` は静的エクスポートなので実害はありません。"}]
    ref = honing.ground("で、デプロイ落ちるやつも直しといて", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_a_deploy_the_agent_places_in_the_cloud_console_is_not_guessed_in_chinese(tmp_path: Path) -> None:
    """「原因不在仓库里，在 Azure 那边」 … 「也不应该从仓库里改」, then a side question:
    「staging 部署挂的那个你处理下」 cannot be done here (dev29 c10)."""
    root = write(tmp_path, {".github/workflows/deploy.yml": _WORKFLOW, "src/Program.cs": "var app = builder.Build();\n"
                                                                                         "public partial class Program { }\n"})
    messages = [{"role": "user", "content": "staging 的 deploy 挂了，azure/login 报 AADSTS700213"},
                {"role": "assistant", "content": "原因不在仓库里，在 Azure 那边：新的应用注册上没有加联合凭据。`deploy.yml` 第 7 行"
                                                 "没问题，这个需要管理员权限，也不应该从仓库里改。"},
                {"role": "user", "content": "Program.cs 里那个 partial class 是干嘛的？"},
                {"role": "assistant", "content": "`src/Program.cs:2` 的 `public partial class Program { }` 是给集成测试用的。"}]
    ref = honing.ground("行吧 staging 部署挂的那个你处理下", messages, cwd=root, turns=2).references[0]
    assert not ref.resolved, ref


def test_the_bench_sessions_whose_fix_is_outside_the_repository_stay_unresolved() -> None:
    for prefix in ("b10", "c10"):
        result, expect = _bench_case(prefix)
        assert expect["resolved"] is False
        assert not result.references[0].resolved, (prefix, result.references[0])


def test_the_other_one_after_a_fix_is_what_the_agent_noticed_beside_it() -> None:
    """The agent fixed `lines.*.quantity` and noticed "a second hole … `due_date` on line 21 … I haven't
    changed it"; a side question and a new migration written whole for "the customers page is slow"
    follow. "nice. now the other one" is the `due_date` rule: a report handled by a file written for
    it is closed, and "the other one" with no numbered list takes the aside (dev29 a05, Cline)."""
    result, expect = _bench_case("a05")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


_SQL = "".join(f"-- line {n}\n" for n in range(1, 10)) + "WHERE u.deleted_at IS NULL\n" + "".join(
    f"-- line {n}\n" for n in range(11, 20)) + "SELECT cohort_week, COUNT(*) AS users\nFROM activity\n"


def test_the_other_one_in_chinese_is_the_item_no_later_message_took(tmp_path: Path) -> None:
    """Two causes, 「第二个是故意的」 settles item 2, then a side question: 「那另一个呢 改掉吧」 is item 1 (dev29 c05)."""
    root = write(tmp_path, {"sql/retention.sql": _SQL, "sql/active.sql": "SELECT day FROM events\n"})
    messages = [{"role": "user", "content": "留存率比 mixpanel 高很多，帮我看看 sql 哪里不对"},
                {"role": "assistant", "content": "有两个原因：\n\n1. `sql/retention.sql:20` 用 `COUNT(*)` 数行，同一个用户"
                                                 "一周多次活跃会被重复计算，应该是 `COUNT(DISTINCT user_id)`。\n2. `sql/retention.sql:10` "
                                                 "把注销用户排除了，会有幸存者偏差。"},
                {"role": "user", "content": "第二个是故意的 合规要求。另外 active.sql 的时区对吗"},
                {"role": "assistant", "content": "`sql/active.sql` 的时区转换是对的。"}]
    ref = honing.ground("那另一个呢 改掉吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "sql/retention.sql", ref
    assert ref.start_line <= 20 <= ref.end_line, ref  # type: ignore[operator]


def test_an_item_taken_by_a_word_in_katakana_leaves_the_other_one(tmp_path: Path) -> None:
    """「クーポンの方はさっき自分で直してpushした」 takes the one item that says クーポン; 「もう一個の方もやっといて」
    is the other one, not a guess between two causes (dev29 b06)."""
    body = "".join(f"// line {n}\n" for n in range(1, 30))
    root = write(tmp_path, {"src/CouponService.kt": body, "src/InventoryClient.kt": body})
    messages = [{"role": "user", "content": "注文APIがたまに500返す。あと夜のバッチ中に注文APIが固まる"},
                {"role": "assistant", "content": "2つは別の問題です。\n\n1. `src/CouponService.kt:19` の `coupon!!` で NPE に"
                                                 "なります。期限切れクーポンで再現します。\n2. `src/InventoryClient.kt:22` の "
                                                 "`RestTemplate()` にタイムアウトがないので、スレッドが全部ブロックされます。"},
                {"role": "user", "content": "クーポンの方はさっき自分で直してpushした。ログの設定だけ変えといて"},
                {"role": "assistant", "content": "`application-local.yml` のログレベルを DEBUG にしました。"}]
    ref = honing.ground("おけ、じゃあもう一個の方もやっといて", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "src/InventoryClient.kt", ref


def test_a_plan_of_commits_is_no_list_of_open_findings() -> None:
    """After two findings (the user fixed the coupon one himself) and side edits, the agent's
    newest list is a plan of two commits of those edits; 「もう一個の方」 is the timeout finding
    (dev29 b06, the Gemini session itself)."""
    result, expect = _bench_case("b06")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


def test_the_other_one_in_chinese_after_a_side_question_with_its_own_nit() -> None:
    """The side question's answer names a small nit of its own in another file; 「那另一个呢 改掉吧」
    is still the cause the user did not settle (dev29 c05, the OpenAI session itself)."""
    result, expect = _bench_case("c05")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


def test_words_that_name_the_other_one_or_an_item() -> None:
    from honing.grounding import vocab
    from honing.grounding.remaining import _CJK_NAME

    for said in ("那另一个呢 改掉吧", "先修另外一个吧", "另一个也改"):
        assert vocab.first(said, "remaining") is not None, said
    assert vocab.first("另一个文件也有这个写法", "remaining") is None
    assert _CJK_NAME.findall("クーポンの方はさっき自分で直した") == ["クーポン"]
    assert _CJK_NAME.findall("缓存那个先不管") == ["缓存"]
    assert _CJK_NAME.findall("もう一個の方もやっといて") == []


def test_an_answer_that_contrasts_with_instead_of_reports_no_defect_in_chinese(tmp_path: Path) -> None:
    """「…拿到的是 `CouponType::Fixed` 而不是字符串」 explains an enum cast the user asked about; it is
    no report, so 「嗯 把它修了吧」 goes back to the off-by-one of turn 1 (dev29 c08)."""
    body = "".join(f"// line {n}\n" for n in range(1, 20)) + "if ($this->used_count > $this->max_uses) {\n"
    root = write(tmp_path, {"app/Models/Coupon.php": body + "".join(f"// more {n}\n" for n in range(1, 10)),
                            "composer.json": "{\"require\": {\"laravel/framework\": \"^10.48\"}}\n"})
    messages = [{"role": "user", "content": "限量100张的券最后核销了101次，是不是有 bug"},
                {"role": "assistant", "content": "`app/Models/Coupon.php:20` 的 `isUsable` 用的是 `used_count > max_uses`，"
                                                 "差一：第 100 次核销后还能再用一次。改成 `>=` 就行。"},
                {"role": "user", "content": "等下 先问个事 model 里能用 enum cast 吗"},
                {"role": "assistant", "content": "可以。改了以后 `$coupon->type` 拿到的是 `CouponType::Fixed` 而不是字符串，"
                                                 "`composer.json` 里是 Laravel 10。"}]
    ref = honing.ground("嗯 把它修了吧", messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "app/Models/Coupon.php", ref


def test_instead_of_alone_is_no_chinese_defect_and_the_bench_session_goes_back_to_turn_one() -> None:
    from honing.grounding import vocab

    assert vocab.first("改了以后拿到的是 `CouponType::Fixed` 而不是字符串", "defect") is None
    result, expect = _bench_case("c08")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]


def test_a_test_that_errored_at_setup_was_not_shown_failing() -> None:
    """pytest could not reach Postgres: 「ERROR at setup of test_x」 and "ERROR …::test_x -
    OperationalError: connection failed" say the test did not run here, not that it fails; when
    CI later says it fails, the agent's edit is the suspect (dev29 b02)."""
    from honing.grounding.failing import _shows

    test = "test_monthly_summary_includes_night_minutes"
    output = (f"_________ ERROR at setup of {test} _________\n"
              "E   django.db.utils.OperationalError: connection failed: Connection refused\n"
              f"ERROR attendance/tests/test_services.py::{test} - django.db.utils.OperationalError: connection failed: ...\n")
    assert not _shows(output, test, passing=False)
    assert _shows(f"FAILED attendance/tests/test_services.py::{test} - assert 0 == 180", test, passing=False)
    import tomllib

    from honing.grounding import observer, resolve
    from honing.sessions import read_session

    case_dir = next(CASES.glob("b02-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    window = observer.window(read_session(str(case_dir / case["transcript"])).turns, count=case["turns"], full=False)
    found = resolve.plan(case["sentence"], window.turns)
    assert "the agent's edit in turn 1" in found.reason, found.reason


_SERVICES = ("from django.db import transaction\n\n\n" + "".join(f"# helper {n}\n" for n in range(4, 16))
             + "def next_invoice_number(year):\n    prefix = f'INV-{year}-'\n"
             "    last = Invoice.objects.filter(number__startswith=prefix).order_by('-number').first()\n"
             "    return prefix + str(int(last.number[-5:]) + 1 if last else 1).zfill(5)\n\n\n"
             "@transaction.atomic\ndef issue_invoice(customer, amount):\n    number = next_invoice_number(2025)\n"
             "    return Invoice.objects.create(customer=customer, amount=amount, number=number)\n\n\n"
             "def void_invoice(invoice_id, reason):\n    invoice = Invoice.objects.select_for_update().get(pk=invoice_id)\n"
             "    invoice.status = 'void'\n    invoice.save()\n")


def test_an_error_foretold_in_an_aside_beside_an_edit_is_the_prediction_not_the_frames(tmp_path: Path) -> None:
    """The agent added `void_invoice` and, in an aside, foretold that `next_invoice_number` reads the
    year's max number unlocked, so concurrent `issue_invoice` calls raise `IntegrityError`. The
    sentence pastes that error with frames in `issue_invoice`: the prediction's place is meant,
    not the frame's, and not the edit's (dev29 c03)."""
    root = write(tmp_path, {"billing/services.py": _SERVICES})
    edit = {"path": "billing/services.py", "old_string": "def void_invoice_placeholder():\n    pass",
            "new_string": "def void_invoice(invoice_id, reason):\n    invoice = Invoice.objects.select_for_update()"
                          ".get(pk=invoice_id)\n    invoice.status = 'void'"}
    import json

    messages = [{"role": "user", "content": "加一个作废发票的接口"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "e1", "type": "function", "function": {"name": "edit", "arguments": json.dumps(edit)}}]},
                {"role": "tool", "tool_call_id": "e1", "content": "ok"},
                {"role": "assistant", "content": "作废接口加好了：`billing/services.py` 新增 `void_invoice`。\n\n"
                                                 "另外看代码时发现一个隐患，跟这次需求无关：`next_invoice_number`（"
                                                 "`billing/services.py:18`）先查当年最大号再 +1：\n\n```python\nlast = "
                                                 "Invoice.objects.filter(number__startswith=prefix).order_by('-number')"
                                                 ".first()\n```\n\n这个查询没有加锁，并发开票时会算出同一个号，会抛 "
                                                 "`IntegrityError`。修法可以是单独一张计数表，`select_for_update` 锁那一行再 +1。要处理的话告诉我。"},
                {"role": "user", "content": "PR 描述帮我写一下"},
                {"role": "assistant", "content": "标题：新增发票作废接口。内容：新增 `void_invoice` 和对应的接口。"}]
    sentence = ("sentry 报了一堆这个\nIntegrityError: duplicate key value violates unique constraint "
                "\"billing_invoice_number_key\"\n  File \"/app/billing/services.py\", line 25, in issue_invoice\n修一下")
    ref = honing.ground(sentence, messages, cwd=root, turns=2).references[0]
    assert ref.resolved and ref.path == "billing/services.py" and ref.symbol == "next_invoice_number", ref


def test_a_rust_test_failing_in_its_own_file_points_at_the_code_the_edit_wrote_not_the_test() -> None:
    """"cargo test: duration::tests::parses_hours panicked at src/duration.rs:49:9 left: 1860s right:
    5400s. fix": the agent's edit wrote both the `'h' => n * 60` arm and the test in `mod tests` of
    the same file; the test's name and its asserts are not the suspect (dev29 a06, Aider)."""
    from honing.grounding import vocab

    assert vocab.first("parses_hours panicked at src/duration.rs:49:9", "defect") is not None
    result, expect = _bench_case("a06")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.symbol == "parse_duration", ref
    assert ref.start_line <= expect["line"] <= ref.end_line, ref  # type: ignore[operator]
