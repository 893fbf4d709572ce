"""castfeed build | castfeed check"""
from __future__ import annotations

import argparse
from pathlib import Path
from zoneinfo import ZoneInfo

from castfeed.config import load_show
from castfeed.episodes import load_episodes
from castfeed.feed import render_feed


def cmd_build(args: argparse.Namespace) -> None:
    show = load_show(Path(args.show))
    episodes = load_episodes(show.episodes_dir, show.media_dir, ZoneInfo(show.timezone), args.drafts)
    xml = render_feed(show, episodes)
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(xml, encoding="utf-8")
    print(f"wrote {out} ({len(episodes)} episodes)")


def cmd_check(args: argparse.Namespace) -> None:
    show = load_show(Path(args.show))
    episodes = load_episodes(show.episodes_dir, show.media_dir, ZoneInfo(show.timezone), include_drafts=True)
    for ep in episodes:
        flag = "draft" if ep.get("draft") else "ok"
        print(f"{ep['number']:>3}  {flag:<5}  {ep['title']}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="castfeed")
    parser.add_argument("--show", default="show.toml")
    sub = parser.add_subparsers(required=True)
    build = sub.add_parser("build")
    build.add_argument("-o", "--output", default="public/feed.xml")
    build.add_argument("--drafts", action="store_true")
    build.set_defaults(func=cmd_build)
    check = sub.add_parser("check")
    check.set_defaults(func=cmd_check)
    args = parser.parse_args(argv)
    args.func(args)
