from __future__ import annotations

import argparse
import json
import sys

from tallyho.counts import count_words, top


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tallyho")
    sub = parser.add_subparsers(dest="cmd", required=True)
    rep = sub.add_parser("report")
    rep.add_argument("file")
    rep.add_argument("-n", type=int, default=10)
    rep.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with open(args.file, encoding="utf-8") as fh:
        counts = count_words(fh.read())
    rows = top(counts, args.n)
    if args.json:
        json.dump([{"word": w, "count": c} for w, c in rows], sys.stdout)
    else:
        for w, c in rows:
            print(f"{c:6d} {w}")
    return 0
