"""Injection detection on ../shared/data/injection/dev.jsonl, PINT-style: per category the
attack detection rate (a prompt_injection_signature finding at warning or above), the
false-positive rate on benign rows, and balanced accuracy (mean of detection and
1 - false positives).

    python bench/bench_injection.py [--slice N]
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _data import jsonl  # noqa: E402
from honing.security.injection import SIGNATURE_VERSION, scan  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402

WARNING_RISK = 25


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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--slice", type=int, default=1, help="use every Nth row")
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


if __name__ == "__main__":
    main()
