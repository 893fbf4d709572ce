"""The grounded optimizer (SPEC Part G) end to end: sessions in, sourced instructions out."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import tomllib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner

import honing
from honing.cli import main
from honing.grounding import audit, hooks, observer
from honing.grounding.backend import ChatBackend
from honing.grounding.project import Project
from honing.sessions import parse_messages
from honing.sessions.model import Turn

from .conftest import shared_path

CASES = Path(__file__).resolve().parents[1] / "bench" / "ground_cases"

AUTH = '''"""Users and their e-mail addresses."""


def normalize_email(email: str) -> str:
    """Lower-case and trim an address so lookups match."""
    cleaned = email.strip()
    return cleaned


def find_user(db: dict, email: str):
    return db.get(normalize_email(email))
'''

REPORT = '''def render_total(rows):
    total = 0
    for row in rows[:-1]:
        total += row["amount"]
    return total
'''

TEST = '''from app.users import normalize_email


def test_normalize_email_trims():
    assert normalize_email("  a@b.c ") == "a@b.c"
'''


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / "app").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "app" / "users.py").write_text(AUTH, encoding="utf-8")
    (root / "app" / "report.py").write_text(REPORT, encoding="utf-8")
    (root / "tests" / "test_users.py").write_text(TEST, encoding="utf-8")
    (root / "README.md").write_text("# proj\n", encoding="utf-8")
    return root


def session(*pairs: tuple[str, str]) -> list[dict]:
    out: list[dict] = []
    for user, assistant in pairs:
        out.append({"role": "user", "content": user})
        out.append({"role": "assistant", "content": assistant})
    return out


LOGIN = ("login fails for Bob: he signed up as Bob@Example.com and now types bob@example.com",
         "The lookup goes through `normalize_email` in app/users.py, which only strips whitespace and never "
         "lower-cases, so the two spellings are different keys. That is the bug.")
README = ("also add a line about the --verbose flag to README.md", "Added a line to README.md.")
REPORT_BUG = ("the monthly report total is wrong too, it misses the last row",
              "`render_total` in app/report.py slices `rows[:-1]`, dropping the last row.")
DEFER = ("leave the report total one, I'll handle that myself", "Understood, I won't touch the report.")


def test_same_question_with_and_without_the_observer(project: Path) -> None:
    """G-10.2: with the history, the right target at file:line; without it, unresolved."""
    messages = session(LOGIN, README)
    with_history = honing.ground("ok now fix this bug", messages, cwd=project, turns=3)
    ref = with_history.references[0]
    assert ref.resolved and ref.turn == 1
    assert (ref.path, ref.symbol) == ("app/users.py", "normalize_email")
    assert ref.start_line <= 7 <= ref.end_line  # the line that fails to lower-case
    assert "app/users.py:4-7" in with_history.text
    without = honing.ground("ok now fix this bug", messages, cwd=project, turns=0)
    assert not without.references[0].resolved
    assert "[unresolved]" in without.text
    assert "users.py" not in without.text and not without.evidence
    assert without.observer is None


def test_a_later_turn_about_something_else_is_not_the_referent(project: Path) -> None:
    result = honing.ground("fix this bug", session(LOGIN, README), cwd=project, turns=5)
    assert result.references[0].path == "app/users.py"


def test_a_bug_the_user_will_handle_is_never_the_referent(project: Path) -> None:
    result = honing.ground("ok, fix the bug now", session(LOGIN, REPORT_BUG, DEFER), cwd=project, turns=5)
    ref = result.references[0]
    assert ref.path == "app/users.py", ref
    assert any(i.label == "Leave alone" and i.source.turn == 3 for i in result.items)
    # without the deferral the most recent defect is the report
    result = honing.ground("ok, fix the bug now", session(LOGIN, REPORT_BUG), cwd=project, turns=5)
    assert result.references[0].path == "app/report.py"


def test_every_item_is_sourced_and_file_sources_are_in_the_ledger(project: Path) -> None:
    result = honing.ground("fix this bug", session(LOGIN), cwd=project, level="extreme")
    assert result.audit.unsourced == 0
    assert result.audit.items == len(result.items) == result.audit.sourced + result.audit.marked
    ledger = {(e.path, e.start_line, e.end_line) for e in result.evidence}
    for item in result.items:
        if item.source.kind == "file":
            assert any(p == item.source.path and s <= item.source.start_line and item.source.end_line <= e
                       for p, s, e in ledger), item
    # the covering test is the anchor and the convention for a regression test
    assert any(i.gap == "anchor" and "test_normalize_email_trims" in i.text for i in result.items)
    for e in result.evidence:
        assert len(e.sha256) == 64 and "/" not in e.path[:1]


def test_levels(project: Path) -> None:
    messages = session(LOGIN)
    off = honing.ground("fix this bug", messages, cwd=project, level="off")
    assert off.text == "fix this bug" and not off.items and off.observer is None
    normal = honing.ground("fix this bug", messages, cwd=project, level="normal")
    assert not normal.evidence  # normal reads no files
    assert "not checked against the files" in normal.text
    assert normal.references[0].resolved


def test_the_users_words_are_kept_verbatim(project: Path) -> None:
    for sentence in ("那这个bug帮我修一下", "それ直して"):
        result = honing.ground(sentence, session(LOGIN), cwd=project)
        assert f"“{sentence}”" in result.text
        assert result.references[0].path == "app/users.py"


def test_output_is_deterministic(project: Path) -> None:
    messages = session(LOGIN, REPORT_BUG, DEFER)
    runs = {json.dumps(honing.ground("fix this bug", messages, cwd=project, level="extreme").to_dict(timings=False))
            for _ in range(3)}
    assert len(runs) == 1


def test_bad_settings_are_errors() -> None:
    with pytest.raises(honing.HoningError, match="turns"):
        honing.ground("fix it", [], turns=11)
    with pytest.raises(honing.HoningError, match="level"):
        honing.ground("fix it", [], level="max")
    with pytest.raises(honing.HoningError, match="empty"):
        honing.ground("   ", [])


def test_the_sentence_can_name_its_own_object(project: Path) -> None:
    result = honing.ground("render_total() drops the last row, fix it", None, cwd=project)
    ref = result.references[0]
    assert ref.resolved and ref.path == "app/report.py" and ref.turn is None


# -- observer window --------------------------------------------------------------------


def test_observer_lowers_detail_never_the_range() -> None:
    big = [Turn(i, f"question {i} " + "u" * 3000, "answer " + "a" * 30000) for i in range(1, 11)]
    win = observer.window(big, count=10, full=False)
    assert win.turns_read == 10 and win.dropped_turns == 0
    assert win.detail in ("assistant_truncated", "assistant_omitted")
    assert len(win.text.encode()) <= 65536
    assert win.text.startswith(observer.HEADER)
    small = observer.window(big[:1], count=10, full=False)
    assert small.detail == "full" and small.turns_requested == 10 and small.turns_read == 1


def test_observer_last_resort_drops_oldest_turns_and_says_so() -> None:
    huge = [Turn(i, "x" * 100_000, "y" * 100_000) for i in range(1, 400)]
    win = observer.window(huge, count=10, full=True)
    assert len(win.text.encode()) <= 65536
    assert win.detail == "declared_omission" and win.dropped_turns > 0
    assert f"{win.dropped_turns} older turn(s)" in win.text
    assert win.turns[-1].index == 399  # the newest turns stay


# -- audit and gate ---------------------------------------------------------------------


def test_audit_removes_what_it_cannot_trace() -> None:
    text = ("- Fix it [source: your request]\n- Look at a.py:3 [source: a.py:3-3]\n"
            "- Look at b.py:9 [source: b.py:9]\n- From turn 7 [source: turn 7]\n- Just be careful.\n"
            "- Which library: [free choice]")
    kept, counts = audit.run(text, turns_read={1, 2}, ledger=[audit.Span("a.py", 1, 5)])
    assert (counts.items, counts.sourced, counts.marked, counts.unsourced) == (6, 2, 1, 3)
    assert "b.py" not in kept and "careful" not in kept and "turn 7" not in kept


def test_gate_strips_preambles() -> None:
    assert audit.gate("Sure! Here is the optimized prompt:\n- Do it [source: your request]") == \
        "- Do it [source: your request]"
    assert audit.gate("以下は最適化したプロンプトです\n- 直して [source: your request]") == "- 直して [source: your request]"


# -- project tools ----------------------------------------------------------------------


def test_tools_never_read_credentials_or_escape_the_root(project: Path, tmp_path: Path) -> None:
    (project / ".env").write_text("normalize_email=secret\n")
    (project / "id_rsa").write_text("normalize_email\n")
    outside = tmp_path / "outside.py"
    outside.write_text("def normalize_email(x):\n    return x\n")
    os.symlink(outside, project / "app" / "linked.py")
    tools = Project.open(project)
    assert tools is not None
    files = tools.files()
    assert ".env" not in files and "id_rsa" not in files and "app/linked.py" not in files
    assert tools.relative(str(outside)) is None
    assert tools.relative("../outside.py") is None


def test_a_moved_checkout_is_read_relative_to_the_recorded_cwd(project: Path) -> None:
    tools = Project.open(project)
    assert tools is not None
    assert tools.relative("/home/someone/work/proj/app/users.py", "/home/someone/work/proj") == "app/users.py"


# -- model backend against a real local HTTP server --------------------------------------


class _Endpoint(BaseHTTPRequestHandler):
    answer = ""
    finish_reason = "stop"  # (not `finish`: that is the handler method the server calls after each request)
    requests: list[dict] = []
    chunks: list[object] | None = None  # raw chunks to send instead of the answer's words

    def do_POST(self) -> None:  # noqa: N802 - http.server's name
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        type(self).requests.append(body)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        words = self.answer.split(" ")
        sent = self.chunks if self.chunks is not None else [
            {"choices": [{"delta": {"content": word if i == 0 else " " + word}, "finish_reason": None}]}
            for i, word in enumerate(words)]
        for chunk in sent:
            self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
        done = {"choices": [{"delta": {}, "finish_reason": self.finish_reason}]}
        self.wfile.write(f"data: {json.dumps(done)}\n\ndata: [DONE]\n\n".encode())

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture()
def endpoint():
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Endpoint)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    _Endpoint.requests = []
    _Endpoint.chunks = None
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    _Endpoint.chunks = None  # (the server's tests borrow this handler)


def test_model_backend_output_passes_the_same_gate_and_audit(project: Path, endpoint: str) -> None:
    _Endpoint.answer = ("Here is the optimized prompt:\n- Fix the lookup in `normalize_email` so it lower-cases "
                        "[source: app/users.py:4-7]\n- Be careful with everything.\n- Run the tests "
                        "[source: turn 1]")
    _Endpoint.finish_reason = "stop"
    result = honing.ground("fix this bug", session(LOGIN), cwd=project, backend=ChatBackend(endpoint, "m"))
    assert result.engine == "model"
    assert result.text.startswith("- Fix the lookup")
    assert "careful" not in result.text and result.audit.unsourced == 1
    sent = _Endpoint.requests[0]
    assert sent["model"] == "m" and "observer and director" in sent["messages"][1]["content"]


def test_a_cut_model_answer_is_never_handed_off(project: Path, endpoint: str) -> None:
    _Endpoint.answer = "- Fix the lookup in [source: app/users.py:4-7]"
    _Endpoint.finish_reason = "length"
    result = honing.ground("fix this bug", session(LOGIN), cwd=project, backend=ChatBackend(endpoint, "m"))
    assert result.engine == "deterministic"
    assert any("did not finish" in n for n in result.notes)
    assert "Location:" in result.text


@pytest.mark.parametrize("chunk", [{"choices": [{"delta": {"content": 42}}]},
                                   {"choices": [{"delta": {"content": [{"type": "text", "text": "x"}]}}]},
                                   {"choices": {"0": {}}}, [1, 2], {"choices": [None]}])
def test_an_endpoint_that_streams_no_chat_completion_falls_back(project: Path, endpoint: str, chunk: object) -> None:
    """A number or a list where the text goes, or chunks of another shape, are the endpoint's fault: the
    deterministic instruction is handed off with a note, never a traceback (the trial's TypeError)."""
    _Endpoint.chunks = [chunk]
    _Endpoint.finish_reason = "stop"
    result = honing.ground("fix this bug", session(LOGIN), cwd=project, backend=ChatBackend(endpoint, "m"))
    assert result.engine == "deterministic" and "Location:" in result.text
    assert any("model backend failed" in n for n in result.notes)


# -- CLI and hooks ----------------------------------------------------------------------


def _write_session(tmp_path: Path, messages: list[dict]) -> Path:
    path = tmp_path / "session.json"
    path.write_text(json.dumps(messages), encoding="utf-8")
    return path


def test_cli_ground_text_and_json(project: Path, tmp_path: Path) -> None:
    path = _write_session(tmp_path, session(LOGIN))
    runner = CliRunner()
    res = runner.invoke(main, ["ground", "--text", "fix this bug", "--transcript", str(path), "--cwd",
                               str(project)])
    assert res.exit_code == 0, res.output
    assert "app/users.py:4-7" in res.stdout and "audit" in res.stderr
    res = runner.invoke(main, ["ground", "--text", "fix this bug", "--transcript", str(path), "--cwd",
                               str(project), "--format", "json", "--no-timings"])
    data = json.loads(res.stdout)
    assert set(data) >= {"level", "sentence", "text", "items", "references", "evidence", "context", "observer",
                         "audit", "stages"}
    assert data["context"]["turns_read"] == 1 and data["context"]["detail"] == "full"
    assert all(s["ms"] is None for s in data["stages"])
    assert {i["gap"] for i in data["items"]} <= {"request", "reference", "acceptance", "constraint", "decision",
                                                   "anchor", "entry"}


@pytest.mark.parametrize("args, message", [
    (["--transcript", "/nonexistent/session.jsonl"], "no such file"),
    (["--cwd", "/nonexistent/dir"], "no such directory"),
])
def test_cli_ground_bad_input_is_exit_2(args: list[str], message: str) -> None:
    res = CliRunner().invoke(main, ["ground", "--text", "fix it", *args])
    assert res.exit_code == 2 and message in res.stderr and "Traceback" not in res.output


def test_cli_ground_unparseable_transcript_is_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_bytes(b"\x00\x01 not a transcript")
    res = CliRunner().invoke(main, ["ground", "--text", "fix it", "--transcript", str(bad)])
    assert res.exit_code == 2 and "Traceback" not in res.output


def _hook(agent: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "honing.cli", "ground", "--hook", agent], input=stdin,
                          capture_output=True, text=True, timeout=120)


def test_claude_code_hook_adds_context(project: Path, tmp_path: Path) -> None:
    transcript = tmp_path / "s.jsonl"
    lines = [
        {"type": "user", "uuid": "u1", "parentUuid": None, "sessionId": "s", "cwd": str(project),
         "timestamp": "2026-11-30T10:00:00Z", "message": {"role": "user", "content": LOGIN[0]}},
        {"type": "assistant", "uuid": "a1", "parentUuid": "u1", "sessionId": "s", "cwd": str(project),
         "timestamp": "2026-11-30T10:00:05Z",
         "message": {"id": "m1", "role": "assistant", "content": [{"type": "text", "text": LOGIN[1]}]}},
    ]
    transcript.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    payload = {"session_id": "s", "transcript_path": str(transcript), "cwd": str(project),
               "hook_event_name": "UserPromptSubmit", "prompt": "ok now fix this bug"}
    done = _hook("claude-code", json.dumps(payload))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["hookSpecificOutput"]["hookEventName"] == "UserPromptSubmit"
    assert "app/users.py:4-7" in out["hookSpecificOutput"]["additionalContext"]
    assert set(out) == {"hookSpecificOutput"}  # Codex rejects unknown keys; the same shape serves both


@pytest.mark.parametrize("agent, empty", [("claude-code", ""), ("codex", ""), ("gemini", "{}")])
def test_a_hook_never_blocks_on_bad_input(agent: str, empty: str) -> None:
    for stdin in ("not json", "[]", json.dumps({"prompt": ""}),
                  json.dumps({"prompt": "fix it", "transcript_path": "/nonexistent", "cwd": "/nonexistent"})):
        done = _hook(agent, stdin)
        assert done.returncode == 0
        assert "Traceback" not in done.stderr
        assert done.stdout.strip() in (empty, "") or json.loads(done.stdout)


def test_hook_output_shapes() -> None:
    gemini = json.loads(hooks.output("gemini", "- x [source: your request]\n- y [unresolved]"))
    assert gemini["hookSpecificOutput"]["hookEventName"] == "BeforeAgent"
    long = "\n".join(f"- item {i} [source: your request]" for i in range(2000))
    body = json.loads(hooks.output("codex", long))["hookSpecificOutput"]["additionalContext"]
    assert len(body) < 10_000 and body.endswith("[source: your request]")


# -- real transcripts and the benchmark cases -----------------------------------------


def test_grounding_runs_on_every_shared_transcript() -> None:
    files = sorted(shared_path("transcripts").rglob("*.jsonl"))
    assert len(files) >= 10
    for path in files:
        result = honing.ground("ok now fix this bug", path, turns=10)
        assert result.audit.unsourced == 0
        assert result.context["turns_read"] <= 10
        if result.observer is not None:
            assert len(result.observer.encode()) <= 65536


def test_bench_cases_never_guess_without_history_and_are_all_sourced() -> None:
    cases = sorted(p for p in CASES.iterdir() if (p / "case.toml").exists())
    assert len(cases) >= 16
    for case_dir in cases:
        case = tomllib.loads((case_dir / "case.toml").read_text(encoding="utf-8"))
        result = honing.ground(case["sentence"], json.loads((case_dir / "session.json").read_text("utf-8")),
                               cwd=case_dir / "project", turns=case.get("turns", 3))
        assert result.audit.unsourced == 0, case_dir.name
        if not case["expect"]["resolved"]:
            assert not result.references[0].resolved, case_dir.name
            assert not result.evidence, case_dir.name


def test_parse_messages_round_trip() -> None:
    s = parse_messages(session(LOGIN, README))
    assert [t.index for t in s.turns] == [1, 2]


def _claude_lines(project: Path, *pairs: tuple[str, str]) -> str:
    lines = []
    parent = None
    for n, (user, assistant) in enumerate(pairs):
        uid, aid = f"u{n}", f"a{n}"
        lines.append({"type": "user", "uuid": uid, "parentUuid": parent, "sessionId": "s1", "cwd": str(project),
                      "timestamp": f"2026-11-30T10:0{n}:00Z", "message": {"role": "user", "content": user}})
        lines.append({"type": "assistant", "uuid": aid, "parentUuid": uid, "sessionId": "s1", "cwd": str(project),
                      "timestamp": f"2026-11-30T10:0{n}:05Z",
                      "message": {"id": f"m{n}", "role": "assistant", "content": [{"type": "text", "text": assistant}]}})
        parent = aid
    return "\n".join(json.dumps(x) for x in lines) + "\n"


def test_sessions_and_session_id_from_the_agents_store(project: Path, tmp_path: Path) -> None:
    """`hone sessions` lists what Claude Code recorded for the folder; `--session ID` grounds in it;
    an unknown id is an error, never another session (G-3.3)."""
    from honing.sessions.discovery import claude_slug

    home = tmp_path / "home"
    store = home / ".claude" / "projects" / claude_slug(str(project.resolve()))
    store.mkdir(parents=True)
    (store / "s1.jsonl").write_text(_claude_lines(project.resolve(), LOGIN, README), encoding="utf-8")
    env = {"HOME": str(home)}
    runner = CliRunner()
    res = runner.invoke(main, ["sessions", "--cwd", str(project), "--format", "json"], env=env)
    assert res.exit_code == 0, res.output
    listed = json.loads(res.stdout)
    assert [(s["format"], s["id"], s["turns"]) for s in listed] == [("claude-code", "s1", 2)]
    res = runner.invoke(main, ["ground", "--text", "fix this bug", "--session", "s1", "--cwd", str(project)],
                        env=env)
    assert res.exit_code == 0, res.output
    assert "app/users.py:4-7" in res.stdout
    res = runner.invoke(main, ["ground", "--text", "fix this bug", "--session", "nope", "--cwd", str(project)],
                        env=env)
    assert res.exit_code == 2 and "no session 'nope'" in res.stderr


def test_a_moved_checkout_resolves_paths_recorded_under_the_old_cwd(project: Path, tmp_path: Path) -> None:
    """The transcript says /old/place/app/users.py:7; the checkout now lives elsewhere."""
    transcript = tmp_path / "moved.jsonl"
    text = _claude_lines(Path("/old/place"), ("crash: File \"/old/place/app/users.py\", line 7, in normalize_email",
                                              "The bug is at /old/place/app/users.py:7."))
    transcript.write_text(text, encoding="utf-8")
    result = honing.ground("fix this bug", transcript, cwd=project)
    assert result.context["cwd"] == str(project)
    assert (result.references[0].path, result.references[0].symbol) == ("app/users.py", "normalize_email")


def test_conversational_form_orders_the_same_items(project: Path) -> None:
    ptc = honing.ground("fix this bug", session(LOGIN), cwd=project, form="ptc")
    conv = honing.ground("fix this bug", session(LOGIN), cwd=project, form="conversational")
    assert sorted(ptc.text.replace("- ", "", 1).split("\n")) != [] and conv.text.startswith("1. ")
    strip = lambda text: sorted(line.split(" ", 1)[1] for line in text.split("\n"))  # noqa: E731
    assert strip(ptc.text) == strip(conv.text)  # the form changes order only, never the items


def test_a_hook_adds_nothing_when_the_instruction_only_repeats_the_prompt() -> None:
    assert hooks.output("claude-code", "- Request: “add a page” [source: your request]") == ""
    assert hooks.output("gemini", "- Request: “add a page” [source: your request]") == "{}"


def test_a_quoted_expression_places_the_start_line_and_locals_are_not_owners(tmp_path: Path) -> None:
    """Found in a trial: `i = 1` from the history is the line to start at, and the function
    (not 'let sum = 0;' above the loop) is the span."""
    root = tmp_path / "shop"
    (root / "src").mkdir(parents=True)
    (root / "src" / "cart.js").write_text(
        "export function total(items) {\n  let sum = 0;\n  for (let i = 1; i < items.length; i++) {\n"
        "    sum += items[i].price;\n  }\n  return sum;\n}\n", encoding="utf-8")
    messages = [{"role": "user", "content": "购物车总价算错了，第一件商品没算进去"},
                {"role": "assistant", "content": "src/cart.js 的 `total` 循环从 `i = 1` 开始，所以第一件被跳过了。"}]
    result = honing.ground("那这个bug帮我修一下", messages, cwd=root)
    ref = result.references[0]
    assert (ref.path, ref.start_line, ref.end_line, ref.symbol) == ("src/cart.js", 1, 7, "total")
    assert "- Start at: src/cart.js:3 " in result.text


def test_test_names_come_from_test_ids_not_from_paths_or_binary_syntax() -> None:
    from honing.grounding.mentions import find

    found = [m.value for m in find("FAILED tests/test_users.py::TestLogin::test_upper - AssertionError; "
                                   "<<c::utf8>> in an Elixir binary") if m.kind == "test"]
    assert found == ["TestLogin", "test_upper"]


def test_a_method_may_be_called_set_or_get(tmp_path: Path) -> None:
    """`set()` is a method of LruCache; statement words ('if (x) {') are never definitions."""
    root = tmp_path / "tiles"
    (root / "src").mkdir(parents=True)
    (root / "src" / "lru.js").write_text(
        "export class LruCache {\n  constructor(capacity) {\n    this.map = new Map();\n    this.capacity = capacity;\n"
        "  }\n\n  set(key, value) {\n    this.map.set(key, value);\n    if (this.map.size > this.capacity) {\n"
        "      const victim = [...this.map.keys()].pop();\n      this.map.delete(victim);\n    }\n  }\n}\n",
        encoding="utf-8")
    messages = session(("the cache drops new tiles right after it stores them",
                        "In `LruCache`, `set()` evicts the last key of the Map, which is the newest entry: that is "
                        "the bug."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol, ref.start_line, ref.end_line) == ("src/lru.js", "set", 7, 13)


def test_an_empty_messages_file_is_a_session_without_history(tmp_path: Path) -> None:
    path = tmp_path / "messages.json"
    path.write_text("[]", encoding="utf-8")
    res = CliRunner().invoke(main, ["ground", "--text", "fix this bug", "--transcript", str(path)])
    assert res.exit_code == 0, res.output
    assert "[unresolved]" in res.stdout


def test_the_target_quotes_the_users_prose_not_a_pasted_error_line(project: Path) -> None:
    messages = session(("the export blew up for one customer:\nKeyError: 'DE'\nno idea why",
                        "`normalize_email` in app/users.py never lower-cases: that is the bug."))
    target = next(i for i in honing.ground("fix this bug", messages, cwd=project).items if i.label == "Target")
    assert "the export blew up for one customer" in target.text and "KeyError" not in target.text


def test_a_deferral_keeps_what_the_other_defect_names_too(tmp_path: Path) -> None:
    """The user defers the date bug; the agent's acknowledgement names the paging function
    on the same line as the dates, but the paging bug's own description names it too, so
    it stays a place to look."""
    root = tmp_path / "feed"
    (root / "feed").mkdir(parents=True)
    (root / "feed" / "pages.py").write_text(
        "def page_slice(items, page, size):\n    start = page * size\n    return items[start:start + size]\n",
        encoding="utf-8")
    (root / "feed" / "when.py").write_text(
        "def is_stale(entry, now):\n    return entry.posted < now\n", encoding="utf-8")
    messages = session(
        ("two reports: the first page of the feed is empty, and stale badges show a day early",
         "Two separate bugs.\n1. `page_slice` treats the 1-based page as 0-based, so page 1 starts at item 20: "
         "that is the bug.\n2. `is_stale` compares the posted date in UTC, which is wrong for local users."),
        ("Leave the date one to me, I'm rewriting that module this week.",
         "Understood, I won't touch `is_stale` or the date module; `page_slice` never calls it, the paging "
         "bug is independent of the dates."))
    ref = honing.ground("ok, go ahead and fix it", messages, cwd=root, turns=3).references[0]
    assert (ref.path, ref.symbol) == ("feed/pages.py", "page_slice"), ref


def test_a_failing_tests_call_with_its_result_names_the_function_under_test(tmp_path: Path) -> None:
    """'Clamp(12, 10) = 10, want 9' in go test output names Clamp, although the agent's
    reply only talks about the `Bounds` type."""
    root = tmp_path / "clamp"
    (root / "span").mkdir(parents=True)
    (root / "span" / "span.go").write_text(
        "package span\n\n// Bounds is an inclusive range [Lo, Hi].\ntype Bounds struct {\n\tLo, Hi int\n}\n\n"
        "// Clamp limits v to the last index of a slice of size n.\nfunc Clamp(v, n int) int {\n"
        "\tif v >= n {\n\t\treturn n\n\t}\n\treturn v\n}\n", encoding="utf-8")
    (root / "span" / "span_test.go").write_text(
        "package span\n\nimport \"testing\"\n\nfunc TestClamp(t *testing.T) {\n\tif got := Clamp(12, 10); got != 9 {\n"
        "\t\tt.Errorf(\"Clamp(12, 10) = %d, want 9\", got)\n\t}\n}\n", encoding="utf-8")
    messages = session(
        ("the last chunk is read twice. go test says:\n--- FAIL: TestClamp (0.00s)\n"
         "    span_test.go:7: Clamp(12, 10) = 10, want 9\nFAIL",
         "`Bounds` is inclusive, so the last valid index is one less than the size: 10 is one too many."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("span/span.go", "Clamp"), ref
    from honing.grounding.mentions import find

    # an arrow function and a comparison show no result
    assert [m.value for m in find("items.forEach(onEvict(v) => drop(v)); if f(a) == b") if m.kind == "symbol"] == []


def test_a_method_written_with_its_type_is_the_types_method(tmp_path: Path) -> None:
    """`Version.Compare` is the method with a Version receiver, not the package-level
    Compare defined first in the same file."""
    root = tmp_path / "semver"
    (root / "v").mkdir(parents=True)
    (root / "v" / "v.go").write_text(
        "package v\n\nfunc Compare(a, b string) int {\n\treturn Parse(a).Compare(Parse(b))\n}\n\n"
        "type Version struct{ Major, Minor int }\n\n// Compare orders v against o.\n"
        "func (v Version) Compare(o Version) int {\n\tif v.Major != o.Major {\n\t\treturn o.Major - v.Major\n"
        "\t}\n\treturn v.Minor - o.Minor\n}\n\nfunc Parse(s string) Version { return Version{} }\n", encoding="utf-8")
    messages = session(("sorting tags puts 2.0 before 1.0",
                        "`Version.Compare` returns the major difference with the wrong sign: that is the bug."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol, ref.start_line) == ("v/v.go", "Compare", 10), ref


def test_a_step_described_in_words_is_the_callee_it_names(tmp_path: Path) -> None:
    """One hop down the call graph: the agent blames 'the last step of `order_total`, where
    the discount is applied'; the place is apply_discount, which order_total calls."""
    root = tmp_path / "till"
    (root / "till").mkdir(parents=True)
    (root / "till" / "orders.py").write_text(
        "def order_total(order):\n    subtotal = sum(line.price for line in order.lines)\n"
        "    return apply_discount(subtotal, order.code) + shipping_fee(order)\n\n\n"
        "def apply_discount(amount, code):\n    if code:\n        return amount - amount * 0.1 - amount * 0.1\n"
        "    return amount\n\n\ndef shipping_fee(order):\n    return 5\n", encoding="utf-8")
    messages = session(("coupon orders come out too cheap",
                        "The sum of the lines is right; the bug is in the last step of `order_total`, where the "
                        "discount is applied: it is taken off twice."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol, ref.start_line) == ("till/orders.py", "apply_discount", 6), ref
    # the same words in another sentence describe no step of order_total: no hop
    messages = session(("coupon orders come out wrong",
                        "`order_total` sums the lines twice: that is the bug. The discount is applied correctly "
                        "afterwards."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("till/orders.py", "order_total"), ref


def test_a_function_the_agent_cleared_stays_cleared_when_named_as_the_symptom(tmp_path: Path) -> None:
    """The crash surfaces in read_name, which the agent clears; it blames the caller.
    Naming read_name again as where it blows up does not make it the place."""
    root = tmp_path / "people"
    (root / "people").mkdir(parents=True)
    (root / "people" / "util.py").write_text("def read_name(row, key):\n    return row.get(key).strip()\n",
                                             encoding="utf-8")
    (root / "people" / "users.py").write_text(
        "from people.util import read_name\n\n\ndef load_user(row):\n    return read_name(row, 'Name')\n",
        encoding="utf-8")
    messages = session(
        ("importing users crashes:\nTraceback (most recent call last):\n"
         '  File "people/users.py", line 5, in load_user\n    return read_name(row, \'Name\')\n'
         '  File "people/util.py", line 2, in read_name\n    return row.get(key).strip()\n'
         "AttributeError: 'NoneType' object has no attribute 'strip'",
         "`read_name` itself is fine. The caller `load_user` still passes the old key; the export now "
         "writes it in lower case. That is why the crash shows on the first line of `read_name`."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("people/users.py", "load_user"), ref


def test_a_message_the_agent_only_predicts_is_weaker_than_one_that_was_seen(tmp_path: Path) -> None:
    """A follow-up reply quotes the message the fix under discussion would produce; the
    diagnosis turn before it still holds the referent."""
    root = tmp_path / "hooks"
    (root / "hooks").mkdir(parents=True)
    (root / "hooks" / "verify.py").write_text(
        "def check(headers, key):\n    received = headers.get(key.lower())\n    return received == 'ok'\n",
        encoding="utf-8")
    (root / "hooks" / "server.py").write_text(
        "from hooks.verify import check\n\n\ndef handle(req):\n    if not check(req.headers, 'X-Sig'):\n"
        "        return 401, 'invalid webhook signature'\n    return 204, ''\n", encoding="utf-8")
    messages = session(
        ("every webhook is rejected since the header rename",
         "The bug is in `check`: it looks the header up under the old name."),
        ("should we also log the header names when the check fails?",
         "We can, but logging does not fix the problem: every request would still get \"invalid webhook "
         "signature\" after the log line."))
    ref = honing.ground("ok fix it", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("hooks/verify.py", "check"), ref


def test_an_answer_that_ends_by_clearing_what_it_examined_describes_no_defect(tmp_path: Path) -> None:
    """A side question answered with "this part looks fine" is not the defect to fix, even
    though its explanation says 'fails' on the way."""
    root = tmp_path / "ledger"
    (root / "ledger").mkdir(parents=True)
    (root / "ledger" / "sums.py").write_text("def sum_rows(rows):\n    return sum(r.amount for r in rows[:-1])\n",
                                             encoding="utf-8")
    (root / "ledger" / "out.py").write_text(
        "def flush(handle, data):\n    try:\n        handle.write(data)\n    finally:\n        handle.close()\n",
        encoding="utf-8")
    messages = session(("the totals are wrong, the last row is missing",
                        "`sum_rows` slices `rows[:-1]` and skips the last row: that is the bug."),
                       ("by the way, does `flush` close the file?",
                        "Yes. `flush()` closes it in a finally block, even when the write fails. This part looks "
                        "fine."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("ledger/sums.py", "sum_rows"), ref


def test_equally_supported_places_are_told_apart_by_what_else_the_turn_points_at(tmp_path: Path) -> None:
    """`put()` is defined in two classes; the turn also names `shrink`, which only one of
    the two files has, so that file's `put` is meant and the referent is not ambiguous."""
    root = tmp_path / "caches"
    (root / "src").mkdir(parents=True)
    (root / "src" / "store.js").write_text(
        "class Store {\n  shrink() {\n    this.items.pop();\n  }\n\n  put(key, value) {\n"
        "    this.items.push([key, value]);\n    if (this.items.length > this.max) this.shrink();\n  }\n}\n",
        encoding="utf-8")
    (root / "src" / "memo.js").write_text(
        "class Memo {\n  put(key, value) {\n    this.map.set(key, value);\n  }\n}\n", encoding="utf-8")
    messages = session(("new entries vanish right after they are stored",
                        "`shrink` drops the newest item, and `put()` calls it right after adding: `put()` throws "
                        "away what it just stored. That is the bug."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("src/store.js", "put"), ref


def test_a_message_kept_under_a_key_is_raised_where_the_key_is_looked_up(tmp_path: Path) -> None:
    """The user saw "invalid postal code"; it sits in a table of messages, and the place is
    the function that looks its key up."""
    root = tmp_path / "members"
    (root / "src").mkdir(parents=True)
    (root / "src" / "messages.js").write_text(
        "module.exports = {\n  postalInvalid: 'invalid postal code',\n  nameMissing: 'a name is required',\n};\n",
        encoding="utf-8")
    (root / "src" / "validate.js").write_text(
        "const MESSAGES = require('./messages');\n\nfunction checkPostal(code) {\n"
        "  if (!/^\\d{3}-\\d{4}$/.test(code.trim().slice(1))) {\n    throw new Error(MESSAGES.postalInvalid);\n"
        "  }\n}\n\nmodule.exports = { checkPostal };\n", encoding="utf-8")
    messages = session(("signing up with 150-0001 fails with \"invalid postal code\", but it is a valid code",
                        "I can reproduce it with every code."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("src/validate.js", "checkPostal"), ref


def test_a_message_in_an_object_a_function_builds_is_not_a_table_entry(tmp_path: Path) -> None:
    root = tmp_path / "api"
    (root / "src").mkdir(parents=True)
    (root / "src" / "routes.js").write_text(
        "function signup(req, res) {\n  if (!req.body.postal) {\n    return res.status(400).json({\n"
        "      error: 'invalid postal code',\n    });\n  }\n  return res.sendStatus(201);\n}\n\n"
        "function report(res, error) {\n  res.json({ error });\n}\n", encoding="utf-8")
    messages = session(("signing up fails with \"invalid postal code\" for every code", "I can reproduce it."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("src/routes.js", "signup"), ref


def test_a_function_of_two_statements_does_its_own_work_a_one_statement_wrapper_hands_it_on(tmp_path: Path) -> None:
    """The deepest frame is in `average`, whose second statement divides by an empty
    count; that it also calls `revenue` does not make it a wrapper handing its votes to
    `revenue`. `summary`, one statement, does hand its votes on."""
    root = tmp_path / "shop"
    (root / "shop").mkdir(parents=True)
    (root / "shop" / "stats.py").write_text(
        "def revenue(orders):\n    return sum(o.total for o in orders)\n\n\n"
        "def average(orders):\n    paid = [o for o in orders if o.paid]\n    return revenue(paid) / len(paid)\n\n\n"
        "def summary(orders):\n    return (revenue(orders), average(orders))\n", encoding="utf-8")
    trace = ("Traceback (most recent call last):\n"
             '  File "/srv/shop/shop/stats.py", line 11, in summary\n    return (revenue(orders), average(orders))\n'
             '  File "/srv/shop/shop/stats.py", line 7, in average\n    return revenue(paid) / len(paid)\n'
             "ZeroDivisionError: division by zero")
    messages = session((f"the dashboard crashes for new shops:\n{trace}", "Reproduced it."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("shop/stats.py", "average"), ref
    from honing.grounding.locate import collect
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced

    found = collect(Project(root.resolve()), [Sourced(Mention("symbol", "summary", weight=2.0), 1, "assistant")], None)
    handed = {c.symbol: [v.reason for v in c.votes] for c in found}
    assert handed["average"] == ["`summary` hands the work to `average`"], handed


@pytest.mark.parametrize("sentence", ["leave the price one for Maya, fix the other",
                                      "価格の方は自分でやるので、もう片方を直して",
                                      "价格那个我自己来，修另一个"])
def test_the_sentence_itself_can_defer_one_of_two_bugs_by_naming_it(tmp_path: Path, sentence: str) -> None:
    """Both bugs are diagnosed in one reply; the sentence takes the price one off the
    table by its words, so the other one is the referent."""
    root = tmp_path / "shop"
    (root / "src").mkdir(parents=True)
    (root / "src" / "pages.js").write_text(
        "function pageCount(total, size) {\n  return Math.floor(total / size);\n}\n", encoding="utf-8")
    (root / "src" / "price.js").write_text(
        "function formatPrice(cents) {\n  return `$${cents}`;\n}\n", encoding="utf-8")
    messages = session(("two bugs: the last page is missing, and prices show cents as dollars",
                        "Both confirmed:\n1. `pageCount` in src/pages.js rounds down, so the last partial page "
                        "is lost.\n2. `formatPrice` in src/price.js (価格, 价格) never divides by 100, so the price "
                        "is wrong."))
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("src/pages.js", "pageCount"), ref


RATE_LIMIT = ("function windowKey(ip, now, size) {\n  return `${ip}:${Math.round(now / size)}`;\n}\n\n"
              "function rateLimit({ limit, size, now }) {\n  const counts = new Map();\n  return (req) => {\n"
              "    const key = windowKey(req.ip, now(), size);\n    counts.set(key, (counts.get(key) || 0) + 1);\n"
              "    return counts.get(key) <= limit;\n  };\n}\n\nmodule.exports = { rateLimit, windowKey };\n")
RATE_LIMIT_TEST = ("const test = require('node:test');\nconst assert = require('node:assert');\n"
                   "const { rateLimit } = require('../src/rateLimit');\n\n"
                   "test('counts requests in the same window', () => {\n  let clock = 10;\n"
                   "  const allow = rateLimit({ limit: 1, size: 60, now: () => clock });\n  allow({ ip: 'a' });\n"
                   "  clock = 40;\n  assert.strictEqual(allow({ ip: 'a' }), false);\n});\n")
TAP = ("not ok 1 - counts requests in the same window\n  ---\n  location: '/home/sam/gate/test/rateLimit.test.js:5:1'\n"
       "  error: |-\n    Expected values to be strictly equal:\n\n    true !== false\n\n  stack: |-\n"
       "    TestContext.<anonymous> (/home/sam/gate/test/rateLimit.test.js:10:10)\n"
       "    Test.runInAsyncScope (node:async_hooks:206:9)\n  ...\n# fail 1\n")


def test_a_frame_in_a_test_file_points_at_the_code_that_test_calls(tmp_path: Path) -> None:
    """node --test names the failing test only by a string and frames in the test file;
    the test case around the frame calls rateLimit, the code under test. When the agent
    has found that code right, the test case itself is the place."""
    root = tmp_path / "gate"
    (root / "src").mkdir(parents=True)
    (root / "test").mkdir()
    (root / "src" / "rateLimit.js").write_text(RATE_LIMIT, encoding="utf-8")
    (root / "test" / "rateLimit.test.js").write_text(RATE_LIMIT_TEST, encoding="utf-8")
    messages = [{"role": "user", "content": "run the tests"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "run", "arguments": '{"cmd": "npm test"}'}}]},
                {"role": "tool", "tool_call_id": "c1", "content": TAP},
                {"role": "assistant", "content": "One test fails in test/rateLimit.test.js."}]
    ref = honing.ground("fix the failing one", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("src/rateLimit.js", "rateLimit"), ref
    messages[-1] = {"role": "assistant", "content": "`rateLimit` is correct; the failure is in the test: the "
                    "clock moves 30 s inside a 60 s window and the expected value is wrong."}
    ref = honing.ground("fix the failing one", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol, ref.start_line, ref.end_line) == (
        "test/rateLimit.test.js", "counts requests in the same window", 5, 11), ref


def test_a_test_tests_the_file_beside_it_when_packages_repeat_a_name(tmp_path: Path) -> None:
    """Two packages define isExpired in a session.ts; the failing test beside one of them
    tests that one."""
    root = tmp_path / "mono"
    for package, body in (("api", "return s.expiresAt > now;"), ("web", "return s.expiresAt <= now;")):
        (root / "packages" / package / "src").mkdir(parents=True)
        (root / "packages" / package / "src" / "session.ts").write_text(
            f"export function isExpired(s: {{ expiresAt: number }}, now: number): boolean {{\n  {body}\n}}\n",
            encoding="utf-8")
    (root / "packages" / "api" / "src" / "session.test.ts").write_text(
        "import { expect, it } from 'vitest';\nimport { isExpired } from './session';\n\n"
        "it('expires', () => {\n  expect(isExpired({ expiresAt: 1 }, 2)).toBe(true);\n});\n", encoding="utf-8")
    messages = session(("the api tests fail:\n FAIL  packages/api/src/session.test.ts > expires\n"
                        "AssertionError: expected false to be true\n ❯ packages/api/src/session.test.ts:5:42",
                        "The expiry check gives the wrong answer."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("packages/api/src/session.ts", "isExpired"), ref


def test_relative_paths_in_a_runners_output_are_read_against_the_folder_it_prints(tmp_path: Path) -> None:
    """vitest run inside packages/api prints that folder and writes paths relative to it;
    both packages hold src/session.test.ts and src/session.ts."""
    root = tmp_path / "mono"
    for package, body in (("api", "return s.expiresAt > now;"), ("web", "return s.expiresAt <= now;")):
        (root / "packages" / package / "src").mkdir(parents=True)
        (root / "packages" / package / "src" / "session.ts").write_text(
            f"export function isExpired(s: {{ expiresAt: number }}, now: number): boolean {{\n  {body}\n}}\n",
            encoding="utf-8")
        (root / "packages" / package / "src" / "session.test.ts").write_text(
            "import { expect, it } from 'vitest';\nimport { isExpired } from './session';\n\n"
            "it('expires', () => {\n  expect(isExpired({ expiresAt: 1 }, 2)).toBe(true);\n});\n", encoding="utf-8")
    output = ("> @acme/api@0.3.0 test /home/lin/acme/packages/api\n> vitest run\n\n RUN  v2.0.5 /home/lin/acme/packages/api\n\n"
              " FAIL  src/session.test.ts > expires\nAssertionError: expected false to be true\n"
              " ❯ src/session.test.ts:5:42\n")
    messages = [{"role": "user", "content": "the api tests are red"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "run", "arguments": '{"cmd": "pnpm test"}'}}]},
                {"role": "tool", "tool_call_id": "c1", "content": output},
                {"role": "assistant", "content": "`isExpired` returns the wrong answer in the api package."}]
    ref = honing.ground("修一下这个", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("packages/api/src/session.ts", "isExpired"), ref
    from honing.grounding.candidates import folders

    assert folders(output) == ("/home/lin/acme/packages/api",)
    assert folders("see /etc/hosts.txt and src/a.py\nrootdir: /srv/app\n") == ("/srv/app",)


def test_a_file_named_without_a_place_is_placed_at_its_only_definition(tmp_path: Path) -> None:
    """The agent read src/duration.rs and only narrowed the bug to it; the file defines
    one function, so that is the place. A file of two definitions stays file-level."""
    root = tmp_path / "hq"
    (root / "src").mkdir(parents=True)
    (root / "src" / "duration.rs").write_text(
        "use std::time::Duration;\n\npub fn parse_since(text: &str) -> Duration {\n"
        "    let n: u64 = text[..text.len() - 1].parse().unwrap();\n    Duration::from_secs(n * 3600)\n}\n",
        encoding="utf-8")
    messages = session(("--since 2d only shows the last 2 hours",
                        "The conversion in src/duration.rs looks off; the day unit seems wrong."))
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol, ref.start_line, ref.end_line) == ("src/duration.rs", "parse_since", 3, 6), ref
    assert "`parse_since` is the only definition in src/duration.rs" in ref.reason
    (root / "src" / "duration.rs").write_text(
        (root / "src" / "duration.rs").read_text(encoding="utf-8") + "\npub fn parse_until(t: &str) {}\n",
        encoding="utf-8")
    ref = honing.ground("fix this bug", messages, cwd=root).references[0]
    assert (ref.path, ref.start_line) == ("src/duration.rs", None), ref


@pytest.mark.parametrize(("report", "sentence"), [
    ("导出的 CSV 里，早上 8 点以前的账，日期都变成了前一天。", "把刚才说的那个问题修了"),
    ("エクスポートした CSV の日付が、当日じゃなくて前日になってる。", "さっきの問題直して"),
])
def test_a_symptom_in_the_users_own_words_marks_a_defect_turn(tmp_path: Path, report: str, sentence: str) -> None:
    """A report that says what the result turned into ("变成了前一天", "…じゃなくて…") is a
    defect report, so "that problem" finds it."""
    root = tmp_path / "ledger"
    (root / "ledger").mkdir(parents=True)
    (root / "ledger" / "export.py").write_text(
        "def export_rows(txns):\n    return [{\"date\": t.created_at.date().isoformat()} for t in txns]\n",
        encoding="utf-8")
    messages = session((report, "`export_rows` 取的是 UTC 的日期。"))
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("ledger/export.py", "export_rows"), ref


def test_the_failing_test_case_is_the_acceptance_and_the_anchor(tmp_path: Path) -> None:
    """The frame of the failing run lands in the test case 'counts requests in the same
    window': it is what must pass and what to check afterwards, not the first test in the
    file nor a class named in the stack (TestContext); when the test itself is the place,
    there is no regression test to add."""
    root = tmp_path / "gate"
    (root / "src").mkdir(parents=True)
    (root / "test").mkdir()
    (root / "src" / "rateLimit.js").write_text(RATE_LIMIT, encoding="utf-8")
    (root / "test" / "rateLimit.test.js").write_text(
        "const test = require('node:test');\nconst { rateLimit } = require('../src/rateLimit');\n\n"
        "test('lets the first request through', () => {\n  rateLimit({ limit: 1, size: 60, now: () => 0 });\n});\n\n"
        + RATE_LIMIT_TEST.split("\n\n", 1)[1], encoding="utf-8")
    frame = TAP.replace("rateLimit.test.js:5:1", "rateLimit.test.js:8:1").replace("rateLimit.test.js:10:10",
                                                                                   "rateLimit.test.js:13:10")
    messages = [{"role": "user", "content": "run the tests"},
                {"role": "assistant", "content": None, "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "run", "arguments": '{"cmd": "npm test"}'}}]},
                {"role": "tool", "tool_call_id": "c1", "content": frame},
                {"role": "assistant", "content": "One test fails in test/rateLimit.test.js."}]
    result = honing.ground("fix the failing one", messages, cwd=root)
    items = {i.label: i.text for i in result.items}
    assert items["Done when"] == "`counts requests in the same window` passes (it fails in turn 1)", items
    assert items["Check afterwards"] == "`counts requests in the same window` (test/rateLimit.test.js:8) passes", items
    messages[-1] = {"role": "assistant", "content": "`rateLimit` is correct; the test's expected value is wrong."}
    result = honing.ground("fix the failing one", messages, cwd=root)
    assert result.references[0].path == "test/rateLimit.test.js", result.references
    assert not {"Regression test", "Check afterwards"} & {i.label for i in result.items}, result.items


def test_start_at_the_line_that_holds_what_the_diagnosis_quotes(tmp_path: Path) -> None:
    """The reply names `paginate` and quotes `totalPages` and `Math.floor`: the line that
    holds both is where to start; with nothing quoted, the definition's first line."""
    root = tmp_path / "web"
    (root / "src").mkdir(parents=True)
    (root / "src" / "paginate.ts").write_text(
        "export function paginate<T>(all: T[], page: number, size: number) {\n"
        "  const totalPages = Math.max(1, Math.floor(all.length / size));\n"
        "  const current = Math.min(Math.max(page, 1), totalPages);\n"
        "  return all.slice((current - 1) * size, current * size);\n}\n", encoding="utf-8")
    messages = session(("the last page is unreachable",
                        "`paginate` computes `totalPages` with `Math.floor`, so a partial last page is lost: that is the bug."))
    result = honing.ground("fix this bug", messages, cwd=root)
    assert {i.label: i.text for i in result.items}["Start at"] == "src/paginate.ts:2", result.items
    messages = session(("the last page is unreachable", "`paginate` loses the partial last page: that is the bug."))
    result = honing.ground("fix this bug", messages, cwd=root)
    assert {i.label: i.text for i in result.items}["Start at"] == "src/paginate.ts:1", result.items


@pytest.mark.parametrize("sentence", ["do what you suggested", "さっきの案でお願い", "按你说的改"])
def test_accepting_a_proposal_points_at_the_turn_where_the_agent_proposed_it(tmp_path: Path, sentence: str) -> None:
    """The sentence accepts a proposal; a later side question names another function (in
    words that read as a defect), yet the referent is what the agent proposed to change."""
    root = tmp_path / "uploads"
    (root / "app").mkdir(parents=True)
    (root / "app" / "names.py").write_text("def safe_name(name):\n    return name.replace('/', '_')\n",
                                           encoding="utf-8")
    (root / "app" / "send.py").write_text(
        "def push_file(client, path):\n    for _ in range(3):\n        if client.put(path):\n            return True\n"
        "    raise IOError(path)\n", encoding="utf-8")
    messages = session(
        ("uploads with a backslash in the name end up in the wrong folder",
         "`safe_name` only replaces `/`. I'd change `safe_name` in app/names.py to replace `\\\\` as well."),
        ("what does push_file do?",
         "`push_file` tries the upload three times and raises when every attempt fails."))
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("app/names.py", "safe_name"), ref


@pytest.mark.parametrize("verdict", [
    "`test_take` is fine, the bug is in `refill`, which truncates the interval to whole seconds.",
    "测试 `test_take` 本身没问题，问题在 `refill`：它把间隔截断成整秒。",
])
def test_clearing_one_thing_does_not_clear_what_the_same_sentence_blames_after_a_comma(
        tmp_path: Path, verdict: str) -> None:
    """One sentence clears the test and, after a comma, blames `refill`: the blame stands,
    so the referent is `refill`, not the `take` the user named."""
    root = tmp_path / "limiter"
    (root / "limiter").mkdir(parents=True)
    (root / "limiter" / "bucket.py").write_text(
        "def refill(bucket, elapsed):\n    bucket.tokens += int(elapsed) * bucket.rate\n\n\n"
        "def take(bucket, elapsed):\n    refill(bucket, elapsed)\n    if bucket.tokens == 0:\n        return False\n"
        "    bucket.tokens -= 1\n    return True\n", encoding="utf-8")
    messages = session(("take() returns False again after 250 ms, test_take fails", verdict))
    ref = honing.ground("fix it", messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("limiter/bucket.py", "refill"), ref


@pytest.mark.parametrize("sentence", ["the second one", "二つ目でお願い", "第二个"])
def test_an_ordinal_picks_that_item_of_the_agents_numbered_list(tmp_path: Path, sentence: str) -> None:
    """The agent offered two fixes as a numbered list; a side question followed. "The second
    one" is the place named in item 2, not the first item nor the side question."""
    root = tmp_path / "shop"
    (root / "shop").mkdir(parents=True)
    (root / "shop" / "coupons.py").write_text(
        "def find_coupon(db, code):\n    coupon = db.get(code)\n    if coupon is None or coupon.expired:\n"
        "        return None\n    return coupon\n", encoding="utf-8")
    (root / "shop" / "checkout.py").write_text(
        "def total_after_coupon(db, total, code):\n    coupon = find_coupon(db, code)\n"
        "    return total * (100 - coupon.percent) / 100\n", encoding="utf-8")
    (root / "shop" / "health.py").write_text("def health_check():\n    return 'ok'\n", encoding="utf-8")
    messages = session(
        ("checkout crashes with an expired coupon: AttributeError: 'NoneType' object has no attribute 'percent'",
         "Two ways to fix it:\n1. Make `find_coupon` in shop/coupons.py raise instead of returning None.\n"
         "2. Handle the None in `total_after_coupon` in shop/checkout.py and return the total unchanged.\n\n"
         "Which do you prefer?"),
        ("is there a health check?", "Yes, `health_check` in shop/health.py returns 'ok'."))
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("shop/checkout.py", "total_after_coupon"), ref


@pytest.mark.parametrize(("text", "path", "line"), [
    ("docker-compose.yml 第 19 行的 `DATABASE_URL` 应该改成 `@db:5432`。", "docker-compose.yml", 19),
    ("migrations/0012_create_refunds.sql の 7 行目の UNIQUE 制約を外します。", "migrations/0012_create_refunds.sql", 7),
])
def test_a_line_named_in_chinese_or_japanese_is_a_location(text: str, path: str, line: int) -> None:
    from honing.grounding import mentions

    found = [(m.value, m.line) for m in mentions.find(text) if m.kind == "location"]
    assert found == [(path, line)], found


def test_a_string_on_a_tracebacks_source_line_is_code_not_a_message() -> None:
    """Under a frame a Python traceback prints the line of code; a quoted string there
    ("SELECT id, title FROM notes") was never shown to anyone as an error message."""
    from honing.grounding import mentions

    trace = ('Traceback (most recent call last):\n  File "/srv/app/routes/notes.py", line 11, in list_notes\n'
             '    return session.execute("SELECT id, title FROM notes").all()\n'
             'sqlalchemy.exc.OperationalError: connection to server at "127.0.0.1", port 5432 failed\n'
             'the page says "could not load your notes"')
    messages = [m.value for m in mentions.find(trace) if m.kind == "message"]
    assert "SELECT id, title FROM notes" not in messages, messages
    assert "could not load your notes" in messages, messages


def test_a_snippet_that_stands_in_several_places_shares_its_vote(tmp_path: Path) -> None:
    """`value = None` stands in four functions, `retries = 0` once in the worker's
    settings: the one place is better evidence than any of the four."""
    root = tmp_path / "jobs"
    (root / "api").mkdir(parents=True)
    (root / "worker").mkdir()
    (root / "api" / "fields.py").write_text(
        "".join(f"def parse_{name}(raw):\n    value = None\n    if raw:\n        value = raw.strip()\n"
                f"    return value\n\n\n" for name in ("id", "name", "kind", "state")), encoding="utf-8")
    (root / "worker" / "settings.py").write_text(
        "def worker_settings():\n    queue = 'mail'\n    retries = 0\n    return {'queue': queue, 'retries': retries}\n",
        encoding="utf-8")
    messages = session(("failed mail jobs are never retried",
                        "Both `retries = 0` in the worker settings and `value = None` in the field parsers came up; "
                        "the jobs are not retried because of the wrong setting."))
    ref = honing.ground("fix it", messages, cwd=root).references[0]
    assert ref.path == "worker/settings.py", ref


def test_a_quoted_setting_is_found_in_a_configuration_file(tmp_path: Path) -> None:
    """The agent quotes the setting to change (`path: /healthz`) after citing the route in
    code that shows why; the setting's line in the YAML file is the place."""
    root = tmp_path / "catalog"
    (root / "cmd").mkdir(parents=True)
    (root / "deploy").mkdir()
    (root / "cmd" / "main.go").write_text(
        'package main\n\nfunc main() {\n\tmux := http.NewServeMux()\n\tmux.HandleFunc("GET /health", health)\n'
        '\thttp.ListenAndServe(":8080", mux)\n}\n', encoding="utf-8")
    (root / "deploy" / "deployment.yaml").write_text(
        "spec:\n  containers:\n    - name: catalog\n      readinessProbe:\n        httpGet:\n"
        "          path: /healthz\n          port: 8080\n", encoding="utf-8")
    messages = session(("pods never become ready: Readiness probe failed: HTTP probe failed with statuscode: 404",
                        "The server registers only `GET /health` (cmd/main.go:5). I'd change the probe's "
                        "`path: /healthz` to `/health`."))
    ref = honing.ground("go ahead", messages, cwd=root).references[0]
    assert ref.path == "deploy/deployment.yaml" and ref.start_line <= 6 <= ref.end_line, ref


def test_the_lines_an_edit_replaced_are_read_from_each_agents_edit_calls() -> None:
    from honing.grounding.edits import removed_lines
    from honing.sessions.model import ToolCall

    claude = ToolCall("Edit", json.dumps({"file_path": "/a/x.py", "old_string": "    return round(x, 2)\n",
                                                 "new_string": "    return x.quantize(CENT)\n"}))
    multi = ToolCall("MultiEdit", json.dumps({"file_path": "/a/x.py", "edits": [
        {"old_string": "total = float(price)", "new_string": "total = Decimal(price)"}]}))
    patch = ToolCall("apply_patch", "*** Begin Patch\n*** Update File: x.py\n@@\n-    return round(x, 2)\n"
                     "+    return x.quantize(CENT)\n*** End Patch")
    assert removed_lines(claude) == ["return round(x, 2)"]
    assert removed_lines(multi) == ["total = float(price)"]
    assert removed_lines(patch) == ["return round(x, 2)"]


@pytest.mark.parametrize("sentence", ["same thing for refunds", "返金の方も同じように直して", "退款那边也一样改一下"])
def test_the_same_change_again_points_where_the_replaced_code_still_stands(tmp_path: Path, sentence: str) -> None:
    """The agent fixed the rounding in `fee_for` with an edit; a side question followed. "The
    same for refunds" is the unchanged copy of the replaced line, in `refund_fee`."""
    root = tmp_path / "pay"
    (root / "pay").mkdir(parents=True)
    (root / "pay" / "charges.py").write_text(
        "def fee_for(amount, percent):\n    return (amount * percent / 100).quantize(CENT)\n", encoding="utf-8")
    (root / "pay" / "refunds.py").write_text(
        "def refundable(paid, refunded):\n    return max(paid - refunded, 0)\n\n\n"
        "def refund_fee(amount, percent):\n    return Decimal(round(float(amount) * percent / 100, 2))\n",
        encoding="utf-8")
    (root / "pay" / "payouts.py").write_text("def held_payouts(rows):\n    return [r for r in rows if r.held]\n",
                                            encoding="utf-8")
    edit = {"id": "call_1", "type": "function", "function": {"name": "edit_file", "arguments": json.dumps({
        "path": "pay/charges.py", "old": "    return Decimal(round(float(amount) * percent / 100, 2))",
        "new": "    return (amount * percent / 100).quantize(CENT)"})}}
    messages = [
        {"role": "user", "content": "fees are off by a cent sometimes"},
        {"role": "assistant", "content": "`fee_for` rounds a float; I'll keep it in Decimal.", "tool_calls": [edit]},
        {"role": "tool", "tool_call_id": "call_1", "content": "edited pay/charges.py"},
        {"role": "assistant", "content": "Fixed `fee_for` in pay/charges.py."},
        {"role": "user", "content": "what does held_payouts do?"},
        {"role": "assistant", "content": "`held_payouts` in pay/payouts.py keeps the rows marked as held."},
    ]
    ref = honing.ground(sentence, messages, cwd=root).references[0]
    assert (ref.path, ref.symbol) == ("pay/refunds.py", "refund_fee"), ref


@pytest.mark.parametrize(("text", "path", "line"), [
    ("   at Acme.CustomerService.GetDisplayName(Customer c) in /src/Acme/CustomerService.cs:line 36",
     "/src/Acme/CustomerService.cs", 36),
    ("scripts/deploy.sh: 14: [[: not found", "scripts/deploy.sh", 14),
    ('  on modules/storage/main.tf line 21, in resource "aws_s3_bucket" "logs":', "modules/storage/main.tf", 21),
    ("`application-prod.yml` line 8 sets `ddl-auto: create-drop`", "application-prod.yml", 8),
    ("问题在 `.dockerignore`：第 6 行 `*.txt`", ".dockerignore", 6),
    ("`Invoice#total`（app/models/invoice.rb の 12〜13 行目）", "app/models/invoice.rb", 12),
    ("Dockerfile:7", "Dockerfile", 7),
])
def test_a_line_is_read_as_each_tool_and_person_writes_it(text: str, path: str, line: int) -> None:
    """.NET frames (`:line 36`), a POSIX shell's errors (`deploy.sh: 14:`), Terraform's
    `on FILE line N`, a line after a quoted path, CJK line words with punctuation or a range
    between, and files known by name rather than extension."""
    from honing.grounding import mentions

    found = [(m.value, m.line) for m in mentions.find(text) if m.kind == "location"]
    assert found == [(path, line)], found


@pytest.mark.parametrize("text", [
    "In `assets/css/modal.css` the backdrop has `z-index: 1050` (line 15), above the dialog.",
    "ログの文言は `assets/css/modal.css` のものです。原因はその少し上、15 行目です。",
    "`assets/css/modal.css` 里，第 15 行的 z-index 太高了。",
])
def test_a_line_named_alone_belongs_to_the_file_the_paragraph_named_before_it(text: str) -> None:
    from honing.grounding import mentions

    found = [(m.value, m.line) for m in mentions.find(text) if m.kind == "location"]
    assert found == [("assets/css/modal.css", 15)], found


def test_a_line_named_alone_after_a_paragraph_break_or_with_no_file_before_it_is_no_location() -> None:
    from honing.grounding import mentions

    text = "I read `assets/css/modal.css`.\n\nSo line 15 fails. Also see line 3."
    assert [m for m in mentions.find(text) if m.kind == "location"] == []


@pytest.mark.parametrize(("test_path", "subject"), [
    ("src/test/java/com/acme/InvoiceServiceTest.java", "InvoiceService.java"),
    ("tests/Shop.Tests/OrderNumberGeneratorTests.cs", "OrderNumberGenerator.cs"),
    ("app/src/test/java/com/acme/ProfileViewModelTest.kt", "ProfileViewModel.kt"),
    ("Tests/ShopKitTests/CartTotalsTests.swift", "CartTotals.swift"),
    ("tests/Cart/DiscountTest.php", "Discount.php"),
    ("spec/services/reminder_scheduler_spec.rb", "reminder_scheduler.rb"),
    ("pkg/bucket_test.go", "bucket.go"),
    ("tests/test_users.py", "users.py"),
])
def test_a_test_file_is_named_after_the_file_it_tests_in_each_language(test_path: str, subject: str) -> None:
    from honing.grounding.blocks import subject_of

    assert subject_of(test_path) == subject


@pytest.mark.parametrize(("path", "text", "name", "span"), [
    ("A.java", "class A {\n    private final B b = new B();\n\n    public BigDecimal total(Invoice i) {\n"
     "        return b.sum(i);\n    }\n}\n", "total", (4, 6)),
    ("A.cs", "public class A\n{\n    public string GetDisplayName(Customer c)\n    {\n        return c.Name;\n"
     "    }\n}\n", "GetDisplayName", (3, 6)),
    ("A.kt", "class A {\n    fun Route.paymentWebhook(secret: String) {\n        post(\"/x\") {\n        }\n    }\n}\n",
     "paymentWebhook", (2, 5)),
    ("A.swift", "struct A {\n    public var totalCents: Int {\n        let cents = 1\n        return cents\n    }\n}\n",
     "totalCents", (2, 5)),
    ("A.php", "<?php\nfinal class A\n{\n    public function amountFor(int $x): int\n    {\n        return $x;\n"
     "    }\n}\n", "amountFor", (4, 7)),
    ("a.rb", "class Invoice\n  def total\n    items.sum { |i| i.price }\n  end\n\n  def tax\n  end\nend\n",
     "total", (2, 4)),
    ("a.sh", "#!/bin/sh\nlog_info() {\n  echo \"$*\"\n}\n", "log_info", (2, 4)),
    ("main.tf", 'resource "aws_s3_bucket" "logs" {\n  bucket = "x"\n  acl    = "y"\n}\n', "logs", (1, 4)),
])
def test_a_definition_and_its_span_are_read_in_each_language(tmp_path: Path, path: str, text: str, name: str,
                                                            span: tuple[int, int]) -> None:
    """Java and C# methods behind modifiers and return types, Kotlin extension functions,
    Swift computed properties, PHP methods, Ruby blocks closed by `end`, shell functions and
    Terraform resources."""
    from honing.grounding import blocks

    (tmp_path / path).write_text(text, encoding="utf-8")
    project = Project.open(tmp_path)
    assert project is not None
    line = span[0] + 1
    assert blocks.enclosing(project, path, line) == (*span, name)


def test_a_statement_is_not_a_java_definition(tmp_path: Path) -> None:
    from honing.grounding import blocks, vocab

    rules = vocab.rules_for("A.java")
    for line in ("        return total(invoice);", "        Invoice copy = new Invoice(number);",
                 "        throw new IllegalStateException(msg);"):
        assert blocks._defined_name(rules, line) in (None, "copy"), line


def test_a_junit_failure_points_at_the_method_of_the_class_the_test_is_named_after(tmp_path: Path) -> None:
    """The frame lands in InvoiceServiceTest.totalAddsVatOnce, which calls `total`; of the
    two `total` methods the one in InvoiceService.java (the test's subject) is the place."""
    main = tmp_path / "src" / "main" / "java" / "acme"
    test = tmp_path / "src" / "test" / "java" / "acme"
    main.mkdir(parents=True)
    test.mkdir(parents=True)
    (main / "InvoiceService.java").write_text(
        "package acme;\n\npublic class InvoiceService {\n    public BigDecimal total(Invoice i) {\n"
        "        return i.gross().multiply(VAT);\n    }\n}\n", encoding="utf-8")
    (main / "CreditNoteService.java").write_text(
        "package acme;\n\npublic class CreditNoteService {\n    public BigDecimal total(CreditNote n) {\n"
        "        return n.gross().negate();\n    }\n}\n", encoding="utf-8")
    (test / "InvoiceServiceTest.java").write_text(
        "package acme;\n\nclass InvoiceServiceTest {\n    @Test\n    void totalAddsVatOnce() {\n"
        "        assertEquals(new BigDecimal(\"119.00\"), new InvoiceService().total(invoice()));\n    }\n}\n",
        encoding="utf-8")
    trace = ("org.opentest4j.AssertionFailedError: expected: <119.00> but was: <141.61>\n"
             "\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)\n"
             "\tat acme.InvoiceServiceTest.totalAddsVatOnce(InvoiceServiceTest.java:6)\n")
    ref = honing.ground("fix it", session((trace, "")), cwd=tmp_path).references[0]
    assert (ref.path, ref.symbol) == ("src/main/java/acme/InvoiceService.java", "total"), ref


CRASH = ("the app closes itself when scrolling the feed fast; TestFlight shows EXC_BAD_ACCESS, no symbols",
         "The log is not symbolicated, so I can't tell which function crashed. It could be `cell` reuse in "
         "Feed.swift or `posts` being replaced; I'd need the symbolicated crash log.")


def test_a_defect_the_agent_says_it_cannot_place_is_unresolved(tmp_path: Path) -> None:
    (tmp_path / "Feed.swift").write_text(
        "final class Feed {\n    private var posts: [Int] = []\n\n    func render() {\n        let cell = make()\n"
        "        cell.show(posts)\n    }\n}\n", encoding="utf-8")
    ref = honing.ground("ok just fix it", session(CRASH), cwd=tmp_path).references[0]
    assert not ref.resolved, ref
    placed = session(CRASH, ("here is the symbolicated log: Feed.swift:6",
                             "Found it: the crash is at Feed.swift:6, `posts` is read while it is replaced."))
    ref = honing.ground("ok just fix it", placed, cwd=tmp_path).references[0]
    assert (ref.path, ref.resolved) == ("Feed.swift", True), ref


def test_not_now_postpones_a_bug_and_does_not_take_it_off_the_table(tmp_path: Path) -> None:
    """'not now, first the release notes (… invoice footer)' postpones the flaky test the agent
    explained; 'now that flaky test' picks it up again. The words of the new task do not
    discount what the explanation named."""
    (tmp_path / "OrderNumbers.cs").write_text(
        "public sealed class OrderNumbers\n{\n    public string Next()\n    {\n"
        "        var rng = new Random(Environment.TickCount);\n        return rng.Next().ToString();\n    }\n}\n",
        encoding="utf-8")
    (tmp_path / "CHANGELOG.md").write_text("# Changelog\n", encoding="utf-8")
    messages = session(
        ("OrderNumbersTests.Unique failed on CI again, it's flaky",
         "`Next()` seeds a new Random with the tick count on every call (OrderNumbers.cs line 5), so calls in the "
         "same millisecond repeat; the invoice numbers use Random.Shared and are fine."),
        ("not now, first the release notes: the invoice footer shows the VAT id", "Added it to CHANGELOG.md."))
    ref = honing.ground("ok, now that flaky test", messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.resolved) == ("OrderNumbers.cs", True) and ref.start_line <= 5 <= ref.end_line, ref


@pytest.mark.parametrize(("sentence", "report"), [
    ("warning 出てるやつ、対応しといて", "terraform plan prints Warning: Argument is deprecated"),
    ("那个 warning 帮我处理一下", "跑的时候一直有个 warning，结果好像是对的"),
    ("fix that flaky test", "OrderTests.Unique is flaky on CI"),
    ("fix the deploy job", "deploy job is red again"),
    ("fix the menu", "the dropdown menu is cut off at the bottom of the header"),
])
def test_what_people_report_instead_of_an_error_is_a_defect(tmp_path: Path, sentence: str, report: str) -> None:
    """A warning, a flaky test, a red CI job, what a screen shows: the turn that reports it
    describes a defect, and wins over a later side question that does not."""
    (tmp_path / "main.tf").write_text('resource "aws_s3_bucket" "logs" {\n  acl = "log-delivery-write"\n}\n',
                                      encoding="utf-8")
    (tmp_path / "notes.md").write_text("# notes\n", encoding="utf-8")
    messages = session((report, "It comes from main.tf line 2, `acl = \"log-delivery-write\"`."),
                       ("what is in notes.md? any errors in it?", "notes.md holds one heading, `# notes`."))
    ref = honing.ground(sentence, messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.resolved) == ("main.tf", True), ref


def test_gemini_cli_s_error_none_is_no_message() -> None:
    from honing.grounding import mentions

    output = "Command: ls\nDirectory: (root)\nOutput: a.py\nError: (none)\nExit Code: 0"
    assert [m for m in mentions.find(output) if m.kind == "message"] == []


def test_leave_it_leaves_the_turn_right_before_not_an_earlier_bug(tmp_path: Path) -> None:
    """'leave it' after a side question about the Postgres pin leaves the pin; the failing
    deploy discussed before it is still the referent."""
    (tmp_path / "deploy.sh").write_text('#!/bin/sh\nTARGET="$1"\nif [[ "$TARGET" == "staging" ]]; then\n'
                                        '  HOST=staging\nfi\n', encoding="utf-8")
    (tmp_path / "docker-compose.yml").write_text("services:\n  db:\n    image: postgres:14\n", encoding="utf-8")
    messages = session(("deploy job red again. log: deploy.sh: 3: [[: not found",
                        "`[[` is bash-only and the job runs the script with sh, so it fails."),
                       ("compose still pins pg 14?", "Yes, `postgres:14`."),
                       ("leave it", ""))
    ref = honing.ground("fix the deploy job", messages, cwd=tmp_path, turns=3).references[0]
    assert (ref.path, ref.resolved) == ("deploy.sh", True) and ref.start_line <= 3 <= ref.end_line, ref


def test_the_words_of_a_deferral_do_not_name_its_object() -> None:
    from honing.grounding.settled import _named_in_deferral

    assert _named_in_deferral("leave it") == set()
    assert _named_in_deferral("leave the csv export") == {"csv", "export"}


def test_a_sentence_word_counts_where_a_word_starts_not_inside_another() -> None:
    """'menu' stands in 'header-menu-cut.png'; 'one' does not stand in 'components'."""
    from honing.grounding.prose import _said_in

    assert _said_in("menu", "[screenshot: header-menu-cut.png]")
    assert not _said_in("one", "css/components/button.css")
    assert _said_in("菜单", "下拉菜单被挡住了")


def test_the_lines_an_edit_wrote_are_read_from_each_agents_edit_calls() -> None:
    from honing.grounding.edits import added_lines
    from honing.sessions.model import ToolCall

    claude = ToolCall("Edit", json.dumps({"file_path": "/a/x.php", "old_string": "if ($a <= $min) {",
                                          "new_string": "if ($a >= $min) {"}))
    patch = ToolCall("apply_patch", "*** Begin Patch\n*** Update File: x.php\n@@\n-if ($a <= $min) {\n"
                     "+if ($a >= $min) {\n*** End Patch")
    write = ToolCall("Write", json.dumps({"file_path": "/a/new.php", "content": "<?php echo 'a whole new file';"}))
    assert added_lines(claude) == ["if ($a >= $min) {"]
    assert added_lines(patch) == ["if ($a >= $min) {"]
    assert added_lines(write) == []


def _edit(call_id: str, path: str, old: str, new: str) -> dict:
    return {"id": call_id, "type": "function", "function": {"name": "edit_file", "arguments": json.dumps(
        {"path": path, "old": old, "new": new})}}


def _discount_project(root: Path) -> None:
    (root / "cart").mkdir(parents=True)
    (root / "cart" / "discount.php").write_text(
        "<?php\nfunction amount_for(int $subtotal, int $min, int $pct): int\n{\n    if ($subtotal >= $min) {\n"
        "        return 0;\n    }\n    return intdiv($subtotal * $pct, 100);\n}\n", encoding="utf-8")
    (root / "cart" / "totals.php").write_text(
        "<?php\nfunction grand_total(array $cart): int\n{\n    return subtotal($cart) - discount_cents($cart);\n}\n",
        encoding="utf-8")


BROKE = [
    {"role": "user", "content": "a cart exactly at the coupon minimum got no discount; the minimum should qualify"},
    {"role": "assistant", "content": None, "tool_calls": [
        _edit("c1", "cart/discount.php", "    if ($subtotal <= $min) {", "    if ($subtotal >= $min) {")]},
    {"role": "tool", "tool_call_id": "c1", "content": "edited cart/discount.php"},
    {"role": "assistant", "content": "Fixed the guard so the minimum qualifies."},
    {"role": "user", "content": "rename grand() to grand_total()"},
    {"role": "assistant", "content": None, "tool_calls": [
        _edit("c2", "cart/totals.php", "function grand(array $cart): int", "function grand_total(array $cart): int")]},
    {"role": "tool", "tool_call_id": "c2", "content": "edited cart/totals.php"},
    {"role": "assistant", "content": "Renamed."},
]


@pytest.mark.parametrize("sentence", ["you broke it, every discount is 0 now", "discount が全部 0 になった。さっきの修正で壊した？",
                                      "你改坏了，discount 全是 0"])
def test_you_broke_it_points_where_the_agents_own_edit_stands(tmp_path: Path, sentence: str) -> None:
    """Two turns edited code; the complaint shares 'discount' with the first turn's request,
    so the guard that edit wrote is the place, not the later rename."""
    _discount_project(tmp_path)
    ref = honing.ground(sentence, BROKE, cwd=tmp_path).references[0]
    assert ref.path == "cart/discount.php" and ref.start_line <= 4 <= ref.end_line, ref


@pytest.mark.parametrize("sentence", ["now fix the other bug", "あ、もう一個のバグも直しといて", "另一个bug也修一下"])
def test_the_other_bug_is_not_the_one_the_agent_already_changed_code_for(tmp_path: Path, sentence: str) -> None:
    _discount_project(tmp_path)
    fixed = BROKE[:4] + [{"role": "user", "content": "works now, thanks"}, {"role": "assistant", "content": "Good."}]
    assert not honing.ground(sentence, fixed, cwd=tmp_path).references[0].resolved
    two = [{"role": "user", "content": "also the grand total is wrong: it subtracts the discount twice in "
            "`grand_total` (cart/totals.php:4)"}, {"role": "assistant", "content": "I'll look after the first one."}]
    ref = honing.ground(sentence, two + fixed, cwd=tmp_path).references[0]
    assert ref.path == "cart/totals.php", ref


def test_a_call_on_a_value_with_its_arguments_is_quoted_code() -> None:
    """`validator.isValid(it.email)` is an expression from the code: where it stands verbatim
    is the place; the callee `isValid` is named too, more weakly. A bare `parse(text)` or a
    type's member `Version.Compare` stays a symbol (the member also weakly as code: where it
    is written)."""
    from honing.grounding import mentions

    found = [(m.kind, m.value) for m in mentions.find("validate `validator.isValid(it.email)` here")]
    assert ("code", "validator.isValid(it.email)") in found and ("symbol", "isValid") in found, found
    weights = {m.kind: m.weight for m in mentions.find("`validator.isValid(it.email)`")}
    assert weights["code"] > weights["symbol"], weights
    found = mentions.find("`parse(text)` and `Version.Compare`")
    assert [(m.kind, m.value) for m in found if m.kind == "symbol"] == [("symbol", "parse"), ("symbol", "Compare")]
    weights = {m.kind: m.weight for m in found if m.value in ("Compare", "Version.Compare")}
    assert weights["code"] < weights["symbol"], weights


def test_a_member_cleared_within_its_type_clears_only_that_types_member(tmp_path: Path) -> None:
    """`SignupViewModel.onEmailChanged` does it right: the other `onEmailChanged`, in
    ProfileViewModel, is the one the discussion blames; the correct twin no longer shares
    the vote, and its type does not decide which same-named method is meant."""
    (tmp_path / "ProfileViewModel.kt").write_text(
        "class ProfileViewModel {\n    fun onEmailChanged(value: String) {\n"
        "        state = state.copy(email = value, saveEnabled = validator.isValid(state.email))\n    }\n}\n",
        encoding="utf-8")
    (tmp_path / "SignupViewModel.kt").write_text(
        "class SignupViewModel {\n    fun onEmailChanged(value: String) {\n"
        "        state = state.copy(email = value, canSubmit = validator.isValid(value))\n    }\n}\n",
        encoding="utf-8")
    messages = session(("Save stays grey after I type a valid email",
                        "`onEmailChanged` validates the previous email, so the last keystroke is never seen. "
                        "`SignupViewModel.onEmailChanged` does it right and validates `value`."))
    ref = honing.ground("fix it", messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.symbol) == ("ProfileViewModel.kt", "onEmailChanged"), ref


def test_a_file_named_without_a_place_ranks_below_a_placed_line(tmp_path: Path) -> None:
    """requirements.txt is named five times, never with a line; `.dockerignore` line 6 once.
    A file without a place in it is a weak proposal, so the placed line is the referent."""
    from honing.grounding import locate
    from honing.grounding.mentions import Mention
    from honing.grounding.places import Sourced

    (tmp_path / "requirements.txt").write_text("fastapi==0.115.0\n", encoding="utf-8")
    (tmp_path / ".dockerignore").write_text(".git\n.venv\n__pycache__/\n*.pyc\ntests/\n*.txt\n", encoding="utf-8")
    project = Project.open(tmp_path)
    assert project is not None
    sources = [Sourced(Mention("path", "requirements.txt", None, None, 1.5), 1, "user") for _ in range(5)]
    sources.append(Sourced(Mention("location", ".dockerignore", 6, None, 2.5), 1, "assistant"))
    found = locate.collect(project, sources, None)
    assert (found[0].path, found[0].start_line is not None) == (".dockerignore", True), found


def test_a_file_the_discussion_clears_counts_little_where_the_error_quotes_it(tmp_path: Path) -> None:
    """The build error quotes Dockerfile:7 (`COPY requirements.txt .`); the agent says the
    Dockerfile itself is fine and the cause is `.dockerignore` line 6."""
    (tmp_path / "Dockerfile").write_text("FROM python:3.12-slim\nWORKDIR /srv\n\n\n\n\nCOPY requirements.txt .\n",
                                         encoding="utf-8")
    (tmp_path / ".dockerignore").write_text(".git\n.venv\n__pycache__/\n*.pyc\ntests/\n*.txt\n", encoding="utf-8")
    (tmp_path / "requirements.txt").write_text("fastapi==0.115.0\n", encoding="utf-8")
    messages = session(("docker build fails:\nDockerfile:7\n >>> COPY requirements.txt .\nERROR: \"/requirements.txt\": "
                        "not found", "The cause is `.dockerignore` line 6: `*.txt` leaves requirements.txt out of the "
                        "build context, so Dockerfile line 7 finds nothing to copy. The Dockerfile itself is fine."))
    ref = honing.ground("ok fix it", messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.resolved) == (".dockerignore", True) and ref.start_line <= 6 <= ref.end_line, ref


@pytest.mark.parametrize(("text", "path", "line"), [
    ("src/api/refunds.ts(37,5): error TS2322: Type 'string | undefined' is not assignable", "src/api/refunds.ts", 37),
    ("/src/Acme/Foo.cs(42,17): error CS1002: ; expected", "/src/Acme/Foo.cs", 42),
    ("[ERROR] /home/a/app/src/main/java/a/Foo.java:[42,17] cannot find symbol", "/home/a/app/src/main/java/a/Foo.java",
     42),
    ("e: file:///home/a/app/src/main/kotlin/A.kt:12:5 Unresolved reference: foo", "/home/a/app/src/main/kotlin/A.kt",
     12),
    ("e: /home/a/app/A.kt: (12, 5): Unresolved reference: foo", "/home/a/app/A.kt", 12),
    ("PHP Fatal error:  Uncaught TypeError in /var/www/app/Auth/LoginService.php on line 22",
     "/var/www/app/Auth/LoginService.php", 22),
    ("Fatal error: Unexpectedly found nil while unwrapping: file Pixa/Feed.swift, line 42", "Pixa/Feed.swift", 42),
])
def test_a_place_is_read_as_each_compiler_and_runtime_prints_it(text: str, path: str, line: int) -> None:
    from honing.grounding import mentions

    found = [(m.value, m.line) for m in mentions.find(text) if m.kind == "location"]
    assert found == [(path, line)], found


def test_eslints_rows_belong_to_the_file_printed_above_them() -> None:
    from honing.grounding import mentions

    output = ("/home/a/proj/src/app.js\n  12:5  error  'x' is not defined  no-undef\n"
              "  30:1  warning  Unexpected console statement  no-console\n\n/home/a/proj/src/b.js\n  3:1  error  bad\n")
    found = [(m.value, m.line) for m in mentions.find(output) if m.kind == "location"]
    assert found == [("/home/a/proj/src/app.js", 12), ("/home/a/proj/src/app.js", 30), ("/home/a/proj/src/b.js", 3)]


def test_a_line_named_alone_is_in_the_one_file_the_turns_tools_read(tmp_path: Path) -> None:
    """A terse agent reads one file and says only 'line 4 is the bug'; with two files read
    the line belongs to neither, and the sentence's own 'line 4' names no file."""
    (tmp_path / "deploy.sh").write_text("#!/bin/sh\nset -eu\nTARGET=\"$1\"\nif [[ $TARGET == staging ]]; then\n"
                                        "  HOST=staging\nfi\n", encoding="utf-8")
    read = {"id": "r1", "type": "function", "function": {"name": "read_file", "arguments": '{"path": "deploy.sh"}'}}
    messages = [{"role": "user", "content": "the deploy job fails with 'unknown target'"},
                {"role": "assistant", "content": None, "tool_calls": [read]},
                {"role": "tool", "tool_call_id": "r1", "content": "#!/bin/sh\n…"},
                {"role": "assistant", "content": "line 4 is the bug: `[[` under sh."}]
    ref = honing.ground("fix it", messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.resolved) == ("deploy.sh", True) and ref.start_line <= 4 <= ref.end_line, ref
    from honing.grounding import mentions

    assert [m.kind for m in mentions.find("fix line 4")] == ["line"]


@pytest.mark.parametrize("sentence", ["fixして", "なおして", "例のやつ直しといて", "搞一下这个", "那个帮我弄一下", "fix一下"])
def test_a_request_written_in_mixed_or_colloquial_words_prefers_the_defect(tmp_path: Path, sentence: str) -> None:
    """'fixして', 'なおして' (kana), '搞一下', '弄一下' ask for a change as '直して' and '修一下' do,
    so the turn that describes a defect wins over a later side question about a file."""
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "users.py").write_text(AUTH, encoding="utf-8")
    (tmp_path / "app" / "billing.py").write_text("def total(rows):\n    return sum(r.amount for r in rows)\n",
                                                 encoding="utf-8")
    messages = session(LOGIN, ("what does total in billing.py return?",
                               "`total` in app/billing.py returns the sum of the rows' amounts."))
    ref = honing.ground(sentence, messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.symbol) == ("app/users.py", "normalize_email"), ref


@pytest.mark.parametrize("report", ["the orders page is slow, 3 seconds", "マイページの注文一覧が遅い、3 秒かかる",
                                    "订单列表很慢", "招待された人がチームに入れない"])
def test_slowness_and_what_cannot_be_done_are_defects(tmp_path: Path, report: str) -> None:
    """'please fix the bug' asks for a defect; a turn that reports slowness or something a
    user cannot do (入れない, 进不去) describes one, even without an error word."""
    (tmp_path / "db").mkdir()
    (tmp_path / "db" / "0031_orders_idx.sql").write_text(
        "-- orders by customer\nCREATE INDEX orders_customer_idx\n    ON orders (created_at DESC, customer_id);\n",
        encoding="utf-8")
    messages = session((report, "db/0031_orders_idx.sql:3 lists `created_at` before `customer_id`."))
    ref = honing.ground("please fix the bug", messages, cwd=tmp_path).references[0]
    assert (ref.path, ref.resolved) == ("db/0031_orders_idx.sql", True), ref


@pytest.mark.parametrize(("path", "text"), [
    ("Feed.swift", "final class Feed {\n    private var posts: [Int] = []\n\n    func render() {\n"
                   "        let cell = make()\n        cell.show(posts)\n    }\n}\n"),
    ("Feed.kt", "class Feed {\n    private val posts = mutableListOf<Int>()\n\n    fun render() {\n"
                "        val cell = make()\n        cell.show(posts)\n    }\n}\n"),
])
def test_a_local_variable_is_no_definition_but_a_property_is(tmp_path: Path, path: str, text: str) -> None:
    from honing.grounding import blocks

    (tmp_path / path).write_text(text, encoding="utf-8")
    project = Project.open(tmp_path)
    assert project is not None
    found = blocks._definitions(project, ["cell", "posts"])
    assert found == {"cell": [], "posts": [(path, 2)]}, found


def test_a_turn_where_the_user_only_said_continue_is_described_by_the_agents_words() -> None:
    # a real Claude Code session: the defect turn's user text was "continue"; the target
    # quoted it as "the defect described in turn 2: “continue”"
    msgs = [{"role": "user", "content": "the nightly export job keeps dying, can you look?"},
            {"role": "assistant", "content": "I looked at export.py; nothing obvious yet."},
            {"role": "user", "content": "continue"},
            {"role": "assistant", "content": "The error comes from `build_rows` in export.py: the lookup table "
                                             "only has lower-case keys, so it fails for 'DE'."}]
    result = honing.ground("ok now fix this bug", msgs)
    target = next(i for i in result.items if i.label == "Target")
    assert "“continue”" not in target.text and "lower-case keys" in target.text


@pytest.mark.parametrize("sentence, phrase", [("那这个bug帮我修一下", "这个bug"), ("ok now fix this bug", "this bug"),
                                              ("じゃあそのバグ直して", "そのバグ")])
def test_the_most_specific_pointing_phrase_is_reported(sentence: str, phrase: str) -> None:
    msgs = [{"role": "user", "content": "the export crashes with KeyError 'DE' in build_rows"}]
    assert honing.ground(sentence, msgs).references[0].phrase == phrase


def _item(result: honing.GroundResult, label: str) -> str:
    return next((i.text for i in result.items if i.label == label), "")


def test_the_diagnosis_is_the_sentence_that_blames_the_place_not_an_opener(project: Path) -> None:
    """'Found it.' / 原因わかりました。 hold a defect word or open the answer, but say nothing:
    the diagnosis is the sentence that names the place found beside a defect word."""
    for opener in ("Found it.", "原因わかりました。"):
        messages = session(("users with capitals in their address cannot log in",
                            f"{opener} The login path calls `find_user`, which looks the address up as given. "
                            "The bug: `normalize_email` in app/users.py strips but never lower-cases."))
        result = honing.ground("fix this bug", messages, cwd=project)
        assert result.references[0].path == "app/users.py"
        diagnosis = _item(result, "Diagnosis")
        assert "never lower-cases" in diagnosis and opener not in diagnosis, diagnosis


def test_the_diagnosis_is_no_fix_proposal_and_no_clearing_sentence(project: Path) -> None:
    messages = session(("login fails for Alice@Example.com",
                        "`find_user` is fine, it only passes the address on. "
                        "The problem is in `normalize_email` (app/users.py): it never lower-cases the address. "
                        "I'd change it to return `cleaned.lower()`."))
    diagnosis = _item(honing.ground("fix this bug", messages, cwd=project), "Diagnosis")
    assert "never lower-cases" in diagnosis
    assert "is fine" not in diagnosis and "I'd change" not in diagnosis


def test_a_deferral_turn_is_not_quoted_as_the_defect(project: Path) -> None:
    """The most recent defect turn is the user's 'leave X to me' turn: the target quotes
    what the agent found in it, not the user's deferral."""
    messages = session(("two things: the report total skips the last row, and logins fail for capitals",
                        "Two bugs. `render_total` in app/report.py drops the last row (`rows[:-1]`). "
                        "`normalize_email` in app/users.py never lower-cases."),
                       ("Leave the report to me, I'm rewriting it.",
                        "Understood, I won't touch app/report.py. The login bug is independent: "
                        "`normalize_email` in app/users.py strips but never lower-cases."))
    result = honing.ground("ok go ahead and fix it", messages, cwd=project)
    assert result.references[0].path == "app/users.py"
    target = _item(result, "Target")
    assert "Leave the report to me" not in target and "never lower-cases" in target, target
