from __future__ import annotations

import argparse
from datetime import datetime, timezone
from pathlib import Path

from . import config, fetch, render, select


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="digest")
    ap.add_argument("--config", type=Path, default=Path("feeds.toml"))
    ap.add_argument("--out", type=Path, default=Path("digest.html"))
    args = ap.parse_args(argv)

    now = datetime.now(timezone.utc)
    feeds = config.load(args.config)
    items = [e for f in feeds for e in fetch.entries(f)]
    groups = select.group(select.recent(items, now), feeds)
    render.write(render.render(groups, now), args.out)
    print(f"wrote {args.out} ({sum(len(v) for v in groups.values())} entries)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
