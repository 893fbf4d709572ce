"""hone batch at scale: a corpus made from the dev set's prompts (varied), run with the
local engine on 2 processes at 10 k rows and at --rows, then on a Dask LocalCluster of
2 workers; reports rows/s, the peak memory of the whole process tree (the command and
its workers, sampled from /proc) and the output size, and the Dask/local ratio.

    python bench/bench_batch.py                   # 1 M rows (slow on 2 cores: see --rows)
    python bench/bench_batch.py --rows 200000 --dask-rows 50000

Each run is the real command (``python -m honing batch … -q``) in a fresh process. The
corpus is generated once into --workdir and reused while its size and seed match.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _data import jsonl

SEED = 20261201
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s*")


def _pieces(text: str) -> list[str]:
    return [p for p in _SENTENCE.split(" ".join(text.split())) if p.strip()] or [text]


def generate(path: Path, rows: int) -> None:
    """``rows`` prompts made from the dev set's 1,187: a run of one prompt's sentences
    (20-700 characters), sometimes followed by another prompt's, sometimes re-cased or
    re-spaced, each with a ticket number so no two rows are the same text."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    prompts = [_pieces(r["text"]) for r in jsonl("injection/dev.jsonl")]
    rng = random.Random(SEED)
    schema = pa.schema([("id", pa.string()), ("text", pa.string())])
    tmp = path.with_name(path.name + ".tmp")
    with pq.ParquetWriter(tmp, schema, compression="zstd") as writer:
        for start in range(0, rows, 50_000):
            ids, texts = [], []
            for i in range(start, min(rows, start + 50_000)):
                text = _window(rng, prompts[rng.randrange(len(prompts))], rng.randint(20, 700))
                if rng.random() < 0.25:
                    text += " " + _window(rng, prompts[rng.randrange(len(prompts))], rng.randint(20, 300))
                roll = rng.random()
                if roll < 0.05:
                    text = text.lower()
                elif roll < 0.08:
                    text = text.replace(". ", ".\n\n")
                ids.append(f"row-{i:07d}")
                texts.append(f"{text} (ticket {i})")
            writer.write_table(pa.table({"id": ids, "text": texts}, schema=schema))
    os.replace(tmp, path)


def _window(rng: random.Random, sentences: list[str], budget: int) -> str:
    start = rng.randrange(len(sentences))
    out: list[str] = []
    size = 0
    for s in sentences[start:]:
        if out and size + len(s) > budget:
            break
        out.append(s)
        size += len(s) + 1
    text = " ".join(out)
    return text[:budget * 2]  # one very long sentence is cut, not kept whole


def _tree_rss(root: int) -> tuple[int, int]:
    """Resident memory (bytes) of ``root`` and of ``root`` with all its descendants."""
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(entry))
            rss[int(entry)] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
        except (OSError, IndexError, ValueError):
            continue
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        total += rss.get(pid, 0)
        stack += children.get(pid, [])
    return rss.get(root, 0), total


def run(corpus: Path, out: Path, engine: str, workers: int, chunk_rows: int) -> dict[str, float]:
    for stale in (out, out.with_name(out.stem + ".errors.jsonl")):
        stale.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "honing", "batch", str(corpus), "-o", str(out), "--engine", engine, "-j",
           str(workers), "--chunk-rows", str(chunk_rows), "-q"]
    import resource

    def cpu() -> float:  # CPU seconds of finished descendants: the command, its pool or its cluster
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    cpu_before = cpu()
    started = time.perf_counter()
    proc = subprocess.Popen(cmd)
    peak_driver = peak_tree = 0
    while proc.poll() is None:
        driver, tree = _tree_rss(proc.pid)
        peak_driver, peak_tree = max(peak_driver, driver), max(peak_tree, tree)
        time.sleep(0.25)
    seconds = time.perf_counter() - started
    cpu_seconds = cpu() - cpu_before
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode}")
    import pyarrow.parquet as pq

    rows = pq.ParquetFile(out).metadata.num_rows
    return {"rows": rows, "seconds": round(seconds, 1), "rows_per_s": round(rows / seconds, 1),
            "cpu_seconds": round(cpu_seconds, 1), "rows_per_cpu_s": round(rows / max(cpu_seconds, 1e-9), 1),
            "load_1min_at_end": round(os.getloadavg()[0], 2),
            "peak_rss_mb": round(peak_tree / 2**20), "peak_driver_rss_mb": round(peak_driver / 2**20),
            "output_mb": round(out.stat().st_size / 2**20, 1)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rows", type=int, default=1_000_000, help="rows of the large run (default 1,000,000)")
    ap.add_argument("--small", type=int, default=10_000, help="rows of the small run (default 10,000)")
    ap.add_argument("--dask-rows", type=int, default=None, help="rows of the Dask runs (default: --rows)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--chunk-rows", type=int, default=1000)
    ap.add_argument("--workdir", type=Path, default=Path(tempfile.gettempdir()) / "honing-bench-batch")
    ap.add_argument("--no-dask", action="store_true")
    ap.add_argument("--no-local", action="store_true", help="only the Dask runs (e.g. after a local run's figures)")
    args = ap.parse_args()
    args.workdir.mkdir(parents=True, exist_ok=True)

    def corpus(rows: int) -> Path:
        path = args.workdir / f"corpus-{rows}-{SEED}.parquet"
        if not path.exists():
            t = time.perf_counter()
            generate(path, rows)
            print(f"generated {path} ({rows:,} rows, {path.stat().st_size / 2**20:.1f} MB) in "
                  f"{time.perf_counter() - t:.0f} s", flush=True)
        return path

    results: dict[str, dict[str, float]] = {}
    plan = [] if args.no_local else [("local", args.small), ("local", args.rows)]
    if not args.no_dask:
        dask_rows = args.dask_rows or args.rows
        plan += [("dask", args.small)] if dask_rows != args.small else []
        plan += [("dask", dask_rows)]
    for engine, rows in plan:
        key = f"{engine} {rows:,}"
        if key in results:
            continue
        results[key] = run(corpus(rows), args.workdir / f"out-{engine}-{rows}.parquet", engine, args.workers,
                           args.chunk_rows)
        print(f"{key:>16} rows: {json.dumps(results[key])}", flush=True)

    print(f"\n| run ({args.workers} processes) | rows/s | rows per CPU-second | wall | peak RSS, all processes "
          f"(driver) | output | load |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for key, r in results.items():
        print(f"| {key} rows | {r['rows_per_s']:,.0f} | {r['rows_per_cpu_s']:,.0f} | {r['seconds']:,.0f} s | "
              f"{r['peak_rss_mb']:,} MB ({r['peak_driver_rss_mb']:,} MB) | {r['output_mb']:,} MB | "
              f"{r['load_1min_at_end']} |")
    local_small, local_big = results.get(f"local {args.small:,}"), results.get(f"local {args.rows:,}")
    if local_small and local_big:
        print(f"memory flatness, local: peak RSS at {args.rows:,} rows / at {args.small:,} rows = "
              f"{local_big['peak_rss_mb'] / max(1, local_small['peak_rss_mb']):.2f}x")
    if not args.no_dask:
        dask_rows = args.dask_rows or args.rows
        local_same = results.get(f"local {dask_rows:,}")
        dask_big = results[f"dask {dask_rows:,}"]
        if local_same is not None:
            print(f"dask / local throughput at {dask_rows:,} rows: "
                  f"{dask_big['rows_per_s'] / local_same['rows_per_s']:.2f}x (per CPU-second "
                  f"{dask_big['rows_per_cpu_s'] / local_same['rows_per_cpu_s']:.2f}x)")
        if local_small:
            print(f"dask / local throughput at {args.small:,} rows: "
                  f"{results[f'dask {args.small:,}']['rows_per_s'] / local_small['rows_per_s']:.2f}x")
        print(f"memory flatness, dask: peak RSS at {dask_rows:,} rows / at {args.small:,} rows = "
              f"{dask_big['peak_rss_mb'] / max(1, results[f'dask {args.small:,}']['peak_rss_mb']):.2f}x")
    print(json.dumps({"bench": "batch", "results": results, "workers": args.workers,
                      "chunk_rows": args.chunk_rows}))


if __name__ == "__main__":
    main()
