"""hone ground, sessions, mcp and lsp: the faces for coding agents."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import click

from honing.cli.inputs import one_text
from honing.cli.shell import fail, guarded, main
from honing.render import json_out


@main.command("ground")
@click.option("--text", "text", help="The request the user typed (or give it on stdin with '-').")
@click.argument("file", required=False)
@click.option("--transcript", type=click.Path(), help="The session transcript (Claude Code, Codex, Gemini, Cline/Roo, "
              "Aider or OpenAI messages JSON).")
@click.option("--session", "session_id", help="Find this session id among the sessions recorded for --cwd.")
@click.option("--cwd", type=click.Path(), help="The project directory (default: the cwd the transcript recorded).")
@click.option("--turns", type=click.IntRange(0, 10), default=3, show_default=True,
              help="Exchanges of history to read (0 = none).")
@click.option("--full", is_flag=True, help="Read the whole session the working agent sees (capped at 64 KiB).")
@click.option("--level", type=click.Choice(["off", "normal", "advanced", "extreme"]), default="advanced",
              show_default=True, help="Evidence budget.")
@click.option("--form", type=click.Choice(["ptc", "conversational", "auto"]), default="ptc", show_default=True,
              help="Delivery form: checklist for a program, numbered steps for a person.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="Output format — text: the instruction, diagnostics on stderr; json: items, sources and audit.")
@click.option("--no-timings", is_flag=True, help="Omit stage timings for byte-identical JSON.")
@click.option("--hook", type=click.Choice(["claude-code", "codex", "gemini"]),
              help="Run as that agent's prompt hook: read its JSON on stdin, answer in its format, never block.")
@click.option("--endpoint", envvar="HONING_GROUND_ENDPOINT", help="OpenAI-compatible base URL of a model that "
              "writes the instruction (optional; env HONING_GROUND_ENDPOINT).")
@click.option("--llm-model", envvar="HONING_GROUND_MODEL", help="Model name at --endpoint (env HONING_GROUND_MODEL).")
def ground_cmd(text: str | None, file: str | None, transcript: str | None, session_id: str | None, cwd: str | None,
               turns: int, full: bool, level: str, form: str, fmt: str, no_timings: bool, hook: str | None,
               endpoint: str | None, llm_model: str | None) -> None:
    """Ground a one-line request in a coding-agent session: every item of the instruction
    cites the user's words, a history turn or file:line, or is marked as a free choice."""
    if hook:
        _ground_hook(hook, level=level, turns=turns, full=full, form=form)
        return
    _ground_cli(text, file, transcript, session_id, cwd, turns, full, level, form, fmt, no_timings, endpoint,
                llm_model)


@guarded
def _ground_cli(text: str | None, file: str | None, transcript: str | None, session_id: str | None,
                cwd: str | None, turns: int, full: bool, level: str, form: str, fmt: str, no_timings: bool,
                endpoint: str | None, llm_model: str | None) -> None:
    from honing.grounding import ground
    from honing.grounding.backend import ChatBackend

    if text == "-" and file is None:  # (the help's "give it on stdin with '-'", as --text - too)
        file, text = "-", None
    inp = one_text(file, text)
    if transcript is not None and session_id is not None:
        fail("give --transcript or --session, not both: --session looks the transcript up among those recorded for --cwd")
    if cwd is not None:
        cwd = str(Path(cwd).expanduser())
        if Path(cwd).exists() and not Path(cwd).is_dir():
            fail(f"--cwd {cwd}: a file, not a directory; give the project's folder")
        if not Path(cwd).is_dir():
            fail(f"--cwd {cwd}: no such directory")
    if llm_model and not endpoint:
        click.echo("hone: note: --llm-model names a model at --endpoint; without an endpoint the deterministic engine "
                   "writes the instruction", err=True)
    backend = None
    if endpoint and not re.match(r"https?://[^\s/]", endpoint, re.I):
        fail(f"--endpoint must be an http:// or https:// base URL (got {endpoint!r})")
    if endpoint:
        if not llm_model:
            fail("--endpoint needs --llm-model (or HONING_GROUND_MODEL): the model to ask")
        backend = ChatBackend(endpoint, llm_model)
    result = ground(inp.text, transcript, session=session_id, cwd=cwd, turns=turns, full=full, level=level,
                    form=form, backend=backend)
    if fmt == "json":
        click.echo(json_out.dumps(result.to_dict(timings=not no_timings)))
        return
    click.echo(result.text)
    ref = result.references[0] if result.references else None
    if ref is not None and ref.resolved and ref.path:
        where = f"{ref.path}:{ref.start_line}-{ref.end_line}" if ref.start_line else ref.path
        resolved = f"resolved to {where}" + (f" (turn {ref.turn})" if ref.turn else "")
    elif ref is not None:
        resolved = f"unresolved ({ref.reason})" if not ref.resolved else "resolved as stated"
    else:
        resolved = "no reference to resolve"
    a = result.audit
    click.echo(f"hone: {result.level}: {resolved}; {len(result.evidence)} evidence; turns read "
               f"{result.context['turns_read']}/{result.context['turns_requested']} ({result.context['detail']}); "
               f"audit {a.sourced} sourced, {a.marked} marked, {a.unsourced} unsourced", err=True)
    for note in result.notes:
        click.echo(f"hone: note: {note}", err=True)


def _ground_hook(agent: str, *, level: str, turns: int, full: bool, form: str) -> None:
    """Never blocks the user's prompt: every failure adds nothing and exits 0."""
    from honing.grounding import hooks

    try:
        raw = sys.stdin.read()
        request = hooks.parse(agent, raw)
        from honing.grounding import ground

        transcript = request.transcript_path if request.transcript_path and Path(request.transcript_path).is_file() \
            else None
        if transcript is None:
            click.echo("hone: hook: no readable transcript; grounding from the prompt alone", err=True)
        result = ground(request.prompt, transcript, cwd=request.cwd, turns=turns, full=full, level=level,
                        form=form)
        # (only an instruction that moves evidence from the session or the project: "thanks, that's all", /compact
        # or "fix it" with nothing to read add nothing, and the prefix's claim holds)
        instruction = result.text if result.level != "off" and hooks.carries_evidence(result.items) else None
        out = hooks.output(agent, instruction)
    except Exception as exc:  # noqa: BLE001 - a hook must never break the user's prompt
        click.echo(f"hone: hook: nothing added ({type(exc).__name__}: {exc})", err=True)
        out = hooks.output(agent, None)
    if out:
        click.echo(out)
    sys.exit(0)


@main.command("mcp")
@click.option("--workspace", default=".", show_default=True, type=click.Path(),
              help="The folder the tools may read: references, transcripts and the grounding project stay in it.")
@click.option("--home", type=click.Path(), help="Where relative @file paths start (default: the workspace).")
@click.option("--allow-urls", is_flag=True, help="Let expand_references fetch @url pages (public addresses only).")
@guarded
def mcp_cmd(workspace: str, home: str | None, allow_urls: bool) -> None:
    """Serve honing's tools to coding agents over the Model Context Protocol (stdio)."""
    from honing.mcp import sdk_problem

    problem = sdk_problem()
    if problem:
        fail(problem)
    from honing.mcp.server import serve
    from honing.mcp.tools import Workspace

    serve(Workspace.open(workspace, home, allow_urls=allow_urls))


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")


def _shown(value: str) -> str:
    """A value from a transcript as the terminal may show it: control characters (an
    escape sequence that retitles the window) and undecodable bytes become U+FFFD."""
    return _CONTROL.sub("\ufffd", value)


@main.command("sessions")
@click.option("--cwd", type=click.Path(), help="The project directory (default: the current directory).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="Output format — text: one line per session; json: an array of sessions.")
@guarded
def sessions_cmd(cwd: str | None, fmt: str) -> None:
    """List the agent sessions recorded for a directory, newest first."""
    from honing.sessions import discover_sessions

    where = Path(cwd) if cwd else Path.cwd()
    if not where.is_dir():
        fail(f"--cwd {cwd}: no such directory")
    found = discover_sessions(where)
    if fmt == "json":
        click.echo(json_out.dumps([s.to_dict() for s in found]))
        return
    if not found:
        click.echo(f"no sessions recorded for {where}", err=True)
        return
    for s in found:
        click.echo(f"{s.format:<12} {_shown(s.id):<40} {s.turns:>4} {'turn ' if s.turns == 1 else 'turns'}  {_shown(s.last_activity or '-'):<26} "
                   f"{_shown(s.path)}")


@main.command("lsp")
@guarded
def lsp_cmd() -> None:
    """Run the language server on standard input and output (for editors)."""
    try:
        from honing.lsp.server import serve
    except ImportError as exc:
        fail(f"hone lsp needs pygls ({exc.name} is not installed): pip install 'honing[lsp]'")
    serve()
