"""Many prompts at once: the worker plan, progress and the summary line."""

from __future__ import annotations

import os
import sys
import textwrap
from collections import Counter
from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from honing.cli import shell
from honing.cli.shell import use_color
from honing.errors import EmptyPromptError
from honing.render import json_out


@dataclass(frozen=True)
class Piece:
    """What the parent prints for one report, and what the closing summary needs of it."""

    text: str
    source: str | None
    score: int
    severities: tuple[str, ...]  # one entry per finding
    sarif: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class Renderer:
    """How report ``i`` is printed: the same bytes as rendering the whole list at once (a
    JSON array, text reports between blank lines, …). Picklable, so a worker process can
    render what it analyzed and send back text instead of a report."""

    fmt: str
    quiet: bool = False
    color: bool = False
    explain_security: bool = False

    def __call__(self, i: int, report: Any) -> Piece:
        severities = tuple(f.severity.value for f in report.findings)
        if self.fmt == "sarif":
            from honing.render import sarif

            return Piece("", report.source, report.score.overall, severities, sarif.results(report))
        if self.fmt == "json":
            body = ("[\n" if i == 0 else ",\n") + textwrap.indent(json_out.dumps(report.to_dict(self.explain_security)), "  ")
        elif self.fmt == "markdown":
            from honing.render import markdown

            body = ("\n" if i else "") + markdown.render(report)
        else:
            from honing.render import text as text_render

            body = ("\n\n" if i else "") + text_render.render(report, color=self.color, verbose=not self.quiet,
                                                                 explain_security=self.explain_security)
        return Piece(body, report.source, report.score.overall, severities)


# Work estimates for choosing processes and chunks (bench/bench_jobs.py measures them on
# this machine: an analysis and its rendering cost a fixed part plus a part per character).
_FIXED_SECONDS = 0.0008
_SECONDS_PER_CHAR = 2.5e-6
_WORKER_MIN_SECONDS = 0.5  # a worker process must get at least this much work to pay for itself
# the smallest and largest share sent to a worker at once: large enough that sending it
# costs little (about a millisecond), small enough that a closed pipe or Ctrl-C waits
# only for the few chunks already handed out
_CHUNK_SECONDS = (0.02, 0.1)


def plan(sizes: Sequence[int], jobs: int, cores: int) -> tuple[int, list[range]]:
    """Processes and contiguous chunks for prompts of ``sizes`` characters. ``jobs`` 0 means
    as many processes as the work pays for, up to ``cores``; ``jobs`` N means N (never more
    than there are prompts). Chunks carry about the same estimated work, about eight per
    process so a slow chunk does not leave the others idle."""
    costs = [_FIXED_SECONDS + n * _SECONDS_PER_CHAR for n in sizes]
    total = sum(costs)
    if jobs == 0:
        workers = max(1, min(cores, int(total // _WORKER_MIN_SECONDS)))
    else:
        workers = max(1, min(jobs, len(sizes)))
    if workers == 1:
        return 1, [range(len(sizes))]
    target = min(max(total / (workers * 8), _CHUNK_SECONDS[0]), _CHUNK_SECONDS[1], total / workers)
    chunks: list[range] = []
    start, acc = 0, 0.0
    for i, c in enumerate(costs):
        acc += c
        if acc >= target:
            chunks.append(range(start, i + 1))
            start, acc = i + 1, 0.0
    if start < len(costs):
        chunks.append(range(start, len(costs)))
    return min(workers, len(chunks)), chunks


def free_cores() -> int:
    """Cores not already busy: the available cores less the one-minute load average
    (rounded down), at least one — as ``make -l`` does. On a machine that other work
    keeps busy, more processes only compete for the same cores."""
    from honing.engine.batch import worker_count

    cores = worker_count(0)
    try:
        load = os.getloadavg()[0]
    except (OSError, AttributeError):  # pragma: no cover - platforms without a load average
        return cores
    return max(1, min(cores, cores - int(load)))


def _render_chunk(jobs: Sequence[Any], first: int, renderer: Renderer, timings: bool) -> list[Piece]:
    import gc

    from honing.engine import analyze

    # as in the library's batch: an analysis frees what it makes by reference counting, so
    # the cyclic collector would only rescan the many short-lived objects
    gc.disable()
    try:
        return [renderer(first + k, analyze(job.text, config=job.config, source=job.source, timings=timings))
                for k, job in enumerate(jobs)]
    finally:
        gc.enable()


def render_pieces(jobs: list[Any], renderer: Renderer, *, workers: int, chunks: list[range],
            timings: bool) -> Generator[Piece, None, None]:
    """Every job's piece, in input order. One process: the library's batch (reports, then
    rendered here). Several: each worker analyzes and renders a chunk, so only text and a
    few numbers cross between processes."""
    from honing.engine import batch

    if workers <= 1:
        for i, report in enumerate(batch.iter_jobs(jobs, workers=1, timings=timings)):
            yield renderer(i, report)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    for job in jobs:  # named before any work starts, as the library's batch does
        if not job.text.strip():
            raise EmptyPromptError(job.source)
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    if context.get_start_method() == "fork":
        # load the tables (tokenizer, vocabularies, signatures) once, here: forked workers
        # share them instead of each loading its own copy
        from honing.engine import analyze

        analyze(jobs[0].text, config=jobs[0].config, timings=False)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    try:
        parts = pool.map(_render_chunk, [jobs[c.start:c.stop] for c in chunks], [c.start for c in chunks],
                         [renderer] * len(chunks), [timings] * len(chunks))
        for part in parts:
            yield from part
    except BaseException:
        # a closed pipe, Ctrl-C or an error: the chunks not started yet are dropped, not run
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def progress_bar(total: int) -> Any:
    """A progress bar on standard error when it is a terminal, the reports go to a file or
    a pipe, and there is more than one prompt. Reports printed to the terminal are their
    own progress, and a pipe or a log file never sees a bar."""
    if total < 2 or not shell.is_terminal(sys.stderr) or shell.is_terminal(sys.stdout):
        return None
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    console = Console(stderr=True, force_terminal=True, color_system="auto" if use_color(sys.stderr) else None)
    return Progress(TextColumn("analyzing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                    console=console, transient=True, redirect_stdout=True)


# inputs at least this large show a working indicator while one long call runs
LONG_INPUT_CHARS = 256_000


def busy(verb: str, text: str) -> Any:
    """A spinner with the elapsed time on standard error while a long input (restructure
    or optimize of a large file) is processed, on a terminal only; a context manager that
    does nothing otherwise."""
    import contextlib

    if len(text) < LONG_INPUT_CHARS or not shell.is_terminal(sys.stderr):
        return contextlib.nullcontext()
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True, force_terminal=True, color_system="auto" if use_color(sys.stderr) else None)
    progress = Progress(SpinnerColumn(), TextColumn(f"{verb} {len(text) / 1e6:.1f} M characters"),
                        TimeElapsedColumn(), console=console, transient=True)

    @contextlib.contextmanager
    def running() -> Iterator[None]:
        with progress:
            progress.add_task(verb, total=None)
            yield

    return running()


def _names(items: list[str], limit: int = 10) -> str:
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


def summary_lines(pieces: list[Piece], fail_under: int | None, fail_on: str | None) -> tuple[list[str], bool]:
    """The closing summary (files, findings by severity, scores) and each gate's verdict
    naming the prompts that failed it; and whether a gate failed."""
    from honing.engine.findings import Severity

    lines: list[str] = []
    counts = Counter(s for p in pieces for s in p.severities)
    if len(pieces) > 1:
        by = ", ".join(f"{counts[s.value]} {s.value}" for s in Severity)
        scores = [p.score for p in pieces]
        lines.append(f"{len(pieces)} prompts, {sum(counts.values())} findings ({by}), "
                     f"scores {min(scores)}-{max(scores)}")
    failed = False
    if fail_under is not None:
        below = [p for p in pieces if p.score < fail_under]
        failed = failed or bool(below)
        lines.append(f"gate --fail-under {fail_under}: " + (
            f"failed by {len(below)} of {len(pieces)}: " + _names([f"{p.source or '<text>'} ({p.score})"
                                                                   for p in below])
            if below else "passed"))
    if fail_on is not None:
        floor = Severity(fail_on).rank
        hit = [(p, sum(1 for s in p.severities if Severity(s).rank >= floor)) for p in pieces]
        over = [(p, n) for p, n in hit if n]
        failed = failed or bool(over)
        lines.append(f"gate --fail-on {fail_on}: " + (
            f"failed by {len(over)} of {len(pieces)}: " + _names([f"{p.source or '<text>'} ({n} at {fail_on} or "
                                                                   f"above, score {p.score})" for p, n in over])
            if over else "passed"))
    return lines, failed
