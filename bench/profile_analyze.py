"""Where analysis spends its time (issue 21): cProfile over the injection dev set, plus
the share of each pipeline stage and of each rule, from one pass each.

    python bench/profile_analyze.py [--top 30] [--text "hi"] [--repeat 1000]

``--text`` profiles one text analysed ``--repeat`` times instead of the corpus (the
fixed cost of a one-word prompt, or a long CJK text with ``--text 请 --times 100000``).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import honing  # noqa: E402
from _data import jsonl  # noqa: E402
from honing.engine.registry import rules  # noqa: E402
from honing.engine.rule import CheckFn, Context, Outcome  # noqa: E402


def texts_from(args: argparse.Namespace) -> list[str]:
    if args.text is not None:
        return [args.text * args.times] * args.repeat
    return [r["text"] for r in jsonl("injection/dev.jsonl")]


def per_rule(texts: list[str]) -> dict[str, float]:
    """Seconds spent in each rule's check over ``texts`` (one timed pass)."""
    spent: dict[str, float] = defaultdict(float)
    catalog = rules()
    originals = {code: r.check for code, r in catalog.items()}

    def timed(code: str, check: CheckFn) -> CheckFn:
        def run(ctx: Context) -> Outcome:
            t = time.perf_counter()
            try:
                return check(ctx)
            finally:
                spent[code] += time.perf_counter() - t
        return run

    for code, r in catalog.items():  # rules are frozen: patched for this pass only
        object.__setattr__(r, "check", timed(code, originals[code]))
    try:
        for t in texts:
            honing.analyze(t, timings=False)
    finally:
        for code, r in catalog.items():
            object.__setattr__(r, "check", originals[code])
    return dict(spent)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--text")
    ap.add_argument("--times", type=int, default=1, help="repeat --text this many times within one prompt")
    ap.add_argument("--repeat", type=int, default=1000, help="analyse --text this many times")
    args = ap.parse_args()
    texts = texts_from(args)
    honing.analyze("warm up the caches: write a Python function.")

    start = time.perf_counter()
    stages: dict[str, float] = defaultdict(float)
    for t in texts:
        for s in honing.analyze(t).stages:
            stages[s.name] += (s.ms or 0.0) / 1000
    total = time.perf_counter() - start
    print(f"{len(texts)} texts, {sum(map(len, texts)):,} chars, {total:.3f}s with stage timings")
    staged = sum(stages.values())
    print(f"  report and scoring (outside the stages): {total - staged:.3f}s ({(total - staged) / total:.0%})")
    for name, s in sorted(stages.items(), key=lambda kv: -kv[1]):
        print(f"  stage {name:<14} {s:.3f}s ({s / total:.0%})")
    for code, s in sorted(per_rule(texts).items(), key=lambda kv: -kv[1])[:12]:
        print(f"  rule {code:<32} {s:.3f}s")

    profile = cProfile.Profile()
    profile.enable()
    for t in texts:
        honing.analyze(t, timings=False)
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats("tottime").print_stats(args.top)
    stats.sort_stats("cumulative").print_stats(args.top)


if __name__ == "__main__":
    main()
