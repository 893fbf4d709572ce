"""Many prompts at once: the same analysis as ``analyze``, spread over worker processes.

The engine is pure Python and holds the GIL, so threads would not help; processes do.
Workers are forked from the caller (tables already loaded stay shared) where the
platform allows it and the caller runs no other thread (a server is never forked), and results come back in input order, so the output of a batch is
the same whatever the number of workers. Where processes are spawned instead of forked
(Windows), a script that asks for several workers must guard its entry point with
``if __name__ == "__main__":``, as ``multiprocessing`` requires.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from honing.engine.config import Config
from honing.engine.report import Report
from honing.errors import ConfigError, EmptyPromptError


@dataclass(frozen=True)
class Job:
    """One prompt of a batch, with the settings it is analyzed under."""

    text: str
    config: Config | None = None
    source: str | None = None


def _run(job: Job, timings: bool) -> Report:
    from honing.engine import analyze

    return analyze(job.text, config=job.config, source=job.source, timings=timings)


def _run_chunk(chunk: Sequence[Job], timings: bool) -> list[Report]:
    with collector_paused():
        return [_run(job, timings) for job in chunk]


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector waits while a batch runs. An analysis makes many
    short-lived objects without reference cycles (freed at once by reference counting),
    and unpickling reports makes many more: the collector would only scan them again and
    again (measured: unpickling the dev set's reports took 1.1 s with it, 0.2 s without).
    Optimize and restructure pause it too: on a 5 MB prompt, with another large text's
    objects alive, its full scans made optimizing grow 8x per character from 50 KB."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


def worker_count(jobs: int | None) -> int:
    """``jobs`` as a number of processes: None or 0 means one per available core."""
    if jobs is None or jobs == 0:
        try:
            return max(1, len(os.sched_getaffinity(0)))
        except AttributeError:  # pragma: no cover - platforms without affinity
            return max(1, os.cpu_count() or 1)
    if jobs < 0:
        raise ConfigError(f"jobs must be 0 (one per core) or a positive number, not {jobs}")
    return jobs


def iter_jobs(jobs: Iterable[Job], *, workers: int | None = 1, timings: bool = False,
              chunk: int = 32) -> Iterator[Report]:
    """The report of every job, in input order, each as soon as it and those before it
    are done (a corpus never has to fit in memory as reports). An empty prompt is named
    before any work starts; any other error is raised as ``analyze`` would raise it."""
    items = list(jobs)
    for job in items:  # the one input the parse stage rejects
        if not job.text.strip():
            raise EmptyPromptError(job.source)
    n = min(worker_count(workers), max(1, len(items) // 4))
    return _serial(items, timings) if n <= 1 else _parallel(items, n, timings, chunk)


def _serial(items: list[Job], timings: bool) -> Iterator[Report]:
    # paused for each analysis, never across a yield: the caller's loop runs with the
    # collector as it had it
    for job in items:
        with collector_paused():
            report = _run(job, timings)
        yield report


def start_method() -> str | None:
    """``fork`` (workers share the tables already loaded) when this process has one
    thread; a process with other threads (a server) is never forked — a lock held by
    another thread would stay locked in the child — and uses the platform's default."""
    import multiprocessing
    import threading

    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
        return "fork"
    return None


def _parallel(items: list[Job], n: int, timings: bool, chunk: int) -> Iterator[Report]:
    import multiprocessing  # only batches that use workers pay for these imports
    from concurrent.futures import ProcessPoolExecutor

    # chunks keep the per-task overhead (pickling, queueing) small next to the work
    size = max(1, min(chunk, len(items) // (n * 4) or 1))
    chunks = [items[i : i + size] for i in range(0, len(items), size)]
    context = multiprocessing.get_context(start_method())
    with ProcessPoolExecutor(max_workers=n, mp_context=context) as pool:
        results = pool.map(_run_chunk, chunks, [timings] * len(chunks))
        while True:
            with collector_paused():  # unpickling a chunk's reports makes many objects
                reports = next(results, None)
            if reports is None:
                return
            yield from reports


def analyze_jobs(jobs: Iterable[Job], *, workers: int | None = 1, timings: bool = False,
                 chunk: int = 32) -> list[Report]:
    """Every job's report, in input order (``iter_jobs`` collected)."""
    return list(iter_jobs(jobs, workers=workers, timings=timings, chunk=chunk))


def analyze_many(texts: Iterable[str], *, config: Config | None = None, workers: int | None = 1,
                 timings: bool = False) -> list[Report]:
    """``[analyze(t, config=config) for t in texts]`` on ``workers`` processes (0 or None:
    one per core). Stage timings are off by default, so the reports are byte-identical
    from run to run."""
    return analyze_jobs((Job(t, config) for t in texts), workers=workers, timings=timings)
