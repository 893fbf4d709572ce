"""Compare summaries with the golden set: python -m evals.run_golden [--max-cases N]"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from briefly.summarize import summarize

GOLDEN_DIR = Path(__file__).with_name("golden")


def score(summary: str, expected: dict) -> float:
    found = sum(1 for item in expected["action_items"] if item.lower() in summary.lower())
    return found / max(1, len(expected["action_items"]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-cases", type=int, default=None)
    args = parser.parse_args()
    cases = sorted(GOLDEN_DIR.glob("*.json"))[: args.max_cases]
    scores = []
    for path in cases:
        case = json.loads(path.read_text())
        scores.append(score(summarize(case["transcript"], case["title"]), case))
        print(f"{path.stem}: {scores[-1]:.2f}")
    print(f"mean action-item recall: {sum(scores) / max(1, len(scores)):.3f}")


if __name__ == "__main__":
    main()
