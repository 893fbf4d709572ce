"""`hone serve`, started for real on loopback over a SQLite file: the JSON API's
contract, its records, its errors, its review gate and its security."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

import honing
from tests import serverproc

pytest.importorskip("fastapi")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("serve")
    ws = serverproc.workspace(tmp)
    srv = serverproc.start(f"sqlite:///{tmp / 'runs.sqlite'}", ws, tmp / "server.log")
    yield srv
    srv.stop()


@pytest.fixture()
def client(server):
    with server.client() as c:
        yield c


def _without_ms(value):
    if isinstance(value, dict):
        return {k: _without_ms(v) for k, v in value.items() if k != "ms"}
    if isinstance(value, list):
        return [_without_ms(v) for v in value]
    return value


def test_health_docs_and_openapi_work_offline(client):
    assert client.get("/healthz").json() == {"status": "ok"}
    docs = client.get("/docs").text
    assert "swagger" in docs.lower() and "cdn.jsdelivr" not in docs and "unpkg" not in docs
    paths = client.get("/openapi.json").json()["paths"]
    for p in ("/api/analyze", "/api/optimize", "/api/restructure", "/api/tokens", "/api/expand", "/api/ground",
              "/api/runs", "/api/runs/{run_id}", "/api/runs/{run_id}/events", "/api/runs/{run_id}/approve",
              "/api/runs/{run_id}/reject", "/api/runs/{run_id}/outcome", "/api/stats",
              "/api/sessions/{session_id}/settings"):
        assert p in paths, p


def test_the_main_page_and_its_scripts_come_from_the_package(client):
    page = client.get("/").text
    assert '<script src="/static/app.js">' in page and "http" not in page.split("<body>")[1].split("/docs")[0]
    assert client.get("/static/app.js").status_code == 200
    for lang in ("en", "ja", "zh"):
        assert client.get(f"/static/i18n/{lang}.json").json()["kind_ground"]


@pytest.mark.parametrize("path", ["/static/../store.py", "/static/%2e%2e/store.py", "/static/..%2fapp.py",
                                  "/static/i18n/../../app.py", "/static//etc/passwd"])
def test_nothing_outside_the_static_folder_is_served(client, path):
    r = client.get(path)
    assert r.status_code == 404
    assert "import" not in r.text


def test_analyze_answers_exactly_the_library_report_and_records_the_run(client):
    text = "Fix the login bug quickly and make it better."
    r = client.post("/api/analyze", json={"text": text})
    assert r.status_code == 200
    assert _without_ms(r.json()) == _without_ms(honing.analyze(text).to_dict())
    run = client.get(f"/api/runs/{r.headers['x-run-id']}").json()
    assert run["kind"] == "analyze" and run["status"] == "completed"
    assert [s["name"] for s in run["stages"]] == [s["name"] for s in r.json()["stages"]]
    assert run["input"]["text"] == text and run["created_at"]


def test_optimize_restructure_and_tokens_mirror_the_library(client):
    text = "Please could you kindly fix the login bug in auth.py, thanks so much!!"
    got = client.post("/api/optimize", json={"text": text, "goal": "tokens"}).json()
    assert _without_ms(got) == _without_ms(honing.optimize(text, goal="tokens").to_dict())
    got = client.post("/api/restructure", json={"text": text}).json()
    assert got == honing.restructure(text).to_dict()
    for kind in ("tokens", "cost"):
        got = client.post(f"/api/{kind}", json={"text": text, "models": ["gpt-4o", "claude-sonnet-4-5"]}).json()
        cli = subprocess.run([sys.executable, "-m", "honing", kind, "--text", text, "--model", "gpt-4o", "--model",
                              "claude-sonnet-4-5", "--format", "json"], capture_output=True, text=True, check=True)
        assert got == json.loads(cli.stdout), kind


@pytest.mark.parametrize("body, field", [
    ({"text": ""}, "text"),
    ({"text": "   \n"}, "text"),
    ({"text": 3}, "text"),
    ({}, "text"),
    ({"text": "fix it", "model": 4}, "model"),
    ({"text": "fix it", "surprise": True}, "surprise"),
])
def test_bad_bodies_are_422_naming_the_field(client, body, field):
    r = client.post("/api/analyze", json=body)
    assert r.status_code == 422
    assert r.json()["fields"][0]["field"] == field
    assert "Traceback" not in r.text


def test_malformed_json_oversize_bodies_and_unknown_runs(client):
    r = client.post("/api/analyze", content=b'{"text": "unterminated', headers={"content-type": "application/json"})
    assert r.status_code == 422 and "error" in r.json()
    big = json.dumps({"text": "a" * (2 * 1024 * 1024 + 10)})
    assert client.post("/api/analyze", content=big, headers={"content-type": "application/json"}).status_code == 413

    def chunks():
        yield b'{"text": "'
        for _ in range(40):
            yield b"b" * 65536
        yield b'"}'
    r = client.post("/api/analyze", content=chunks(), headers={"content-type": "application/json"})
    assert r.status_code == 413
    assert client.get("/api/runs/0123456789abcdef").status_code == 404
    assert client.get("/api/runs/nope/events").status_code == 404
    assert client.post("/api/runs/nope/outcome", json={"outcome": "worked"}).status_code == 404
    unknown = client.post("/api/tokens", json={"text": "hi", "model": "no-such-model"})
    assert unknown.status_code == 422 and "no-such-model" in unknown.json()["error"]


def test_credentials_in_the_input_are_masked_in_the_record(client, server):
    key = "sk-proj-" + "Ab3dEfGh1jKlMn0pQrStUvWxYz0123456789XYZW"
    r = client.post("/api/analyze", json={"text": f"Use the key {key} to call the API and summarise the reply."})
    run_id = r.headers["x-run-id"]
    stored = json.dumps(client.get(f"/api/runs/{run_id}").json())
    assert key not in stored and "[REDACTED:" in stored
    raw = sqlite3.connect(server.db.split("///", 1)[1]).execute(
        "select input, result from runs where id = ?", (run_id,)).fetchone()
    assert key not in raw[0] and key not in raw[1]


def test_ground_with_review_then_approve_edit_and_outcome(client):
    body = {"text": "ok now fix this bug", "transcript": "case/session.json", "cwd": "case/project",
            "permission": "review"}
    r = client.post("/api/ground", json=body).json()
    assert r["status"] == "pending_review"
    assert r["result"]["references"][0]["path"] == "src/invoice/totals.py"
    assert r["result"]["audit"]["unsourced"] == 0
    run = client.get(f"/api/runs/{r['run_id']}").json()
    assert run["evidence"] and run["audit"]["unsourced"] == 0 and run["handoff"] is None
    edited = r["result"]["text"] + "\n- Keep the public API unchanged. [free choice]"
    approved = client.post(f"/api/runs/{r['run_id']}/approve", json={"text": edited}).json()
    assert approved["status"] == "handed_off" and approved["handoff"] == edited
    again = client.post(f"/api/runs/{r['run_id']}/approve", json={})
    assert again.status_code == 409
    client.post(f"/api/runs/{r['run_id']}/outcome", json={"outcome": "rework"})
    done = client.post(f"/api/runs/{r['run_id']}/outcome", json={"outcome": "worked"}).json()
    assert done["outcome"] == "worked"
    assert [h["outcome"] for h in done["outcome_history"]] == ["rework", "worked"]


def test_ground_auto_hands_off_and_reject_ends_a_review(client):
    base = {"text": "ok now fix this bug", "transcript": "case/session.json", "cwd": "case/project"}
    auto = client.post("/api/ground", json=base | {"permission": "auto"}).json()
    assert auto["status"] == "handed_off"
    assert client.get(f"/api/runs/{auto['run_id']}").json()["handoff"] == auto["result"]["text"]
    pending = client.post("/api/ground", json=base).json()
    assert pending["status"] == "pending_review"  # review is the default permission
    assert client.post(f"/api/runs/{pending['run_id']}/reject").json()["status"] == "rejected"
    assert client.post(f"/api/runs/{pending['run_id']}/approve", json={}).status_code == 409


@pytest.mark.parametrize("body, field", [
    ({"transcript": "../../etc/passwd"}, "transcript"),
    ({"transcript": "/etc/hostname"}, "transcript"),
    ({"cwd": "/"}, "cwd"),
    ({"turns": 11}, "turns"),
    ({"level": "maximum"}, "level"),
])
def test_ground_refuses_paths_outside_the_workspace_and_bad_settings(client, body, field):
    r = client.post("/api/ground", json={"text": "fix this bug"} | body)
    assert r.status_code == 422
    assert r.json()["fields"][0]["field"] == field


def test_session_settings_apply_unless_the_request_overrides(client):
    sid = "sess-settings-1"
    assert client.get(f"/api/sessions/{sid}/settings").json()["settings"] == {}
    put = client.put(f"/api/sessions/{sid}/settings", json={"level": "normal", "turns": 0, "permission": "auto"})
    assert put.json()["settings"] == {"level": "normal", "turns": 0, "permission": "auto"}
    assert client.put(f"/api/sessions/{sid}/settings", json={"turns": 12}).status_code == 422
    base = {"text": "ok now fix this bug", "messages": [{"role": "user", "content": "the build is red"}],
            "session": sid}
    used = client.post("/api/ground", json=base).json()
    assert used["status"] == "handed_off" and used["result"]["level"] == "normal"
    assert used["result"]["context"]["turns_requested"] == 0
    run = client.get(f"/api/runs/{used['run_id']}").json()
    assert run["settings"]["level"] == "normal" and run["session_id"] == sid
    override = client.post("/api/ground", json=base | {"turns": 2, "permission": "review"}).json()
    assert override["status"] == "pending_review"
    assert override["result"]["context"]["turns_requested"] == 2


def test_runs_list_is_newest_first_filtered_and_paginated(client):
    ids = [client.post("/api/tokens", json={"text": f"count me {i}"}).headers["x-run-id"] for i in range(5)]
    first = client.get("/api/runs", params={"kind": "tokens", "limit": 2}).json()
    assert [r["id"] for r in first["runs"]] == ids[::-1][:2]
    second = client.get("/api/runs", params={"kind": "tokens", "limit": 2, "before": first["next_before"]}).json()
    assert [r["id"] for r in second["runs"]] == ids[::-1][2:4]
    assert all(r["kind"] == "tokens" for r in first["runs"] + second["runs"])
    assert client.get("/api/runs", params={"kind": "bogus"}).status_code == 422
    assert client.get("/api/runs", params={"limit": 0}).status_code == 422


def test_events_replay_the_stages_then_done_for_a_finished_run(client):
    r = client.post("/api/analyze", json={"text": "Summarise the attached report in three bullet points."})
    stream = client.get(f"/api/runs/{r.headers['x-run-id']}/events").text
    events = [block.split("\n") for block in stream.strip().split("\n\n")]
    names = [e[0].removeprefix("event: ") for e in events]
    assert names == ["stage"] * len(r.json()["stages"]) + ["done"]
    assert [json.loads(e[1].removeprefix("data: "))["name"] for e in events[:-1]] == \
        [s["name"] for s in r.json()["stages"]]


def test_a_run_started_without_waiting_streams_live_and_then_is_recorded(client):
    text = "Review this function for bugs. " * 4000
    started = client.post("/api/analyze", params={"wait": "false"}, json={"text": text})
    assert started.status_code == 202
    run_id = started.json()["run_id"]
    seen = []
    with client.stream("GET", f"/api/runs/{run_id}/events") as s:
        for line in s.iter_lines():
            if line.startswith("event: "):
                seen.append(line.removeprefix("event: "))
                if seen[-1] in ("done", "error"):
                    break
    assert seen[-1] == "done"
    assert seen.count("stage") == len(honing.analyze("x").stages)
    assert client.get(f"/api/runs/{run_id}").json()["status"] == "completed"


def test_outcomes_change_the_stats(client):
    def row(kind: str):
        rows = client.get("/api/stats").json()["by_kind_and_level"]
        return next((r for r in rows if r["kind"] == kind and r["level"] is None),
                    {"runs": 0, "outcomes_recorded": 0, "worked": 0})
    before = row("restructure")
    a = client.post("/api/restructure", json={"text": "add a test for the parser"}).headers["x-run-id"]
    b = client.post("/api/restructure", json={"text": "document the cache"}).headers["x-run-id"]
    client.post(f"/api/runs/{a}/outcome", json={"outcome": "worked"})
    client.post(f"/api/runs/{b}/outcome", json={"outcome": "rework"})
    after = row("restructure")
    assert after["runs"] == before["runs"] + 2
    assert after["outcomes_recorded"] == before["outcomes_recorded"] + 2
    assert after["worked"] == before["worked"] + 1
    assert after["one_shot_usable_rate"] == round(after["worked"] / after["outcomes_recorded"], 4)
    assert client.post(f"/api/runs/{a}/outcome", json={"outcome": "great"}).status_code == 422


def _cli_warnings(ws: Path, text: str) -> list[str]:
    out = subprocess.run([sys.executable, "-m", "honing", "expand", "--text", text, "--workspace", str(ws),
                          "--home", str(ws), "--format", "json"], capture_output=True, text=True, cwd=ws,
                         env={**os.environ, "HONING_STORE": str(ws.parent / "cli-results.sqlite")})
    return [w["kind"] for w in json.loads(out.stdout)["warnings"]]


@pytest.mark.parametrize("ref", ["@file:../outside.txt", "@file:/etc/passwd", "@file:.env", "@file:link/secret.txt",
                                 "@url:http://127.0.0.1:9/x", "@url:http://169.254.169.254/latest/meta-data",
                                 "@url:file:///etc/passwd"])
def test_expand_refuses_exactly_as_the_cli_does(client, server, ref):
    ws = server.workspace
    (ws.parent / "outside.txt").write_text("outside the workspace\n", encoding="utf-8")
    secret_dir = ws.parent / "secret"
    secret_dir.mkdir(exist_ok=True)
    (secret_dir / "secret.txt").write_text("not for you\n", encoding="utf-8")
    if not (ws / "link").exists():
        (ws / "link").symlink_to(secret_dir, target_is_directory=True)
    text = f"Summarise {ref} please"
    got = client.post("/api/expand", json={"text": text}).json()
    assert not got["blocks"], got
    assert [w["kind"] for w in got["warnings"]] == _cli_warnings(ws, text)
    assert got["warnings"], "the refusal is said, not silent"
    assert "not for you" not in json.dumps(got) and "outside the workspace" not in json.dumps(got)


def test_expand_inside_the_workspace_attaches_the_file(client):
    got = client.post("/api/expand", json={"text": "What changed? @file:notes.md"}).json()
    assert got["blocks"] and "VAT table now has DE" in got["text"]


def test_runs_survive_a_restart_and_a_sigkill_leaves_no_half_record(tmp_path):
    ws = serverproc.workspace(tmp_path)
    db = f"sqlite:///{tmp_path / 'runs.sqlite'}"
    srv = serverproc.start(db, ws, tmp_path / "server.log")
    try:
        with srv.client() as c:
            done = [c.post("/api/analyze", json={"text": f"Explain step {i} of the build."}).headers["x-run-id"]
                    for i in range(5)]
            big = "Check every line of this log for errors and list them.\n" * 30000
            killed = c.post("/api/analyze", params={"wait": "false"}, json={"text": big}).json()["run_id"]
    finally:
        srv.kill()
    srv = serverproc.start(db, ws, tmp_path / "server.log")
    try:
        with srv.client() as c:
            for run_id in done:
                assert c.get(f"/api/runs/{run_id}").json()["status"] == "completed"
            assert c.get(f"/api/runs/{killed}").status_code == 404
            statuses = {r["status"] for r in c.get("/api/runs", params={"limit": 100}).json()["runs"]}
            assert statuses <= {"completed"}
    finally:
        srv.stop()
    con = sqlite3.connect(tmp_path / "runs.sqlite")
    assert con.execute("pragma integrity_check").fetchone() == ("ok",)
    rows = con.execute("select count(*) from runs where result is null or stages = ''").fetchone()
    assert rows == (0,)


def test_serve_refuses_a_bad_database_url_and_workspace_cleanly(tmp_path):
    out = subprocess.run([sys.executable, "-m", "honing", "serve", "--db", "mysql://x", "--port",
                          str(serverproc.free_port())], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "sqlite:///PATH or postgresql://" in out.stderr and "Traceback" not in out.stderr
    out = subprocess.run([sys.executable, "-m", "honing", "serve", "--db", f"sqlite:///{tmp_path}/r.sqlite",
                          "--workspace", str(tmp_path / "missing"), "--port", str(serverproc.free_port())],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "no such directory" in out.stderr and "Traceback" not in out.stderr


def test_serve_says_when_the_port_is_taken_or_the_database_unreachable(tmp_path, server):
    taken = server.url.rsplit(":", 1)[1]
    out = subprocess.run([sys.executable, "-m", "honing", "serve", "--db", f"sqlite:///{tmp_path}/r.sqlite",
                          "--port", taken], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and f"cannot listen on 127.0.0.1:{taken}" in out.stderr
    out = subprocess.run([sys.executable, "-m", "honing", "serve", "--db", "postgresql://bob:hunter22@127.0.0.1:1/db",
                          "--port", str(serverproc.free_port())], capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and "cannot open the database postgresql://127.0.0.1:1/db" in out.stderr
    assert "hunter22" not in out.stderr and "Traceback" not in out.stderr


def test_ground_streams_its_stages_as_they_finish(client):
    started = client.post("/api/ground", params={"wait": "false"},
                          json={"text": "ok now fix this bug", "transcript": "case/session.json",
                                "cwd": "case/project", "permission": "auto"})
    run_id = started.json()["run_id"]
    with client.stream("GET", f"/api/runs/{run_id}/events") as s:
        names = [json.loads(line.removeprefix("data: "))["name"] for line in s.iter_lines()
                 if line.startswith("data: ") and '"name"' in line]
    recorded = client.get(f"/api/runs/{run_id}").json()
    assert names == [st["name"] for st in recorded["stages"]] and "locate" in names and "audit" in names


def test_a_model_named_by_the_request_or_the_session_writes_through_the_endpoint(tmp_path):
    import threading
    from http.server import ThreadingHTTPServer

    from tests.test_grounding import _Endpoint

    fake = ThreadingHTTPServer(("127.0.0.1", 0), _Endpoint)
    threading.Thread(target=fake.serve_forever, daemon=True).start()
    _Endpoint.requests = []
    _Endpoint.finish_reason = "stop"
    _Endpoint.answer = "- Lower-case the country code before the lookup [source: src/invoice/totals.py:30-30]"
    ws = serverproc.workspace(tmp_path)
    srv = serverproc.start(f"sqlite:///{tmp_path / 'runs.sqlite'}", ws, tmp_path / "server.log",
                           extra=("--endpoint", f"http://127.0.0.1:{fake.server_address[1]}/v1"))
    base = {"text": "ok now fix this bug", "transcript": "case/session.json", "cwd": "case/project",
            "permission": "auto"}
    try:
        with srv.client() as c:
            plain = c.post("/api/ground", json=base).json()["result"]
            assert plain["engine"] == "deterministic" and not _Endpoint.requests  # no model named
            named = c.post("/api/ground", json=base | {"model": "m-request"}).json()["result"]
            assert named["engine"] == "model" and _Endpoint.requests[-1]["model"] == "m-request"
            c.put("/api/sessions/s-model/settings", json={"model": "m-session"})
            without_transcript = {k: v for k, v in base.items() if k != "transcript"}
            done = c.post("/api/ground", json=without_transcript | {"session": "s-model", "messages": [
                {"role": "user", "content": "the VAT lookup raises KeyError 'DE' in tax_for"}]})
            assert done.status_code == 200, done.text
            assert _Endpoint.requests[-1]["model"] == "m-session"
    finally:
        srv.stop()
        fake.shutdown()


# -- what a first user found (each was a bug) --------------------------------------------


@pytest.mark.parametrize("body, field", [
    ('{"text": "hi \\ud800"}', "text"),
    ('{"text": "\\u200b\\u200b \\u2060"}', "text"),
    ('{"text": "fix it", "model": ""}', "model"),
    ('{"text": "fix it", "session": "' + "s" * 201 + '"}', "session"),
    ('{"text": "fix it", "session": "a\\u0000b"}', "session"),
])
def test_text_that_cannot_be_stored_or_shows_nothing_is_a_422(client, body, field):
    path = "/api/expand" if "session" in body else "/api/analyze"
    r = client.post(path, content=body.encode(), headers={"content-type": "application/json"})
    assert r.status_code == 422, r.text
    assert r.json()["fields"][0]["field"] == field


@pytest.mark.parametrize("path, body, field", [
    ("/api/restructure", {"text": "add tests", "codebase": ["", ""]}, "codebase.0"),
    ("/api/cost", {"text": "hi", "output_tokens": 10**30}, "output_tokens"),
    ("/api/ground", {"text": "fix it", "messages": [{"role": 5, "content": 3}]}, "messages.0.role"),
    ("/api/ground", {"text": "fix it", "messages": [{"foo": 1}]}, "messages.0.role"),
    ("/api/ground", {"text": "fix it", "transcript": "case/session.json",
                     "messages": [{"role": "user", "content": "x"}]}, "messages"),
    ("/api/runs/0123456789abcdef0123456789abcdef/approve", {"text": " \u200b "}, "text"),
])
def test_more_bodies_the_server_refuses_by_field(client, path, body, field):
    r = client.post(path, json=body)
    assert r.status_code in (404, 422), r.text
    if r.status_code == 422:
        assert r.json()["fields"][0]["field"] == field


def test_errors_have_one_shape_and_odd_ids_are_not_found(client):
    bad_json = client.post("/api/analyze", content=b'{"text": 1,,}', headers={"content-type": "application/json"})
    assert bad_json.status_code == 422 and bad_json.json()["fields"][0]["field"] == "body"
    assert "not valid JSON" in bad_json.json()["error"]
    for r in (client.get("/no/such/page"), client.delete("/api/stats")):
        assert r.status_code in (404, 405) and "error" in r.json()
    for path in ("/api/runs/a%00b", "/api/runs/" + "f" * 300, "/api/runs/a%00b/events"):
        assert client.get(path).status_code == 404
    assert client.post("/api/runs/a%00b/outcome", json={"outcome": "worked"}).status_code == 404
    assert client.get("/api/runs", params={"status": "bogus"}).status_code == 422
    assert client.get("/api/runs", params={"before": "a\x00b"}).status_code == 422
    assert client.get("/api/sessions/a%00b/settings").status_code == 422
    assert client.put("/api/sessions/" + "s" * 300 + "/settings", json={}).status_code == 422
    assert client.get("/redoc").status_code == 404  # it loads its logo from a CDN


def test_a_page_on_another_host_name_is_refused(client):
    # DNS rebinding: evil.example resolving to 127.0.0.1 must not read the runs
    assert client.get("/api/runs", headers={"host": "evil.example"}).status_code == 400
    assert client.get("/healthz", headers={"host": "localhost:8765"}).status_code == 200


def test_url_references_are_off_unless_the_server_allows_them(client):
    got = client.post("/api/expand", json={"text": "Summarise @url:https://example.com/page"}).json()
    assert not got["blocks"] and got["warnings"][0]["kind"] == "blocked"
    assert "--allow-urls" in got["warnings"][0]["message"]


def test_outcomes_only_for_runs_that_were_handed_off_or_completed(client):
    base = {"text": "ok now fix this bug", "transcript": "case/session.json", "cwd": "case/project"}
    pending = client.post("/api/ground", json=base).json()["run_id"]
    assert client.post(f"/api/runs/{pending}/outcome", json={"outcome": "worked"}).status_code == 409
    failed = client.post("/api/ground", json={"text": "fix it", "session": "no-such-session-here"})
    assert failed.status_code == 422
    assert client.post(f"/api/runs/{failed.json()['run_id']}/outcome", json={"outcome": "worked"}).status_code == 409
    rows = client.get("/api/stats").json()["by_kind_and_level"]
    failed_row = next(r for r in rows if r["kind"] == "ground" and r["level"] == "advanced")
    assert failed_row["errors"] >= 1  # counted apart, with the level the request asked for
    assert all(r["runs"] >= 0 for r in rows)


def test_credentials_are_masked_everywhere_in_the_record(client, server):
    url = "postgres://admin:hunter2hunter2@db.internal:5432/app"
    pem = ("-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEAx1234567890abcdefABCDEFabcdef\n"
           "ZmFrZWtleWJvZHkxMjM0NTY3ODkw\n-----END RSA PRIVATE KEY-----")
    r = client.post("/api/restructure", json={"text": f"Connect with {url} and keep password=Sup3rS3cretPassw0rd "
                                                      f"out of the logs. Key:\n{pem}",
                                              "codebase": [f"the app reads {url}"]})
    assert r.status_code == 200
    run_id = r.headers["x-run-id"]
    raw = sqlite3.connect(server.db.split("///", 1)[1]).execute(
        "select input, settings, result from runs where id = ?", (run_id,)).fetchone()
    stored = " ".join(raw)
    for secret in ("hunter2hunter2", "Sup3rS3cretPassw0rd", "ZmFrZWtleWJvZHkxMjM0NTY3ODkw"):
        assert secret not in stored, secret
    assert "[REDACTED:" in stored


def test_open_event_streams_do_not_starve_other_requests(server):
    import threading

    with server.client() as c:
        run_id = c.post("/api/analyze", params={"wait": "false"},
                        json={"text": "Check each line of this log for errors.\n" * 40000}).json()["run_id"]
    stop = threading.Event()

    def listen() -> None:
        try:
            with httpx.Client(base_url=server.url, timeout=120) as c, c.stream("GET", f"/api/runs/{run_id}/events") as s:
                for _ in s.iter_lines():
                    if stop.is_set():
                        return
        except httpx.HTTPError:
            pass

    threads = [threading.Thread(target=listen, daemon=True) for _ in range(50)]
    for t in threads:
        t.start()
    try:
        with httpx.Client(base_url=server.url, timeout=20) as c:
            assert c.get("/healthz").status_code == 200
            assert c.get("/api/runs", params={"limit": 1}).status_code == 200
    finally:
        stop.set()
        for t in threads:
            t.join(120)


def test_a_record_the_database_refuses_still_ends_the_run(tmp_path):
    import sqlalchemy as sa

    from honing.server import jobs
    from honing.server.runner import Runner
    from honing.server.store import RunStore

    store = RunStore(f"sqlite:///{tmp_path / 'runs.sqlite'}")
    runner = Runner(store, 1)
    with store.engine.begin() as conn:  # the database now refuses every record
        conn.execute(sa.text("drop table outcomes"))
        conn.execute(sa.text("drop table runs"))
    run = runner.start("analyze")
    ended = runner.execute(run, "analyze", {"text": "Fix the bug."}, jobs.analyze, {}, None)
    assert ended.record is None and "could not be recorded" in (ended.failure or "")
    assert run.finished and run.events[-1][0] == "error"
    assert runner.live.get(run.id) is None
    runner.close()
    store.close()


def test_every_string_of_the_page_is_in_each_language_table():
    import re as _re

    from honing.grounding.compose import KINDS as SOURCE_KINDS
    from honing.server.app import KINDS, STATIC
    from honing.server.store import STATUSES

    tables = {lang: json.loads((STATIC / "i18n" / f"{lang}.json").read_text(encoding="utf-8"))
              for lang in ("en", "ja", "zh")}
    assert set(tables["en"]) == set(tables["ja"]) == set(tables["zh"])
    script = (STATIC / "app.js").read_text(encoding="utf-8")
    page = (STATIC / "index.html").read_text(encoding="utf-8")
    # keys built as "kind_" + a value are listed below, value by value
    used = {k for k in _re.findall(r'\bt\("([a-z_]+)"', script) if not k.endswith("_")}
    used |= set(_re.findall(r'data-i18n(?:-placeholder)?="([a-z_]+)"', page))
    used |= {f"kind_{k}" for k in KINDS} | {f"status_{s}" for s in (*STATUSES, "running")}
    used |= {f"level_{v}" for v in ("off", "normal", "advanced", "extreme")}
    used |= {f"dim_{d}" for d in honing.DIMENSIONS} | {f"sev_{s}" for s in ("critical", "warning", "info")}
    used |= {f"grade_{g}" for g in ("excellent", "good", "needs_improvement", "poor")}
    used |= {f"label_{v}" for v in ("prompt", "engine", "codebase")} | {f"src_{k}" for k in SOURCE_KINDS}
    used |= {f"outcome_{o}" for o in ("worked", "rework")}
    for lang, table in tables.items():
        assert not used - set(table), (lang, sorted(used - set(table)))
        assert all(isinstance(v, str) and v.strip() for v in table.values()), lang


def test_patch_changes_one_session_setting_and_keeps_the_others(client):
    sid = "sess-patch-1"
    client.put(f"/api/sessions/{sid}/settings", json={"level": "normal", "turns": 2, "permission": "auto"})
    done = client.patch(f"/api/sessions/{sid}/settings", json={"full": True}).json()
    assert done["settings"] == {"level": "normal", "turns": 2, "permission": "auto", "full": True}
    assert client.get(f"/api/sessions/{sid}/settings").json()["settings"] == done["settings"]
    assert client.put(f"/api/sessions/{sid}/settings", json={"full": False}).json()["settings"] == {"full": False}
    assert client.patch(f"/api/sessions/{sid}/settings", json={"turns": 11}).status_code == 422


def test_serve_without_the_server_extra_says_how_to_install_it(tmp_path):
    # a Python whose path hides fastapi: the command names the extra, no traceback
    blocker = tmp_path / "sitecustomize.py"
    blocker.write_text("import sys\nclass _Hide:\n    def find_spec(self, name, path=None, target=None):\n"
                       "        if name.split('.')[0] in ('fastapi', 'uvicorn'):\n"
                       "            raise ModuleNotFoundError(name)\n        return None\n"
                       "sys.meta_path.insert(0, _Hide())\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    out = subprocess.run([sys.executable, "-m", "honing", "serve", "--port", str(serverproc.free_port())],
                         capture_output=True, text=True, timeout=60, env=env)
    assert out.returncode == 2 and "pip install 'honing[server]'" in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize("body, field", [
    ({"cwd": "case/project\x00"}, "cwd"),
    ({"transcript": "case/%2e%2e/%2e%2e/etc/passwd"}, "transcript"),
    ({"transcript": ".env"}, "transcript"),
])
def test_ground_paths_are_checked_as_file_references_are(client, body, field):
    # NUL, encoded traversal and credential files: the same checks as @file, never a 500
    r = client.post("/api/ground", json={"text": "fix this bug"} | body)
    assert r.status_code == 422, r.text
    assert r.json()["fields"][0]["field"] == field


def test_ground_messages_with_a_lone_surrogate_are_grounded_and_recorded(client):
    # JSON may spell one ("\ud800"): the run was computed, then the database refused it (a 500)
    body = b'{"text": "fix it", "messages": [{"role": "user", "content": "Fix foo.py \\ud800"}]}'
    r = client.post("/api/ground", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == 200, r.text
    recorded = client.get(f"/api/runs/{r.json()['run_id']}").json()
    assert "\ufffd" in json.dumps(recorded["input"], ensure_ascii=False)
