from __future__ import annotations

import argparse
from pathlib import Path

from watchfiles import watch

from quillpress.build import build_site


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="quill")
    sub = parser.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("src", type=Path)
    b.add_argument("-o", "--out", type=Path, default=Path("_site"))
    b.add_argument("--strict", action="store_true")
    s = sub.add_parser("serve")
    s.add_argument("src", type=Path)
    s.add_argument("-o", "--out", type=Path, default=Path("_site"))
    args = parser.parse_args(argv)

    if args.cmd == "build":
        copied = build_site(args.src, args.out, strict=args.strict)
        print(f"built {args.out} ({len(copied)} assets)")
    else:
        build_site(args.src, args.out)
        for _changes in watch(args.src):
            copied = build_site(args.src, args.out)
            print(f"rebuilt ({len(copied)} assets)")
