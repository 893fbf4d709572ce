"""Command line entry point."""
from __future__ import annotations

import os
import signal
import sys

import click

from dotsync import __version__, config, sync
from dotsync.lock import LockHeld


def _install_sigint_handler() -> None:
    # a second Ctrl-C while git is pushing used to print two tracebacks; exit quietly instead
    signal.signal(signal.SIGINT, lambda signum, frame: os._exit(130))


@click.group(context_settings={"show_default": True, "help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="dotsync")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Keep dotfiles in a git repo and link them into place."""
    _install_sigint_handler()
    ctx.obj = config.load()


@main.command()
@click.pass_obj
def status(cfg: config.Config) -> None:
    """List files changed in the dotfiles repo."""
    changed = sync.status(cfg)
    if not changed:
        click.secho("clean", fg="green")
        return
    for name in changed:
        click.echo(f"  modified: {name}")


@main.command()
@click.option("-m", "--message", default="dotsync: update", help="Commit message.")
@click.pass_obj
def push(cfg: config.Config, message: str) -> None:
    """Commit local changes and push them."""
    def progress(i: int, total: int, name: str) -> None:
        click.echo(f"\r[{i}/{total}] {name}", nl=False, err=True)

    try:
        n = sync.push(cfg, message, progress=progress)
    except LockHeld as exc:
        click.secho(str(exc), fg="red", err=True)
        sys.exit(2)
    click.echo("")
    click.secho(f"pushed {n} file(s)" if n else "nothing to push", fg="green")


@main.command()
@click.pass_obj
def pull(cfg: config.Config) -> None:
    """Pull the repo and relink."""
    try:
        sync.pull(cfg)
    except LockHeld as exc:
        click.secho(str(exc), fg="red", err=True)
        sys.exit(2)
    click.secho("up to date", fg="green")


@main.command()
@click.argument("repo", type=click.Path(file_okay=False))
def init(repo: str) -> None:
    """Point dotsync at REPO and write the config file."""
    cfg = config.Config(repo=config.Path(repo).expanduser())
    config.save(cfg)
    click.echo(f"wrote {config.config_path()}")
