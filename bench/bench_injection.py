"""Injection detection on ../shared/data/injection/dev.jsonl, PINT-style: per category the
attack detection rate (a prompt_injection_signature finding at warning or above), the
false-positive rate on benign rows, and balanced accuracy (mean of detection and
1 - false positives). Then the speed of the security stage (its four rules, as the
pipeline runs them) against tiktoken encoding the same texts, in interleaved rounds.

    python bench/bench_injection.py [--slice N] [--no-speed]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import honing  # noqa: E402
from _data import best_of, jsonl  # noqa: E402
from honing.security.injection import SIGNATURE_VERSION, WARNING_RISK, scan  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402
from honing.tokens import encodings  # noqa: E402


def flagged(text: str) -> bool:
    risk, _, _ = scan(text, find_protected_spans(text))
    return risk >= WARNING_RISK


def evaluate(rows: list[dict]) -> dict[str, dict[str, float]]:
    per: dict[str, list[bool]] = defaultdict(list)
    labels: dict[str, bool] = {}
    for row in rows:
        per[row["category"]].append(flagged(row["text"]))
        labels[row["category"]] = bool(row["label"])
    out: dict[str, dict[str, float]] = {}
    attacks: list[bool] = []
    benign: list[bool] = []
    for cat, hits in sorted(per.items()):
        rate = sum(hits) / len(hits)
        out[cat] = {"rows": len(hits), "attack": labels[cat], "rate": rate}
        (attacks if labels[cat] else benign).extend(hits)
    detection = sum(attacks) / len(attacks) if attacks else 0.0
    fpr = sum(benign) / len(benign) if benign else 0.0
    out["overall"] = {"detection": detection, "false_positive_rate": fpr, "balanced_accuracy": (detection + 1 - fpr) / 2}
    return out


def security_stage_seconds(texts: list[str]) -> float:
    """Total time the pipeline spends in the security stage (stage 12) over ``texts``."""
    total = 0.0
    for text in texts:
        stage = next(s for s in honing.analyze(text).to_dict()["stages"] if s["name"] == "security")
        total += stage["ms"] / 1000
    return total


def speed(texts: list[str]) -> dict[str, float]:
    enc = encodings.get("o200k_base")
    honing.analyze("warm up the caches: write a Python function.")
    base, ours = float("inf"), float("inf")
    for _ in range(3):
        base = min(base, best_of(1, lambda: [enc.encode_ordinary(t) for t in texts]))
        ours = min(ours, security_stage_seconds(texts))
    return {"tiktoken": base, "security": ours, "ratio": ours / base}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--slice", type=int, default=1, help="use every Nth row")
    parser.add_argument("--no-speed", action="store_true", help="skip the speed measurement")
    args = parser.parse_args()
    rows = jsonl("injection/dev.jsonl")[:: args.slice]
    result = evaluate(rows)
    print(f"signatures {SIGNATURE_VERSION}; flagged = risk >= {WARNING_RISK} (warning or critical)")
    print(f"{'category':<26} {'rows':>5}  {'kind':<7} rate")
    for cat, r in result.items():
        if cat == "overall":
            continue
        kind = "attack" if r["attack"] else "benign"
        label = "detected" if r["attack"] else "false positives"
        print(f"{cat:<26} {int(r['rows']):>5}  {kind:<7} {r['rate']:.3f} {label}")
    o = result["overall"]
    print(f"overall detection {o['detection']:.3f}  false-positive rate {o['false_positive_rate']:.3f}  "
          f"balanced accuracy {o['balanced_accuracy']:.3f}")
    if not args.no_speed:
        sp = speed([r["text"] for r in rows])
        print(f"security stage {sp['security']:.3f}s  tiktoken encode {sp['tiktoken']:.3f}s  "
              f"ratio {sp['ratio']:.2f}x (the whole analysis has a budget of 8x)")


if __name__ == "__main__":
    main()
