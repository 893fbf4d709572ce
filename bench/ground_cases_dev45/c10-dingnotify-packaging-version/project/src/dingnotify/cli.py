"""`dingnotify` command line."""
from __future__ import annotations

import argparse
import sys

from dingnotify import __version__, notify, render
from dingnotify.client import NotifyError


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="dingnotify", description="Send a DingTalk robot message.")
    p.add_argument("text", nargs="?", help="message text (markdown); read from stdin when omitted")
    p.add_argument("-t", "--title", default=None)
    p.add_argument("--template", help="render a bundled template, e.g. deploy, alert")
    p.add_argument("--var", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--at-all", action="store_true")
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.template:
        variables = dict(v.split("=", 1) for v in args.var)
        text = render(args.template, **variables)
    else:
        text = args.text if args.text is not None else sys.stdin.read()
    try:
        notify(text, title=args.title, at_all=args.at_all)
    except NotifyError as exc:
        print(f"dingnotify: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
