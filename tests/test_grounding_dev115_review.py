"""What a review of the sixty-sixth round's grounding changes found (dev114 and dev115), each fixed test first: rules
that matched far more than they meant, and instructions that would have misled the agent."""

from __future__ import annotations

from honing.grounding import constraints, kana, outside, pyframes, renamed, searched, vocab
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located


def _labels(text: str, sentence: str = "", target: str | None = None) -> list[str]:
    return [item.label for item in constraints.constraint_items([Turn(1, text)], [], sentence, target)]


def test_a_test_request_hides_only_its_own_content() -> None:
    """A prohibition after a separator or "but" bounds the work, whatever test the clause asked for first."""
    for text in ("make sure the tests that cover login pass, and never touch the migrations",
                 "add a test that login works but don't modify config.py", "run the checks that CI runs, do not edit the lockfile",
                 "I'll verify that later; do not push to main", "the specs which fail are flaky, never change them",
                 "加个测试，保证输出没问题，但是别改 config.py"):
        assert _labels(text) == ["Constraint"], text
    assert _labels("add a test that the output never has null customer ids") == []
    assert _labels("加个测试，保证输出里不能有空的") == []


def test_a_bound_is_lifted_by_a_request_for_the_file_it_bans() -> None:
    """Only a request lifts "dont touch that", only for the file the banning part names ("invoice export …", not "fix the
    customer export only" before it), and a file is named on word bounds, each part of its stem three letters or more."""
    ban = "fix the customer export only, invoice export is being rewritten by sam so dont touch that"
    assert _labels(ban, "ok do the same there", "Exports/InvoiceExport.cs") == ["Lifted"]
    assert _labels(ban, "does invoices.csv have the same problem?", "Exports/InvoiceExport.cs") == ["Constraint"]
    assert _labels(ban, "ok do the same there", "Exports/CustomerExport.cs") == ["Constraint"]
    assert not constraints.names_file("don't touch domain.go", "cmd/main.go")
    assert not constraints.names_file("leave webapp.py alone", "app.py")
    assert not constraints.names_file("don't touch the proxy config", "lib/x_y.py")
    assert constraints.names_file("leave config.py alone", "app/config.py")
    assert constraints.OUTPUT_LINE.match("10:30 warning from the build, never edit vendor/") is None


def test_the_fix_in_this_repository_is_no_fix_elsewhere() -> None:
    """"the fix belongs in our repo", a cause beside a remark on another repository, a plan to look for a place: none
    says the project has nothing to change."""
    for text in ("So the fix belongs in our repo: lowercase the whole address.",
                 "The cause is in `normalize_email` (a separate repo vendors the same helper, but ours is the broken one).",
                 "根因在 `normalize_email`，…和另一个仓库无关，要改的是这个函数。",
                 "原因是我们仓库调用了另一个仓库的接口，要改 `src/api.ts` 的 `fetchUser`",
                 "问题是 `fetchUser` 没处理空值，另一个仓库的同事也遇到过", "コードで修正できる箇所がないか探してみます"):
        assert not outside.finds_nothing(text), text
    assert outside.finds_nothing("so the fix belongs in another repo.")


def test_success_and_questions_blame_no_edit() -> None:
    for text in ("空文字だと400エラーになるようになった、いいね", "存在しないIDは404になるようになったので、テストも追加して",
                 "期待どおりエラーになるようになった", "刚才还好好的吗？"):
        assert vocab.first(text, "broke") is None, text
    assert vocab.first("管理者以外には出てこないようにしたい", "defect") is None
    assert vocab.first("今日はこのへんにしておきますか？", "proposal") is None


def test_a_rename_mapping_is_no_leftover() -> None:
    """A line that maps the old name to the new (`LEGACY_HEADER = {"cust_id": "customer_id"}`) is a reader of old data,
    not what the rename missed; polars' "unable to find column" names the column, not the word "unable"."""
    assert renamed._maps("cust_id", 'LEGACY_HEADER = {"cust_id": "customer_id"}')
    assert not renamed._maps("cust_id", "df.groupby('cust_id')")
    assert renamed.missing_names('ColumnNotFoundError: unable to find column "cust_id"; valid columns: ["a"]') == ["cust_id"]


def test_the_same_call_only() -> None:
    """A hit that shares only a name, or one beside a replaced line too short to tell, is no "same change"; a copy of
    the file under another folder is not the edited one."""
    grep = ToolCall("Grep", "{}", result='src/a/CustomerExport.cs:18:    c.LifetimeValue.ToString("0.00"),\n'
                    'src/reports/Summary.cs:40: var lv = c.LifetimeValue;\nsrc/b/CustomerExport.cs:9:    c.LifetimeValue.ToString("0.00"),\n')
    assert searched.left_alike((grep,), ['  c.LifetimeValue.ToString("0.00"),'], {"/repo/src/a/CustomerExport.cs"}) == [
        ("src/b/CustomerExport.cs", 9)]
    short = ToolCall("Grep", "{}", result="a.py:3:    return None\nb.py:9:    return None\n")
    assert searched.left_alike((short,), ["    return None"], {"/repo/a.py"}) == []
    assert located("ground_cases_dev114", "a10")


def test_grammar_is_not_a_loanword() -> None:
    turns = [Turn(1, "ログイン サイト ナイト サーバー")]
    assert kana.restored("確認してくださいと言ったのに直ってない", turns) == "確認してくださいと言ったのに直ってない"
    assert kana.restored("これ直さないとまずい", turns) == "これ直さないとまずい"
    assert kana.restored("さいとの表示", turns) == "サイトの表示"


def test_frame_order_reads_each_line_once() -> None:
    """20,000 frames pasted without a header were read pair by pair with a pattern compiled for each (1.8 s); the call
    names of each line are now read once. A method call counts (`self.step(x)`); a name never called does not."""
    frames = "\n".join(f'  File "a{i}.py", line 1, in f{i}\n    f{i + 1}(x)' for i in range(20_000))
    assert pyframes.deepest_last(frames)
    assert pyframes.deepest_last('  File "a.py", line 3, in run\n    self.step(x)\n  File "b.py", line 9, in step\n    1/0')
    assert not pyframes.deepest_last('  File "a.py", line 3, in run\n    step = 1\n  File "b.py", line 9, in step\n    1/0')
