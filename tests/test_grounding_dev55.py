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
