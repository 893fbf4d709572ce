# -*- coding: utf-8 -*-
"""Formatting helpers for the weekly report mail. Column widths match the
old Lotus template the team lead still pastes into."""


def pct(hits, total):
    """Share of tickets as a whole percent, e.g. pct(1, 3) -> 33."""
    if not total:
        return 0
    return hits * 100 / total


def duration(minutes):
    """'2h 05m' style durations for the SLA column."""
    hours, mins = divmod(int(minutes), 60)
    return "%dh %02dm" % (hours, mins)


def row(cols, widths):
    cells = []
    for value, width in zip(cols, widths):
        text = str(value)
        if len(text) > width:
            text = text[:width - 1] + u"\u2026"
        cells.append(text.ljust(width))
    return u" | ".join(cells)


def table(header, rows, widths):
    lines = [row(header, widths), u"-+-".join(u"-" * w for w in widths)]
    for r in rows:
        lines.append(row(r, widths))
    return u"\n".join(lines)
