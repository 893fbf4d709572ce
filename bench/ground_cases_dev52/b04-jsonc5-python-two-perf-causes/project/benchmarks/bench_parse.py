"""Run with: pytest benchmarks/ --benchmark-only"""
import json
import random

import pytest

import jsonc5


def make_doc(n: int, seed: int = 7) -> str:
    rnd = random.Random(seed)
    items = []
    for i in range(n):
        items.append({
            "id": i,
            "name": f"service-{i}",
            "enabled": rnd.random() > 0.3,
            "weight": round(rnd.random() * 100, 3),
            "tags": [rnd.choice(["a", "b", "c"]) for _ in range(3)],
        })
    text = json.dumps({"services": items}, indent=2)
    return text.replace('"enabled"', '// toggled by ops\n      "enabled"')


SMALL = make_doc(100)
LARGE = make_doc(20_000)


def test_parse_small(benchmark):
    benchmark(jsonc5.loads, SMALL)


@pytest.mark.slow
def test_parse_large(benchmark):
    benchmark.pedantic(jsonc5.loads, args=(LARGE,), rounds=5)
