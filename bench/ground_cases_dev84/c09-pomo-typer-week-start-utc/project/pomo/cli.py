from __future__ import annotations

from datetime import date, datetime

import typer
from rich.console import Console
from rich.table import Table

from pomo import store
from pomo.config import load_config
from pomo.notify import notify
from pomo.timer import run_timer

app = typer.Typer(help="A pomodoro timer for the terminal.", no_args_is_help=True)
console = Console()


@app.command()
def start(
    minutes: int = typer.Option(None, "--minutes", "-m", help="length in minutes (default from config)"),
    label: str = typer.Option("work", "--label", "-l", help="what you are working on"),
) -> None:
    """Start a pomodoro."""
    cfg = load_config()
    minutes = minutes or cfg.work_minutes
    started = datetime.now()
    completed = True
    try:
        run_timer(minutes * 60, label)
    except KeyboardInterrupt:
        completed = False
        console.print("[yellow]stopped[/]")
    store.append(store.Session(started, minutes, label, completed))
    if not completed:
        raise typer.Exit(130)
    notify("番茄钟结束", f"{label} · {minutes} 分钟", sound=cfg.sound)


@app.command()
def stats(week: bool = typer.Option(False, "--week", help="since Monday instead of today")) -> None:
    """Finished pomodoros by label."""
    since = store.week_start() if week else date.today()
    counts = store.summarize(store.read_all(), since)
    if not counts:
        console.print("还没有完成的番茄钟")
        raise typer.Exit(1)
    table = Table("label", "count")
    for label, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        table.add_row(label, str(n))
    console.print(table)


@app.command("config-path")
def config_path() -> None:
    """Print where the config file is read from."""
    from pomo.config import config_file

    typer.echo(str(config_file()))


if __name__ == "__main__":
    app()
