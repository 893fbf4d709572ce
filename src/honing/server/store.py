"""The run records: every run the server does, its stages, outcome history and the
per-session settings, in SQLite (default) or PostgreSQL through SQLAlchemy Core.

The schema is owned by the Alembic migrations in ``honing/server/migrations``;
``RunStore(url)`` upgrades the database to the newest revision when it opens it. A run
is written once, when it has finished, in one transaction with its events, so a server
killed in the middle of a run leaves either the whole record or none of it.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

metadata = sa.MetaData()

runs = sa.Table(
    "runs", metadata,
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("id", sa.String(32), nullable=False, unique=True),
    sa.Column("kind", sa.String(16), nullable=False, index=True),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("session_id", sa.String(200), nullable=True, index=True),
    sa.Column("level", sa.String(16), nullable=True),
    sa.Column("input", sa.Text, nullable=False),
    sa.Column("settings", sa.Text, nullable=False),
    sa.Column("result", sa.Text, nullable=True),
    sa.Column("stages", sa.Text, nullable=False),
    sa.Column("evidence", sa.Text, nullable=False),
    sa.Column("audit", sa.Text, nullable=True),
    sa.Column("error", sa.Text, nullable=True),
    sa.Column("handoff", sa.Text, nullable=True),
    sa.Column("outcome", sa.String(16), nullable=True),
    sa.Column("created_at", sa.String(32), nullable=False),
    sa.Column("updated_at", sa.String(32), nullable=False),
)

outcomes = sa.Table(
    "outcomes", metadata,
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("run_id", sa.String(32), sa.ForeignKey("runs.id"), nullable=False, index=True),
    sa.Column("outcome", sa.String(16), nullable=False),
    sa.Column("recorded_at", sa.String(32), nullable=False),
)

session_settings = sa.Table(
    "session_settings", metadata,
    sa.Column("session_id", sa.String(200), primary_key=True),
    sa.Column("settings", sa.Text, nullable=False),
    sa.Column("updated_at", sa.String(32), nullable=False),
)

OUTCOMES = ("worked", "rework")
STATUSES = ("completed", "pending_review", "handed_off", "rejected", "error")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


@dataclass
class Run:
    """One run as the API shows it."""

    id: str
    kind: str
    status: str
    input: dict[str, Any]
    settings: dict[str, Any]
    result: Any = None
    stages: list[dict[str, Any]] = field(default_factory=list)
    evidence: list[Any] = field(default_factory=list)
    audit: dict[str, Any] | None = None
    error: str | None = None
    handoff: str | None = None
    outcome: str | None = None
    session_id: str | None = None
    level: str | None = None
    created_at: str = ""
    updated_at: str = ""
    outcome_history: list[dict[str, str]] = field(default_factory=list)

    def to_dict(self, *, detail: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id, "kind": self.kind, "status": self.status, "session_id": self.session_id,
            "level": self.level, "outcome": self.outcome, "created_at": self.created_at,
            "updated_at": self.updated_at,
        }
        if not detail:
            out["summary"] = self.input.get("text", "")[:120]
            return out
        out.update(input=self.input, settings=self.settings, result=self.result, stages=self.stages,
                   evidence=self.evidence, audit=self.audit, error=self.error, handoff=self.handoff,
                   outcome_history=self.outcome_history)
        return out


def _row_to_run(row: Any) -> Run:
    return Run(
        id=row.id, kind=row.kind, status=row.status, input=json.loads(row.input),
        settings=json.loads(row.settings), result=json.loads(row.result) if row.result else None,
        stages=json.loads(row.stages), evidence=json.loads(row.evidence),
        audit=json.loads(row.audit) if row.audit else None, error=row.error, handoff=row.handoff,
        outcome=row.outcome, session_id=row.session_id, level=row.level, created_at=row.created_at,
        updated_at=row.updated_at,
    )


def engine_for(url: str) -> Engine:
    """An engine for ``url``; ``postgresql://`` is driven by psycopg 3."""
    if url.startswith("postgresql://") or url.startswith("postgres://"):
        url = "postgresql+psycopg://" + url.split("://", 1)[1]
    if url.startswith("sqlite"):
        target = url.split("///", 1)[1] if "///" in url else ""
        if target and target != ":memory:":
            Path(target).parent.mkdir(parents=True, exist_ok=True)
        eng = sa.create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @sa.event.listens_for(eng, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA synchronous=FULL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.close()

        return eng
    return sa.create_engine(url, pool_pre_ping=True, pool_size=8, max_overflow=8)


def upgrade(eng: Engine) -> str:
    """Bring the schema to the newest migration; returns the revision."""
    from alembic import command
    from alembic.config import Config as AlembicConfig
    from alembic.runtime.migration import MigrationContext

    cfg = AlembicConfig()
    cfg.set_main_option("script_location", str(Path(__file__).parent / "migrations"))
    with eng.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
    with eng.connect() as conn:
        return MigrationContext.configure(conn).get_current_revision() or ""


class RunStore:
    """Runs, outcomes and session settings in one database."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = engine_for(url)
        self.revision = upgrade(self.engine)
        self._lock = threading.Lock() if url.startswith("sqlite") else None

    @contextmanager
    def _tx(self) -> Iterator[Connection]:
        # SQLite has one writer; serialize writes in the process instead of retrying on
        # "database is locked"
        if self._lock is None:
            with self.engine.begin() as conn:
                yield conn
            return
        with self._lock, self.engine.begin() as conn:
            yield conn

    def close(self) -> None:
        self.engine.dispose()

    # runs ---------------------------------------------------------------------------
    def insert(self, run: Run) -> None:
        with self._tx() as conn:
            conn.execute(runs.insert().values(
                id=run.id, kind=run.kind, status=run.status, session_id=run.session_id, level=run.level,
                input=_dumps(run.input), settings=_dumps(run.settings),
                result=_dumps(run.result) if run.result is not None else None,
                stages=_dumps(run.stages), evidence=_dumps(run.evidence),
                audit=_dumps(run.audit) if run.audit is not None else None, error=run.error,
                handoff=run.handoff, outcome=run.outcome, created_at=run.created_at, updated_at=run.updated_at,
            ))

    def get(self, run_id: str) -> Run | None:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(runs).where(runs.c.id == run_id)).first()
            if row is None:
                return None
            run = _row_to_run(row)
            history = conn.execute(
                sa.select(outcomes.c.outcome, outcomes.c.recorded_at)
                .where(outcomes.c.run_id == run_id).order_by(outcomes.c.seq)).all()
        run.outcome_history = [{"outcome": h.outcome, "recorded_at": h.recorded_at} for h in history]
        return run

    def page(self, *, kind: str | None = None, status: str | None = None, limit: int = 50,
             before: str | None = None) -> tuple[list[Run], str | None]:
        """Newest first; ``before`` is the id of the last run of the previous page."""
        query = sa.select(runs).order_by(runs.c.seq.desc()).limit(limit + 1)
        if kind:
            query = query.where(runs.c.kind == kind)
        if status:
            query = query.where(runs.c.status == status)
        with self.engine.connect() as conn:
            if before:
                seq = conn.execute(sa.select(runs.c.seq).where(runs.c.id == before)).scalar()
                if seq is None:
                    raise KeyError(before)
                query = query.where(runs.c.seq < seq)
            rows = conn.execute(query).all()
        page = [_row_to_run(r) for r in rows[:limit]]
        return page, (page[-1].id if len(rows) > limit else None)

    def review(self, run_id: str, *, status: str, handoff: str | None = None) -> Run | None:
        """Move a ``pending_review`` run to ``handed_off`` or ``rejected``; None if it is
        not pending (the caller says why)."""
        with self._tx() as conn:
            done = conn.execute(
                runs.update().where(runs.c.id == run_id, runs.c.status == "pending_review")
                .values(status=status, handoff=handoff, updated_at=now()))
            if done.rowcount != 1:
                return None
        return self.get(run_id)

    def record_outcome(self, run_id: str, outcome: str) -> Run | None:
        stamp = now()
        with self._tx() as conn:
            done = conn.execute(runs.update().where(runs.c.id == run_id).values(outcome=outcome, updated_at=stamp))
            if done.rowcount != 1:
                return None
            conn.execute(outcomes.insert().values(run_id=run_id, outcome=outcome, recorded_at=stamp))
        return self.get(run_id)

    def stats(self) -> list[dict[str, Any]]:
        """Per kind and level: runs that finished (and those that failed, apart), outcomes
        recorded and the one-shot usable rate (worked / recorded)."""
        failed = sa.func.sum(sa.case((runs.c.status == "error", 1), else_=0))
        worked = sa.func.sum(sa.case((runs.c.outcome == "worked", 1), else_=0))
        query = (sa.select(runs.c.kind, runs.c.level, sa.func.count().label("all"), failed.label("failed"),
                           sa.func.count(runs.c.outcome).label("recorded"), worked.label("worked"))
                 .group_by(runs.c.kind, runs.c.level).order_by(runs.c.kind, runs.c.level))
        with self.engine.connect() as conn:
            rows = conn.execute(query).all()
        return [{"kind": r.kind, "level": r.level, "runs": int(r.all) - int(r.failed or 0),
                 "errors": int(r.failed or 0), "outcomes_recorded": int(r.recorded), "worked": int(r.worked or 0),
                 "one_shot_usable_rate": (round(int(r.worked or 0) / int(r.recorded), 4) if r.recorded else None)}
                for r in rows]

    def count(self) -> int:
        with self.engine.connect() as conn:
            return int(conn.execute(sa.select(sa.func.count()).select_from(runs)).scalar() or 0)

    # session settings ---------------------------------------------------------------
    def session_settings(self, session_id: str) -> dict[str, Any] | None:
        with self.engine.connect() as conn:
            raw = conn.execute(sa.select(session_settings.c.settings)
                               .where(session_settings.c.session_id == session_id)).scalar()
        return json.loads(raw) if raw else None

    def put_session_settings(self, session_id: str, settings: dict[str, Any]) -> None:
        stamp = now()
        with self._tx() as conn:
            done = conn.execute(session_settings.update().where(session_settings.c.session_id == session_id)
                                .values(settings=_dumps(settings), updated_at=stamp))
            if done.rowcount == 0:
                conn.execute(session_settings.insert().values(session_id=session_id, settings=_dumps(settings),
                                                             updated_at=stamp))
