from __future__ import annotations

import json
import os
import re
import sys

import click

from logpick import __version__
from logpick.output import render
from logpick.reader import iter_records
from logpick.timeutil import parse_since

LEVELS = ["debug", "info", "warn", "error"]


@click.command()
@click.argument("files", nargs=-1, type=click.Path(allow_dash=True))
@click.option("--level", type=click.Choice(LEVELS), default="info", show_default=True)
@click.option("--since", "since", default=None, help="30m, 2h, 1d or an ISO timestamp")
@click.option("--grep", "pattern", default=None, help="regular expression on the message")
@click.option("--json", "as_json", is_flag=True, help="print JSON lines")
@click.option("--no-color", "no_color", is_flag=True, help="never colour the output")
@click.version_option(__version__)
def main(files, level, since, pattern, as_json, no_color):
    """Filter log FILES (use - for stdin)."""
    if not files:
        files = ("-",)
    start = parse_since(since) if since else None
    rx = re.compile(pattern) if pattern else None
    min_level = LEVELS.index(level)
    color = not no_color and not os.environ.get("NO_COLOR")
    matched = 0
    for rec in iter_records(files):
        if LEVELS.index(rec.level) < min_level:
            continue
        if start and rec.time < start:
            continue
        if rx and not rx.search(rec.message):
            continue
        matched += 1
        if as_json:
            click.echo(json.dumps(rec.as_dict(), ensure_ascii=False))
        else:
            click.echo(render(rec, color=color), color=color or None)
    sys.exit(0 if matched else 1)


if __name__ == "__main__":
    main()
