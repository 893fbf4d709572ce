"""Degenerate large inputs (issue 20): one CJK character repeated against Latin text of the
same length, and a whitespace run of a million characters (tiktoken's regex panics on it;
honing counts it exactly around the regex).

    python bench/bench_scale.py

A repeated CJK request word ("请") is a vocabulary hit at every character, seven times as
many hits as "please " repeated to the same length: the ratio shows what a hit costs.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import honing  # noqa: E402
from _data import best_of  # noqa: E402

SIZE = 500_000


def main() -> dict[str, float]:
    honing.analyze("warm up the caches: 请写一首诗。Write a haiku.")
    texts = {
        "请 x 500,000": "请" * SIZE,
        "写 x 500,000": "写" * SIZE,
        "書いて x 166,666": "書いて" * (SIZE // 3),
        "'please ' x 71,428": "please " * (SIZE // 7),
        "'x' x 500,000": "x" * SIZE,
    }
    times = {name: best_of(2, lambda t=text: honing.analyze(t, timings=False)) for name, text in texts.items()}
    for name, seconds in times.items():
        print(f"{name:<22} {seconds:6.2f}s")
    ratio = times["请 x 500,000"] / times["'please ' x 71,428"]
    print(f"请 against 'please ' of the same length: {ratio:.2f}x (issue 20 measured 6.5 s against 1.5 s, 4.3x)")
    spaces = best_of(1, lambda: honing.analyze(" " * 1_000_000 + "Write a haiku.", timings=False))
    print(f"a million spaces and a haiku request: {spaces:.2f}s (tiktoken alone panics on it)")
    return {"cjk_ratio": ratio, "million_spaces": spaces}


if __name__ == "__main__":
    main()
