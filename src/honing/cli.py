"""The ``hone`` command line: a thin shell over the library. Exit codes (SPEC P-2):
0 success, 1 a user-set gate failed, 2 bad usage or unreadable input — one line on
stderr, never a traceback; 130 on Ctrl-C; 141 when the reader closes the pipe early."""

from __future__ import annotations

import codecs
import errno
import glob
import os
import re
import sys
import textwrap
from collections import Counter
from collections.abc import Callable, Generator, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import wraps
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO, TypeVar

import click

from honing.defaults import DEFAULT_MODEL, MAX_PROMPT_BYTES, TOKEN_ALLOWANCE
from honing.errors import ConfigError, EmptyPromptError, HoningError
from honing.render import json_out

if TYPE_CHECKING:
    from honing.engine import Config

# Each command imports what it needs when it runs (`hone --help` and the agent hook load
# no engine, tokenizer or HTTP stack): bench/bench_cold.py measures the start-up.

F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str) -> NoReturn:
    click.echo(f"hone: error: {message}", err=True)
    sys.exit(2)


def os_message(exc: OSError) -> str:
    """An operating-system error as one line: what failed, on which file."""
    reason = exc.strerror or type(exc).__name__
    where = exc.filename if exc.filename is not None else ""
    if isinstance(exc, PermissionError):
        return f"{where}: permission denied (check the file's and its folder's permissions)" if where else \
            "permission denied"
    if exc.errno == errno.ENOSPC:
        return f"{where + ': ' if where else ''}no space left on the device; nothing more was written"
    return f"{where}: {reason.lower()}" if where else reason


def guarded(fn: F) -> F:
    """Turn library errors into one line and exit 2."""

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            result = fn(*args, **kwargs)
            if sys.stdout is not None and not sys.stdout.closed:  # a server (lsp, mcp) may close it on its way out
                sys.stdout.flush()  # a full disk or a closed reader is reported here, not at exit
            return result
        except HoningError as exc:
            fail(str(exc))
        except BrokenPipeError:
            # the reader went away (`| head`): stop quietly, and never report success,
            # since gates such as --fail-under may not have been evaluated; 141 is what a
            # process killed by SIGPIPE reports
            if sys.stdout is not None:
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(141)
        except KeyboardInterrupt:
            click.echo("hone: interrupted", err=True)
            sys.exit(130)
        except OSError as exc:
            # a file that cannot be read or written (permissions, a full disk, a folder
            # where a file was expected): one line that names it
            if exc.errno == errno.ENOSPC and sys.stdout is not None:
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            fail(os_message(exc))
        except RecursionError:
            fail("the input is nested too deeply to read (a JSON value or Markdown nesting thousands of levels deep)")
        except Exception as exc:
            if type(exc).__module__ == "sqlite3":  # a database file that went bad or read-only mid-run
                fail(f"the database cannot be used: {exc}")
            raise

    return wrapper  # type: ignore[return-value]


class HoneGroup(click.Group):
    """Click's usage errors ("No such option", a bad choice, a missing argument) as the
    one ``hone: error:`` line every other error is, exit 2."""

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,  # type: ignore[override]
             complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode, **extra)
        try:
            code = super().main(args, prog_name or "hone", complete_var, False, **extra)
        except click.exceptions.NoArgsIsHelpError as exc:  # `hone` or `hone results` alone: the help
            click.echo(exc.ctx.get_help(), err=True)
            sys.exit(2)
        except click.ClickException as exc:
            message = " ".join(exc.format_message().split())
            ctx = getattr(exc, "ctx", None)
            hint = f" (see '{ctx.command_path if ctx else 'hone'} --help')" if isinstance(exc, click.UsageError) else ""
            click.echo(f"hone: error: {message}{hint}", err=True)
            sys.exit(2)
        except click.Abort:
            click.echo("hone: interrupted", err=True)
            sys.exit(130)
        sys.exit(code if isinstance(code, int) else 0)


# ----------------------------------------------------------------------------- colour


_COLOR_KEY = "hone.color"


def _set_color(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value is not None:
        ctx.meta[_COLOR_KEY] = value


def color_option(fn: F) -> F:
    return click.option("--color", type=click.Choice(["auto", "always", "never"]), default=None,
                        expose_value=False, is_eager=True, callback=_set_color,
                        help="Colour: auto (a terminal, unless NO_COLOR is set or TERM=dumb; FORCE_COLOR forces "
                             "it), always or never.  [default: auto]")(fn)


def use_color(stream: TextIO | None = None) -> bool:
    """Whether to colour ``stream``: ``--color`` decides when given; then NO_COLOR (set and
    not empty) turns colour off and FORCE_COLOR on; then TERM=dumb turns it off; else a
    terminal gets colour and a pipe does not (https://no-color.org)."""
    ctx = click.get_current_context(silent=True)
    choice = ctx.meta.get(_COLOR_KEY, "auto") if ctx is not None else "auto"
    if choice != "auto":
        return choice == "always"
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR", "") not in ("", "0"):
        return True
    if os.environ.get("TERM") == "dumb":
        return False
    stream = stream or sys.stdout
    return bool(getattr(stream, "isatty", lambda: False)())


def _terminal(stream: TextIO) -> bool:
    """A terminal that can redraw a line (for progress): not a pipe, not TERM=dumb."""
    return bool(getattr(stream, "isatty", lambda: False)()) and os.environ.get("TERM") != "dumb"


# ----------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class Input:
    source: str | None
    text: str
    path: Path | None
    found: bool = False  # found by walking a directory (not named on the command line)


# What a directory given as input is searched for: prompt files by suffix and the agent
# instruction files that have none; folders that hold no prompts of the user's are skipped.
PROMPT_SUFFIXES = (".txt", ".md", ".markdown", ".prompt", ".mdc")
PROMPT_NAMES = (".cursorrules", ".windsurfrules", ".clinerules")
SKIPPED_DIRS = frozenset({".git", ".hg", ".svn", ".venv", "venv", "node_modules", "__pycache__", ".tox", ".nox",
                          ".mypy_cache", ".pytest_cache", ".ruff_cache", "site-packages", "dist", "build",
                          ".honing"})
HIDDEN_DIRS_SEARCHED = frozenset({".github", ".cursor", ".claude", ".gemini", ".codex", ".clinerules", ".windsurf"})


def prompt_files(root: Path) -> list[Path]:
    """The prompt-looking files under ``root``, sorted: ``*.txt``, ``*.md``, ``*.markdown``,
    ``*.prompt``, ``*.mdc`` and ``.cursorrules``-style files, in every folder except
    version-control, virtual-environment, cache and build folders and hidden folders
    other than the agents' own (``.github``, ``.cursor``, ``.claude``, …)."""
    found: list[Path] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and (not d.startswith(".")
                                                                         or d in HIDDEN_DIRS_SEARCHED))
        for name in sorted(files):
            # a named pipe, socket or device would block or never end: regular files only
            if (name.lower().endswith(PROMPT_SUFFIXES) or name in PROMPT_NAMES) and (Path(folder) / name).is_file():
                found.append(Path(folder) / name)
    return sorted(found)


def _decode(raw: bytes, name: str) -> str:
    from honing.references.decode import NotText, decode

    try:
        return decode(raw)
    except NotText as exc:
        fail(f"{name} {exc}")


def prompt_limit() -> int:
    """The largest prompt a command reads: ``HONING_MAX_PROMPT_BYTES`` or the default."""
    raw = os.environ.get("HONING_MAX_PROMPT_BYTES", "").strip()
    if not raw:
        return MAX_PROMPT_BYTES
    if not re.fullmatch(r"[0-9]{1,13}", raw) or int(raw) == 0:
        fail(f"HONING_MAX_PROMPT_BYTES must be a positive whole number of bytes (at most 13 digits), not {raw!r}")
    return int(raw)


def _size(count: int) -> str:
    return f"{count / (1024 * 1024):.1f} MiB" if count >= 1024 * 1024 else f"{count:,} bytes"


def _too_large(name: str, limit: int) -> str:
    return (f"{name} is over the {_size(limit)} limit for one prompt; set HONING_MAX_PROMPT_BYTES "
            "to raise it, or split or exclude the file")


def read_inputs(files: tuple[str, ...], text: str | None, *, directories: bool = False,
                stdin_name: str | None = None, limited: bool = True) -> Iterator[Input]:
    """The prompts named on the command line: files, ``-`` (standard input), globs, and
    with ``directories`` the prompt files under a directory (:func:`prompt_files`).
    With ``limited``, a prompt over :func:`prompt_limit` is refused when named and
    skipped with a note when found in a directory; a glob or a directory only yields
    regular files (a named pipe or a device is read only when named)."""
    limit = prompt_limit() if limited else None
    if text is not None:
        if files:
            fail("give either FILE arguments or --text, not both")
        yield Input(None, text, None)
        return
    if not files:
        fail("give a prompt FILE, '-' for standard input, or --text \"…\"")
    for name in files:
        if name == "-":
            source = stdin_name or "<stdin>"
            if sys.stdin is None:
                fail("standard input is closed: give a FILE or --text \"…\" instead of '-'")
            raw = sys.stdin.buffer.read() if limit is None else sys.stdin.buffer.read(limit + 1)
            if limit is not None and len(raw) > limit:
                fail(_too_large("standard input", limit))
            yield Input(source, _decode(raw, "standard input"), Path(stdin_name) if stdin_name else None)
            continue
        paths = [name]
        if any(c in name for c in "*?[") and not Path(name).exists():
            matched = sorted(glob.glob(name, recursive=True))
            paths = [p for p in matched if Path(p).is_file() or Path(p).is_dir()]
            if not paths:
                fail(f"no file matches {name}" if not matched else f"{name} matches no regular file")
        for p in paths:
            path = Path(p)
            if not path.exists():
                fail(f"{p}: no such file")
            if path.is_dir():
                if not directories:
                    fail(f"{p} is a directory; give a file or a glob such as '{p}/*.txt'")
                found = prompt_files(path)
                if not found:
                    fail(f"{p}: no prompt files in this directory (looked for {', '.join(PROMPT_SUFFIXES)})")
                for f in found:
                    inp = _read_file(f, found=True, limit=limit)
                    if inp is not None:
                        yield inp
                continue
            inp = _read_file(path, limit=limit)
            assert inp is not None  # a named file over the limit has failed
            yield inp


def _read_file(path: Path, *, found: bool = False, limit: int | None = None) -> Input | None:
    """``path`` decoded; over ``limit`` bytes, a named file fails and a file found by
    walking a folder is skipped with a note (None)."""
    try:
        with path.open("rb") as handle:
            raw = handle.read() if limit is None else handle.read(limit + 1)
    except OSError as exc:
        fail(f"cannot read {path}: {exc.strerror}")
    if limit is not None and len(raw) > limit:
        if not found:
            fail(_too_large(str(path), limit))
        click.echo(f"hone: note: skipped {_too_large(str(path), limit)}", err=True)
        return None
    return Input(str(path), _decode(raw, str(path)), path, found)


def config_for(inp: Input, config_path: str | None) -> Config:
    """The configuration of one input: ``--config``, else the nearest one above its file,
    else above the current directory — looked up once per folder in one command."""
    from honing.engine.config import discover, load_file

    folder = inp.path.parent if inp.path else Path.cwd()
    ctx = click.get_current_context(silent=True)
    cache: dict[tuple[str | None, Path], Config] = ctx.meta.setdefault("hone.configs", {}) if ctx else {}
    key = (config_path, folder.resolve())
    if key not in cache:
        cache[key] = load_file(Path(config_path)) if config_path else discover(folder)
    return cache[key]


def _one_text(file: str | None, text: str | None, *, limited: bool = True) -> Input:
    inputs = list(read_inputs((file,) if file else (), text, limited=limited))
    if len(inputs) != 1:
        fail("give exactly one prompt")
    return inputs[0]


def _where(inp: Input) -> str:
    return inp.source or "the prompt"


@click.group(cls=HoneGroup, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="honing", prog_name="hone", help="Show the version and exit.")
@color_option
def main() -> None:
    """honing — analyze, optimize and restructure prompts, offline and deterministic.

    Exit codes: 0 success, 1 a gate you set failed, 2 bad usage or unusable input (one
    line on stderr), 130 interrupted, 141 the reader closed the pipe."""


# ----------------------------------------------------------------------------- analyze


FORMAT_HELP = {
    "text": "a readable report",
    "json": "one JSON array with an object per prompt (always an array)",
    "markdown": "a Markdown report to paste into a review",
    "sarif": "SARIF 2.1.0 for code scanning (one run, every prompt)",
}


def format_option(choices: Sequence[str], what: dict[str, str] | None = None) -> Callable[[F], F]:
    described = "; ".join(f"{c}: {(what or FORMAT_HELP).get(c, c)}" for c in choices)
    return click.option("--format", "fmt", type=click.Choice(list(choices)), default=choices[0], show_default=True,
                        help=f"Output format — {described}.")


def _codes(values: tuple[str, ...], flag: str) -> set[str]:
    """Rule codes from ``--select`` / ``--ignore``; an unknown one is a usage error."""
    from honing.engine.registry import UnknownRuleError, resolve_codes

    try:
        return resolve_codes(values, flag)
    except UnknownRuleError as exc:
        fail(str(exc))


@dataclass(frozen=True)
class Piece:
    """What the parent prints for one report, and what the closing summary needs of it."""

    text: str
    source: str | None
    score: int
    severities: tuple[str, ...]  # one entry per finding
    sarif: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class Renderer:
    """How report ``i`` is printed: the same bytes as rendering the whole list at once (a
    JSON array, text reports between blank lines, …). Picklable, so a worker process can
    render what it analyzed and send back text instead of a report."""

    fmt: str
    quiet: bool = False
    color: bool = False
    explain_security: bool = False

    def __call__(self, i: int, report: Any) -> Piece:
        severities = tuple(f.severity.value for f in report.findings)
        if self.fmt == "sarif":
            from honing.render import sarif

            return Piece("", report.source, report.score.overall, severities, sarif.results(report))
        if self.fmt == "json":
            body = ("[\n" if i == 0 else ",\n") + textwrap.indent(json_out.dumps(report.to_dict(self.explain_security)), "  ")
        elif self.fmt == "markdown":
            from honing.render import markdown

            body = ("\n" if i else "") + markdown.render(report)
        else:
            from honing.render import text as text_render

            body = ("\n\n" if i else "") + text_render.render(report, color=self.color, verbose=not self.quiet,
                                                                 explain_security=self.explain_security)
        return Piece(body, report.source, report.score.overall, severities)


# Work estimates for choosing processes and chunks (bench/bench_jobs.py measures them on
# this machine: an analysis and its rendering cost a fixed part plus a part per character).
_FIXED_SECONDS = 0.0008
_SECONDS_PER_CHAR = 2.5e-6
_WORKER_MIN_SECONDS = 0.5  # a worker process must get at least this much work to pay for itself
# the smallest and largest share sent to a worker at once: large enough that sending it
# costs little (about a millisecond), small enough that a closed pipe or Ctrl-C waits
# only for the few chunks already handed out
_CHUNK_SECONDS = (0.02, 0.1)


def plan(sizes: Sequence[int], jobs: int, cores: int) -> tuple[int, list[range]]:
    """Processes and contiguous chunks for prompts of ``sizes`` characters. ``jobs`` 0 means
    as many processes as the work pays for, up to ``cores``; ``jobs`` N means N (never more
    than there are prompts). Chunks carry about the same estimated work, about eight per
    process so a slow chunk does not leave the others idle."""
    costs = [_FIXED_SECONDS + n * _SECONDS_PER_CHAR for n in sizes]
    total = sum(costs)
    if jobs == 0:
        workers = max(1, min(cores, int(total // _WORKER_MIN_SECONDS)))
    else:
        workers = max(1, min(jobs, len(sizes)))
    if workers == 1:
        return 1, [range(len(sizes))]
    target = min(max(total / (workers * 8), _CHUNK_SECONDS[0]), _CHUNK_SECONDS[1], total / workers)
    chunks: list[range] = []
    start, acc = 0, 0.0
    for i, c in enumerate(costs):
        acc += c
        if acc >= target:
            chunks.append(range(start, i + 1))
            start, acc = i + 1, 0.0
    if start < len(costs):
        chunks.append(range(start, len(costs)))
    return min(workers, len(chunks)), chunks


def free_cores() -> int:
    """Cores not already busy: the available cores less the one-minute load average
    (rounded down), at least one — as ``make -l`` does. On a machine that other work
    keeps busy, more processes only compete for the same cores."""
    from honing.engine.batch import worker_count

    cores = worker_count(0)
    try:
        load = os.getloadavg()[0]
    except (OSError, AttributeError):  # pragma: no cover - platforms without a load average
        return cores
    return max(1, min(cores, cores - int(load)))


def _render_chunk(jobs: Sequence[Any], first: int, renderer: Renderer, timings: bool) -> list[Piece]:
    import gc

    from honing.engine import analyze

    # as in the library's batch: an analysis frees what it makes by reference counting, so
    # the cyclic collector would only rescan the many short-lived objects
    gc.disable()
    try:
        return [renderer(first + k, analyze(job.text, config=job.config, source=job.source, timings=timings))
                for k, job in enumerate(jobs)]
    finally:
        gc.enable()


def _pieces(jobs: list[Any], renderer: Renderer, *, workers: int, chunks: list[range],
            timings: bool) -> Generator[Piece, None, None]:
    """Every job's piece, in input order. One process: the library's batch (reports, then
    rendered here). Several: each worker analyzes and renders a chunk, so only text and a
    few numbers cross between processes."""
    from honing.engine import batch

    if workers <= 1:
        for i, report in enumerate(batch.iter_jobs(jobs, workers=1, timings=timings)):
            yield renderer(i, report)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    for job in jobs:  # named before any work starts, as the library's batch does
        if not job.text.strip():
            raise EmptyPromptError(job.source)
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    if context.get_start_method() == "fork":
        # load the tables (tokenizer, vocabularies, signatures) once, here: forked workers
        # share them instead of each loading its own copy
        from honing.engine import analyze

        analyze(jobs[0].text, config=jobs[0].config, timings=False)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    try:
        parts = pool.map(_render_chunk, [jobs[c.start:c.stop] for c in chunks], [c.start for c in chunks],
                         [renderer] * len(chunks), [timings] * len(chunks))
        for part in parts:
            yield from part
    except BaseException:
        # a closed pipe, Ctrl-C or an error: the chunks not started yet are dropped, not run
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


def _progress(total: int) -> Any:
    """A progress bar on standard error when it is a terminal, the reports go to a file or
    a pipe, and there is more than one prompt. Reports printed to the terminal are their
    own progress, and a pipe or a log file never sees a bar."""
    if total < 2 or not _terminal(sys.stderr) or _terminal(sys.stdout):
        return None
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeRemainingColumn,
    )

    console = Console(stderr=True, force_terminal=True, color_system="auto" if use_color(sys.stderr) else None)
    return Progress(TextColumn("analyzing"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                    console=console, transient=True, redirect_stdout=True)


# inputs at least this large show a working indicator while one long call runs
LONG_INPUT_CHARS = 256_000


def _working(verb: str, text: str) -> Any:
    """A spinner with the elapsed time on standard error while a long input (restructure
    or optimize of a large file) is processed, on a terminal only; a context manager that
    does nothing otherwise."""
    import contextlib

    if len(text) < LONG_INPUT_CHARS or not _terminal(sys.stderr):
        return contextlib.nullcontext()
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    console = Console(stderr=True, force_terminal=True, color_system="auto" if use_color(sys.stderr) else None)
    progress = Progress(SpinnerColumn(), TextColumn(f"{verb} {len(text) / 1e6:.1f} M characters"),
                        TimeElapsedColumn(), console=console, transient=True)

    @contextlib.contextmanager
    def running() -> Iterator[None]:
        with progress:
            progress.add_task(verb, total=None)
            yield

    return running()


def _names(items: list[str], limit: int = 10) -> str:
    shown = ", ".join(items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


def summary_lines(pieces: list[Piece], fail_under: int | None, fail_on: str | None) -> tuple[list[str], bool]:
    """The closing summary (files, findings by severity, scores) and each gate's verdict
    naming the prompts that failed it; and whether a gate failed."""
    from honing.engine.findings import Severity

    lines: list[str] = []
    counts = Counter(s for p in pieces for s in p.severities)
    if len(pieces) > 1:
        by = ", ".join(f"{counts[s.value]} {s.value}" for s in Severity)
        scores = [p.score for p in pieces]
        lines.append(f"{len(pieces)} prompts, {sum(counts.values())} findings ({by}), "
                     f"scores {min(scores)}-{max(scores)}")
    failed = False
    if fail_under is not None:
        below = [p for p in pieces if p.score < fail_under]
        failed = failed or bool(below)
        lines.append(f"gate --fail-under {fail_under}: " + (
            f"failed by {len(below)} of {len(pieces)}: " + _names([f"{p.source or '<text>'} ({p.score})"
                                                                   for p in below])
            if below else "passed"))
    if fail_on is not None:
        floor = Severity(fail_on).rank
        hit = [(p, sum(1 for s in p.severities if Severity(s).rank >= floor)) for p in pieces]
        over = [(p, n) for p, n in hit if n]
        failed = failed or bool(over)
        lines.append(f"gate --fail-on {fail_on}: " + (
            f"failed by {len(over)} of {len(pieces)}: " + _names([f"{p.source or '<text>'} ({n} at {fail_on} or "
                                                                   f"above, score {p.score})" for p, n in over])
            if over else "passed"))
    return lines, failed


@main.command("analyze")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Analyze this text instead of files.")
@format_option(["text", "json", "markdown", "sarif"])
@click.option("--fail-under", type=click.IntRange(0, 100), metavar="SCORE",
              help="Gate: exit 1 when a prompt scores below SCORE (0-100).")
@click.option("--fail-on", type=click.Choice(["critical", "warning", "info"]),
              help="Gate: exit 1 when a prompt has a finding at this severity or above.")
@click.option("--select", multiple=True, metavar="CODES",
              help="Run only these rules (codes or dimension names, comma-separated or repeated).")
@click.option("--ignore", multiple=True, metavar="CODES",
              help="Skip these rules (codes or dimension names, comma-separated or repeated).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml instead of the one found above each file.")
@click.option("--model", help=f"Model whose tokenizer counts the tokens (default: the configured model, else {DEFAULT_MODEL}).")
@click.option("--stdin-filename", metavar="NAME",
              help="Name for the prompt read from '-': used in reports and SARIF, and to find its configuration.")
@click.option("--no-timings", is_flag=True, help="Omit stage timings (ms = null) for byte-identical output.")
@click.option("--quiet", "-q", is_flag=True, help="Text format: hide the per-dimension checks.")
@click.option("--explain-security", is_flag=True,
              help="Text and JSON: for each security finding, the signatures that matched, the classifier's "
                   "probability and evidence n-grams, and the decision path to its severity.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=1, show_default=True,
              help="Processes for many prompts: N, or 0 for as many as the work pays for (up to one per idle "
                   "core); the output is the same.")
@color_option
@guarded
def analyze_cmd(files: tuple[str, ...], text: str | None, fmt: str, fail_under: int | None, fail_on: str | None,
                select: tuple[str, ...], ignore: tuple[str, ...], config_path: str | None, model: str | None,
                stdin_filename: str | None, no_timings: bool, quiet: bool, explain_security: bool,
                jobs: int) -> None:
    """Analyze prompt FILES (directories, globs, - for stdin, or --text) and report score and findings.

    A directory is searched for prompt files: *.txt, *.md, *.markdown, *.prompt, *.mdc and
    .cursorrules-style files, skipping version-control, virtual-environment, cache and build
    folders and hidden folders other than .github, .cursor, .claude, .gemini and .codex."""
    from honing.engine.batch import Job
    from honing.engine.config import inline_suppressions
    from honing.engine.registry import rules

    chosen = _codes(select, "--select") if select else None
    ignored = _codes(ignore, "--ignore")
    if model:
        from honing.tokens import lookup

        lookup(model)
    batch: list[Job] = []
    for inp in read_inputs(files, text, directories=True, stdin_name=stdin_filename):
        if inp.found and not inp.text.strip():
            click.echo(f"hone: note: skipped {inp.source} (empty)", err=True)
            continue
        config = config_for(inp, config_path)
        if model:
            config = replace(config, model=model)
        if chosen is not None or ignored:
            # --select replaces the configuration's choice of rules; --ignore takes rules away
            everything = set(rules())
            kept = chosen if chosen is not None else everything - config.disable
            config = replace(config, disable=frozenset(everything - (kept - ignored)))
        try:
            inline_suppressions(inp.text)
        except ConfigError as exc:
            raise ConfigError(f"{_where(inp)}: {exc}") from None
        batch.append(Job(inp.text, config, inp.source))
    if not batch:
        fail("no prompt to analyze (every file found was empty)")
    workers, chunks = plan([len(j.text) for j in batch], jobs, free_cores())
    color = use_color(sys.stdout) if fmt == "text" else False
    renderer = Renderer(fmt, quiet, color, explain_security)
    pieces: list[Piece] = []
    progress = _progress(len(batch))
    task = progress.add_task("analyze", total=len(batch)) if progress is not None else None
    if progress is not None:
        progress.start()
    stream = _pieces(batch, renderer, workers=workers, chunks=chunks, timings=not no_timings)
    try:
        for piece in stream:
            if fmt != "sarif":
                click.echo(piece.text, nl=False, color=color)
            pieces.append(replace(piece, text=""))
            if progress is not None:
                progress.advance(task)
    finally:
        stream.close()  # on a closed pipe or Ctrl-C, the workers' remaining chunks are dropped now
        if progress is not None:
            progress.stop()
    if fmt == "sarif":
        from honing.render import sarif
        from honing.security.injection import SIGNATURE_VERSION

        click.echo(json_out.dumps(sarif.document((r for p in pieces for r in p.sarif), SIGNATURE_VERSION)))
    else:
        click.echo("\n]" if fmt == "json" else "")
    lines, failed = summary_lines(pieces, fail_under, fail_on)
    for line in lines:
        click.echo(f"hone: {line}", err=True)
    if failed:
        sys.exit(1)


# ----------------------------------------------------------------------------- rules, tokens, cost, models


@main.command("rules")
@click.argument("code", required=False)
@format_option(["text", "json", "markdown"], {
    "text": "a table of the rules, or a rule's page (rendered on a terminal, Markdown when piped)",
    "json": "the same as data", "markdown": "the rule's page as Markdown source"})
@color_option
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
    elif fmt == "text" and _terminal(sys.stdout):
        from rich.console import Console
        from rich.markdown import Markdown

        color = use_color(sys.stdout)
        Console(color_system="auto" if color else None, highlight=False).print(Markdown(docs.rule_page(catalog[code])))
    else:
        click.echo(docs.rule_page(catalog[code]))


def _counted_inputs(files: tuple[str, ...], text: str | None, config_path: str | None,
                    models: tuple[str, ...]) -> Iterator[tuple[Input, tuple[str, ...]]]:
    """Each input with the models to count it for: ``--model`` when given, else the model
    its configuration names (the default model when none)."""
    # counting is cheap: a dump larger than any prompt may still be counted
    for inp in read_inputs(files, text, directories=True, limited=False):
        yield inp, models or (config_for(inp, config_path).model,)


@main.command("tokens")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Count this text instead of files.")
@click.option("--model", "models", multiple=True,
              help=f"Model name (repeatable); default: the configured model ({DEFAULT_MODEL} when none is configured).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml for the default model.")
@format_option(["text", "json"], {"text": "one line per file and model",
                                  "json": "an array of {source, model, count, encoding, label}"})
@guarded
def tokens_cmd(files: tuple[str, ...], text: str | None, models: tuple[str, ...], config_path: str | None,
               fmt: str) -> None:
    """Count the tokens of FILES (or - for stdin, or --text) for one or more models, with encoding and label."""
    from honing.tokens import count_tokens

    rows = [(inp, count_tokens(inp.text, m)) for inp, names in _counted_inputs(files, text, config_path, models)
            for m in names]
    if fmt == "json":
        click.echo(json_out.dumps([{"source": inp.source, **c.to_dict()} for inp, c in rows]))
        return
    many = len({id(inp) for inp, _ in rows}) > 1
    width = max((len(inp.source or "") for inp, _ in rows), default=0)
    for inp, c in rows:
        prefix = f"{inp.source or '<text>':<{width}}  " if many else ""
        click.echo(f"{prefix}{c.model:<28} {c.count:>8} tokens  {c.label:<11} ({c.encoding})")


@main.command("cost")
@click.argument("files", nargs=-1)
@click.option("--text", "text", help="Price this text instead of files.")
@click.option("--model", "models", multiple=True,
              help=f"Model name (repeatable); default: the configured model ({DEFAULT_MODEL} when none is configured).")
@click.option("--output-tokens", type=click.IntRange(min=0), default=None,
              help="Expected output tokens, priced at the model's output rate (default 0).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml for the default model.")
@format_option(["text", "json"], {"text": "one line per file and model",
                                  "json": "an array of {source, model, input_tokens, …, total_cost, currency}"})
@guarded
def cost_cmd(files: tuple[str, ...], text: str | None, models: tuple[str, ...], output_tokens: int | None,
             config_path: str | None, fmt: str) -> None:
    """Estimate the cost of sending FILES (or - for stdin, or --text) to a model, from the dated price table."""
    from honing.tokens import estimate_cost

    rows = [(inp, estimate_cost(inp.text, m, output_tokens))
            for inp, names in _counted_inputs(files, text, config_path, models) for m in names]
    if fmt == "json":
        click.echo(json_out.dumps([e.row(inp.source) for inp, e in rows]))
        return
    many = len({id(inp) for inp, _ in rows}) > 1
    for inp, e in rows:
        prefix = f"{inp.source or '<text>'}: " if many else ""
        click.echo(f"{prefix}{e.model}: {e.input_tokens} input tokens ({e.label}) = {e.input_cost:.6f} {e.currency}; "
                   f"{e.output_tokens} output tokens = {e.output_cost:.6f}; total {e.total_cost:.6f} {e.currency} "
                   f"(prices checked {e.price_as_of}; {e.source})")


def _price(value: float | None) -> str:
    return "-" if value is None else f"{value:g}"


@main.command("models")
@click.option("--provider", help="Only this provider (openai, anthropic, google, …).")
@format_option(["text", "json"], {"text": "an aligned table (- where the catalog has no figure)",
                                  "json": "an array of catalog entries"})
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
    header = ("model", "provider", "tokenizer", "label", "context", "input", "output", "cached", "checked")
    rows = [header] + [(m.id, m.provider, m.tokenizer, m.label,
                        f"{m.context_window:,}" if m.context_window else "-", _price(m.input_per_mtok),
                        _price(m.output_per_mtok), _price(m.cached_input_per_mtok), m.price_checked or "-")
                       for m in entries]
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    right = {4, 5, 6, 7}  # numbers line up on the right
    for r in rows:
        cells = [r[i].rjust(widths[i]) if i in right else r[i].ljust(widths[i]) for i in range(len(header))]
        click.echo("  ".join(cells).rstrip())
    sources = sorted({m.source.split(":")[0] for m in entries})
    click.echo(f"source: {', '.join(sources)}")


@main.command("optimize")
@click.argument("file", required=False)
@click.option("--text", "text", help="Optimize this text instead of a file.")
@click.option("--goal", type=click.Choice(["balanced", "tokens", "quality"]),
              help=f"tokens: fewest tokens; quality: highest score; balanced: highest score within {TOKEN_ALLOWANCE:.0%} of the "
                   "original's tokens. Default: balanced, or tokens with --write (a rewrite never makes the "
                   "file longer unless you ask for another goal).")
@click.option("--mode", type=click.Choice(["conservative", "balanced", "structured"]),
              help="Use only this mode (its candidate is chosen when valid).")
@click.option("--model", help=f"Model for token counts and cost (default: the configured model, else {DEFAULT_MODEL}).")
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
    inp = _one_text(file, text)
    if write and inp.path is None:
        fail("--write needs a FILE (not standard input or --text)")
    goal = goal or ("tokens" if write else "balanced")
    config = config_for(inp, config_path)
    with _working("optimizing", inp.text):
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
            _rewrite(inp.path, result.chosen.text, backup=backup)
        if not quiet:
            click.echo(f"hone: {'rewrote' if result.changed else 'left unchanged'} {inp.source}", err=True)
    if not quiet and fmt == "text":
        click.echo("hone: " + render.summary(result), err=True)


def _rewrite(path: Path, text: str, *, backup: bool) -> None:
    """Replace ``path`` with ``text`` in the file's own encoding (a UTF-16 or UTF-32 file
    with a byte-order mark stays one; a UTF-8 mark is kept), through a temporary file and
    an atomic rename, so an interruption leaves either the old file or the new one. A
    backup never overwrites another: FILE.bak, then FILE.bak.1, FILE.bak.2, … A symbolic link
    stays a link: the file it points at is rewritten (CLAUDE.md -> AGENTS.md)."""
    import tempfile

    from honing.references.decode import bom_encoding

    real = path.resolve()
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


def default_store() -> Path:
    """Where saved tool results live when neither ``--store``, the configuration nor
    HONING_STORE says: the user's data folder (``~/.local/share/honing`` on Linux,
    ``~/Library/Application Support/honing`` on macOS, ``%LOCALAPPDATA%\\honing`` on
    Windows), so no project folder gets a database it did not ask for."""
    import platformdirs

    return platformdirs.user_data_path("honing", appauthor=False) / "results.sqlite"


STORE_HELP = ("Result store, a SQLite file (default: results.sqlite in the user data folder, e.g. "
              "~/.local/share/honing; or HONING_STORE, or [tool.honing.references] store).")


def _reference_settings(config: Config, home: str | None, workspace: str | None, store: str | None) -> dict[str, Any]:
    """Flags win over [tool.honing.references] in the configuration, which wins over the
    environment (HONING_HOME, HONING_WORKSPACE, HONING_STORE) and the defaults. A home or
    workspace that is not an existing folder is an error naming where it came from."""
    from honing.references import Limits

    refs = dict(config.references)  # checked by the schema when the configuration was loaded
    base = Path(config.source).parent if config.source else Path.cwd()
    origins: dict[str, str] = {}

    def pick(flag: str | None, key: str, env: str) -> str | None:
        if flag:  # a path typed on the command line is relative to the current directory
            origins[key] = f"--{key}"
            return str(Path(flag).expanduser().absolute())
        if key in refs:
            origins[key] = f"'references.{key}' in {config.source}"
            return str(base / str(refs[key]))
        if os.environ.get(env):
            origins[key] = env
            return os.environ[env]
        return None

    settings: dict[str, Any] = {"home": pick(home, "home", "HONING_HOME"),
                                "workspace": pick(workspace, "workspace", "HONING_WORKSPACE"),
                                "store": pick(store, "store", "HONING_STORE"),
                                "limits": Limits.from_mapping(dict(refs.get("limits", {})),
                                                              " in [tool.honing.references.limits]")}
    folder = Path(settings["home"]).expanduser() if settings["home"] else None
    if folder is not None and not folder.is_dir():
        fail(f"{origins['home']} {home or settings['home']}: no such folder (the home is where relative @file paths start)")
    if settings["workspace"]:
        ws = Path(settings["workspace"]).expanduser()
        ws = ws if ws.is_absolute() else (folder or Path.cwd()) / ws
        if not ws.is_dir():
            fail(f"{origins['workspace']} {workspace or settings['workspace']}: no such folder (the workspace confines "
                 f"@folder and git references)")
    return settings


def _store_path(path: str | None) -> Path:
    return Path(path).expanduser() if path else default_store()


def _session_config(config_path: str | None) -> Config:
    from honing.engine.config import discover, load_file

    return load_file(Path(config_path)) if config_path else discover(Path.cwd())


@main.command("expand")
@click.argument("file", required=False)
@click.option("--text", "text", help="Expand the references in this text instead of a file.")
@click.option("--home", help="Profile home: relative @file and @folder paths start here (default: the current "
                             "directory; or HONING_HOME).")
@click.option("--workspace", help="Workspace root that confines @folder and git references; relative paths are also "
                                  "looked up here (default: the home; or HONING_WORKSPACE).")
@click.option("--session", help="Session id: @result references resolve only within it.")
@click.option("--store", "store_path", help=STORE_HELP)
@format_option(["text", "json"], {"text": "the message with the attached blocks; warnings on standard error",
                                  "json": "{text, blocks, warnings, citations}"})
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@guarded
def expand_cmd(file: str | None, text: str | None, home: str | None, workspace: str | None, session: str | None,
               store_path: str | None, fmt: str, config_path: str | None) -> None:
    """Expand @file, @folder, @diff, @staged, @git:N, @url and @result references in FILE.

    Prints the message with the attached blocks; warnings go to standard error (exit 0).
    A relative @file or @folder path is looked up under the home, then under the
    workspace; a folder must lie inside the workspace."""
    from honing.references import ResultStore, default_roots, expand_references

    inp = _one_text(file, text)
    config = config_for(inp, config_path) if inp.path else _session_config(config_path)
    settings = _reference_settings(config, home, workspace, store_path)
    home_path, workspace_path = default_roots(settings["home"], settings["workspace"])
    store = None
    if session:
        db = _store_path(settings["store"])
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
@click.option("--session", required=True, help="Session the result belongs to (not empty).")
@click.option("--tool", default="", help="Name of the tool that produced it.")
@click.option("--id", "result_id", help="Use this id instead of a content-derived one: 1-128 letters, digits, "
                                        "'_', '.' or '-', so that @result:ID can name it.")
@click.option("--replace", is_flag=True, help="Overwrite the result --id already names (otherwise an error).")
@click.option("--home", help="Profile home (default: the current directory); only for a store configured there.")
@click.option("--store", "store_path", help=STORE_HELP)
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@guarded
def results_save(file: str | None, text: str | None, session: str, tool: str, result_id: str | None,
                 replace: bool, home: str | None, store_path: str | None, config_path: str | None) -> None:
    """Save FILE as a tool result of SESSION and print its id."""
    from honing.references import ResultStore
    from honing.references.store import IdTaken, session_problem
    from honing.references.syntax import result_id_problem

    problem = session_problem(session)
    if problem:
        fail(f"--session: {problem}")
    if result_id is not None and (problem := result_id_problem(result_id)):
        fail(f"--id: {problem}")
    inp = _one_text(file, text, limited=False)  # a tool's output is not a prompt: any size
    settings = _reference_settings(_session_config(config_path), home, None, store_path)
    store = ResultStore(_store_path(settings["store"]))
    if replace and result_id is None:
        fail("--replace only makes sense with --id (a content-derived id never names other content)")
    try:
        click.echo(store.save(session, inp.text, tool=tool, result_id=result_id, replace=replace))
    except IdTaken:
        fail(f"--id {result_id} already names another result of session {session}; add --replace to overwrite it")


@results_group.command("list")
@click.option("--session", required=True, help="The session whose results are listed.")
@click.option("--home", help="Profile home (default: the current directory).")
@click.option("--store", "store_path", help=STORE_HELP)
@click.option("--config", "config_path", type=click.Path(dir_okay=False), help="Use this honing.toml / pyproject.toml.")
@guarded
def results_list(session: str, home: str | None, store_path: str | None, config_path: str | None) -> None:
    """List the saved results of SESSION."""
    from honing.references import ResultStore

    settings = _reference_settings(_session_config(config_path), home, None, store_path)
    db = _store_path(settings["store"])
    if not db.exists():
        return
    for r in ResultStore(db).list(session):
        click.echo(f"{r.result_id}  {r.tool or '-':<12} {len(r.content.encode('utf-8')):>8} bytes  {r.created_at}")


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

    inp = _one_text(file, text)
    facts = None
    if project:
        root = Path(project)
        if not root.is_dir():
            fail(f"--project {project}: no such directory")
        facts, problems = gather(root)
        for problem in problems:
            click.echo(f"hone: warning: could not read {problem}", err=True)
    with _working("restructuring", inp.text):
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
        click.echo(f"{s.format:<12} {s.id:<40} {s.turns:>4} turns  {s.last_activity or '-':<26} {s.path}")


@main.command("lsp")
@guarded
def lsp_cmd() -> None:
    """Run the language server on standard input and output (for editors)."""
    try:
        from honing.lsp.server import serve
    except ImportError as exc:
        fail(f"hone lsp needs pygls ({exc.name} is not installed): pip install 'honing[lsp]'")
    serve()


@main.command("batch")
@click.argument("inputs", metavar="INPUT...", nargs=-1, required=True)
@click.option("--output", "-o", required=True, help="Output file: Parquet, or JSONL when it ends in .jsonl.")
@click.option("--op", type=click.Choice(["analyze", "optimize", "tokens", "cost"]), default="analyze",
              show_default=True, help="analyze: scores and findings; optimize: the chosen text and tokens saved; "
              "tokens / cost: counts (and input cost) per --model.")
@click.option("--text-field", default="text", show_default=True, help="The field or column holding the prompt.")
@click.option("--id-field", help="A field or column to copy into the output's id column.")
@click.option("--model", "models", multiple=True, help="Count tokens and cost for this model (repeatable; default: "
              f"the configured model, {DEFAULT_MODEL} when none is).")
@click.option("--full", is_flag=True, help="Add the full report as JSON (column 'report'; analyze and optimize).")
@click.option("--format", "fmt", type=click.Choice(["parquet", "jsonl"]), help="Output format (default: by the "
              "output's suffix, else parquet).")
@click.option("--input-format", type=click.Choice(["jsonl", "csv", "tsv", "parquet"]),
              help="Read every input as this format (default: by suffix).")
@click.option("--errors", "errors_path", help="Errors file (default: OUTPUT with .errors.jsonl).")
@click.option("--report", "report_path", help="Also write a report with plots: REPORT.html or REPORT.md.")
@click.option("--resume", is_flag=True, help="Continue an interrupted run, skipping its finished chunks.")
@click.option("--engine", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="local: processes on this machine; dask: a Dask cluster (--scheduler) or a LocalCluster.")
@click.option("--scheduler", metavar="tcp://HOST:PORT", help="With --engine dask: the scheduler to use.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True,
              help="Processes (local) or LocalCluster workers (dask): 0 for one per core.")
@click.option("--chunk-rows", type=click.IntRange(min=1), default=1000, show_default=True,
              help="Rows per chunk: the unit of work, of saving and of resuming.")
@click.option("--max-chars", type=click.IntRange(min=1), default=100_000, show_default=True,
              help="Longer texts are recorded as errors (too_large), not processed.")
@click.option("--goal", type=click.Choice(["balanced", "tokens", "quality"]), default="balanced",
              show_default=True, help="With --op optimize: what the chosen candidate is best at.")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml (default: found above the first input).")
@click.option("--quiet", "-q", is_flag=True, help="Do not print the summary on standard error.")
@guarded
def batch_cmd(inputs: tuple[str, ...], output: str, op: str, text_field: str, id_field: str | None,
              models: tuple[str, ...], full: bool, fmt: str | None, input_format: str | None,
              errors_path: str | None, report_path: str | None, resume: bool, engine: str, scheduler: str | None,
              jobs: int, chunk_rows: int, max_chars: int, goal: str, config_path: str | None, quiet: bool) -> None:
    """Process a prompt corpus — JSONL, CSV or Parquet files, a folder or a glob — row by
    row into Parquet or JSONL: one output row per input row, bad rows in an errors file."""
    try:
        import pyarrow  # noqa: F401 - only `hone batch` needs it
    except ImportError:
        fail("hone batch needs pyarrow (not installed): pip install 'honing[batch]'")
    from honing import batch
    from honing.batch.report import lines
    from honing.engine.config import load_file

    shown, progress = _batch_progress(op) if not quiet else (_null(), None)
    try:
        with shown:
            summary = batch.run(list(inputs), output, op=op, engine=engine, text_field=text_field, id_field=id_field,
                                models=models or None, full=full, fmt=fmt, errors=errors_path, report=report_path,
                                resume=resume, workers=jobs, scheduler=scheduler, chunk_rows=chunk_rows,
                                max_chars=max_chars, goal=goal, input_format=input_format,
                                config=load_file(Path(config_path)) if config_path else None, progress=progress)
    except KeyboardInterrupt:
        click.echo("hone: batch: stopped; the finished chunks are kept: run the same command with --resume "
                   "to continue", err=True)
        raise
    if not quiet:
        for line in lines(summary):
            click.echo(f"hone: {line}", err=True)


def _null() -> Any:
    import contextlib

    return contextlib.nullcontext()


def _batch_progress(op: str) -> tuple[Any, Callable[[int, int | None], None] | None]:
    """A bar with rows/s and the time left on standard error when it is a terminal: the
    context that shows it, and the callback that moves it (None: no bar)."""
    if not _terminal(sys.stderr):
        return _null(), None
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        ProgressColumn,
        TextColumn,
        TimeRemainingColumn,
    )
    from rich.text import Text

    class RowsPerSecond(ProgressColumn):
        def render(self, task: Any) -> Text:
            return Text(f"{task.speed:,.0f} rows/s" if task.speed else "- rows/s")

    console = Console(stderr=True, force_terminal=True, color_system="auto" if use_color(sys.stderr) else None)
    bar = Progress(TextColumn(op), BarColumn(), MofNCompleteColumn(), RowsPerSecond(), TimeRemainingColumn(),
                   console=console, transient=True)
    task = bar.add_task(op, total=None)

    def advance(done: int, total: int | None) -> None:
        bar.update(task, completed=done, total=total)

    return bar, advance


# ----------------------------------------------------------------------------- check


def _git_files(root: Path) -> list[str] | None:
    """The files git would list under the folder ``root`` — tracked ones, and untracked
    ones that no ``.gitignore`` (at any level), ``.git/info/exclude`` ignores —
    relative to ``root``; ``None`` outside a git work tree or without git. git itself
    decides, so negations, nested ignore files and tracked-but-ignored files behave as
    in ``git status``; the user's global configuration is not read (the same files on
    every machine) and no program a repository can configure runs."""
    import shutil
    import subprocess

    from honing.references.git import _SAFE_CONFIG, _env

    git = shutil.which("git")
    if git is None:
        return None
    flags = [part for option in _SAFE_CONFIG for part in ("-c", option)]
    try:
        proc = subprocess.run([git, "--no-pager", *flags, "ls-files", "-z", "--cached", "--others",
                               "--exclude-standard", "--", "."], cwd=root, env=_env(), stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0:
        return None
    names = sorted({n for n in proc.stdout.decode("utf-8", "surrogateescape").split("\0") if n})
    return [n for n in names if (root / n).is_file()]


def _walk_files(root: Path) -> list[str]:
    """Every file under ``root`` (outside a git work tree), relative to it, skipping
    version-control, virtual-environment, dependency, cache and build folders."""
    found: list[str] = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
        rel = Path(folder).relative_to(root)
        found += [(rel / name).as_posix() for name in files if (Path(folder) / name).is_file()]
    return sorted(found)


def _shown(path: Path) -> str:
    """``path`` relative to the current directory, ``/``-separated."""
    try:
        return Path(os.path.relpath(path)).as_posix()
    except ValueError:  # pragma: no cover - another drive on Windows
        return path.as_posix()


def _relative_to_project(path: Path, folder: Path, config: Config) -> str:
    """The path ``include`` / ``exclude`` globs are matched against: relative to the
    folder of the configuration that set them, else to the folder being checked."""
    base = Path(config.source).parent.resolve() if config.source else folder.resolve()
    try:
        return path.resolve().relative_to(base).as_posix()
    except ValueError:
        return path.resolve().relative_to(folder.resolve()).as_posix() if folder.is_dir() else path.name


def discover_prompt_files(targets: Sequence[str], config_path: str | None) -> list[tuple[Path, Config]]:
    """The prompt files under ``targets``, each with its configuration: in a folder, the
    files the table (``honing/data/prompt_files.toml``) or ``include`` names, less
    ``exclude`` and what git ignores; a file named on the command line is checked
    whatever its name, unless ``exclude`` names it."""
    from honing.checking import patterns
    from honing.engine.config import discover, load_file

    chosen: dict[Path, Config] = {}
    for target in targets:
        path = Path(target)
        if not path.exists():
            fail(f"{target}: no such file or directory")
        config = load_file(Path(config_path)) if config_path else discover(path)
        if path.is_file():
            if not patterns.matching(_relative_to_project(path, path.parent, config), config.exclude):
                chosen.setdefault(path, config)
            continue
        listing = _git_files(path)
        names = listing if listing is not None else _walk_files(path)
        for name in names:
            file = path / name
            if patterns.prompt_pattern(name) is None and not patterns.matching(
                    _relative_to_project(file, path, config), config.include):
                continue
            if patterns.matching(_relative_to_project(file, path, config), config.exclude):
                continue
            chosen.setdefault(file, config)
    return sorted(chosen.items(), key=lambda item: _shown(item[0]))


def _fix(prepared: Any, path: Path, backup: bool) -> tuple[str | None, str]:
    """Apply the optimizer's ``balanced`` candidate to the prompt text of ``path`` when it
    passed validation: the new file text (front matter kept) and what happened."""
    from honing.optimizer import optimize

    result = optimize(prepared.body, goal="balanced", modes=("balanced",), config=prepared.config, timings=False)
    candidate = next((c for c in result.candidates if c.mode == "balanced"), None)
    if candidate is None:
        return None, "left unchanged (the balanced optimizer has nothing to change)"
    if not candidate.valid:
        reasons = "; ".join(f.condition for f in candidate.failed) or "validation failed"
        return None, f"left unchanged (the balanced candidate failed validation: {reasons})"
    if candidate.text == prepared.body:
        return None, "left unchanged (the balanced candidate is the same text)"
    from honing.checking.check import guarded_lines

    guarded = guarded_lines(prepared, [(c.start, c.end) for c in candidate.changes])
    if guarded:
        return None, (f"left unchanged (the balanced candidate edits line {', '.join(map(str, guarded))}, which a "
                      f"suppression comment guards)")
    body = candidate.text
    ending = "\r\n" if prepared.body.endswith("\r\n") else "\n"
    if prepared.body.endswith(ending) and not body.endswith(ending):
        body += ending  # the file's last line break is the file's, not the prompt's
    text = prepared.text[:prepared.offset] + body
    _rewrite(path, text, backup=backup)
    return text, f"fixed ({len(candidate.changes)} changes, score {result.original.score} -> {candidate.score})"


@main.command("check")
@click.argument("paths", nargs=-1)
@click.option("--format", "fmt", type=click.Choice(["text", "json", "sarif", "github"]), default="text",
              show_default=True, help="Output format — text: 'path:line:col: severity code message' lines; json: "
              "{files, summary}; sarif: SARIF 2.1.0 for code scanning; github: workflow annotations.")
@click.option("--fail-under", type=click.IntRange(0, 100), metavar="SCORE",
              help="Gate: exit 1 when a file scores below SCORE (0-100).")
@click.option("--fail-on", type=click.Choice(["critical", "warning", "info"]),
              help="Gate: exit 1 when a file has a finding (not suppressed) at this severity or above.")
@click.option("--show-suppressed", is_flag=True, help="Also list the findings suppression comments silence.")
@click.option("--fix", is_flag=True, help="Rewrite each file with findings with the optimizer's balanced candidate, "
              "only when it passed validation; then report the files as rewritten.")
@click.option("--backup", is_flag=True, help="With --fix: keep the original as FILE.bak (never overwriting one).")
@click.option("--config", "config_path", type=click.Path(dir_okay=False),
              help="Use this honing.toml / pyproject.toml instead of the one found above each PATH.")
@click.option("--jobs", "-j", type=click.IntRange(min=0), default=0, show_default=True,
              help="Processes: 0 for as many as the work pays for (up to one per idle core), or N.")
@guarded
def check_cmd(paths: tuple[str, ...], fmt: str, fail_under: int | None, fail_on: str | None, show_suppressed: bool,
              fix: bool, backup: bool, config_path: str | None, jobs: int) -> None:
    """Check the prompt files of a repository: CLAUDE.md, AGENTS.md, GEMINI.md, Copilot,
    Cursor, Windsurf and Claude Code files, *.prompt, *.prompty and prompts/ folders
    (PATHS default to '.'; the table: docs/reference/prompt-files.md).

    Silence a rule for the next block with '<!-- hone: ignore[CODE, …] -->' (or
    '# hone: ignore[CODE]'), for the whole file with 'ignore-file[…]'."""
    from honing.checking import check as checking
    from honing.checking import output
    from honing.checking.patterns import has_front_matter
    from honing.engine import analyze
    from honing.engine.batch import Job, iter_jobs

    if backup and not fix:
        fail("--backup only makes sense with --fix")
    files = discover_prompt_files(paths or (".",), config_path)
    limit = prompt_limit()
    prepared: list[tuple[Path, Any]] = []
    for path, config in files:
        shown = _shown(path)
        # a gate does not pass over a file it could not read: over the limit is an error,
        # whether the file was named or found (exclude it, or raise the limit)
        read = _read_file(path, limit=limit)
        assert read is not None
        # by the whole path: `.claude/commands/x.md` has front matter even when checked from inside .claude/commands
        p = checking.prepare(shown, read.text, config,
                             front_matter=has_front_matter(path.resolve().as_posix()))
        if not p.body.strip():
            click.echo(f"hone: note: skipped {shown} (no prompt text)", err=True)
            continue
        prepared.append((path, p))
    results: list[Any] = []
    if prepared:
        workers, _ = plan([len(p.body) for _, p in prepared], jobs, free_cores())
        progress = _progress(len(prepared))
        task = progress.add_task("check", total=len(prepared)) if progress is not None else None
        if progress is not None:
            progress.start()
        reports = iter_jobs([Job(p.body, p.config, p.path) for _, p in prepared], workers=workers)
        # files fixed, by the file they are: links to one file are fixed once (CLAUDE.md -> AGENTS.md)
        fixed: dict[Path, tuple[str, str | None]] = {}
        try:
            for (path, p), report in zip(prepared, reports, strict=True):
                result = checking.finish(p, report)
                if fix and result.findings and path.resolve() in fixed:
                    first, now = fixed[path.resolve()]
                    if now is not None:  # report what the file holds now
                        p = checking.prepare(p.path, now, p.config, front_matter=p.offset > 0)
                        result = checking.finish(p, analyze(p.body, config=p.config, source=p.path, timings=False))
                        click.echo(f"hone: {p.path}: the same file as {first}, fixed once", err=True)
                elif fix and result.findings:
                    text, what = _fix(p, path, backup)
                    fixed[path.resolve()] = (p.path, text)
                    if text is not None:
                        p = checking.prepare(p.path, text, p.config, front_matter=p.offset > 0)
                        result = checking.finish(p, analyze(p.body, config=p.config, source=p.path, timings=False))
                    click.echo(f"hone: {p.path}: {what}", err=True)
                results.append((p, result))
                if fmt == "text":
                    for line in output.text_lines(result, show_suppressed=show_suppressed):
                        click.echo(line)
                elif fmt == "github":
                    for line in output.github_lines(result):
                        click.echo(line)
                if progress is not None:
                    progress.advance(task)
        finally:
            if progress is not None:
                progress.stop()
    checked = [r for _, r in results]
    if fmt == "json":
        click.echo(json_out.dumps(output.document(checked, show_suppressed=show_suppressed)))
    elif fmt == "sarif":
        from honing.render import sarif
        from honing.security.injection import SIGNATURE_VERSION

        click.echo(json_out.dumps(sarif.document(
            (r for p, res in results for r in output.sarif_results(res, p.text, show_suppressed=show_suppressed)),
            SIGNATURE_VERSION)))
    if not files:
        click.echo("hone: no prompt files found (see 'hone check --help' for what is looked for)", err=True)
    click.echo(f"hone: {output.summary_line(checked)}", err=True)
    pieces = [Piece("", r.path, r.score, tuple(f.severity for f in r.findings)) for r in checked]
    gates, failed = summary_lines(pieces, fail_under, fail_on)
    for line in gates:
        if line.startswith("gate "):
            click.echo(f"hone: {line}", err=True)
    if failed:
        sys.exit(1)


@main.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to bind (loopback by default; anything else exposes the API to the network).")
@click.option("--port", type=click.IntRange(1, 65535), default=8765, show_default=True, help="Port to listen on.")
@click.option("--db", help="Database URL: sqlite:///PATH or postgresql://USER@HOST:PORT/DB (default: runs.sqlite "
              "in the user data folder; env HONING_DB).", envvar="HONING_DB")
@click.option("--workspace", type=click.Path(), help="Folder that @file references, transcripts and ground's cwd "
              "must stay inside (default: the current directory).")
@click.option("--store", "store_path", help=STORE_HELP)
@click.option("--endpoint", envvar="HONING_GROUND_ENDPOINT", help="OpenAI-compatible base URL of a model that writes "
              "ground's instructions when a request or session names a model (env HONING_GROUND_ENDPOINT).")
@click.option("--llm-model", envvar="HONING_GROUND_MODEL", help="Default model at --endpoint (env HONING_GROUND_MODEL).")
@click.option("--allow-urls", is_flag=True, help="Let /api/expand fetch @url references (public addresses only); "
              "off by default, as in hone mcp.")
@guarded
def serve_cmd(host: str, port: int, db: str | None, workspace: str | None, store_path: str | None,
              endpoint: str | None, llm_model: str | None, allow_urls: bool) -> None:
    """Run the web UI and JSON API (OpenAPI page at /docs); every run is recorded."""
    import importlib.util

    def absent(module: str) -> bool:
        try:
            return importlib.util.find_spec(module) is None
        except ImportError:
            return True

    missing = [m for m in ("fastapi", "fastapi_offline", "uvicorn", "sqlalchemy", "alembic") if absent(m)]
    if missing:
        fail(f"hone serve needs the server extra ({', '.join(missing)} not installed): pip install 'honing[server]'")
    from honing.server.main import LOOPBACK, serve
    if host not in LOOPBACK:
        click.echo(f"hone: serve: binding {host}: the API has no authentication; anyone who can reach this "
                   "address can run it", err=True)
    serve(host=host, port=port, db=db, workspace=workspace, results=_store_path(store_path), endpoint=endpoint,
          model=llm_model, allow_urls=allow_urls, announce=lambda line: click.echo(f"hone: {line}", err=True))


if __name__ == "__main__":  # pragma: no cover
    main(prog_name="hone")
