"""The optimizer: speed against a plain analysis and savings on real prompts.

Bars (issue 5): optimizing with all three modes costs at most 6x a plain analysis of the
same prompts, measured in the same run, and grows linearly with prompt length. Reports
the median and total token saving of the ``tokens`` goal on the IFEval prompts and on
the benign rows of the injection dev set.

    python bench/bench_optimize.py
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import honing  # noqa: E402
from _data import best_of, jsonl  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402
from material_prompts import prompts  # noqa: E402


def material_oracle(name: str, texts: list[str], known: dict[str, str] | None = None) -> int:
    """Issue 19: across every valid candidate of every goal, the material of each prompt
    (the spans the text layer marks as material, and for the hand-written set the
    material it was built with) survives byte for byte. Returns the bytes changed."""
    with_material = changed = 0
    for t in texts:
        pieces = [t[p.start:p.end] for p in find_protected_spans(t) if p.kind == "material"]
        if known and t in known:
            pieces.append(known[t])
        if not pieces:
            continue
        with_material += 1
        for goal in ("tokens", "balanced", "quality"):
            for cand in honing.optimize(t, goal=goal, timings=False).candidates:
                if cand.valid:
                    changed += sum(len(p.encode()) for p in pieces if p not in cand.text)
    print(f"material oracle, {name}: {len(texts)} prompts, {with_material} with material; "
          f"material bytes changed in valid candidates: {changed} (bar 0)")
    return changed


def savings(name: str, texts: list[str]) -> dict[str, float]:
    saved = []
    original = 0
    for t in texts:
        r = honing.optimize(t, goal="tokens", timings=False)
        saved.append(r.original.tokens - r.chosen.tokens)
        original += r.original.tokens
    changed = sum(1 for s in saved if s > 0)
    total = sum(saved)
    print(f"{name}: {len(texts)} prompts, {changed} shortened; tokens saved median {statistics.median(saved):g}, "
          f"mean {total / len(texts):.2f}, total {total} of {original} ({100 * total / original:.2f}%)")
    return {"median": statistics.median(saved), "total": total}


def main() -> dict[str, float]:
    ifeval = [r["prompt"] for r in jsonl("prompts/ifeval_input_data.jsonl")]
    benign = [r["text"] for r in jsonl("injection/dev.jsonl") if not r.get("label")]
    honing.optimize("warm up: please write a Python function. Please write a Python function.")

    corpus = ifeval[:200]
    plain = best_of(2, lambda: [honing.analyze(t, timings=False) for t in corpus])
    full = best_of(2, lambda: [honing.optimize(t, timings=False) for t in corpus])
    ratio = full / plain
    print(f"IFEval[:200]: analyze {plain:.3f}s   optimize (3 modes) {full:.3f}s   ratio {ratio:.2f}x (bar: <= 6x)")

    # fillers, commas and quoted words in every unit: each candidate edit is checked against
    # the quotes, so a per-edit scan of the text would show here as growth
    unit = (" ".join(ifeval[:3]) + " Please  make sure the tests pass. Basically keep it short.\n\n\n"
            + 'Please say "hello" to the team. Basically, keep it short. Thanks!\n')
    small = unit[:5_000]
    big = (unit * (200_000 // len(unit) + 1))[:200_000]
    t_small = best_of(3, lambda: honing.optimize(small, timings=False)) / len(small)
    t_big = best_of(1, lambda: honing.optimize(big, timings=False)) / len(big)
    growth = t_big / t_small
    print(f"per-char time 5 KB: {t_small * 1e6:.2f} us   200 KB: {t_big * 1e6:.2f} us   growth {growth:.2f}x "
          f"(linear: <= 2x)")

    s1 = savings("IFEval", ifeval)
    s2 = savings("injection dev benign", benign)
    written = dict(prompts())
    lost = (material_oracle("IFEval", ifeval) + material_oracle("injection dev benign", benign)
            + material_oracle("hand-written material prompts (en/ja/zh)", list(written), written))
    return {"ratio": ratio, "growth": growth, "ifeval_total": s1["total"], "benign_total": s2["total"],
            "material_bytes_changed": lost}


if __name__ == "__main__":
    main()
