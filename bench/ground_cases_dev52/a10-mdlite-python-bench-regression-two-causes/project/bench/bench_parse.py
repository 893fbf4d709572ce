"""Render a synthetic document repeatedly and print the time per document.

    python bench/bench_parse.py [-n 20] [--sections 25]
"""
from __future__ import annotations

import argparse
import statistics
import time

from mdlite import to_html


def document(sections: int) -> str:
    parts = []
    for i in range(sections):
        parts.append(f"Section {i}\n----------\n\n")
        sentence = ("Some *emphasis*, a [link](https://example.com/?a=1&b=2 \"title\") and `code <b>` here, "
                    "with \"quotes\" & <angle> brackets that need escaping in the output. ")
        parts.append(sentence * 30 + "\n")
        parts.append("\n- item one\n- item two with **strong**\n- item three\n\n```python\nprint('<hi>')\n```\n\n")
        parts.append("> a quote with _emphasis_\n\n")
    return "".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=20, help="runs")
    ap.add_argument("--sections", type=int, default=25)
    ap.add_argument("--max-ms", type=float, default=None, help="exit 1 if the median is slower")
    args = ap.parse_args()
    doc = document(args.sections)
    to_html(doc)  # warm up
    times = []
    for _ in range(args.n):
        t0 = time.perf_counter()
        to_html(doc)
        times.append((time.perf_counter() - t0) * 1000)
    median = statistics.median(times)
    print(f"{len(doc.splitlines())} lines, {len(doc)} chars: "
          f"median {median:.1f} ms, min {min(times):.1f} ms (n={args.n})")
    if args.max_ms is not None and median > args.max_ms:
        raise SystemExit(f"too slow: median {median:.1f} ms > {args.max_ms:.1f} ms")


if __name__ == "__main__":
    main()
