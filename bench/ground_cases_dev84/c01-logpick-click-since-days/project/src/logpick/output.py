from __future__ import annotations

import click

from logpick.reader import Record

COLORS = {
    "debug": "bright_black",
    "info": "green",
    "warn": "yellow",
    "error": "red",
}


def render(rec: Record, color: bool = True) -> str:
    stamp = rec.time.strftime("%Y-%m-%d %H:%M:%S")
    level = f"{rec.level.upper():<5}"
    if color:
        level = click.style(level, fg=COLORS[rec.level], bold=rec.level == "error")
    return f"{stamp} {level} {rec.message}"


def summary(matched: int, total: int) -> str:
    if total == 0:
        return "no records read"
    pct = matched * 100 / total
    return f"{matched}/{total} records matched ({pct:.1f}%)"
