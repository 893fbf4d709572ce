"""Where chunks run: ``local`` (this machine's process pool) or ``dask`` (a Dask cluster,
or a ``distributed.LocalCluster`` started for the run). Both run the same chunk function
(``chunk.run_chunk``) and yield ``(chunk number, table)`` as chunks finish, with only a
few chunks in flight, so the input is never read far ahead of the work.

The Dask engine submits one future per chunk (``Client.submit``) rather than building a
Dask DataFrame or Bag graph over the whole input: a graph would read or at least
partition the input up front, while futures fed from the stream keep memory flat and
let a resumed run skip finished chunks by number."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from honing.batch.rows import RowIn, Task
from honing.errors import HoningError

Work = tuple[int, list[RowIn]]
ENGINES = ("local", "dask")


class EngineError(HoningError):
    """The engine could not run: a worker died, the scheduler is unreachable, Dask is missing."""


def _warm(task: Task) -> None:
    """Load the tables once before the pool forks, so every worker shares them."""
    from honing.batch.chunk import run_chunk

    run_chunk(task, [RowIn(0, None, "", 0, "Summarize the attached report in three bullet points.")])


def _worker_start() -> None:
    """Workers leave Ctrl-C to the parent, which stops the pool (no traceback per worker),
    and on Linux die with it, so a parent killed outright (SIGKILL) leaves no orphans."""
    import signal
    import sys

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if sys.platform == "linux":
        import ctypes

        try:
            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
        except (OSError, AttributeError):  # pragma: no cover - a libc without prctl
            pass


def local(work: Iterator[Work], task: Task, workers: int) -> Iterator[tuple[int, Any]]:
    from honing.batch.chunk import run_chunk

    first = list(itertools.islice(work, 2))
    if workers <= 1 or len(first) < 2:  # one chunk in all: starting processes would cost more than it saves
        for k, rows in itertools.chain(first, work):
            yield k, run_chunk(task, rows)
        return
    work = itertools.chain(first, work)
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods:
        _warm(task)
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_worker_start)
    pending: dict[Future[Any], int] = {}
    try:
        for k, rows in work:
            pending[pool.submit(run_chunk, task, rows)] = k
            while len(pending) >= 2 * workers:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for fut in sorted(done, key=pending.__getitem__):
                    yield pending.pop(fut), fut.result()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in sorted(done, key=pending.__getitem__):
                yield pending.pop(fut), fut.result()
    except BrokenProcessPool:
        pool.shutdown(wait=False, cancel_futures=True)
        raise EngineError("a worker process died (out of memory or killed); the chunks finished so far are "
                          "kept: run again with --resume") from None
    except BaseException:  # Ctrl-C, or the consumer stopped: chunks not started yet are dropped, not run
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


# Distributed keeps the last messages of every connection for debugging (admin
# low-level-log-length, 1,000 by default), and a chunk's message holds its rows: over
# 1,000 chunks the driver, which hosts the LocalCluster's scheduler and the client, grew
# from 141 MB to 1,011 MB. A short log keeps it flat (tests/test_batch_corpus.py).
_MESSAGE_LOG = 16


def dask(work: Iterator[Work], task: Task, workers: int, scheduler: str | None) -> Iterator[tuple[int, Any]]:
    try:
        import logging

        import dask as dask_lib
        from distributed import Client, LocalCluster, as_completed
    except ImportError as exc:
        raise EngineError(f"the dask engine needs Dask ({exc.name} is not installed): "
                          f"pip install 'honing[dask]'") from None
    from honing.batch.chunk import run_chunk

    cluster = None
    try:
        # the log length is read when the connections open: set only while they are made, so
        # the caller's own Dask work between chunks keeps its configuration
        with dask_lib.config.set({"distributed.admin.low-level-log-length": _MESSAGE_LOG}):
            if scheduler is None:
                # quiet up to ERROR: a worker whose heartbeat meets the closing scheduler logs a traceback
                cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                       dashboard_address=None, silence_logs=logging.CRITICAL)
                client = Client(cluster)
            else:
                client = Client(scheduler, timeout="20s")
    except (OSError, TimeoutError) as exc:
        if cluster is not None:
            cluster.close()
        raise EngineError(f"could not reach the Dask scheduler at {scheduler}: {exc}") from None
    except RuntimeError as exc:  # "Nanny failed to start" and the like
        raise EngineError(f"could not start a Dask LocalCluster ({exc}); a script that starts one must guard its "
                          f"entry point with if __name__ == '__main__':") from None
    try:
        slots = max(1, sum(client.nthreads().values()))
        pending: dict[Any, int] = {}
        finished = as_completed()
        source = iter(work)

        def submit() -> bool:
            item = next(source, None)
            if item is None:
                return False
            fut = client.submit(run_chunk, task, item[1], pure=False)
            pending[fut] = item[0]
            finished.add(fut)
            return True

        while len(pending) < 2 * slots and submit():
            pass
        for fut in finished:
            k = pending.pop(fut)
            table = fut.result()
            fut.release()
            yield k, table
            submit()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
