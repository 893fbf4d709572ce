"""`hone serve` under load (issue 16), on loopback, for SQLite and for PostgreSQL:

1. Load: 500 `POST /api/analyze` requests from 16 concurrent clients (prompts from the
   dev corpus); bar: 0 errors. Reports requests/s and p50/p95 latency.
2. Soak: 5 minutes at half the measured SQLite rate, reading the server's RSS every
   10 s; bar: flat memory (end within 10 % of the reading after the first minute).

PostgreSQL comes from scripts/services.sh (the same throwaway cluster the tests use), or
--pg URL; without one the PostgreSQL half is reported as skipped.

    python bench/bench_server.py [--requests 500] [--clients 16] [--soak 300] [--pg URL]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tests import serverproc  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from _data import jsonl  # noqa: E402


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def load(url: str, prompts: list[str], requests: int, clients: int) -> dict[str, float]:
    latencies: list[float] = []
    errors = 0
    lock = threading.Lock()
    counter = iter(range(requests))

    def worker() -> None:
        nonlocal errors
        with httpx.Client(base_url=url, timeout=120) as c:
            while True:
                with lock:
                    i = next(counter, None)
                if i is None:
                    return
                started = time.perf_counter()
                try:
                    ok = c.post("/api/analyze", json={"text": prompts[i % len(prompts)]}).status_code == 200
                except httpx.HTTPError:
                    ok = False
                took = time.perf_counter() - started
                with lock:
                    latencies.append(took)
                    errors += not ok

    started = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - started
    q = statistics.quantiles(latencies, n=20)
    return {"requests": len(latencies), "errors": errors, "rps": len(latencies) / wall,
            "p50_ms": statistics.median(latencies) * 1000, "p95_ms": q[18] * 1000}


def soak(url: str, pid: int, prompts: list[str], rate: float, seconds: float) -> dict[str, object]:
    samples: list[tuple[float, int]] = [(0.0, rss_kib(pid))]
    errors = 0
    sent = 0
    started = time.perf_counter()
    next_sample = 10.0
    with httpx.Client(base_url=url, timeout=120) as c:
        while (elapsed := time.perf_counter() - started) < seconds:
            due = sent / rate
            if elapsed < due:
                time.sleep(min(due - elapsed, 0.05))
                continue
            try:
                errors += c.post("/api/analyze", json={"text": prompts[sent % len(prompts)]}).status_code != 200
            except httpx.HTTPError:
                errors += 1
            sent += 1
            if elapsed >= next_sample:
                samples.append((elapsed, rss_kib(pid)))
                next_sample += 10.0
    samples.append((time.perf_counter() - started, rss_kib(pid)))
    after_warmup = next((kib for t, kib in samples if t >= min(60.0, seconds / 5)), samples[-1][1])
    return {"sent": sent, "errors": errors, "rss_start_kib": samples[0][1], "rss_after_warmup_kib": after_warmup,
            "rss_end_kib": samples[-1][1], "rss_max_kib": max(k for _, k in samples),
            "flat": samples[-1][1] <= after_warmup * 1.10}


def run_one(label: str, db: str, prompts: list[str], args: argparse.Namespace, tmp: Path,
            soak_rate: float | None) -> dict[str, float]:
    home = tmp / (label + ("-soak" if soak_rate is not None else ""))
    ws = serverproc.workspace(home)
    srv = serverproc.start(db, ws, home.with_suffix(".log"))
    try:
        with srv.client() as c:  # warm the tokenizer and tables once, as a running server would be
            c.post("/api/analyze", json={"text": "warm up"})
        res = load(srv.url, prompts, args.requests, args.clients)
        print(f"{label:10s} load: {res['requests']} requests, {res['errors']} errors, {res['rps']:.1f} req/s, "
              f"p50 {res['p50_ms']:.0f} ms, p95 {res['p95_ms']:.0f} ms", flush=True)
        if soak_rate is not None and args.soak > 0:
            s = soak(srv.url, srv.proc.pid, prompts, soak_rate, args.soak)
            print(f"{label:10s} soak: {args.soak:.0f} s at {soak_rate:.1f} req/s, {s['sent']} sent, {s['errors']} "
                  f"errors; RSS start {s['rss_start_kib'] / 1024:.0f} MiB, after warm-up "
                  f"{s['rss_after_warmup_kib'] / 1024:.0f} MiB, end {s['rss_end_kib'] / 1024:.0f} MiB, max "
                  f"{s['rss_max_kib'] / 1024:.0f} MiB -> {'flat' if s['flat'] else 'GROWING'}", flush=True)
        return res
    finally:
        srv.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--requests", type=int, default=500)
    ap.add_argument("--clients", type=int, default=16)
    ap.add_argument("--soak", type=float, default=300.0, help="soak seconds (0 skips)")
    ap.add_argument("--pg", help="PostgreSQL URL (default: start one with scripts/services.sh)")
    args = ap.parse_args()
    prompts = [r["text"] for r in jsonl("injection/dev.jsonl") if r["text"].strip()][:2000]
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        sqlite = run_one("sqlite", f"sqlite:///{tmp / 'runs.sqlite'}", prompts, args, tmp, None)
        failed = sqlite["errors"] > 0
        rate = sqlite["rps"] / 2
        pg = args.pg or subprocess.run([str(ROOT / "scripts" / "services.sh")], capture_output=True,
                                       text=True).stdout.strip()
        if pg:
            import sqlalchemy as sa

            name = "honing_bench_" + uuid.uuid4().hex[:8]
            admin = sa.create_engine(pg.replace("postgresql://", "postgresql+psycopg://"),
                                     isolation_level="AUTOCOMMIT")
            with admin.connect() as conn:
                conn.execute(sa.text(f"create database {name}"))
            try:
                res = run_one("postgresql", pg.rsplit("/", 1)[0] + "/" + name, prompts, args, tmp, None)
                failed |= res["errors"] > 0
            finally:
                with admin.connect() as conn:
                    conn.execute(sa.text(f"drop database if exists {name} with (force)"))
        else:
            print("postgresql skipped: no server (scripts/services.sh could not start one; or pass --pg URL)")
        if args.soak > 0:
            run_one("sqlite", f"sqlite:///{tmp / 'soak.sqlite'}", prompts, argparse.Namespace(
                requests=50, clients=4, soak=args.soak), tmp, rate)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
