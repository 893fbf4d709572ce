"""Optimize and restructure grow linearly (issue 19): per-character time at 5 MB against
50 KB, on a lower-case run-on request (the shape that was superlinear: restructure took
7.2 s at 100 KB and 18.7 s at 200 KB, and did not finish 5 MB in 300 s).
Bar: per-character time 5 MB / 50 KB <= 2x for both.

    python bench/bench_linear.py [--small]   (--small: 1 MB instead of 5 MB)
"""

from __future__ import annotations

import sys
import time

import honing

UNIT = ("so basically the checkout page is slow and the cart total is wrong sometimes and we should fix the "
        "login redirect and also add tests i guess. dont touch the api. ")


def per_char(fn, n: int) -> float:
    text = (UNIT * (n // len(UNIT) + 1))[:n]
    start = time.perf_counter()
    fn(text)
    return (time.perf_counter() - start) / n


def main() -> int:
    big = 1_000_000 if "--small" in sys.argv else 5_000_000
    honing.restructure(UNIT)
    honing.optimize(UNIT)
    ok = True
    for name, fn in (("restructure", honing.restructure), ("optimize", lambda t: honing.optimize(t, timings=False))):
        small = min(per_char(fn, 50_000) for _ in range(3))
        large = per_char(fn, big)
        growth = large / small
        ok = ok and growth <= 2
        print(f"{name}: 50 KB {small * 1e6:.2f} us/char, {big // 1_000_000} MB {large * 1e6:.2f} us/char, "
              f"growth {growth:.2f}x (bar <= 2x)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
