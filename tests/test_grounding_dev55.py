"""Grounding behaviours found on the fifty-fifth development set (bench/ground_cases_dev55: research
code — numpy and scipy, R, Julia, Octave, Fortran and C kernels, Slurm, Snakemake, Nextflow)."""

from __future__ import annotations

from pathlib import Path

import pytest

from honing.grounding import vocab

from .test_grounding_dev45 import _bench_case

BENCH = Path(__file__).resolve().parent.parent / "bench"
DEV55 = BENCH / "ground_cases_dev55"


def _within(prefix: str) -> None:
    result, expect = _bench_case(DEV55, prefix)
    ref = result.references[0]
    assert ref.resolved and ref.path == expect["path"], ref.reason
    assert ref.start_line is not None and ref.end_line is not None
    assert ref.start_line <= int(expect["line"]) <= ref.end_line  # type: ignore[call-overload]


@pytest.mark.parametrize(("path", "language", "line", "name"), [
    ("src/advect.f90", "fortran", "  pure subroutine advect(u, v, dt)\n", "advect"),
    ("src/sor.f90", "fortran", "real(8) function residual(phi, n)\n", "residual"),
    ("src/welch_psd.m", "matlab", "function [pxx, f] = welch_psd(x, fs, win)\n", "welch_psd"),
    ("main.nf", "nextflow", "process MERGE_LANES {\n", "MERGE_LANES"),
    ("rules/align.smk", "snakemake", "rule sort_bam:\n", "sort_bam"),
    ("workflow/Snakefile", "snakemake", "rule all:\n", "all"),
])
def test_research_languages_have_their_definitions(path: str, language: str, line: str, name: str) -> None:
    """Fortran, MATLAB/Octave, Nextflow and Snakemake files are searched like source, and their
    definitions are read (a subroutine, a function with its outputs, a process, a rule)."""
    rules = vocab.rules_for(path)
    assert rules.name == language
    assert rules.definition_patterns(name).search(line)
    assert path.lower().endswith(tuple(vocab.table()["tools"]["source_extensions"]))


def test_the_other_one_in_a_nextflow_pipeline() -> None:
    """"the other one" of the two causes of missing samples is in main.nf: found once .nf files are
    read as source (dev55 a08)."""
    _within("a08")


def test_gfortran_and_julia_error_locations_are_read() -> None:
    """gfortran's "At line 48 of file src/advect.f90" and a Julia frame's "build_cells! at cells.jl:39"
    name a file and a line; Fortran paths are paths."""
    from honing.grounding import mentions

    found = mentions.find("died with this:\nAt line 48 of file src/advect.f90\nFortran runtime error: Index '201' "
                          "of dimension 1 of array 'q' above upper bound of 200")
    assert any(m.kind == "location" and m.value == "src/advect.f90" and m.line == 48 for m in found), found
    found = mentions.find("BoundsError: attempt to access 6×6×6 Array，在 build_cells! at cells.jl:39")
    assert any(m.kind == "location" and m.value == "cells.jl" and m.line == 39 for m in found), found


@pytest.mark.parametrize("prefix", ["a06", "c03"])
def test_a_bounds_error_from_before_the_sessions_edits_names_the_line_where_it_stands_now(prefix: str) -> None:
    """A bounds error pasted from a run of the code before the session (gfortran's "above upper bound"
    at line 48, Julia's BoundsError in `build_cells!` at line 39) names a line that the agent's
    insertions above it moved; at the old number there is no indexing by a loop index now (a
    declaration, a docstring): the line it stands at now (dev55 a06 line 87, c03 line 57)."""
    _within(prefix)


def test_a_nickname_for_a_loop_in_a_fortran_file() -> None:
    """「境界踏みループ」, the user's name for the loop of `sor_sweep` in src/sor.f90, is found once
    Fortran files are source (dev55 b10)."""
    _within("b10")


def test_the_old_value_still_set_elsewhere_is_what_overrides_the_fix(tmp_path: Path) -> None:
    """The agent raised `mem_mb=8000` to 48000 in the rule; 「ReqMem 还是 8000M，你第一次改的根本没生效」 says
    the old value still runs: the one other line that sets mem_mb to 8000, the Slurm profile's
    set-resources, overrides it (dev55 c05). Without the old value in the sentence, nothing is added."""
    from honing.grounding.missed import old_value_elsewhere
    from honing.grounding.project import Project

    (tmp_path / "rules").mkdir()
    (tmp_path / "profiles").mkdir()
    (tmp_path / "rules" / "align.smk").write_text("rule bwa_mem:\n    resources:\n        mem_mb=48000,\n", encoding="utf-8")
    (tmp_path / "profiles" / "config.yaml").write_text(
        "default-resources:\n  mem_mb: 4000\nset-resources:\n  bwa_mem:\n    mem_mb: 8000\n  dedup:\n    mem_mb: 16000\n",
        encoding="utf-8")
    project = Project.open(tmp_path)
    assert project is not None
    edit = [(1, "rules/align.smk", "        mem_mb=8000,\n", "        mem_mb=48000,\n")]
    found = old_value_elsewhere(project, "ReqMem 还是 8000M，你第一次改的根本没生效", edit, None, [])
    assert [(c.path, c.start_line) for c in found] == [("profiles/config.yaml", 5)]
    assert old_value_elsewhere(project, "还是 OOM，你第一次改的根本没生效", edit, None, []) == []
    from honing.grounding import vocab as v

    assert v.first("sacct 里 ReqMem 还是 8000M，你第一次改的根本没生效啊", "missed") is not None
    _within("c05")


def test_an_r_testthat_file_named_with_its_failing_test_is_a_spec() -> None:
    """「test-normalize.R の "normalize_counts handles empty droplets" が落ちてる」 names a testthat file and
    the test's title: the regression route reads it (the edit of the code it tests, R/normalize.R, not
    the test file; dev55 b09 lands in the right file, by line still a miss)."""
    from honing.grounding.failing import _SPEC_FILE

    assert _SPEC_FILE.search("devtools::test() で test-normalize.R が落ちてる")
    result, expect = _bench_case(DEV55, "b09")
    assert result.references[0].resolved and result.references[0].path == expect["path"], result.references[0]


def test_a_fix_outside_the_repository_said_in_so_many_words_is_not_placed() -> None:
    """"**Fix (outside the repo):** … No file in the repository needs to change": the expired token
    is a GitHub secret; "ok can you just fix the CI thing now" is not placed (dev55 a07, a guess
    before)."""
    from honing.grounding import vocab as v

    assert v.first("**Fix (outside the repo):** whoever controls the bot account creates a token", "nothing_to_fix")
    assert v.first("No file in the repository needs to change.", "nothing_to_fix")
    assert v.first("The fix is in `fetch_data.py`; no other file needs to change.", "nothing_to_fix") is None
    result, expect = _bench_case(DEV55, "a07")
    assert expect == {"resolved": False} and not result.references[0].resolved, result.references[0]


def test_a_word_only_the_report_settled_outside_the_project_says_points_back_at_it() -> None:
    """「原因はこのリポジトリの外にあります」 for the QOS in the research computing centre's config, then a
    memory fix made in conf/base.config: 「よし、じゃあ qos のやつ直しといて」 says qos, which only the
    settled report says — not the memory fix made since (dev55 b06, a guess before)."""
    result, expect = _bench_case(DEV55, "b06")
    assert expect == {"resolved": False} and not result.references[0].resolved, result.references[0]


def test_a_fix_that_missed_went_below_the_top_frame_of_the_stack() -> None:
    """The user pasted a BoundsError whose stack runs local_field (lattice.jl:25) above sweep!
    (metropolis.jl:13); the agent rewrote sweep! in metropolis.jl. 「いや直ってない、まだ BoundsError …」:
    the frame above the edited one, in a file the fix left alone, is the suspect, where it stands
    after the edits since (dev55 b05). A fix in the top frame's own file leaves nothing to add."""
    import json

    from honing.grounding.missed import set_aside
    from honing.grounding.prose import _cleared_by
    from honing.sessions.model import ToolCall, Turn

    trace = ("scan 回したら落ちた\nERROR: BoundsError: attempt to access 32×32 Matrix{Int8} at index [33, 1]\n"
             " [1] getindex\n   @ ./essentials.jl:14 [inlined]\n [2] local_field\n   @ ~/ising/src/lattice.jl:25 [inlined]\n"
             " [3] sweep!(s::Matrix{Int8})\n   @ IsingMC ~/ising/src/metropolis.jl:13")

    def fix(path: str) -> ToolCall:
        return ToolCall("replace", json.dumps({"file_path": path, "old_string": "for j in 1:L, i in (1 + (j + parity) % 2):2:L",
                                               "new_string": "for j in 1:L\n    start = isodd(j + parity) ? 2 : 1"}),
                        "ok", (path,))

    sentence = "いや直ってない、まだ BoundsError: attempt to access 32×32 Matrix{Int8} at index [33, 1] 出る"
    turns = [Turn(1, trace, "`sweep!` のループを書き直しました。", (fix("/home/u/ising/src/metropolis.jl"),))]
    found = set_aside(sentence, turns, set(), _cleared_by(turns))
    assert found is not None and [(s.mention.value.rsplit("/", 1)[-1], s.mention.line) for s in found.sources] == [
        ("essentials.jl", 14), ("lattice.jl", 25)]
    same = [Turn(1, trace, "`local_field` を直しました。", (fix("/home/u/ising/src/lattice.jl"),))]
    assert set_aside(sentence, same, set(), _cleared_by(same)) is None
    _within("b05")


def test_a_proposal_put_off_with_not_now_is_taken_up_by_its_words_and_now() -> None:
    """"One more thing in the same file that will bite you: `sort_bam` … will get OOM-killed the same
    way … Want me to do that too?", then "not now, … later", then "ok do the samtools sort memory thing
    now": the aside put off, taken up again (dev55 a02). Running out of memory is a defect in all three
    languages (it was none)."""
    from honing.grounding import vocab as v

    assert v.first("ok do the samtools sort memory thing now", "resume") is not None
    assert v.first("ok do the thing now", "resume") is None
    assert v.first("One more thing in the same file that will bite you: `sort_bam` …", "left_alone") is not None
    for said in ("the deep samples will get OOM-killed", "it ran out of memory", "bwa_mem 又 OUT_OF_MEMORY 了",
                 "内存不足", "メモリ不足"):
        assert v.first(said, "defect") is not None, said
    _within("a02")


def test_text_the_fix_replaced_still_shown_in_one_string_is_the_place() -> None:
    """"the map's colorbar still says mm/day": the fix replaced "mm/day" in other files, and the one
    string literal still holding it (the colorbar label, not a docstring or a comment) is the place
    (dev55 a10)."""
    _within("a10")


def test_only_a_code_string_still_holding_the_replaced_text_counts(tmp_path: Path) -> None:
    """Comments and docstrings that hold the old text are not where it is shown; two strings that
    hold it leave the places as they were."""
    from honing.grounding import missed
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project

    (tmp_path / "units.py").write_text('def to_day(x):\n    """kg m-2 s-1 -> mm/day."""\n    return x  # mm/day\n')
    (tmp_path / "maps.py").write_text('def draw(cbar):\n    cbar.set_label("Rain (mm/day)")\n')
    edits = [(1, "io.py", 'units = "mm/day"', 'units = "mm/month"')]

    def found() -> list[Candidate]:
        return [Candidate("io.py", 1, 3, "load", [Vote(1.0, "named", None, 1)])]

    project = Project.open(tmp_path)
    assert project is not None
    out = missed.old_elsewhere(project, "the map's colorbar still says mm/day", edits, None, found(), 1)
    assert (out[0].path, out[0].start_line) == ("maps.py", 2)
    assert out[0].weight == 2 * 0.7  # twice the lead, as a one-line place
    # a sentence whose words the fix did not replace changes nothing
    assert missed.old_elsewhere(project, "the map still looks wrong", edits, None, found(), 1)[0].path == "io.py"
    (tmp_path / "legend.py").write_text('LABEL = "mm/day"\n')
    project = Project.open(tmp_path)
    assert project is not None
    assert missed.old_elsewhere(project, "the colorbar still says mm/day", edits, None, found(), 1)[0].path == "io.py"


def test_a_plain_word_the_fix_replaced_is_no_text_still_shown(tmp_path: Path) -> None:
    """"the header still shows the old total": plain words name no text, even when the fix replaced
    them and one string still holds them."""
    from honing.grounding import missed
    from honing.grounding.places import Candidate, Vote
    from honing.grounding.project import Project

    (tmp_path / "view.py").write_text('TITLE = "Order total"\n')
    edits = [(1, "calc.py", "total = sum(x)\n", "amount = sum(x)\n")]
    project = Project.open(tmp_path)
    assert project is not None
    found = [Candidate("calc.py", 1, 3, "calc", [Vote(1.0, "named", None, 1)])]
    assert missed.old_elsewhere(project, "the header still shows the total", edits, None, found, 1)[0].path == "calc.py"
    assert missed.old_elsewhere(project, 'the header still shows "total"', edits, None, found, 1)[0].path == "view.py"
