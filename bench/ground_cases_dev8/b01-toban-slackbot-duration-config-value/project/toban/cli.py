"""当番 bot のエントリポイント。cron から平日 1 日 1 回呼ばれる。"""
from __future__ import annotations

import argparse
import logging
import os
from datetime import date

from toban.config import load_config
from toban.rotation import pick_on_duty
from toban.schedule import build_schedule, wait_until
from toban.slack import SlackClient

log = logging.getLogger("toban")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="toban")
    p.add_argument("--config", default=os.environ.get("TOBAN_CONFIG", "config/settings.toml"))
    p.add_argument("--date", type=date.fromisoformat, default=None, help="対象日 (YYYY-MM-DD)")
    p.add_argument("--dry-run", action="store_true", help="Slack に投稿せず標準出力に出す")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    cfg = load_config(args.config)
    today = args.date or date.today()
    if today.weekday() >= 5 and not cfg.weekends:
        log.info("weekend, nothing to do")
        return 0

    member = pick_on_duty(cfg.members, today, cfg.rotation_start)
    log.info("on duty %s: %s", today, member.name)
    slack = SlackClient(os.environ.get("TOBAN_SLACK_TOKEN", ""), cfg.channel, dry_run=args.dry_run)

    sched = build_schedule(cfg)
    for post in sched:
        if not args.dry_run:
            wait_until(post.at)
        slack.post(post.render(cfg, member))
        log.info("posted %s at %s", post.kind, post.at)
    return 0
