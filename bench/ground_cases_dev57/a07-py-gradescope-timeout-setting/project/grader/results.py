"""Turn a pytest-json-report file into Gradescope's results.json."""
from __future__ import annotations

import argparse
import json
import sys

WEIGHTS = {
    "test_small_graph": 10,
    "test_disconnected": 10,
    "test_negative_weight_rejected": 5,
    "test_shortest_path_medium": 15,
    "test_shortest_path_large": 20,
    "test_all_pairs": 20,
    "test_cycle_detection": 20,
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--report")
    ap.add_argument("--log")
    ap.add_argument("--missing")
    args = ap.parse_args()
    if args.missing:
        json.dump({"score": 0, "output": f"Missing file: {args.missing}"}, sys.stdout)
        return
    report = json.load(open(args.report))
    tests = []
    for t in report.get("tests", []):
        name = t["nodeid"].split("::")[-1]
        ok = t["outcome"] == "passed"
        tests.append({"name": name, "score": WEIGHTS.get(name, 0) if ok else 0,
                      "max_score": WEIGHTS.get(name, 0),
                      "output": "" if ok else t.get("call", {}).get("longrepr", "")[-1500:]})
    json.dump({"tests": tests, "stdout_visibility": "visible"}, sys.stdout)


if __name__ == "__main__":
    main()
