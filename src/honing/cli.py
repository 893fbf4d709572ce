"""The ``hone`` command line: a thin shell over the library. Exit codes (SPEC P-2):
0 success, 1 a user-set gate failed, 2 bad usage or unreadable input — one line on
stderr, never a traceback."""

from __future__ import annotations

import codecs
import glob
import os
import sys
import textwrap
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import wraps
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import click

from honing.engine import Config
from honing.engine.config import discover, load_file
from honing.engine.findings import Severity
from honing.errors import HoningError
from honing.render import json_out

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str) -> NoReturn:
    click.echo(f"hone: error: {message}", err=True)
    sys.exit(2)


def guarded(fn: F) -> F:
    """Turn library errors into one line and exit 2."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except HoningError as exc:
            fail(str(exc))
        except BrokenPipeError:
            # the reader went away (`| head`): stop quietly, and never report success,
            # since gates such as --fail-under may not have been evaluated; 141 is what a
            # process killed by SIGPIPE reports
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(141)
        except KeyboardInterrupt:
            click.echo("hone: interrupted", err=True)
            sys.exit(130)

    return wrapper  # type: ignore[return-value]


@dataclass(frozen=True)
class Input:
    source: str | None
    text: str
    path: Path | None


# A byte-order mark names its encoding: Windows PowerShell 5 writes `>` redirections as
# UTF-16 with one. UTF-32 marks come first: FF FE 00 00 also begins with UTF-16's FF FE.
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))


def _decode(raw: bytes, name: str) -> str:
    encoding = next((enc for bom, enc in _BOMS if raw.startswith(bom)), None)
    if encoding is not None:
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError as exc:
            fail(f"{name} starts with a {encoding.upper()} byte-order mark but is not {encoding.upper()} text "
                 f"(at byte {exc.start}); convert it to UTF-8")
        if "\x00" in text:
            fail(f"{name} looks binary (it contains NUL characters); give a text file")
        return text
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        fail(f"{name} is not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}); convert it to UTF-8")
    if "\x00" in text:
        fail(f"{name} looks binary (it contains NUL bytes); give a text file")
    return text


def read_inputs(files: tuple[str, ...], text: str | None) -> Iterator[Input]:
    if text is not None:
        if files:
            fail("give either FILE arguments or --text, not both")
        yield Input(None, text, None)
        return
    if not files:
        fail("give a prompt FILE, '-' for standard input, or --text \"…\"")
    for name in files:
        if name == "-":
            yield Input("<stdin>", _decode(sys.stdin.buffer.read(), "standard input"), None)
            continue
        paths = [name]
        if any(c in name for c in "*?[") and not Path(name).exists():
            paths = sorted(glob.glob(name, recursive=True))
            if not paths:
                fail(f"no file matches {name}")
        for p in paths:
            path = Path(p)
            if not path.exists():
                fail(f"{p}: no such file")
            if path.is_dir():
                fail(f"{p} is a directory; give a file or a glob such as '{p}/*.txt'")
            try:
                raw = path.read_bytes()
            except OSError as exc:
                fail(f"cannot read {p}: {exc.strerror}")
            yield Input(p, _decode(raw, p), path)


def config_for(inp: Input, config_path: str | None) -> Config:
    if config_path:
        return load_file(Path(config_path))
    return discover(inp.path.parent if inp.path else Path.cwd())


def _one_text(file: str | None, text: str | None) -> Input:
    inputs = list(read_inputs((file,) if file else (), text))
    if len(inputs) != 1:
        fail("give exactly one prompt")
    return inputs[0]


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="honing", prog_name="hone")
def main() -> None:
    """honing — analyze, optimize and restructure prompts, offline and deterministic."""


@main.command("analyze")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Analyze this text instead of a file.")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "markdown", "sarif"]), default="text",
              show_default=True)
@click.option("--fail-under", type=click.IntRange(0, 100), help="Exit 1 when a score is below SCORE.")
@click.option("--fail-on", type=click.Choice(["critical", "warning", "info"]),
              help="Exit 1 when a finding at this severity or above exists.")
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@click.option("--model", help="Model whose tokenizer counts the tokens (default from config: gpt-4o).")
@click.option("--no-timings", is_flag=True, help="Omit stage timings (ms = null) for byte-identical output.")
@click.option("--quiet", "-q", is_flag=True, help="Text format: hide the per-dimension checks.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=1, show_default=True,
              help="Analyze many files on this many processes (0: one per core); output order is unchanged.")
@guarded
def analyze_cmd(files: tuple[str, ...], text: str | None, fmt: str, fail_under: int | None, fail_on: str | None,
                config_path: str | None, model: str | None, no_timings: bool, quiet: bool, jobs: int) -> None:
    """Analyze prompt FILES (or - for stdin, or --text) and report score and findings."""
    from dataclasses import replace

    from honing.engine.batch import Job, iter_jobs

    batch = []
    for inp in read_inputs(files, text):
        config = config_for(inp, config_path)
        if model:
            from honing.tokens import lookup

            lookup(model)
            config = replace(config, model=model)
        batch.append(Job(inp.text, config, inp.source))
    # reports are printed one by one as the batch yields them; SARIF, one run holding
    # every result, is the only format that waits for all of them
    piece = None if fmt == "sarif" else _stream_piece(fmt, quiet, many=len(batch) > 1)
    kept: list[Any] = []
    below = at_or_above = False
    floor = Severity(fail_on).rank if fail_on is not None else None
    for i, report in enumerate(iter_jobs(batch, workers=jobs, timings=not no_timings)):
        if piece is None:
            kept.append(report)
        else:
            click.echo(piece(i, report), nl=False)
        below = below or (fail_under is not None and report.score.overall < fail_under)
        at_or_above = at_or_above or (floor is not None and any(f.severity.rank >= floor for f in report.findings))
    if piece is None:
        from honing.render import sarif

        click.echo(json_out.dumps(sarif.render(kept)))
    else:
        click.echo("\n]" if fmt == "json" and len(batch) > 1 else "")
    if below:
        click.echo(f"hone: score below {fail_under}", err=True)
    if at_or_above:
        click.echo(f"hone: findings at {fail_on} or above", err=True)
    if below or at_or_above:
        sys.exit(1)


def _stream_piece(fmt: str, quiet: bool, *, many: bool) -> Callable[[int, Any], str]:
    """How report ``i`` is printed: the same bytes as rendering the whole list at once
    (a JSON array of several reports, text reports between blank lines, …)."""
    if fmt == "json":
        def as_json(i: int, report: Any) -> str:
            body = json_out.dumps(report.to_dict())
            if not many:
                return body
            return ("[\n" if i == 0 else ",\n") + textwrap.indent(body, "  ")
        return as_json
    if fmt == "markdown":
        from honing.render import markdown

        return lambda i, report: ("\n" if i else "") + markdown.render(report)
    from honing.render import text as text_render

    color = sys.stdout.isatty()
    return lambda i, report: ("\n\n" if i else "") + text_render.render(report, color=color, verbose=not quiet)


@main.command("rules")
@click.argument("code", required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json", "markdown"]), default="text", show_default=True)
@guarded
def rules_cmd(code: str | None, fmt: str) -> None:
    """List the 20 rules, or show the reference page of rule CODE."""
    from honing import docs
    from honing.engine.registry import rules

    catalog = rules()
    if code is None:
        if fmt == "json":
            click.echo(json_out.dumps([docs.rule_summary(r) for r in catalog.values()]))
            return
        for r in catalog.values():
            click.echo(f"{r.code:<28} {r.dimension:<13} {r.severity:<9} {r.summary}")
        return
    if code not in catalog:
        import difflib

        # a part of a code ("vague", "injection") names the rules that contain it
        close = [c for c in catalog if code.lower() in c][:3] or difflib.get_close_matches(code, list(catalog), n=3)
        fail(f"unknown rule '{code}'" + (f"; did you mean {', '.join(close)}?" if close else "; run 'hone rules'"))
    if fmt == "json":
        click.echo(json_out.dumps(docs.rule_page_data(catalog[code])))
    else:
        click.echo(docs.rule_page(catalog[code]))


@main.command("tokens")
@click.argument("file", required=False)
@click.option("--text", "text")
@click.option("--model", "models", multiple=True, help="Model name (repeatable). Default gpt-4o.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@guarded
def tokens_cmd(file: str | None, text: str | None, models: tuple[str, ...], fmt: str) -> None:
    """Count the tokens of FILE for one or more models, with encoding and label."""
    from honing.tokens import count_tokens

    inp = _one_text(file, text)
    counts = [count_tokens(inp.text, m) for m in (models or ("gpt-4o",))]
    if fmt == "json":
        click.echo(json_out.dumps([c.to_dict() for c in counts]))
        return
    for c in counts:
        click.echo(f"{c.model:<28} {c.count:>8} tokens  {c.label:<11} ({c.encoding})")


@main.command("cost")
@click.argument("file", required=False)
@click.option("--text", "text")
@click.option("--model", "models", multiple=True, required=True, help="Model name (repeatable).")
@click.option("--output-tokens", type=click.IntRange(min=0), default=None, help="Expected output tokens.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@guarded
def cost_cmd(file: str | None, text: str | None, models: tuple[str, ...], output_tokens: int | None, fmt: str) -> None:
    """Estimate the cost of sending FILE to a model, from the dated price table."""
    from honing.tokens import estimate_cost

    inp = _one_text(file, text)
    estimates = [estimate_cost(inp.text, m, output_tokens) for m in models]
    if fmt == "json":
        payload = [e.to_dict() for e in estimates]
        click.echo(json_out.dumps(payload[0] if len(payload) == 1 else payload))
        return
    for e in estimates:
        click.echo(f"{e.model}: {e.input_tokens} input tokens ({e.label}) = {e.input_cost:.6f} {e.currency}; "
                   f"{e.output_tokens} output tokens = {e.output_cost:.6f}; total {e.total_cost:.6f} {e.currency} "
                   f"(prices checked {e.price_as_of}; {e.source})")


@main.command("models")
@click.option("--provider", help="Only this provider (openai, anthropic, google, …).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@guarded
def models_cmd(provider: str | None, fmt: str) -> None:
    """List the model catalog: tokenizer, label, context window, prices and their date."""
    from honing.tokens import catalog

    entries = [m for m in catalog.models() if provider is None or m.provider == provider.lower()]
    if provider and not entries:
        known = sorted({m.provider for m in catalog.models()})
        fail(f"no models for provider '{provider}'; known providers: {', '.join(known)}")
    if fmt == "json":
        click.echo(json_out.dumps([m.to_dict() for m in entries]))
        return
    click.echo(f"catalog as of {catalog.as_of()} — prices in {catalog.currency()} per million tokens")
    for m in entries:
        ctx = f"{m.context_window:,}" if m.context_window else "?"
        click.echo(f"{m.id:<28} {m.provider:<10} {m.tokenizer:<12} {m.label:<11} ctx {ctx:>9}  "
                   f"in {m.input_per_mtok}  out {m.output_per_mtok}  cached {m.cached_input_per_mtok}  "
                   f"checked {m.price_checked}")
    click.echo(f"source: {entries[0].source.split(':')[0] if entries else ''}")


@main.command("optimize")
@click.argument("file", required=False)
@click.option("--text", "text", help="Optimize this text instead of a file.")
@click.option("--goal", type=click.Choice(["balanced", "tokens", "quality"]), default="balanced", show_default=True,
              help="tokens: fewest tokens; quality: highest score; balanced: highest score within 115% of the "
                   "original's tokens.")
@click.option("--mode", type=click.Choice(["conservative", "balanced", "structured"]),
              help="Use only this mode (its candidate is chosen when valid).")
@click.option("--model", help="Model for token counts and cost (default from config: gpt-4o).")
@click.option("--diff", "show_diff", is_flag=True, help="Print a unified diff and the candidate table instead.")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--write", is_flag=True, help="Replace FILE with the chosen prompt.")
@click.option("--backup", is_flag=True, help="With --write: keep the original as FILE.bak.")
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@click.option("--no-timings", is_flag=True, help="Omit stage timings for byte-identical JSON.")
@click.option("--quiet", "-q", is_flag=True, help="Do not print the summary line on standard error.")
@guarded
def optimize_cmd(file: str | None, text: str | None, goal: str, mode: str | None, model: str | None, show_diff: bool,
                 fmt: str, write: bool, backup: bool, config_path: str | None, no_timings: bool, quiet: bool) -> None:
    """Optimize FILE: print the chosen prompt on standard output (pipe it, or --write it back)."""
    from honing.optimize import optimize
    from honing.render import optimize as render

    if backup and not write:
        fail("--backup only makes sense with --write")
    inp = _one_text(file, text)
    if write and inp.path is None:
        fail("--write needs a FILE (not standard input or --text)")
    config = config_for(inp, config_path)
    result = optimize(inp.text, goal=goal, modes=(mode,) if mode else None, model=model, config=config,
                      timings=not no_timings)
    if fmt == "json":
        click.echo(json_out.dumps(result.to_dict()))
    elif show_diff:
        click.echo(render.diff(result, inp.source or "prompt"), nl=False)
        click.echo(render.candidates(result))
    elif not write:
        click.echo(result.chosen.text, nl=not result.chosen.text.endswith("\n"))
    if write and inp.path is not None:
        if result.changed:
            if backup:
                inp.path.with_name(inp.path.name + ".bak").write_text(inp.text, encoding="utf-8")
            inp.path.write_text(result.chosen.text, encoding="utf-8")
        if not quiet:
            click.echo(f"hone: {'rewrote' if result.changed else 'left unchanged'} {inp.source}", err=True)
    if not quiet and fmt == "text":
        click.echo("hone: " + render.summary(result), err=True)


def _reference_settings(config: Config, home: str | None, workspace: str | None, store: str | None) -> dict[str, Any]:
    """Flags win over [tool.honing.references] in the configuration, which wins over the
    environment (HONING_HOME, HONING_WORKSPACE, HONING_STORE) and the defaults."""
    from honing.references import Limits

    refs = dict(config.references)  # keys already checked when the configuration was loaded
    base = Path(config.source).parent if config.source else Path.cwd()

    def pick(flag: str | None, key: str, env: str) -> str | None:
        if flag:
            return flag
        if key in refs:
            return str(base / str(refs[key]))
        return os.environ.get(env) or None

    limits = Limits.from_mapping(dict(refs.get("limits", {})), " in [tool.honing.references.limits]")
    return {"home": pick(home, "home", "HONING_HOME"), "workspace": pick(workspace, "workspace", "HONING_WORKSPACE"),
            "store": pick(store, "store", "HONING_STORE"), "limits": limits}


def _store_path(path: str | None, home: Path) -> Path:
    return Path(path) if path else home / ".honing" / "results.sqlite"


@main.command("expand")
@click.argument("file", required=False)
@click.option("--text", "text", help="Expand the references in this text instead of a file.")
@click.option("--home", help="Profile home: relative @file paths start here (default: current directory).")
@click.option("--workspace", help="Workspace root for @folder and git references (default: the home).")
@click.option("--session", help="Session id: @result references resolve only within it.")
@click.option("--store", "store_path", help="Result store (SQLite file; default HOME/.honing/results.sqlite).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@guarded
def expand_cmd(file: str | None, text: str | None, home: str | None, workspace: str | None, session: str | None,
               store_path: str | None, fmt: str, config_path: str | None) -> None:
    """Expand @file, @folder, @diff, @staged, @git:N, @url and @result references in FILE.

    Prints the message with the attached blocks; warnings go to standard error (exit 0)."""
    from honing.references import ResultStore, default_roots, expand_references

    inp = _one_text(file, text)
    config = config_for(inp, config_path) if inp.path else (load_file(Path(config_path)) if config_path
                                                            else discover(Path.cwd()))
    settings = _reference_settings(config, home, workspace, store_path)
    home_path, workspace_path = default_roots(settings["home"], settings["workspace"])
    store = None
    if session:
        db = _store_path(settings["store"], home_path)
        store = ResultStore(db) if db.exists() else ResultStore(":memory:")
    result = expand_references(inp.text, home=home_path, workspace=workspace_path, session=session, store=store,
                               limits=settings["limits"])
    if fmt == "json":
        click.echo(json_out.dumps(result.to_dict()))
    else:
        click.echo(result.text, nl=not result.text.endswith("\n"))
        for w in result.warnings:
            click.echo(f"hone: warning: {w.message} [{w.ref}] — fix: {w.fix}", err=True)


@main.group("results")
def results_group() -> None:
    """Saved tool results per session (what @result:ID points at)."""


@results_group.command("save")
@click.argument("file", required=False)
@click.option("--text", "text", help="Save this text instead of a file.")
@click.option("--session", required=True, help="Session the result belongs to.")
@click.option("--tool", default="", help="Name of the tool that produced it.")
@click.option("--id", "result_id", help="Use this id instead of a content-derived one.")
@click.option("--home", help="Profile home (default: current directory).")
@click.option("--store", "store_path", help="Result store (SQLite file; default HOME/.honing/results.sqlite).")
@guarded
def results_save(file: str | None, text: str | None, session: str, tool: str, result_id: str | None,
                 home: str | None, store_path: str | None) -> None:
    """Save FILE as a tool result of SESSION and print its id."""
    from honing.references import ResultStore, default_roots

    inp = _one_text(file, text)
    settings = _reference_settings(discover(Path.cwd()), home, None, store_path)
    home_path, _ = default_roots(settings["home"], None)
    store = ResultStore(_store_path(settings["store"], home_path))
    click.echo(store.save(session, inp.text, tool=tool, result_id=result_id))


@results_group.command("list")
@click.option("--session", required=True)
@click.option("--home", help="Profile home (default: current directory).")
@click.option("--store", "store_path", help="Result store (SQLite file).")
@guarded
def results_list(session: str, home: str | None, store_path: str | None) -> None:
    """List the saved results of SESSION."""
    from honing.references import ResultStore, default_roots

    settings = _reference_settings(discover(Path.cwd()), home, None, store_path)
    home_path, _ = default_roots(settings["home"], None)
    db = _store_path(settings["store"], home_path)
    if not db.exists():
        return
    for r in ResultStore(db).list(session):
        click.echo(f"{r.result_id}  {r.tool or '-':<12} {len(r.content.encode('utf-8')):>8} bytes  {r.created_at}")


@main.command("restructure")
@click.argument("file", required=False)
@click.option("--text", "text", help="Restructure this text instead of a file.")
@click.option("--no-scaffold", is_flag=True, help="Only reorder the request; add no guidance and no project facts.")
@click.option("--project", type=click.Path(file_okay=False), help="Read project facts from the manifests in DIR.")
@click.option("--format", "fmt", type=click.Choice(["text", "markdown", "json"]), default="text", show_default=True)
@click.option("--labels/--no-labels", default=None,
              help="Show each line's label (prompt / engine / codebase); default: when printing to a terminal.")
@guarded
def restructure_cmd(file: str | None, text: str | None, no_scaffold: bool, project: str | None, fmt: str,
                    labels: bool | None) -> None:
    """Turn a rough request in FILE into a sectioned engineering prompt with labeled lines."""
    from honing.render import restructure as render
    from honing.restructure import gather, restructure

    inp = _one_text(file, text)
    facts = None
    if project:
        root = Path(project)
        if not root.is_dir():
            fail(f"--project {project}: no such directory")
        facts, problems = gather(root)
        for problem in problems:
            click.echo(f"hone: warning: could not read {problem}", err=True)
    result = restructure(inp.text, scaffold=not no_scaffold, codebase=facts)
    if fmt == "json":
        click.echo(json_out.dumps(result.to_dict()))
    elif fmt == "markdown":
        click.echo(render.markdown(result), nl=False)
    else:
        tty = sys.stdout.isatty()
        if labels if labels is not None else tty:
            click.echo(render.labeled(result, color=tty))
        else:
            click.echo(result.text, nl=not result.text.endswith("\n"))


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
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
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

    inp = _one_text(file, text)
    if cwd is not None and not Path(cwd).is_dir():
        fail(f"--cwd {cwd}: no such directory")
    backend = None
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
        instruction = result.text if result.level != "off" and result.items else None
        out = hooks.output(agent, instruction)
    except Exception as exc:  # noqa: BLE001 - a hook must never break the user's prompt
        click.echo(f"hone: hook: nothing added ({type(exc).__name__}: {exc})", err=True)
        out = hooks.output(agent, None)
    if out:
        click.echo(out)
    sys.exit(0)


@main.command("sessions")
@click.option("--cwd", type=click.Path(), help="The project directory (default: the current directory).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
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
        click.echo(f"{s.format:<12} {s.id:<40} {s.turns:>4} turns  {s.last_activity or '-':<26} {s.path}")


def run() -> None:  # pragma: no cover - console entry
    main()


if __name__ == "__main__":  # pragma: no cover
    main()
