"""The command group, its error handling and colour, shared by every command."""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Callable, Sequence
from functools import wraps
from typing import Any, NoReturn, TextIO, TypeVar

import click

from honing.errors import HoningError

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
        except RuntimeError as exc:
            # Python 3.11's Path.resolve() reports a symbolic link that points back at itself so
            if str(exc).startswith("Symlink loop from "):
                fail(f"{str(exc).removeprefix('Symlink loop from ')}: a symbolic link that loops back on itself; "
                     "give the file it should point at")
            raise
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


def is_terminal(stream: TextIO) -> bool:
    """A terminal that can redraw a line (for progress): not a pipe, not TERM=dumb."""
    return bool(getattr(stream, "isatty", lambda: False)()) and os.environ.get("TERM") != "dumb"


@click.group(cls=HoneGroup, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(package_name="honing", prog_name="hone", help="Show the version and exit.")
@color_option
def main() -> None:
    """honing — analyze, optimize and restructure prompts, offline and deterministic.

    Exit codes: 0 success, 1 a gate you set failed, 2 bad usage or unusable input (one
    line on stderr), 130 interrupted, 141 the reader closed the pipe."""


FORMAT_HELP = {
    "text": "a readable report",
    "json": "one JSON array with an object per prompt (always an array)",
    "markdown": "a Markdown report to paste into a review",
    "sarif": "SARIF 2.1.0 for code scanning (one run, every prompt)",
}


def named(_ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A click callback: an option that names something may be left out, not given empty
    (``--model ''`` had counted with the default model without a word)."""
    if value is not None and not value.strip():
        raise click.BadParameter("is empty; give a name ('hone models' lists the models)", param_hint=f"'{param.opts[0]}'")
    return value


def format_option(choices: Sequence[str], what: dict[str, str] | None = None) -> Callable[[F], F]:
    described = "; ".join(f"{c}: {(what or FORMAT_HELP).get(c, c)}" for c in choices)
    return click.option("--format", "fmt", type=click.Choice(list(choices)), default=choices[0], show_default=True,
                        help=f"Output format — {described}.")


def rule_codes(values: tuple[str, ...], flag: str) -> set[str]:
    """Rule codes from ``--select`` / ``--ignore``; an unknown one is a usage error."""
    from honing.engine.registry import UnknownRuleError, resolve_codes

    try:
        return resolve_codes(values, flag)
    except UnknownRuleError as exc:
        fail(str(exc))
