"""Grounding behaviours found on the eighty-fourth development set (bench/ground_cases_dev84: command-line
tools and desktop apps), measured untouched at 85e87411 in the fifty-fourth round."""

from __future__ import annotations

from pathlib import Path

from honing.grounding import vocab
from honing.grounding.callees import added_callee
from honing.grounding.failing import _shows
from honing.grounding.places import Candidate as Place
from honing.grounding.project import Project
from honing.grounding.titles import ticked_titles

from .test_grounding_dev5 import write
from .test_grounding_dev45 import located


def test_a_symbol_defined_in_a_file_the_reply_cleared_counts_little() -> None:
    """「第 75 行，`setupAutoUpdate(mainWindow)` 在开发环境也会跑 … `updater.ts` 本身我没看到问题」: item 3 is the call in
    main.ts, not the definition in the file the reply found nothing wrong in (dev84 c03)."""
    assert vocab.first("`updater.ts` 本身我没看到问题。", "exonerate")
    assert located("ground_cases_dev84", "c03")


def test_a_pasted_error_names_the_report_not_one_of_its_stacked_causes() -> None:
    """「回到最开始那个 empty string 的报错，改吧」: the words are those of the error the user pasted, which both stacked
    causes explain; the one fix the reply proposed after them (「修法是在 `Start-Backup` 里…」) is the place (dev84 c05)."""
    assert located("ground_cases_dev84", "c05")


def test_an_item_the_user_says_he_committed_is_taken() -> None:
    """「timer の方は符号直してテストも足してコミットした」 takes item 2; 「もう一個の方もお願い」 is item 1 (dev84 b09)."""
    assert vocab.first("timer の方は符号直してテストも足してコミットした。", "done_mark")
    for said in ("これはコミットしないで", "それはコミットしたくない", "mainにはマージしたけど、まだ直ってない",
                 "今日はプッシュしたばかりのブランチで CI が落ちてる", "CIはプッシュしたら走る"):
        assert not vocab.first(said, "done_mark"), said
    assert located("ground_cases_dev84", "b09")


def test_a_function_an_edit_added_under_the_tested_one(tmp_path: Path) -> None:
    """A failing test calls `plan_renames`, which now calls `resolve_conflicts`, a function an edit of the window
    added: that function is the place (dev84 c07). A call to a function no edit added moves nothing."""
    write(tmp_path, {"core.py": "def resolve_conflicts(names):\n    return names\n\n\n"
                                "def plan_renames(files):\n    names = resolve_conflicts([f.name for f in files])\n"
                                "    return sorted(names)\n"})
    project = Project(tmp_path)
    top = Place("core.py", 5, 7, "plan_renames", [])
    edit = (2, "core.py", "def plan_renames(files):\n", "def resolve_conflicts(names):\n    return names\n\n\n"
            "def plan_renames(files):\n")
    led = added_callee(project, [top], [edit], None)
    assert led[0].symbol == "resolve_conflicts" and led[1] is top
    assert added_callee(project, [top], [(2, "core.py", "x = 1\n", "x = 2\n")], None) == [top]
    assert located("ground_cases_dev84", "c07")


def test_a_quoted_test_title_whose_words_sound_like_a_verdict() -> None:
    """「CI で `exits with 2 on a broken config` が落ちてる」: the quoted title is the failing test, and "✔ exits with 2
    on a broken config" is a pass (the title's own "broken" is no verdict) (dev84 b06)."""
    assert ticked_titles("CI で `exits with 2 on a broken config` が落ちてる") == ["exits with 2 on a broken config"]
    assert not ticked_titles("`cli(obj={})` が落ちる")
    # (a command is no title)
    for command in ("`npm run build`", "`cargo test --release`", "`git push origin main`", "`make test all now`"):
        assert not ticked_titles(f"CI で {command} が落ちてる"), command
    title = "exits with 2 on a broken config"
    assert _shows("✔ exits with 2 on a broken config (0.8ms)", title, passing=True)
    assert not _shows("✔ exits with 2 on a broken config (0.8ms)", title, passing=False)
    assert _shows("✖ exits with 2 on a broken config (0.8ms)", title, passing=False)
    assert located("ground_cases_dev84", "b06")
