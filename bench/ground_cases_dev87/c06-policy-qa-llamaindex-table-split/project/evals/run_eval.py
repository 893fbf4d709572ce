"""Run the golden questions and print the hit rate."""
import sys
from pathlib import Path

import yaml

from rag.retriever import build_query_engine


def main(path: str = "evals/golden.yaml") -> float:
    cases = yaml.safe_load(Path(path).read_text(encoding="utf-8"))
    engine = build_query_engine()
    hits = 0
    for case in cases:
        resp = engine.query(case["question"])
        answer = resp.response or ""
        if all(e in answer for e in case["expect"]):
            hits += 1
            continue
        files = ", ".join(n.node.metadata.get("file_name", "?") for n in resp.source_nodes)
        print(f"FAIL {case['id']}: {case['question']}")
        print(f"  expect: {case['expect']}")
        print(f"  answer: {answer.strip()[:200]}")
        print(f"  sources: {files}")
    score = hits / len(cases)
    print(f"score {score:.2f} ({hits}/{len(cases)})")
    return score


if __name__ == "__main__":
    main(*sys.argv[1:])
