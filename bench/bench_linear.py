"""Optimize and restructure grow linearly (issue 19): per-character time at 5 MB against
50 KB, on a lower-case run-on request (the shape that was superlinear: restructure took
7.2 s at 100 KB and 18.7 s at 200 KB, and did not finish 5 MB in 300 s).
Bar: per-character time 5 MB / 50 KB <= 2x for both.

Each measurement runs in a fresh process (after a warm-up call), so one size's caches and
heap never weigh on another's, and reports the faster of two runs.

    python bench/bench_linear.py [--small]   (--small: 1 MB instead of 5 MB)
"""

from __future__ import annotations

import subprocess
import sys

UNIT = ("so basically the checkout page is slow and the cart total is wrong sometimes and we should fix the "
        "login redirect and also add tests i guess. dont touch the api. ")

_MEASURE = """
import sys, time, honing
sys.path.insert(0, {bench!r})
from bench_linear import UNIT
fn = {{"restructure": honing.restructure, "optimize": lambda t: honing.optimize(t, timings=False)}}[{name!r}]
fn(UNIT)
text = (UNIT * ({n} // len(UNIT) + 1))[:{n}]
start = time.perf_counter()
fn(text)
print((time.perf_counter() - start) / {n})
"""


def per_char(name: str, n: int) -> float:
    from pathlib import Path

    code = _MEASURE.format(bench=str(Path(__file__).resolve().parent), name=name, n=n)
    runs = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
            for _ in range(2)]
    return min(runs)


def main() -> int:
    big = 1_000_000 if "--small" in sys.argv else 5_000_000
    ok = True
    for name in ("restructure", "optimize"):
        small = per_char(name, 50_000)
        large = per_char(name, big)
        growth = large / small
        ok = ok and growth <= 2
        print(f"{name}: 50 KB {small * 1e6:.2f} us/char, {big / 1e6:g} MB {large * 1e6:.2f} us/char, "
              f"growth {growth:.2f}x (bar <= 2x)", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
