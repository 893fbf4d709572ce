"""hone optimize and hone restructure: commands that rewrite a prompt."""

from __future__ import annotations

import codecs
import os
import sys
from pathlib import Path

import click

from honing.cli.inputs import config_for, one_text
from honing.cli.jobs import busy
from honing.cli.shell import fail, guarded, main, named, use_color
from honing.defaults import DEFAULT_MODEL, TOKEN_ALLOWANCE
from honing.errors import HoningError
from honing.render import json_out


@main.command("optimize")
@click.argument("file", required=False)
@click.option("--text", "text", help="Optimize this text instead of a file.")
@click.option("--goal", type=click.Choice(["balanced", "tokens", "quality"]),
              help=f"tokens: fewest tokens; quality: highest score; balanced: highest score within {TOKEN_ALLOWANCE:.0%} of the "
                   "original's tokens. Default: balanced, or tokens with --write (a rewrite never makes the "
                   "file longer unless you ask for another goal).")
@click.option("--mode", type=click.Choice(["conservative", "balanced", "structured"]),
              help="Use only this mode (its candidate is chosen when valid).")
@click.option("--model", help=f"Model for token counts and cost (default: the configured model, else {DEFAULT_MODEL}).", callback=named)
@click.option("--diff", "show_diff", is_flag=True, help="Preview only: print a unified diff and the candidate table "
              "(with --format json, the diff is the 'diff' field); never writes, even with --write.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="Output format — text: the chosen prompt; json: the result with every candidate.")
@click.option("--write", is_flag=True, help="Replace FILE with the chosen prompt.")
@click.option("--backup", is_flag=True, help="With --write: keep the original as FILE.bak (FILE.bak.1, .2, … when "
              "that exists: a backup is never overwritten).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@click.option("--no-timings", is_flag=True, help="Omit stage timings for byte-identical JSON.")
@click.option("--quiet", "-q", is_flag=True, help="Do not print the summary line on standard error.")
@guarded
def optimize_cmd(file: str | None, text: str | None, goal: str | None, mode: str | None, model: str | None,
                 show_diff: bool, fmt: str, write: bool, backup: bool, config_path: str | None, no_timings: bool,
                 quiet: bool) -> None:
    """Optimize FILE: print the chosen prompt on standard output (pipe it, or --write it back)."""
    from honing.optimizer import optimize
    from honing.render import optimize as render

    if backup and not write:
        fail("--backup only makes sense with --write")
    inp = one_text(file, text)
    if write and inp.path is None:
        fail("--write needs a FILE (not standard input or --text)")
    goal = goal or ("tokens" if write else "balanced")
    config = config_for(inp, config_path)
    with busy("optimizing", inp.text):
        result = optimize(inp.text, goal=goal, modes=(mode,) if mode else None, model=model, config=config,
                          timings=not no_timings)
    if fmt == "json":
        body = result.to_dict()
        if show_diff:
            body["diff"] = render.diff(result, inp.source or "prompt")
        click.echo(json_out.dumps(body))
    elif show_diff:
        click.echo(render.diff(result, inp.source or "prompt"), nl=False)
        click.echo(render.candidates(result))
    elif not write:
        click.echo(result.chosen.text, nl=not result.chosen.text.endswith("\n"))
    if write and show_diff:
        if not quiet:
            click.echo(f"hone: --diff is a preview: {inp.source} was not written", err=True)
    elif write and inp.path is not None:
        if result.changed:
            rewrite_file(inp.path, result.chosen.text, backup=backup)
        if not quiet:
            click.echo(f"hone: {'rewrote' if result.changed else 'left unchanged'} {inp.source}", err=True)
    if not quiet and fmt == "text":
        click.echo("hone: " + render.summary(result), err=True)


def rewrite_file(path: Path, text: str, *, backup: bool) -> None:
    """Replace ``path`` with ``text`` in the file's own encoding (a UTF-16 or UTF-32 file
    with a byte-order mark stays one; a UTF-8 mark is kept), through a temporary file and
    an atomic rename, so an interruption leaves either the old file or the new one. A
    backup never overwrites another: FILE.bak, then FILE.bak.1, FILE.bak.2, … A symbolic link
    stays a link: the file it points at is rewritten (CLAUDE.md -> AGENTS.md)."""
    import tempfile

    from honing.references.decode import bom_encoding

    real = path.resolve()
    if not real.stat().st_mode & 0o222:
        # the rename below would replace it anyway (even for root): a read-only file is a choice
        raise HoningError(f"{path} is read-only; make it writable (chmod u+w) to let hone change it")
    raw = real.read_bytes()
    encoding = bom_encoding(raw[:4])
    if encoding is not None:
        data = text.encode(encoding)  # Python's utf-16 / utf-32 codecs write the mark
    else:
        data = (codecs.BOM_UTF8 if raw.startswith(codecs.BOM_UTF8) else b"") + text.encode("utf-8")
    if backup:
        target = path.with_name(path.name + ".bak")
        n = 0
        while target.exists():
            n += 1
            target = path.with_name(f"{path.name}.bak.{n}")
        target.write_bytes(raw)
    fd, tmp = tempfile.mkstemp(dir=real.parent, prefix=f".{real.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, real.stat().st_mode & 0o7777)
        os.replace(tmp, real)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# ----------------------------------------------------------------------------- references


@main.command("restructure")
@click.argument("file", required=False)
@click.option("--text", "text", help="Restructure this text instead of a file.")
@click.option("--no-scaffold", is_flag=True, help="Only reorder the request; add no guidance and no project facts.")
@click.option("--project", type=click.Path(file_okay=False), help="Read project facts from the manifests in DIR.")
@click.option("--format", "fmt", type=click.Choice(["text", "markdown", "json"]), default="text", show_default=True,
              help="Output format — text: the prompt to send; markdown: sections as Markdown; json: sections, "
                   "lines and labels.")
@click.option("--labels/--no-labels", default=None,
              help="Show each line's label (prompt / engine / codebase); default: when printing to a terminal.")
@guarded
def restructure_cmd(file: str | None, text: str | None, no_scaffold: bool, project: str | None, fmt: str,
                    labels: bool | None) -> None:
    """Turn a rough request in FILE into a sectioned engineering prompt with labeled lines."""
    from honing.render import restructure as render
    from honing.restructuring import gather, restructure

    inp = one_text(file, text)
    facts = None
    if project:
        root = Path(project)
        if not root.is_dir():
            fail(f"--project {project}: no such directory")
        facts, problems = gather(root)
        for problem in problems:
            click.echo(f"hone: warning: could not read {problem}", err=True)
    with busy("restructuring", inp.text):
        result = restructure(inp.text, scaffold=not no_scaffold, codebase=facts)
    if fmt == "json":
        click.echo(json_out.dumps(result.to_dict()))
    elif fmt == "markdown":
        click.echo(render.markdown(result), nl=False)
    else:
        tty = sys.stdout.isatty()
        if labels if labels is not None else tty:
            click.echo(render.labeled(result, color=use_color(sys.stdout)), color=use_color(sys.stdout))
        else:
            click.echo(result.text, nl=not result.text.endswith("\n"))
