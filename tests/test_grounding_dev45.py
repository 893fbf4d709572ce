"""Grounding behaviours found on the forty-fourth and forty-fifth development sets
(bench/ground_cases_dev44, bench/ground_cases_dev45)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

import honing
from honing.grounding import mentions, vocab
from honing.grounding.edits import searches, shown_files
from honing.grounding.items import numbered_items
from honing.sessions.model import ToolCall

from .test_grounding_dev5 import write
from .test_grounding_dev36 import _call

BENCH = Path(__file__).resolve().parent.parent / "bench"
CASES_44 = BENCH / "ground_cases_dev44"


def _bench_case(cases: Path, prefix: str) -> tuple[honing.GroundResult, dict[str, object]]:
    """Run the engine on a case of a bench set as the bench does."""
    case_dir = next(cases.glob(f"{prefix}-*"))
    case = tomllib.loads((case_dir / "case.toml").read_text("utf-8"))
    result = honing.ground(case["sentence"], str(case_dir / case["transcript"]), cwd=case_dir / "project",
                           turns=case["turns"])
    return result, case["expect"]


def located(folder: str, prefix: str) -> bool:
    """The bench case of ``bench/<folder>`` whose name starts with ``prefix`` is located as the bench counts it:
    the expected file, and a span that holds the expected line."""
    result, expect = _bench_case(BENCH / folder, prefix)
    ref = result.references[0]
    return bool(ref.resolved and ref.path == expect["path"] and ref.start_line <= expect["line"] <= ref.end_line)  # type: ignore[operator]


def unresolved(folder: str, prefix: str) -> bool:
    """The bench case is answered "unresolved"."""
    return not _bench_case(BENCH / folder, prefix)[0].references[0].resolved

_FINDINGS = ("2 つ問題があります。\n\n"
             "**1. 実行時刻が JST ではなく UTC** — `infra/batch/events.tf` 5 行目\n\n"
             "```hcl\n  schedule_expression = \"cron(0 1 * * ? *)\"\n```\n\n"
             "EventBridge の `cron()` は UTC 固定なので、これは 10:00 JST に動きます。\n\n"
             "**2. Lambda のタイムアウトが 3 秒** — `infra/batch/lambda.tf` 14 行目\n\n"
             "```hcl\n  timeout          = 3\n```\n\n"
             "3 秒では集計が終わりません。120〜300 秒くらいが妥当です。\n\nどちらも直す場合は言ってください。")


def test_a_bold_title_with_its_place_after_it_holds_its_section() -> None:
    """"**1. Runs in UTC** — `events.tf` line 5" is a title: the item goes on past the blank line
    to the next item, so the code it quotes below (`timeout = 3`) is part of it."""
    spans = numbered_items(_FINDINGS)
    assert len(spans) == 2
    first, second = (_FINDINGS[a:b] for a, b in spans)
    assert "cron(0 1" in first and "UTC 固定" in first and "timeout" not in first
    assert "timeout          = 3" in second and "120〜300" in second


def test_the_other_one_of_two_bold_titled_findings_after_one_was_fixed() -> None:
    """Aider: two findings under bold titles, the user has only the timeout fixed, then memory and
    log retention in the same file: 「じゃあもう一個の方も直しといて」 is the schedule in events.tf
    (line 5), not the file of every edit (dev44 b10)."""
    result, expect = _bench_case(CASES_44, "b10")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "infra/batch/events.tf", ref
    assert ref.start_line is not None and ref.start_line <= 5 <= (ref.end_line or ref.start_line), ref


CASES_45 = BENCH / "ground_cases_dev45"


@pytest.mark.parametrize(("prefix", "why"), [
    # the reply names two causes under "A." and "B." and cannot choose; 「ログは取れなさそうなので」
    # says what the user lacks, not which cause (the reply's closing mentions logs)
    ("b05", "names more than one possible cause"),
    # "It doesn't tell us which of the two breaks … Both are still fully possible:" and a bullet per
    # cause; "so it works on prod, I need this" picks neither, and "Once we know, the fix is a couple
    # of lines either way" chooses nothing
    ("a03", "names more than one possible cause"),
    # 「两个都修的话会影响不同的东西」 is a condition, not the agent's choice
    ("c04", "names more than one possible cause"),
    # "So the fix is outside the code: … a new token … the SHIPIT_TOKEN secret", after "can't we just
    # switch to GITHUB_TOKEN", a question about the same report, not a new one
    ("a08", "found nothing in the project to change"),
    # 「所以代码和 gradle 配置都没问题，要做的是：…添加到 Firebase 控制台」
    ("c08", "found nothing in the project to change"),
])
def test_unresolved_sessions_of_dev45_are_not_guessed(prefix: str, why: str) -> None:
    result, expect = _bench_case(CASES_45, prefix)
    ref = result.references[0]
    assert expect["resolved"] is False
    assert not ref.resolved and ref.path is None and why in (ref.reason or ""), ref


@pytest.mark.parametrize(("category", "text", "says"), [
    ("undecided", "I can't tell these apart from the repo.", True),
    ("undecided", "It doesn't tell us which of the two breaks on prod.", True),
    ("undecided", "Both are still fully possible:", True),
    ("undecided", "The logs tell us which request failed.", False),
    ("undecided", "Both are fixed now.", False),
    ("open_choice", "Once we know, the fix is a couple of lines either way.", True),
    ("open_choice", "两个都修的话会影响不同的东西", True),
    ("open_choice", "I'd change `parse` to pass the zone.", False),
    ("nothing_to_fix", "So the fix is outside the code: someone creates a new token.", True),
    ("nothing_to_fix", "The fix is in the code: `client.go` line 72.", False),
    ("nothing_to_fix", "所以代码和 gradle 配置都没问题，要做的是：在 Play Console 里找到 SHA-1", True),
    ("nothing_to_fix", "代码和配置都有问题", False),
    ("wonders", "can't we just switch to GITHUB_TOKEN and be done with the PAT", True),
    ("wonders", "can't log in after the deploy", False),
    ("defect", "下拉刷新还是会重复，我快速下拉两次就能复现", True),
    ("defect", "预约页下拉刷新之后列表会重复一遍", True),
    ("defect", "重复一下刚才的步骤", False),
    # a review's false alarms: fixed states, questions, negations, clauses that go on to choose
    ("defect", "列表不会重复了，谢谢", False),
    ("defect", "没有重复的，正常了", False),
    ("defect", "现在不会出现重复了", False),
    ("defect", "数据去重复的逻辑在哪", False),
    ("passes_locally", "test_export no longer passes locally after your edit", False),
    ("passes_locally", "本地通过不了 test_login", False),
    ("passes_locally", "本地能过吗？", False),
    ("passes_locally", "ローカルで通るようにして", False),
    ("passes_locally", "本地能过，CI 挂了", True),
    ("undecided", "The log doesn't tell us which request failed", False),
    ("undecided", "so you can tell these apart in the logs", False),
    ("undecided", "Both are still possible in principle, but the stack trace shows it's the parser", False),
    ("open_choice", "I'd fix the writer first either way.", False),
    ("open_choice", "Once you know the fix works, merge it.", False),
    ("nothing_to_fix", "The fix is outside the code you pasted: the bug is in `utils.py` line 30", False),
    ("exonerate", "Don't leave `retry_count` as it is, it should be 3", False),
    ("exonerate", "I wouldn't keep `TIMEOUT` at 5s as it is too short", False),
    ("exonerate", "Keep `parse()` in mind, as it is called from two places", False),
    ("wonders", "Why don't you just change the loop so it stops crashing on empty input", False),
    ("pushback", "hash 模式不行啊，链接全失效了", True),
    ("pushback", "这个方案不行的话我们再看", False),
    ("reverted", "router 我已经改回去了", True),
    ("reverted", "我把配置改回去了", True),
    ("reverted", "要不要改回去？", False),
    # dev46: fixes outside the repository
    ("nothing_to_fix", "That has to be fixed on the infrastructure, not in this repo:", True),
    ("nothing_to_fix", "That has to be fixed in the handler, not in the template.", False),
    ("nothing_to_fix", "代码这边没问题：`fetchWithRetry` 每次从 `ConfigService` 读 token", True),
    ("nothing_to_fix", "这个 token 不在仓库里（`.env.example` 里是空的）", True),
    ("nothing_to_fix", "所以这块逻辑没问题，不用改。", True),
    ("nothing_to_fix", "代码这边有问题：少了判空", False),
])
def test_the_phrases_of_dev45(category: str, text: str, says: bool) -> None:
    assert (vocab.first(text, category) is not None) is says, (category, text)


_TRANSFORM = ("import pandas as pd\n\n" + "".join(f"# note {n}\n" for n in range(3, 18))
              + "def normalize(df):\n    df = df.copy()\n    df[\"sold_at\"] = pd.to_datetime(df[\"sold_at\"])\n"
              "    df[\"store_code\"] = df[\"store_code\"].astype(int)\n    return df\n"
              + "".join(f"# tail {n}\n" for n in range(23, 45)))
_LOAD = ("import pandas as pd\n\n" + "".join(f"# load {n}\n" for n in range(3, 30))
         + "def read_store_master(path):\n    return pd.read_csv(path, dtype={\"store_code\": str})\n"
         + "".join(f"# tail {n}\n" for n in range(32, 45)))


def test_a_line_named_alone_is_in_the_one_file_read_beside_a_folder_searched(tmp_path: Path) -> None:
    """The agent read `etl/transform.py` and grepped the folder `etl/`; its review item "`normalize`
    （21行目）" names line 21 of the file it read, not `read_store_master` in another file the item
    mentions as the other side of the mismatch (dev45 b01)."""
    project = write(tmp_path, {"etl/transform.py": _TRANSFORM, "etl/load_sales.py": _LOAD})
    review = ("ざっと見て気になった点です。\n\n"
              "1. `normalize`（20行目）: `to_datetime` に `format` 指定がありません。\n"
              "2. `normalize`（21行目）: `store_code` を `.astype(int)` にしているので `\"0012\"` が `12` になります。"
              "一方 `read_store_master` は `dtype={\"store_code\": str}` で読んでいるので型が合いません。\n")
    session = [
        {"role": "user", "content": "transform.py ざっと見てくれる？直すのは後で決める"},
        {"role": "assistant", "content": None, "tool_calls": [
            _call("r1", "read_file", {"path": "etl/transform.py"}),
            _call("g1", "grep", {"pattern": "store_code", "path": "etl"})]},
        {"role": "tool", "tool_call_id": "r1", "content": _TRANSFORM},
        {"role": "tool", "tool_call_id": "g1", "content": "etl/transform.py:21:    df[\"store_code\"] = ...\n"
                                                         "etl/load_sales.py:31:    return pd.read_csv(...)"},
        {"role": "assistant", "content": review},
    ]
    ref = honing.ground("じゃあ2番のやつ直して", session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.path == "etl/transform.py", ref
    assert ref.start_line is not None and ref.start_line <= 21 <= (ref.end_line or ref.start_line), ref


def test_an_aider_ask_that_says_the_fix_works_settles_the_turn_it_answers() -> None:
    """Aider: the agent fixed the disabled Export button in MainViewModel.cs; "/ask works now thx.
    different issue: …" settles that fix, and "go ahead with the invariant culture thing" takes up the
    proposal for CsvExporter.cs, not the view model whose footer label the reply said to leave as it is
    (dev45 a06)."""
    result, expect = _bench_case(CASES_45, "a06")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "Timesheet/Export/CsvExporter.cs", ref
    assert ref.start_line is not None and ref.start_line <= 25 <= (ref.end_line or ref.start_line), ref


def test_leave_it_as_it_is_clears_what_it_names() -> None:
    assert vocab.first("Leave `TotalHoursText` in `MainViewModel` (line 40) as it is.", "exonerate")
    assert vocab.first("keep `retry_after` as is", "exonerate")
    assert not vocab.first("Leave `TotalHoursText` alone for now, it is wrong too.", "exonerate")


def _shell(command: object) -> ToolCall:
    return ToolCall("shell", json.dumps({"command": command}))


@pytest.mark.parametrize(("command", "files"), [
    (["bash", "-lc", "nl -ba src/parser.rs | sed -n '1,30p'"], ("src/parser.rs",)),
    ("cat -n app.py", ("app.py",)),
    ("sed -n '20,40p' lib/x.rb", ("lib/x.rb",)),
    ("head -n 20 README.md && tail -5 logs/app.log", ("README.md", "logs/app.log")),
    ("grep -n foo src/a.py", ()),
    ("ls src/", ()),
    ("cargo test -q", ()),
    ("cat 'unclosed", ()),
    ("sed -i 's/a/b/' f.py", ()),
    ("cat > src/config.py << 'EOF'\nx = 1\nEOF", ()),
    ("cat a.py > /tmp/out.txt", ("a.py",)),
    ("cd /repo\ncat src/parser.rs", ("src/parser.rs",)),
    ("sed -n 's/a\\|b/c/p' x.py", ("x.py",)),
])
def test_the_files_a_shell_command_shows(command: object, files: tuple[str, ...]) -> None:
    assert shown_files(_shell(command)) == files


def test_a_call_quoted_with_its_arguments_is_also_code_where_it_is_written() -> None:
    found = [(m.kind, m.value) for m in mentions.find("`parse_line` の 9 行目で `strip_comment(trimmed)` を行全体にかけています")]
    assert ("code", "strip_comment(trimmed)") in found and ("symbol", "strip_comment") in found
    # (a call with literals or structures is not quoted verbatim often enough to count as code)
    assert ("code", "setPage(1)") not in [(m.kind, m.value) for m in mentions.find("it calls `setPage(1)` twice")]


def test_the_first_bug_after_another_fix_moved_its_line() -> None:
    """Codex: turn 1 places the '#' bug at "`parse_line` の 9 行目 … `strip_comment(trimmed)`" after
    showing the file with `nl -ba src/parser.rs`; the export fix of turn 2 inserted five lines above it.
    「最初の # のやつもお願い」 is that call, now line 14, not `strip_comment`'s own body (dev45 b02)."""
    result, expect = _bench_case(CASES_45, "b02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "src/parser.rs", ref
    assert ref.start_line is not None and ref.start_line <= 14 <= (ref.end_line or ref.start_line), ref


_FILTERS = ("import re\n\nLEVELS = [\"DEBUG\", \"INFO\", \"WARNING\", \"ERROR\"]\n_ALIASES = {\"WARN\": \"WARNING\"}\n\n\n"
            "def normalize_level(name: str) -> str:\n    name = name.upper()\n    return _ALIASES.get(name, name)\n\n\n"
            + "".join(f"# note {n}\n" for n in range(12, 25))
            + "def level_at_least(record_level: str, minimum: str) -> bool:\n"
            "    return LEVELS.index(record_level) >= LEVELS.index(normalize_level(minimum))\n"
            + "".join(f"# tail {n}\n" for n in range(27, 45)))


def test_a_one_line_function_that_compares_two_calls_does_its_own_work(tmp_path: Path) -> None:
    """`level_at_least` is one statement, but it compares what two calls give: the reply's
    `filters.py:26` and `LEVELS.index(record_level)` are its own line, not handed down to
    `normalize_level`, which it calls (dev45 c01)."""
    project = write(tmp_path, {"src/lgx/filters.py": _FILTERS})
    session = [
        {"role": "user", "content": "--json 别转义中文"},
        {"role": "assistant", "content":
            "改好了。\n\n顺便说一个看代码时注意到的问题：`src/lgx/filters.py:26` 的 `level_at_least()` 对 record 自己的 level "
            "直接 `LEVELS.index(record_level)`，没有像 `minimum` 那样先过 `normalize_level()`。碰到 `warning` 就会 "
            "`ValueError`。\n\n我的建议：record 的 level 也先 `normalize_level()`。要我改吗？"},
    ]
    ref = honing.ground("行 就按你说的来", session, cwd=project, turns=1).references[0]
    assert ref.resolved and ref.symbol == "level_at_least", ref
    assert ref.start_line is not None and ref.start_line <= 26 <= (ref.end_line or ref.start_line), ref


def test_a_test_id_in_the_sentence_names_the_test_and_what_it_tests() -> None:
    """「CI で InventoryTests.StackSplit_KeepsTotalCount 落ちてる」: a test never run in the session, of
    the `SplitStack` the agent wrote; the line is in that function, not in the file edited last
    (dev45 b06)."""
    found = [(m.kind, m.value) for m in mentions.find("CI で InventoryTests.StackSplit_KeepsTotalCount 落ちてるんだけど")]
    assert ("test", "StackSplit_KeepsTotalCount") in found
    result, expect = _bench_case(CASES_45, "b06")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.symbol == "SplitStack", ref


def test_a_failing_test_that_passes_locally_is_not_blamed_on_an_edit() -> None:
    """「CI (ubuntu) で DeadlineParserTests.ParsesJstDeadline だけ落ちる。手元だと通るのに」 and the
    trace into the test: the test depends on where it runs; it is not the validator the agent edited
    later, whose words share "deadline" (dev15 b08, which the test id pattern of dev45 exposed)."""
    assert vocab.first("手元だと通るのに", "passes_locally") and vocab.first("it passes locally though", "passes_locally")
    result, expect = _bench_case(BENCH / "ground_cases_dev15", "b08")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "tests/Todo.Core.Tests/DeadlineParserTests.cs", ref


def test_a_jvm_frame_names_its_function() -> None:
    """"at com.jiayu.ledger.ui.stats.StatsViewModel.percentOf(StatsViewModel.kt:48)": a JVM frame, with
    no space before its parenthesis and a long package, names `percentOf`, so a line the session's
    edits moved since the release build still finds its function (dev45 c05)."""
    frame = "       at com.jiayu.ledger.ui.stats.StatsViewModel.percentOf(StatsViewModel.kt:48)\n"
    found = [(m.kind, m.value, m.line, m.symbol) for m in mentions.find(frame)]
    assert ("location", "StatsViewModel.kt", 48, "percentOf") in found
    js = "    at buildReceipt (/srv/app/src/services/receipt.js:39:28)"
    assert ("location", "/srv/app/src/services/receipt.js", 39, "buildReceipt") in [
        (m.kind, m.value, m.line, m.symbol) for m in mentions.find(js)]
    result, expect = _bench_case(CASES_45, "c05")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] and ref.symbol == "percentOf", ref


def test_a_duplicated_list_is_a_defect_reported_and_its_turn_a_candidate() -> None:
    """Codex, two bugs in turn: 「下拉刷新还是会重复，我快速下拉两次就能复现」 reports the duplicates again; the
    agent placed the race at booking.js:48 and asked; after a side question and a test for date.js,
    「快速下拉两次还会重复的那个 也弄一下吧」 is that line (dev45 c07)."""
    result, expect = _bench_case(CASES_45, "c07")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= 48 <= (ref.end_line or ref.start_line), ref


def test_the_other_one_after_a_pick_by_the_end_of_a_word_and_a_request_in_the_same_file() -> None:
    """Codex, five turns: two failing tests listed; 「先修引号那个」 picks item 1 by 引号, the end of
    「先修引号」; 「lib.rs 顶上加个用法示例」 is other work in item 2's file and takes nothing up; the doc
    example moved `Ini::get` from line 40 to 45. 「另一个也修了吧」 is that lookup (dev45 c02)."""
    result, expect = _bench_case(CASES_45, "c02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "src/lib.rs", ref
    assert ref.start_line is not None and ref.start_line <= 45 <= (ref.end_line or ref.start_line), ref


def test_a_pick_whose_edit_took_an_item_is_not_read_again_by_the_end_of_its_word() -> None:
    """「先改弹窗那个」 and the modal edit took item 1; 弹窗 also stands in item 2 ("toast 被弹窗盖住"), which
    stays open for 「另一个也改了吧」 (dev24 c02, which the end-of-word reading must not break)."""
    result, expect = _bench_case(BENCH / "ground_cases_dev24", "c02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref


def test_review_findings_on_list_items_test_ids_and_frames() -> None:
    """A bold-titled last item ends where the item before it did, in paragraphs: not at the reply's
    closing, which names another file; a title may hold an underscore; `ABTest.variant` is no test
    and a test id may end a sentence; a JVM frame with a loader prefix names its function."""
    text = ("**1. `parse_date` runs in UTC** — `events.tf` line 5\n**2. Timeout too short** — `lambda.tf` line 12\n\n"
            "I'd start with 2. Separately, `deploy.sh` line 30 still uses the old bucket name.")
    items = [text[a:b] for a, b in numbered_items(text)]
    assert len(items) == 2 and "deploy.sh" not in items[1], items
    assert [m.kind for m in mentions.find("The ABTest.variant flag is read wrong")] == []
    assert ("test", "applies_discount") in [(m.kind, m.value) for m in mentions.find("Run OrderTests.applies_discount.")]
    assert ("location", "Vm.kt", 48, "percentOf") in [
        (m.kind, m.value, m.line, m.symbol) for m in mentions.find("  at app//com.a.b.Vm.percentOf(Vm.kt:48)")]




def test_a_proposal_offered_again_points_back_at_the_turn_that_laid_it_out() -> None:
    """Codex: turn 1 places the retry condition at RetryConfig.java:31 and proposes narrowing it;
    turn 2 answers a side question from the YAML files and closes 「さっきのリトライ条件の修正（`retryOn` を…）、
    進めてよければ言ってください」. 「なるほどstagingか。おk、それでお願い」 takes up turn 1's proposal, not the
    YAML of turn 2 (dev44 b07)."""
    assert vocab.first("さっきのリトライ条件の修正（`retryOn` を 5xx だけにする）、進めてよければ言ってください", "refers_back")
    assert vocab.first("刚才说的改法", "refers_back") and vocab.first("go ahead with the fix from before?", "refers_back")
    assert not vocab.first("さっき直しました", "refers_back")
    result, expect = _bench_case(CASES_44, "b07")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref
    assert ref.start_line is not None and ref.start_line <= 31 <= (ref.end_line or ref.start_line), ref


def test_a_fix_the_user_turned_down_and_reverted_is_not_the_end_of_the_report() -> None:
    """Gemini: the agent named the nginx fallback as the proper fix (deploy/nginx/default.conf:33) and
    applied hash mode instead; 「hash 模式不行啊 … router 我已经改回去了，还是按正规的做法来」 turns that fix
    down: the report is open again, at the try_files line (dev44 c03)."""
    result, expect = _bench_case(CASES_44, "c03")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "deploy/nginx/default.conf", ref
    assert ref.start_line is not None and ref.start_line <= 33 <= (ref.end_line or ref.start_line), ref


def test_dev46_fixes_outside_the_repository_are_not_guessed() -> None:
    """"That has to be fixed on the infrastructure, not in this repo" (a CDN's CORS), and 「代码这边没问题
    … 这个 token 不在仓库里」 then 「这块逻辑没问题，不用改」 (an expired partner token): "can you just fix it"
    and 「你帮我搞定它」 have no line in the project (dev46 a10, c09)."""
    for prefix in ("a10", "c09"):
        result, expect = _bench_case(BENCH / "ground_cases_dev46", prefix)
        ref = result.references[0]
        assert expect["resolved"] is False and not ref.resolved and ref.path is None, (prefix, ref)


def test_a_review_asked_for_by_a_file_name_without_its_extension_places_a_line_named_alone() -> None:
    """「ProductCard の a11y ざっとレビューして」: the agent read ProductCard.tsx and ProductCard.module.css;
    its item 3 says 「（36行目）」 with no file. The review was asked for ProductCard, the name of the .tsx
    (not of ProductCard.module.css), so line 36 is in it, now line 38 after the fixes of items 1 and 2
    (dev46 b02)."""
    result, expect = _bench_case(BENCH / "ground_cases_dev46", "b02")
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"] == "src/components/ProductCard.tsx", ref
    assert ref.start_line is not None and ref.start_line <= 38 <= (ref.end_line or ref.start_line), ref


def test_an_item_the_list_turn_itself_fixed_leaves_the_other_one() -> None:
    """The reply lists two injections and its own edit fixes #1 ("I'll fix #1 now … Then tell me about
    #2"); after side turns, "and the other one?" is #2, `orderByRaw($sort)` in `index()` (dev46 a06).
    The same in Chinese: 「另一个也处理下」 after the reply fixed leak (1) itself (dev46 c05)."""
    for prefix in ("a06", "c05"):
        result, expect = _bench_case(BENCH / "ground_cases_dev46", prefix)
        ref = result.references[0]
        assert ref.resolved and ref.path == expect["path"], (prefix, ref)
        assert ref.start_line is not None and ref.start_line <= expect["line"] <= (ref.end_line or ref.start_line), ref


@pytest.mark.parametrize(("name", "search"), [
    ("Grep", True), ("Glob", True), ("search_file_content", True), ("list_directory", True), ("ls", True),
    ("Read", False), ("read_many_files", False), ("shell", False), ("apply_patch", False),
])
def test_a_search_tool_is_told_from_a_reading_one_by_the_words_of_its_name(name: str, search: bool) -> None:
    assert searches(ToolCall(name, "{}")) is search
