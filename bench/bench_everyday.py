"""Warnings on everyday coding-agent prompts: 156 prompts a new-user trial wrote on
2026-12-07 (74 English, 41 Japanese, 41 Chinese: one-line commands, questions, pasted
errors, config, SQL, encodings and blobs, legitimate security work, role instructions,
terse follow-ups), in bench/everyday_prompts.jsonl. Counts, per rule, the prompts that get a
finding at warning or critical, and the prompts with any. Which of them are fair is a
judgement the counts cannot make: the trial judged 23 prompts to carry a clear false alarm
outside missing_output_format before the fixes of that day (bench/README.md).

    python bench/bench_everyday.py [--show RULE]
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import honing

PROMPTS = Path(__file__).resolve().parent / "everyday_prompts.jsonl"


def warned(text: str) -> list[str]:
    return sorted({f.code for f in honing.analyze(text).findings if f.severity.value in ("warning", "critical")})


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--show", metavar="RULE", help="print the prompts that get a warning from RULE")
    args = parser.parse_args()
    rows = [json.loads(line) for line in PROMPTS.read_text(encoding="utf-8").splitlines() if line.strip()]
    per_rule: Counter[str] = Counter()
    per_lang: Counter[str] = Counter()
    any_warning = 0
    for row in rows:
        codes = warned(row["text"])
        per_rule.update(codes)
        if codes:
            any_warning += 1
            per_lang[row["lang"]] += 1
        if args.show and args.show in codes:
            print(f"  {row['lang']}  {row['text'][:110]!r}")
    langs = Counter(r["lang"] for r in rows)
    print(f"{len(rows)} prompts ({', '.join(f'{k} {v}' for k, v in sorted(langs.items()))}); "
          f"with a warning: {any_warning} ({', '.join(f'{k} {per_lang[k]}' for k in sorted(langs))})")
    for code, n in per_rule.most_common():
        print(f"  {code:<28} {n}")


if __name__ == "__main__":
    main()
