"""Batch: a prompt corpus of any size — JSONL, CSV or Parquet — analyzed, optimized or
counted row by row into Parquet or JSONL, on this machine's cores or on a Dask cluster.

    >>> import honing.batch
    >>> summary = honing.batch.run("prompts.jsonl", "audit.parquet")      # doctest: +SKIP
    >>> summary.rows, summary.errors, summary.findings                      # doctest: +SKIP

The input is read as a stream and cut into numbered chunks of ``chunk_rows`` rows; each
finished chunk is saved on its own (``OUTPUT.parts``), so an interrupted run continues
with ``resume=True`` and writes the same bytes as an uninterrupted one. A row that
cannot be processed (empty, not text, too large, malformed) is an output row whose
``error`` says why, and a line of the errors file — never a crash, never a gap.
Needs pyarrow (``pip install 'honing[batch]'``); the Dask engine also needs Dask
(``pip install 'honing[dask]'``)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from honing.batch.rows import MAX_CHARS, OPS, REASONS, RowIn, Task
from honing.batch.summary import Summary, Tally
from honing.engine.config import Config
from honing.errors import ConfigError

__all__ = ["MAX_CHARS", "OPS", "REASONS", "Summary", "Task", "run"]

OUTPUT_FORMATS = ("parquet", "jsonl")
REPORT_SUFFIXES = (".html", ".htm", ".md", ".markdown")
CHUNK_ROWS = 1000


def output_format(output: Path, fmt: str | None) -> str:
    if fmt is not None:
        if fmt not in OUTPUT_FORMATS:
            raise ConfigError(f"unknown output format '{fmt}': parquet or jsonl")
        return fmt
    return "jsonl" if output.suffix.lower() in (".jsonl", ".ndjson") else "parquet"


def run(source: str | os.PathLike[str] | list[Any], output: str | os.PathLike[str], *, op: str = "analyze",
        engine: str = "local", text_field: str = "text", id_field: str | None = None,
        models: tuple[str, ...] | list[str] | None = None, full: bool = False, fmt: str | None = None,
        errors: str | os.PathLike[str] | None = None, report: str | os.PathLike[str] | None = None,
        resume: bool = False, workers: int | None = None, scheduler: str | None = None,
        chunk_rows: int = CHUNK_ROWS, max_chars: int = MAX_CHARS, goal: str = "balanced",
        config: Config | None = None, input_format: str | None = None,
        progress: Callable[[int, int | None], None] | None = None) -> Summary:
    """Process every row of ``source`` (a JSONL / CSV / TSV / Parquet file, a folder of
    them, a glob, or a list of these) with ``op`` — ``analyze``, ``optimize``, ``tokens``
    or ``cost`` — into ``output`` (Parquet, or JSONL by suffix or ``fmt``), one output
    row per input row in input order, and return the summary.

    ``engine`` is ``local`` (``workers`` processes; 0 or None: one per core) or ``dask``
    (the cluster at ``scheduler``, else a ``LocalCluster`` of ``workers`` processes).
    ``models`` are the catalog models to count tokens and cost for (default: the
    configured model). ``progress`` is called with the rows finished so far and the
    rows in all (counted cheaply before the work starts: None when it cannot be)."""
    from honing.batch import engines, sources, store
    from honing.batch.chunk import provenance, schema
    from honing.engine.batch import worker_count
    from honing.engine.config import discover
    from honing.tokens import catalog, lookup

    started = time.perf_counter()
    if op not in OPS:
        raise ConfigError(f"unknown operation '{op}': {', '.join(OPS)}")
    if engine not in engines.ENGINES:
        raise ConfigError(f"unknown engine '{engine}': {', '.join(engines.ENGINES)}")
    if scheduler is not None and engine != "dask":
        raise ConfigError("a scheduler address only makes sense with the dask engine")
    if chunk_rows < 1 or max_chars < 1:
        raise ConfigError("chunk rows and max chars must be positive")
    out = Path(output)
    fmt = output_format(out, fmt)
    if not out.parent.is_dir():
        raise ConfigError(f"{out}: the folder {out.parent} does not exist")
    if out.is_dir():
        raise ConfigError(f"{out} is a folder: give the output file's name")
    errors_path = Path(errors) if errors is not None else store.default_errors_path(out)
    if report is not None and Path(report).suffix.lower() not in REPORT_SUFFIXES:
        raise ConfigError(f"{report}: a report is .html or .md")
    written = [out, errors_path] + ([Path(report)] if report else [])
    if len({p.resolve() for p in written}) < len(written):
        raise ConfigError("the output, the errors file" + (" and the report" if report else "") + " must be different files")
    ours = {p.resolve() for p in written}
    named = [Path(p).resolve() for p in ([source] if not isinstance(source, list) else source)
             if isinstance(p, str | os.PathLike)]
    if clash := next((p for p in named if p in ours), None):
        raise ConfigError(f"{clash} is both an input and a file this run writes: choose another output, "
                          "errors file or report")
    resolved = sources.resolve(source, input_format)
    # an errors file or report named on purpose over an input would destroy it (a previous
    # run's output inside an input folder is only skipped)
    chosen = {Path(p).resolve() for p in (errors, report) if p is not None}
    if clash := next((s.path for s in resolved if s.path.resolve() in chosen), None):
        raise ConfigError(f"{clash} is both an input and a file this run writes: choose another errors file or report")
    found = [s for s in resolved
             if s.path.resolve() not in ours and store.parts_dir(out).resolve() not in s.path.resolve().parents]
    if not found:
        raise sources.InputError(f"{os.fspath(source) if not isinstance(source, list) else source}: "
                                 f"no input files besides the output")
    sources.check(found, text_field, id_field)
    config = config or discover(found[0].path)
    names = tuple(dict.fromkeys(lookup(m).id for m in (models or (config.model,))))
    task = Task(op=op, models=names, full=full, max_chars=max_chars, goal=goal, config=config)
    target = schema(task)
    manifest = {"version": store.MANIFEST_VERSION, "inputs": sources.fingerprint(found), "text_field": text_field,
                "id_field": id_field, "chunk_rows": chunk_rows, "settings": provenance(task)}
    folder, done = store.open_parts(out, manifest, resume=resume)
    counted = {"chunks": 0, "rows": 0, "resumed": 0}
    total = sources.count(found) if progress is not None else None

    def advance(rows: int) -> None:
        counted["rows"] += rows
        if progress is not None:
            progress(counted["rows"], total)

    def work() -> Iterator[tuple[int, list[RowIn]]]:
        for k, rows in sources.chunks(found, text_field, id_field, chunk_rows):
            counted["chunks"] = k + 1
            if k in done:
                counted["resumed"] += len(rows)
                advance(len(rows))
                continue
            yield k, rows

    n = worker_count(workers)
    results = engines.dask(work(), task, n, scheduler) if engine == "dask" else engines.local(work(), task, n)
    for k, table in results:
        store.write_part(folder, k, table)
        advance(table.num_rows)
    tally = Tally(names)
    store.assemble(folder, counted["chunks"], target, out, fmt, errors_path, tally)
    summary = Summary.from_tally(
        tally, op=op, output=str(out), errors_path=str(errors_path), chunks=counted["chunks"],
        resumed_chunks=len(done), resumed_rows=counted["resumed"], seconds=time.perf_counter() - started,
        engine=engine, currency=catalog.currency(), report=str(report) if report else None)
    if report is not None:
        from honing.batch.report import write

        write(summary, Path(report))
    return summary
