"""The run records on both databases: SQLite everywhere, PostgreSQL where
scripts/services.sh started one (HONING_TEST_PG_URL; required in CI)."""

from __future__ import annotations

import os
import uuid

import pytest

pytest.importorskip("sqlalchemy")

import sqlalchemy as sa  # noqa: E402

from honing.server.store import Run, RunStore, now  # noqa: E402
from tests import serverproc  # noqa: E402
from tests.conftest import required_part  # noqa: E402


def pg_url() -> str:
    url = os.environ.get("HONING_TEST_PG_URL", "")
    required_part(bool(url), "PostgreSQL (HONING_TEST_PG_URL)")
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request, tmp_path):
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'runs.sqlite'}"
        return
    base = pg_url()
    name = "honing_test_" + uuid.uuid4().hex[:10]
    admin = sa.create_engine(base.replace("postgresql://", "postgresql+psycopg://"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f"create database {name}"))
    yield base.rsplit("/", 1)[0] + "/" + name
    with admin.connect() as conn:
        conn.execute(sa.text(f"drop database if exists {name} with (force)"))
    admin.dispose()


def _run(kind: str = "analyze", **kw) -> Run:
    stamp = now()
    return Run(uuid.uuid4().hex, kind, kw.pop("status", "completed"), {"text": "fix it"}, {}, result={"ok": 1},
               stages=[{"name": "parse", "ms": 1.0}], created_at=stamp, updated_at=stamp, **kw)


def test_runs_outcomes_stats_and_settings_round_trip(url):
    store = RunStore(url)
    try:
        assert store.revision == "0002"
        a, b, c = _run(), _run(), _run("ground", level="advanced", status="pending_review")
        for r in (a, b, c):
            store.insert(r)
        page, after = store.page(limit=2)
        assert [r.id for r in page] == [c.id, b.id] and after == b.id
        page, after = store.page(limit=2, before=after)
        assert [r.id for r in page] == [a.id] and after is None
        assert store.get(a.id).result == {"ok": 1}
        assert store.review(c.id, status="handed_off", handoff="do it").status == "handed_off"
        assert store.review(c.id, status="rejected") is None  # no longer pending
        store.record_outcome(a.id, "rework")
        store.record_outcome(a.id, "worked")
        store.record_outcome(c.id, "worked")
        assert [h["outcome"] for h in store.get(a.id).outcome_history] == ["rework", "worked"]
        stats = {(s["kind"], s["level"]): s for s in store.stats()}
        assert stats[("analyze", None)] == {"kind": "analyze", "level": None, "runs": 2, "errors": 0, "outcomes_recorded": 1,
                                            "worked": 1, "one_shot_usable_rate": 1.0}
        assert stats[("ground", "advanced")]["runs"] == 1
        assert store.record_outcome("missing", "worked") is None
        store.put_session_settings("s1", {"turns": 2})
        store.put_session_settings("s1", {"turns": 4, "level": "normal"})
        assert store.session_settings("s1") == {"turns": 4, "level": "normal"}
        assert store.session_settings("s2") is None
    finally:
        store.close()
    again = RunStore(url)  # reopening runs no migration twice and keeps everything
    try:
        assert again.count() == 3 and again.get(c.id).handoff == "do it"
    finally:
        again.close()


def test_a_database_at_an_older_revision_is_migrated_not_recreated(url):
    from alembic import command
    from alembic.config import Config

    from honing.server.store import engine_for

    eng = engine_for(url)
    cfg = Config()
    cfg.set_main_option("script_location", "honing.server:migrations")
    with eng.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    with eng.begin() as conn:
        conn.execute(sa.text("insert into runs (id, kind, status, input, settings, stages, evidence, created_at, "
                             "updated_at) values ('old1', 'analyze', 'completed', '{}', '{}', '[]', '[]', 'x', 'x')"))
        columns = {c["name"] for c in sa.inspect(conn).get_columns("runs")}
    eng.dispose()
    assert "handoff" not in columns
    store = RunStore(url)
    try:
        assert store.revision == "0002"
        kept = store.get("old1")
        assert kept is not None and kept.handoff is None
    finally:
        store.close()


def test_the_server_runs_on_postgresql(tmp_path):
    base = pg_url()
    name = "honing_srv_" + uuid.uuid4().hex[:10]
    admin = sa.create_engine(base.replace("postgresql://", "postgresql+psycopg://"), isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f"create database {name}"))
    db = base.rsplit("/", 1)[0] + "/" + name
    ws = serverproc.workspace(tmp_path)
    try:
        srv = serverproc.start(db, ws, tmp_path / "server.log")
        try:
            with srv.client() as c:
                ids = [c.post("/api/analyze", json={"text": f"Summarise chapter {i}."}).headers["x-run-id"]
                       for i in range(3)]
                g = c.post("/api/ground", json={"text": "ok now fix this bug", "transcript": "case/session.json",
                                                "cwd": "case/project"}).json()
                c.post(f"/api/runs/{g['run_id']}/approve", json={})
                c.post(f"/api/runs/{g['run_id']}/outcome", json={"outcome": "worked"})
                assert c.get("/api/meta").json()["database"] == "postgresql"
        finally:
            srv.kill()
        srv = serverproc.start(db, ws, tmp_path / "server.log")
        try:
            with srv.client() as c:
                assert all(c.get(f"/api/runs/{i}").json()["status"] == "completed" for i in ids)
                assert c.get(f"/api/runs/{g['run_id']}").json()["outcome"] == "worked"
        finally:
            srv.stop()
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f"drop database if exists {name} with (force)"))
        admin.dispose()
