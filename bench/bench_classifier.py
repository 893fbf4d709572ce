"""The injection classifier on ../shared/data/injection/dev.jsonl (never used to train or
tune it), PINT-style per category: detection on attacks, false positives on benign rows,
balanced accuracy — for the signatures alone (risk >= 25), the classifier alone
(probability >= its threshold) and the combination the rule reports (either, or a weaker
signature outside quotation with the classifier above its lower bar). Then the
everyday prompts of the test suite that must stay unflagged, the weights' load time and
the classifier's cost per prompt.

    python bench/bench_classifier.py [--slice N]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import honing  # noqa: E402
from _data import best_of, jsonl  # noqa: E402
from bench_injection import WARNING_RISK  # noqa: E402
from honing.security import classifier  # noqa: E402
from honing.security.injection import SIGNATURE_VERSION, scan  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
# the everyday and role-play prompts the test suite asserts are not flagged
sys.path.insert(0, str(ROOT))
from tests.test_classifier import BENIGN  # noqa: E402


def report(name: str, rows: list[dict], flags: list[bool]) -> float:
    per: dict[str, list[bool]] = defaultdict(list)
    attacks: list[bool] = []
    benign: list[bool] = []
    for row, hit in zip(rows, flags, strict=True):
        per[row["category"]].append(hit)
        (attacks if row["label"] else benign).append(hit)
    det, fpr = sum(attacks) / len(attacks), sum(benign) / len(benign)
    bal = (det + 1 - fpr) / 2
    cats = "  ".join(f"{c} {'det' if next(r for r in rows if r['category'] == c)['label'] else 'FP'} "
                     f"{sum(h) / len(h):.1%}" for c, h in sorted(per.items()))
    print(f"{name:<11} balanced {bal:.4f}  detection {det:.1%}  FP {fpr:.1%}\n    {cats}")
    return bal


def load_seconds() -> float:
    code = ("import time; from honing.security import classifier as c; t = time.perf_counter(); "
            "c.model(); print(time.perf_counter() - t)")
    return min(float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                     check=True).stdout) for _ in range(3))


def analysis_ratio(texts: list[str]) -> tuple[float, float]:
    """``analyze()`` over ``texts`` with the classifier and with it answering "no" at no
    cost, fastest of two interleaved rounds each, in seconds."""
    real = classifier.quick
    off = classifier.Opinion(0.0, 1.0, 1.0, "off")
    honing.analyze("warm up: write a Python function.")
    with_it, without = float("inf"), float("inf")
    for _ in range(2):
        with_it = min(with_it, best_of(1, lambda: [honing.analyze(t) for t in texts]))
        classifier.quick = lambda _text: off  # type: ignore[assignment]
        try:
            without = min(without, best_of(1, lambda: [honing.analyze(t) for t in texts]))
        finally:
            classifier.quick = real  # type: ignore[assignment]
    return with_it, without


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--slice", type=int, default=1, help="use every Nth row")
    parser.add_argument("--no-speed", action="store_true", help="skip the analysis timing")
    args = parser.parse_args()
    rows = jsonl("injection/dev.jsonl")[:: args.slice]
    texts = [r["text"] for r in rows]
    m = classifier.model()
    print(f"signatures {SIGNATURE_VERSION}, classifier {m.version} (threshold {m.threshold}, "
          f"{m.support} beside a signature); "
          f"{len(rows)} dev rows")
    scans = [scan(t, find_protected_spans(t)) for t in texts]
    risks = [r for r, _, _ in scans]
    backed = [any(m.context != "quoted" for m in ms) for _, ms, _ in scans]
    sig = [r >= WARNING_RISK for r in risks]
    t0 = time.perf_counter()
    probs = [classifier.probability(t) for t in texts]
    cost = time.perf_counter() - t0
    clf = [p >= m.threshold for p in probs]
    report("signatures", rows, sig)
    report("classifier", rows, clf)
    combined = [r >= WARNING_RISK or classifier.lifts(p, m.threshold, m.support, b)
                for r, b, p in zip(risks, backed, probs, strict=True)]
    report("combined", rows, combined)
    worst = max(classifier.probability(t) for t in BENIGN)
    flagged = 0
    for t in BENIGN:
        r, ms, _ = scan(t, find_protected_spans(t))
        p = classifier.probability(t)
        flagged += r >= WARNING_RISK or classifier.lifts(p, m.threshold, m.support,
                                                         any(x.context != "quoted" for x in ms))
    print(f"everyday prompts of tests/test_security.py: {flagged}/{len(BENIGN)} flagged, combined "
          f"(highest probability {worst:.3f})")
    chars = sum(len(t) for t in texts)
    print(f"load {load_seconds() * 1000:.0f} ms (fresh process, best of 3); "
          f"{cost / len(texts) * 1000:.2f} ms per prompt ({chars / len(texts):.0f} chars on average)")
    if not args.no_speed:
        with_it, without = analysis_ratio(texts)
        print(f"analyze() over the dev texts: {with_it:.2f} s with the classifier, {without:.2f} s without "
              f"({with_it / without:.2f}x)")


if __name__ == "__main__":
    main()
