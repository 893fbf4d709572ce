"""Cold start of the `hone` command (issue 21): each command run as a new process, as a
user, a hook or pre-commit runs it, with bytecode already compiled. Reports the median of
20 runs with the fastest and slowest, beside `python -c pass`.

Targets: `hone --help` <= 0.15 s; `hone ground --hook claude-code` on a small session
<= 0.3 s; `hone analyze --text "Fix the bug."` <= 0.5 s.

`hone` keeps the code of its compiled patterns between runs (honing.startup), as Python
keeps bytecode: the targets are measured with that file in place (a fresh folder, filled
by the warm-up run), and each command is timed again with the file turned off
(HONING_CACHE_DIR=none) to show what a first run pays.

    python bench/bench_cold.py [--runs 20]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CASE = ROOT / "bench" / "ground_cases" / "01-invoice-vat-keyerror"
HONE = str(Path(sys.executable).with_name("hone"))


def timed(cmd: list[str], stdin: str | None, runs: int, env: dict[str, str]) -> list[float]:
    # compile bytecode, keep the patterns, warm the page cache
    subprocess.run(cmd, input=stdin, capture_output=True, text=True, env=env)
    out = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(cmd, input=stdin, capture_output=True, text=True, env=env)
        out.append(time.perf_counter() - started)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} exited {done.returncode}: {done.stderr.strip()[:300]}")
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=20)
    args = ap.parse_args()
    hook = json.dumps({"session_id": "bench", "transcript_path": str(CASE / "session.json"),
                       "cwd": str(CASE / "project"), "hook_event_name": "UserPromptSubmit",
                       "prompt": "ok now fix this bug"})
    rows = [
        ("python -c pass", [sys.executable, "-c", "pass"], None, None),
        ("hone --help", [HONE, "--help"], None, 0.15),
        ("hone ground --hook claude-code", [HONE, "ground", "--hook", "claude-code"], hook, 0.3),
        ('hone analyze --text "Fix the bug."', [HONE, "analyze", "--text", "Fix the bug."], None, 0.5),
    ]
    # bytecode for the package as it stands: a warm-up run does not write it when
    # PYTHONDONTWRITEBYTECODE is set, and stale bytecode would time the compiler instead
    import honing

    subprocess.run([sys.executable, "-m", "compileall", "-q", str(Path(honing.__file__).parent)],
                   capture_output=True, check=False)
    met = True
    with tempfile.TemporaryDirectory(prefix="hone-cold-") as folder:
        kept = {**os.environ, "HONING_CACHE_DIR": folder}
        off = {**os.environ, "HONING_CACHE_DIR": "none"}
        for label, cmd, stdin, bar in rows:
            t = timed(cmd, stdin, args.runs, kept)
            median = statistics.median(t)
            verdict = "" if bar is None else (f"  bar <= {bar:.2f} s: " + ("met" if median <= bar else "NOT MET"))
            met &= bar is None or median <= bar
            print(f"{label:38s} median {median:.3f} s  (fastest {min(t):.3f}, slowest {max(t):.3f}){verdict}",
                  flush=True)
            if bar is not None:
                t = timed(cmd, stdin, args.runs, off)
                print(f"{'  ... patterns not kept':38s} median {statistics.median(t):.3f} s  "
                      f"(fastest {min(t):.3f}, slowest {max(t):.3f})", flush=True)
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
