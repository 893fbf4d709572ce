"""hone check: the agent instruction files of a repository."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from honing.cli.inputs import SKIPPED_DIRS, missing, prompt_limit, read_file
from honing.cli.jobs import Piece, free_cores, plan, progress_bar, summary_lines
from honing.cli.rewriting import rewrite_file
from honing.cli.shell import fail, guarded, main
from honing.errors import HoningError
from honing.render import json_out

if TYPE_CHECKING:
    from honing.engine import Config

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
    roots = [base, *([folder.resolve(), Path(os.path.abspath(folder))] if folder.is_dir() else [])]
    # a symlinked file (CLAUDE.md -> ../shared/CLAUDE.md) is matched where it is linked, not
    # where it points
    for root in roots:  # the configuration's folder first, with either spelling of the path
        for candidate in (Path(os.path.abspath(path)), path.resolve()):
            if candidate.is_relative_to(root):
                return candidate.relative_to(root).as_posix()
    return path.name


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
            fail(missing(target, "no such file or directory"))
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
    try:
        rewrite_file(path, text, backup=backup)
    except HoningError as exc:  # a read-only file: the others are still fixed
        return None, f"left unchanged ({exc})"
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
        read = read_file(path, limit=limit)
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
        progress = progress_bar(len(prepared))
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
