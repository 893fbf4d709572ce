"""hone expand and hone results: context references and the result store."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from honing import surrogates
from honing.cli.inputs import config_for, one_text
from honing.cli.shell import fail, format_option, guarded, main
from honing.render import json_out

if TYPE_CHECKING:
    from honing.engine import Config

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


def result_store(path: str | None) -> Path:
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

    inp = one_text(file, text)
    config = config_for(inp, config_path) if inp.path else _session_config(config_path)
    settings = _reference_settings(config, home, workspace, store_path)
    home_path, workspace_path = default_roots(settings["home"], settings["workspace"])
    store = None
    if session:
        db = result_store(settings["store"])
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
    inp = one_text(file, text, limited=False)  # a tool's output is not a prompt: up to BULK_LIMIT
    settings = _reference_settings(_session_config(config_path), home, None, store_path)
    store = ResultStore(result_store(settings["store"]))
    if replace and result_id is None:
        fail("--replace only makes sense with --id (a content-derived id never names other content)")
    try:
        click.echo(store.save(session, inp.text, tool=surrogates.clean(tool), result_id=result_id, replace=replace))
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
    from honing.references.store import session_problem

    if problem := session_problem(session):
        fail(f"--session: {problem}")

    settings = _reference_settings(_session_config(config_path), home, None, store_path)
    db = result_store(settings["store"])
    if not db.exists():
        return
    for r in ResultStore(db).list(session):
        click.echo(f"{r.result_id}  {r.tool or '-':<12} {len(r.content.encode('utf-8')):>8} bytes  {r.created_at}")
