from __future__ import annotations

import time

from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn


def run_timer(seconds: int, label: str, tick: float = 1.0) -> None:
    """Count down with a progress bar. Ctrl-C raises KeyboardInterrupt to the caller."""
    with Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        TimeRemainingColumn(),
        transient=True,
    ) as progress:
        task = progress.add_task(label, total=seconds)
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            time.sleep(min(tick, left))
            progress.update(task, completed=seconds - max(0.0, end - time.monotonic()))
