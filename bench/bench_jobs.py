"""`hone analyze -j` on many small files (issue 20: `-j 0` was slower than `-j 1` on 2
cores for 2,000 small files). Times the whole command — reading, analysis, rendering,
writing — for -j 1, -j 0 (processes and chunks chosen from the work and the idle cores)
and -j 2 (two processes forced), interleaved, fastest of three, with the CPU seconds the
command and its workers used and the load average before each run; checks the three
outputs are equal; and measures the cost model the CLI plans with (a fixed part per
prompt plus a part per character of analysis and JSON rendering).

    python bench/bench_jobs.py [N_FILES]
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _data import best_of, jsonl  # noqa: E402


def corpus(n: int) -> list[str]:
    rows = [r["text"] for r in jsonl("injection/dev.jsonl")] + [r["prompt"] for r in jsonl("prompts/ifeval_input_data.jsonl")]
    texts = [t[:300] for t in rows if t.strip()]
    return [texts[i % len(texts)] + ("" if i < len(texts) else f" (variant {i})") for i in range(n)]


def cost_model(texts: list[str]) -> tuple[float, float]:
    """Seconds per prompt (fixed) and per character, of analysis plus JSON rendering in one
    process, from a least-squares fit over short and long prompts."""
    import honing
    from honing.render import json_out

    def once(t: str) -> None:
        json_out.dumps(honing.analyze(t, timings=False).to_dict())

    once("warm up the tables")
    samples = []
    for size in (50, 200, 1_000, 5_000, 20_000):
        batch = [(t * (size // max(1, len(t)) + 1))[:size] + f" {i}" for i, t in enumerate(texts[:40])]
        seconds = best_of(2, lambda b=batch: [once(t) for t in b]) / len(batch)
        samples.append((size, seconds))
    n = len(samples)
    mx = sum(s for s, _ in samples) / n
    my = sum(y for _, y in samples) / n
    slope = sum((s - mx) * (y - my) for s, y in samples) / sum((s - mx) ** 2 for s, _ in samples)
    return my - slope * mx, slope


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    texts = corpus(n)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "prompts"
        folder.mkdir()
        for i, t in enumerate(texts):
            (folder / f"p{i:05d}.txt").write_text(t, encoding="utf-8")

        def hone(jobs: str) -> bytes:
            return subprocess.run([sys.executable, "-m", "honing", "analyze", str(folder), "--format", "json",
                                   "--no-timings", "-j", jobs], capture_output=True, check=True).stdout

        def cpu() -> float:
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            return usage.ru_utime + usage.ru_stime

        times: dict[str, float] = {"1": float("inf"), "0": float("inf"), "2": float("inf")}
        cpus: dict[str, float] = {}
        loads: list[float] = []
        outputs: dict[str, bytes] = {}
        for _ in range(3):
            for jobs in times:
                loads.append(os.getloadavg()[0])
                start, used = time.perf_counter(), cpu()
                outputs[jobs] = hone(jobs)
                elapsed = time.perf_counter() - start
                if elapsed < times[jobs]:
                    times[jobs], cpus[jobs] = elapsed, cpu() - used
        same = len(set(outputs.values())) == 1
    from honing.cli import free_cores, plan
    from honing.engine.batch import worker_count

    workers, chunks = plan([len(t) for t in texts], 0, worker_count(0))
    print(f"{n} files, {sum(map(len, texts)):,} chars, {worker_count(0)} cores; on idle cores -j 0 plans "
          f"{workers} process(es) in {len(chunks)} chunks; load average during the runs "
          f"{min(loads):.1f}-{max(loads):.1f} (idle cores now: {free_cores()})")
    print(f"hone analyze --format json, wall (CPU): -j 1 {times['1']:.2f}s ({cpus['1']:.2f}s)   "
          f"-j 0 {times['0']:.2f}s ({cpus['0']:.2f}s), {times['1'] / times['0']:.2f}x   "
          f"-j 2 {times['2']:.2f}s ({cpus['2']:.2f}s), {times['1'] / times['2']:.2f}x   outputs equal: {same}")
    fixed, per_char = cost_model(texts)
    print(f"cost model (analysis + JSON, one process): {fixed * 1000:.2f} ms per prompt + "
          f"{per_char * 1e6:.2f} us per character")


if __name__ == "__main__":
    main()
