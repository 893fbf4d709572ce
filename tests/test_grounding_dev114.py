"""Grounding behaviours found on the hundred-and-fourteenth development set (bench/ground_cases_dev114, the everyday
middle in any stack, three writers at once), measured untouched at 590f4eca (22 of 30), then developed on."""

from __future__ import annotations

from pathlib import Path

import honing
from honing.grounding import (
    constraints,
    failing,
    identifiers,
    mentions,
    outside,
    pyframes,
    searched,
    vocab,
)
from honing.sessions.model import ToolCall, Turn

from .test_grounding_dev45 import located, unresolved

BENCH = Path(__file__).resolve().parents[1] / "bench"

_OUTER_FIRST = ('ZeroDivisionError: division by zero\n'
                '  File "inventory/tasks.py", line 16, in compute_reorder_points\n'
                '    point = reorder_point(item)\n'
                '  File "inventory/services.py", line 48, in reorder_point\n'
                '    usage = daily_usage(item)\n'
                '  File "inventory/services.py", line 44, in daily_usage\n'
                '    return abs(shipped) / days')


def _heaviest(text: str) -> str | None:
    frames = [m for m in mentions.find(text) if m.kind == "location"]
    return max(frames, key=lambda m: m.weight).symbol


def test_a_trace_pasted_without_its_header() -> None:
    """「本番でこれ出てる」 and a Sentry-style copy: the error first, then the frames with no "Traceback (most recent call
    last)" above them. Each frame's line calls the function of the frame after it, so the deepest is the last
    (`daily_usage`, whose line moved since the deploy), not the task that called it (b06)."""
    assert pyframes.deepest_last(_OUTER_FIRST)
    assert _heaviest(_OUTER_FIRST) == "daily_usage"
    # the same frames copied most recent first: each line is called by the frame before it
    inner_first = ('ZeroDivisionError: division by zero\n'
                   '  File "inventory/services.py", line 44, in daily_usage\n'
                   '    return abs(shipped) / days\n'
                   '  File "inventory/tasks.py", line 16, in compute_reorder_points\n'
                   '    point = daily_usage(item)')
    assert not pyframes.deepest_last(inner_first)
    assert _heaviest(inner_first) == "daily_usage"
    assert pyframes.deepest_last("Traceback (most recent call last):\n" + inner_first)  # (the header says so)
    assert located("ground_cases_dev114", "b06")


def test_the_fix_belongs_in_another_teams_repository() -> None:
    """The agent traced the failure to another team's repository and said so; "ok, then fix that" has nothing in this
    project to point at (b07: 「このリポジトリには修正できる箇所がありません」 after 「原因は…`deregistration_delay`
    だと思います」, a setting hard-coded in acme/platform-infra; c08: 「根因在 pricing-svc（另一个仓库…）」)."""
    assert vocab.first("このリポジトリには修正できる箇所がありません。", "nothing_to_fix") is not None
    assert vocab.first("所以根因在 **pricing-svc**（另一个仓库 `acme/pricing-svc`）的返回格式", "nothing_to_fix") is not None
    assert vocab.first("so the fix belongs in the platform team's repository.", "nothing_to_fix") is not None
    assert vocab.first("the fix belongs in the parser", "nothing_to_fix") is None
    assert vocab.first("问题在另一个函数里", "nothing_to_fix") is None
    verdict = "このリポジトリには修正できる箇所がありません。"
    assert outside.finds_nothing("原因はターゲットグループの `deregistration_delay` だと思います。" + verdict)
    # (a cause placed at a line of the project is a blame, whatever the verdict says)
    assert not outside.finds_nothing("原因は `terraform/main.tf:33` の `stopTimeout` です。" + verdict)
    assert unresolved("ground_cases_dev114", "b07") and unresolved("ground_cases_dev114", "c08")


def test_the_same_fix_where_the_agents_search_found_it_too() -> None:
    """"invoices.csv has the same swedish comma problem, do the same there": the agent's grep in turn 1 listed
    `CustomerExport.cs:18` and `InvoiceExport.cs:15`/`16`, it fixed the first and left the invoice export alone as
    asked. The hits its search showed beside the replaced line, in the file the edit left alone, are where the same
    change is still to be made; the user's old "dont touch that" is said to be lifted, not handed on (a10)."""
    grep = ToolCall("Grep", "{}", result='/src/Exports/CustomerExport.cs:18:                c.LifetimeValue.ToString("0.00"),\n'
                    '/src/Exports/InvoiceExport.cs:15:            var net = inv.Net.ToString("0.00");\n'
                    '/src/Exports/InvoiceExport.cs:16:            var vat = inv.Vat.ToString("0.00");\n')
    replaced = ['                c.LifetimeValue.ToString("0.00"),']
    assert searched.left_alike((grep,), replaced, {"/src/Exports/CustomerExport.cs"}) == [
        ("/src/Exports/InvoiceExport.cs", 15), ("/src/Exports/InvoiceExport.cs", 16)]
    assert searched.left_alike((grep,), ["var total = 0;"], {"/src/Exports/CustomerExport.cs"}) == []  # (another search)
    assert constraints.names_file("invoice export is being rewritten by sam so dont touch that", "Exports/InvoiceExport.cs")
    assert not constraints.names_file("dont touch the main branch", "cmd/main.go")
    assert located("ground_cases_dev114", "a10")
    case = BENCH / "ground_cases_dev114" / "a10-billing-csharp-same-fix-other-export"
    result = honing.ground("sams rewrite got shelved. invoices.csv has the same swedish comma problem, do the same there",
                           str(next(case.glob("*.jsonl"))), cwd=case / "project", turns=4)
    lines = result.text.splitlines()
    assert any(line.startswith("- Lifted: turn 1 says") and "Exports/InvoiceExport.cs" in line for line in lines)
    assert not any(line.startswith("- Constraint:") for line in lines)


def test_a_pasted_lint_warning_is_no_constraint() -> None:
    """「lint怒られた」 and eslint's "4:35  Warning: 'Shift' is defined but never used.": the linter's "never" is the
    program's, not a bound the user set (b01 handed it on as a constraint)."""
    assert constraints.OUTPUT_LINE.match("4:35  Warning: 'Shift' is defined but never used.  @typescript-eslint/no-unused-vars")
    assert constraints.OUTPUT_LINE.match("  12:7  error  'x' is assigned a value but never used  no-unused-vars")
    turns = [Turn(1, "lint怒られた\n\n./src/components/ShiftTable.tsx\n4:35  Warning: 'Shift' is defined but never used.")]
    assert constraints.constraint_items(turns, []) == []
    assert [i.label for i in constraints.constraint_items([Turn(1, "never touch the migrations.")], [])] == ["Constraint"]


def test_it_was_fine_a_moment_ago() -> None:
    """「搜索框现在输啥都没反应了。。刚才还好好的」: it worked before the agent's latest edits, so the edit that touched the
    search box is blamed (c03: turn 2's debounce, not turn 3's API base), unless the user changed something himself."""
    assert vocab.first("表格能出来 但是搜索框现在输啥都没反应了。。刚才还好好的", "broke") is not None
    assert vocab.first("刚刚还能用", "broke") is not None
    assert vocab.first("刚才还好好的，我升级了一下依赖就不行了", "broke") is None
    case = BENCH / "ground_cases_dev114" / "c03-admin-dashboard-debounce-regression"
    result = honing.ground("表格能出来 但是搜索框现在输啥都没反应了。。刚才还好好的", str(next(case.glob("*.json"))),
                           cwd=case / "project", turns=5)
    assert result.references[0].turn == 2


def test_identifiers_blanked_in_one_pass() -> None:
    """A 100 KB Chinese prompt spent minutes in `focused_on_named_test`: its identifier pattern backtracked over every
    run without a space. The words left are those the old pattern left, and a long run is read once (the time is
    measured by `python bench/bench_ground.py`: 24 s before, 3 s after, for 96 KB)."""
    for text, words in (("let us get friday_after cutoff green", {"green", "cutoff"}),
                        ("fix tests/test_x.py::test_free now", set()),
                        ("the goldTierNeverRoundsUp test is red", {"test"}),
                        ("api.v1 handler fooBar baz_qux done.", {"done", "handler"}), ("", set())):
        assert set(failing._SAID_WORD.findall(identifiers.without_identifiers(text).lower())) == words
    run = "的" * 50_000
    assert identifiers.without_identifiers(run) == run and identifiers.without_identifiers(run + "_x") == " "
