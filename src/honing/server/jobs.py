"""What each endpoint runs: the library call, and what of its result the run record
keeps (stages, evidence, audit). Pure functions of the request and the server's
settings; the HTTP layer (``app.py``) and the records (``store.py``) sit around them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from honing.errors import HoningError
from honing.tokens.catalog import DEFAULT_MODEL

StageHook = Callable[[str, "float | None"], None]


class JobError(HoningError):
    """The request cannot be run as given (a 422 with this message)."""

    def __init__(self, message: str, field_name: str = "body") -> None:
        super().__init__(message)
        self.field = field_name


@dataclass
class Outcome:
    result: Any  # the library's to_dict() (a list for tokens and cost, as the CLI prints)
    stages: list[dict[str, Any]]
    evidence: list[Any] = field(default_factory=list)
    audit: dict[str, Any] | None = None
    level: str | None = None
    status: str = "completed"
    handoff: str | None = None


def _stages(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{"name": r["name"], "ms": r.get("ms")} for r in rows]


def analyze(body: dict[str, Any], on_stage: StageHook) -> Outcome:
    from honing.engine import Config, report_for
    from honing.engine.pipeline import run
    from honing.tokens import count_tokens

    config = Config(model=body.get("model") or DEFAULT_MODEL, disable=frozenset(body.get("ignore") or ()))
    analysis = run(body["text"], config, count_tokens=lambda t, m: count_tokens(t, model=m),
                   on_stage=lambda s: on_stage(s.name, s.ms))
    report = report_for(analysis, config=config)
    result = report.to_dict()
    return Outcome(result, _stages(result["stages"]))


def optimize(body: dict[str, Any], on_stage: StageHook) -> Outcome:
    from honing.optimizer import optimize as run

    modes = [body["mode"]] if body.get("mode") else None
    result = run(body["text"], goal=body.get("goal") or "balanced", modes=modes, model=body.get("model")).to_dict()
    stages = _stages(result.get("stages", []))
    for s in stages:
        on_stage(s["name"], s["ms"])
    return Outcome(result, stages)


def _one_stage(name: str, on_stage: StageHook, work: Callable[[], Any]) -> tuple[Any, list[dict[str, Any]]]:
    """``work()`` as the single stage ``name`` of a run: its result and its stage list."""
    import time

    started = time.perf_counter()
    result = work()
    ms = round((time.perf_counter() - started) * 1000, 3)
    on_stage(name, ms)
    return result, [{"name": name, "ms": ms}]


def restructure(body: dict[str, Any], on_stage: StageHook) -> Outcome:
    from honing.restructuring import restructure as run

    return Outcome(*_one_stage("restructure", on_stage, lambda: run(
        body["text"], scaffold=body.get("scaffold", True), codebase=body.get("codebase") or None).to_dict()))


def _counted(body: dict[str, Any], on_stage: StageHook, name: str,
             row: Callable[[str, str], dict[str, Any]]) -> Outcome:
    models = body.get("models") or [body.get("model") or DEFAULT_MODEL]
    # the CLI's JSON for one text: a row per model, its source (the input) null
    return Outcome(*_one_stage(name, on_stage, lambda: [row(body["text"], m) for m in models]))


def tokens(body: dict[str, Any], on_stage: StageHook) -> Outcome:
    from honing.tokens import count_tokens

    return _counted(body, on_stage, "tokens",
                    lambda text, model: {"source": None, **count_tokens(text, model=model).to_dict()})


def cost(body: dict[str, Any], on_stage: StageHook) -> Outcome:
    from honing.tokens import estimate_cost

    return _counted(body, on_stage, "cost",
                    lambda text, model: estimate_cost(text, model, body.get("output_tokens")).row(None))


def expand(body: dict[str, Any], on_stage: StageHook, *, workspace: Path, store: Any,
           url_policy: Any = None) -> Outcome:
    from honing.references import expand_references

    result, stages = _one_stage("expand", on_stage, lambda: expand_references(
        body["text"], home=workspace, workspace=workspace, session=body.get("session"), store=store,
        url_policy=url_policy).to_dict())
    return Outcome(result, stages, evidence=result["citations"])


def _confined(value: str, workspace: Path, what: str, field_name: str) -> Path:
    """``value`` (relative to the workspace) checked as ``@file`` references are: inside
    the workspace, no symbolic-link escape, no credential path, no NUL or encoded parts."""
    from honing.references.safety import Missing, Refused, resolve

    try:
        return resolve(value, base=workspace, roots=(workspace,), what=what)
    except (Refused, Missing) as exc:
        raise JobError(f"{what} {value!r}: {exc}", field_name) from None


def ground(body: dict[str, Any], on_stage: StageHook, *, workspace: Path, endpoint: str | None = None,
           default_model: str | None = None) -> Outcome:
    """``model`` (the request's, else the session's, else the server's default) selects
    the model that writes the instruction when the server has an endpoint; without one
    the deterministic engine writes it and the result says ``engine: deterministic``."""
    from honing.grounding import ground as run
    from honing.grounding.backend import ChatBackend

    cwd = _confined(body["cwd"], workspace, "folder", "cwd") if body.get("cwd") else workspace
    if not cwd.is_dir():
        raise JobError(f"cwd {body['cwd']!r} is not a folder", "cwd")
    transcript: Any = None
    if body.get("messages") is not None:
        transcript = body["messages"]
    elif body.get("transcript"):
        transcript = _confined(body["transcript"], workspace, "transcript", "transcript")
        if not transcript.is_file():
            raise JobError(f"transcript {body['transcript']!r} is not a file", "transcript")
    model = body.get("model") or default_model
    backend = ChatBackend(endpoint, model) if endpoint and model else None
    result = run(body["text"], transcript, session=body.get("session"), cwd=cwd, turns=body["turns"],
                 full=body["full"], level=body["level"], form=body["form"], backend=backend, on_stage=on_stage)
    data = result.to_dict()
    review = body["permission"] == "review"
    return Outcome(data, _stages(data["stages"]), evidence=data["evidence"], audit=data["audit"],
                   level=result.level, status="pending_review" if review else "handed_off",
                   handoff=None if review else result.text)
