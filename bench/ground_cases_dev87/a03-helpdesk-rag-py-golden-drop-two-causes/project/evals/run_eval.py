"""Run the golden set: python -m evals.run_eval [--only ID ...]"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from rag.query import build_query_engine

GOLDEN = Path(__file__).with_name("golden.jsonl")


def load_golden(only: list[str] | None = None) -> list[dict]:
    rows = [json.loads(line) for line in GOLDEN.read_text().splitlines() if line.strip()]
    return [r for r in rows if not only or r["id"] in only]


def passes(answer: str, row: dict) -> bool:
    text = answer.lower()
    return all(fact.lower() in text for fact in row["must_include"])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    engine = build_query_engine()
    failed = []
    rows = load_golden(args.only)
    for row in rows:
        response = engine.query(row["question"])
        if not passes(str(response), row):
            failed.append(row["id"])
            nodes = ", ".join(f"{n.node.node_id[:8]}({n.score:.2f})" for n in response.source_nodes)
            print(f"  {row['id']}: {nodes}")
    print(f"{len(rows) - len(failed)}/{len(rows)} passed")
    if failed:
        print("failed: " + ", ".join(failed))


if __name__ == "__main__":
    main()
