"""hone batch: JSONL in, JSONL out."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from honing.cli import shell
from honing.cli.shell import fail, guarded, main, use_color
from honing.defaults import DEFAULT_MODEL


@main.command("batch")
@click.argument("inputs", metavar="INPUT...", nargs=-1, required=True)
@click.option("--output", "-o", required=True, help="Output file: Parquet, or JSONL when it ends in .jsonl.")
@click.option("--op", type=click.Choice(["analyze", "optimize", "tokens", "cost"]), default="analyze",
              show_default=True, help="analyze: scores and findings; optimize: the chosen text and tokens saved; "
              "tokens / cost: counts (and input cost) per --model.")
@click.option("--text-field", default="text", show_default=True, help="The field or column holding the prompt.")
@click.option("--id-field", help="A field or column to copy into the output's id column.")
@click.option("--model", "models", multiple=True, help="Count tokens and cost for this model (repeatable; default: "
              f"the configured model, {DEFAULT_MODEL} when none is).")
@click.option("--full", is_flag=True, help="Add the full report as JSON (column 'report'; analyze and optimize).")
@click.option("--format", "fmt", type=click.Choice(["parquet", "jsonl"]), help="Output format (default: by the "
              "output's suffix, else parquet).")
@click.option("--input-format", type=click.Choice(["jsonl", "csv", "tsv", "parquet"]),
              help="Read every input as this format (default: by suffix).")
@click.option("--errors", "errors_path", help="Errors file (default: OUTPUT with .errors.jsonl).")
@click.option("--report", "report_path", help="Also write a report with plots: REPORT.html or REPORT.md.")
@click.option("--resume", is_flag=True, help="Continue an interrupted run, skipping its finished chunks.")
@click.option("--engine", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="local: processes on this machine; dask: a Dask cluster (--scheduler) or a LocalCluster.")
@click.option("--scheduler", metavar="tcp://HOST:PORT", help="With --engine dask: the scheduler to use.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True,
              help="Processes (local) or LocalCluster workers (dask): 0 for one per core.")
@click.option("--chunk-rows", type=click.IntRange(min=1), default=1000, show_default=True,
              help="Rows per chunk: the unit of work, of saving and of resuming.")
@click.option("--max-chars", type=click.IntRange(min=1), default=100_000, show_default=True,
              help="Longer texts are recorded as errors (too_large), not processed.")
@click.option("--goal", type=click.Choice(["balanced", "tokens", "quality"]), default="balanced",
              show_default=True, help="With --op optimize: what the chosen candidate is best at.")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml (default: found above the first input).")
@click.option("--quiet", "-q", is_flag=True, help="Do not print the summary on standard error.")
@guarded
def batch_cmd(inputs: tuple[str, ...], output: str, op: str, text_field: str, id_field: str | None,
              models: tuple[str, ...], full: bool, fmt: str | None, input_format: str | None,
              errors_path: str | None, report_path: str | None, resume: bool, engine: str, scheduler: str | None,
              jobs: int, chunk_rows: int, max_chars: int, goal: str, config_path: str | None, quiet: bool) -> None:
    """Process a prompt corpus — JSONL, CSV or Parquet files, a folder or a glob — row by
    row into Parquet or JSONL: one output row per input row, bad rows in an errors file."""
    try:
        import pyarrow  # noqa: F401 - only `hone batch` needs it
    except ImportError:
        fail("hone batch needs pyarrow (not installed): pip install 'honing[batch]'")
    from honing import batch
    from honing.batch.report import lines
    from honing.engine.config import load_file

    shown, progress = _batch_progress(op) if not quiet else (_null(), None)
    try:
        with shown:
            summary = batch.run(list(inputs), output, op=op, engine=engine, text_field=text_field, id_field=id_field,
                                models=models or None, full=full, fmt=fmt, errors=errors_path, report=report_path,
                                resume=resume, workers=jobs, scheduler=scheduler, chunk_rows=chunk_rows,
                                max_chars=max_chars, goal=goal, input_format=input_format,
                                config=load_file(Path(config_path)) if config_path else None, progress=progress)
    except KeyboardInterrupt:
        click.echo("hone: batch: stopped; the finished chunks are kept: run the same command with --resume "
                   "to continue", err=True)
        raise
    if not quiet:
        for line in lines(summary):
            click.echo(f"hone: {line}", err=True)


def _null() -> Any:
    import contextlib

    return contextlib.nullcontext()


def _batch_progress(op: str) -> tuple[Any, Callable[[int, int | None], None] | None]:
    """A bar with rows/s and the time left on standard error when it is a terminal: the
    context that shows it, and the callback that moves it (None: no bar)."""
    if not shell.is_terminal(sys.stderr):
        return _null(), None
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeRemainingColumn,
    )
    from rich.text import Text

    class RowsPerSecond(ProgressColumn):
        def render(self, task: Any) -> Text:
            return Text(f"{task.speed:,.0f} rows/s" if task.speed else "- rows/s")

    console = Console(stderr=True, force_terminal=True, color_system="auto" if use_color(sys.stderr) else None)
    bar = Progress(TextColumn(op), BarColumn(), MofNCompleteColumn(), RowsPerSecond(), TimeRemainingColumn(),
                   console=console, transient=True)
    task = bar.add_task(op, total=None)

    def advance(done: int, total: int | None) -> None:
        bar.update(task, completed=done, total=total)

    return bar, advance


# ----------------------------------------------------------------------------- check
