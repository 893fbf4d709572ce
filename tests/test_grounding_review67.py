"""A review of the sixty-seventh round's grounding changes found these, each shown on a small session of its own: a
sentence that keeps a file off-limits read as a request to change it, a later edit unrelated to a report taken as its
cause, symptom phrases that fire on everyday sentences, a put-off clause lifted as a whole, polite requests phrased as
questions, and a quoted value matched inside a longer one. Each test failed before its fix."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import honing
from honing.grounding import vocab

from .test_grounding_named_request import _CLIENT, _CONFIG, _SESSION


def _edit(cid: str, path: str, old: str, new: str) -> dict[str, object]:
    arguments = json.dumps({"file_path": path, "old_string": old, "new_string": new})
    return {"id": cid, "type": "function", "function": {"name": "Edit", "arguments": arguments}}


def _project(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text, encoding="utf-8")
    return root


def _one_edit(path: str, old: str, new: str, ask: str, reply: str) -> list[dict[str, object]]:
    return [{"role": "user", "content": ask},
            {"role": "assistant", "content": None, "tool_calls": [_edit("e1", path, old, new)]},
            {"role": "tool", "tool_call_id": "e1", "content": "ok"},
            {"role": "assistant", "content": reply}]


@pytest.fixture
def named(tmp_path: Path) -> Path:
    return _project(tmp_path, {"config.go": _CONFIG, "client.go": _CLIENT})


@pytest.mark.parametrize("sentence", [
    "make sure config.go isn't touched", "make sure nobody edits config.go", "drop it, config.go is fine as it is",
    "set config.go aside for now", "update me before you change anything in config.go",
    "config.go はそのままにして", "config.go は今のままにしといて", "config.go 先别动"])
def test_a_sentence_that_keeps_the_file_off_limits_lifts_nothing(named: Path, sentence: str) -> None:
    result = honing.ground(sentence, _SESSION, cwd=named)
    assert "Lifted" not in result.text
    assert not (result.references[0].resolved and result.references[0].path == "config.go")


@pytest.mark.parametrize("sentence", ["could you set the timeout in config.go to 30s?",
                                      "config.go のタイムアウトを30秒にしてもらえますか？", "config.go 里的超时改成30秒可以吗"])
def test_a_polite_request_phrased_as_a_question_is_a_request(named: Path, sentence: str) -> None:
    result = honing.ground(sentence, _SESSION, cwd=named)
    assert result.references[0].path == "config.go"
    assert "- Lifted: turn 1" in result.text


def test_a_question_whether_a_fix_is_hard_asks_for_nothing() -> None:
    """「第3条改起来麻烦吗？」 asks whether fixing item 3 is troublesome: 麻烦 is a polite "please" only when it opens the
    request (「麻烦帮我把超时改成30秒」)."""
    from honing.grounding.constraints import asks_change

    assert not asks_change("第3条改起来麻烦吗？")
    assert asks_change("麻烦帮我把 config.go 的超时改成30秒可以吗？")


def test_a_put_off_clause_naming_another_file_is_not_lifted_whole(tmp_path: Path) -> None:
    """"i'll handle config.go and client.go myself later", then "set the timeout in config.go to 30s": client.go is
    still the user's; the item says so and that the request now asks for config.go."""
    project = _project(tmp_path, {"config.go": _CONFIG, "client.go": _CLIENT})
    session = [{"role": "user", "content": "the client hangs sometimes. i'll handle config.go and client.go myself later"},
               {"role": "assistant", "content": "`client.go:12` builds the client with `Timeout: cfg.Timeout`; "
                                                "`config.go:14` sets it to 10 seconds. Leaving both to you."}]
    result = honing.ground("set the timeout in config.go to 30s", session, cwd=project)
    leave = [line for line in result.text.splitlines() if line.startswith("- Leave alone")]
    assert leave and "client.go" in leave[0] and "your request now asks for the change in config.go" in leave[0]


def test_an_edit_unrelated_to_the_report_is_not_its_cause(tmp_path: Path) -> None:
    """The search box "sends a request on every keystroke" (turn 1, no edit), then a toast timer (turn 2): "still one
    request per letter" is turn 1's report, not the toast's `setTimeout`."""
    project = _project(tmp_path, {
        "src/toast.js": "export function showToast(msg) {\n  const el = render(msg);\n  document.body.append(el);\n"
                        "  setTimeout(() => el.remove(), 3000);\n}\n",
        "src/useSearch.js": "export function useSearch(q) {\n  useEffect(() => { fetch('/s?q=' + q); }, [q]);\n}\n"})
    session = [
        {"role": "user", "content": "the search box sends a request on every keystroke, can you look at useSearch?"},
        {"role": "assistant", "content": "`useSearch` calls fetch in an effect keyed on `q`, so every keystroke triggers it. "
                                         "Want me to add a debounce?"},
        {"role": "user", "content": "first, make the toast disappear after 3 seconds"},
        {"role": "assistant", "content": None, "tool_calls": [_edit("e1", "src/toast.js", "  document.body.append(el);\n",
                                                                    "  document.body.append(el);\n  setTimeout(() => el.remove(), 3000);\n")]},
        {"role": "tool", "tool_call_id": "e1", "content": "ok"},
        {"role": "assistant", "content": "The toast now removes itself after 3 s."}]
    result = honing.ground("still one request per letter", session, cwd=project)
    assert result.references[0].path == "src/useSearch.js"


_CASES = {
    "api.js": ("src/api.js", "    name: row.name,\n", "    name: row.name,\n    createdAt: new Date(row.created_at),\n",
               "export function toRow(row) {\n  return {\n    id: row.id,\n    name: row.name,\n"
               "    createdAt: new Date(row.created_at),\n  };\n}\n"),
    "ci.yml": ("ci.yml", "  deploy:\n    runs-on: ubuntu-latest\n",
               "  deploy:\n    if: github.ref == 'refs/heads/main'\n    runs-on: ubuntu-latest\n",
               "jobs:\n  deploy:\n    if: github.ref == 'refs/heads/main'\n    runs-on: ubuntu-latest\n"),
    "app.py": ("app.py", "app = Flask(__name__)\n", "app = Flask(__name__)\napp.config['MAX_CONTENT_LENGTH'] = 1024\n",
               "from flask import Flask\napp = Flask(__name__)\napp.config['MAX_CONTENT_LENGTH'] = 1024\n"),
    "auth.js": ("auth.js", "  return jwt.sign(p, key);\n", "  return jwt.sign(p, key, { expiresIn: '1h' });\n",
                "function sign(p){\n  return jwt.sign(p, key, { expiresIn: '1h' });\n}\n"),
    "mw.go": ("mw.go", "\tnext.ServeHTTP(w, r)\n", "\trec := &statusRecorder{ResponseWriter: w}\n\tnext.ServeHTTP(rec, r)\n",
              "package mw\nfunc Log(next http.Handler) http.Handler {\n\trec := &statusRecorder{ResponseWriter: w}\n"
              "\tnext.ServeHTTP(rec, r)\n}\n"),
}


@pytest.mark.parametrize(("case", "sentence"), [
    ("api.js", "the signup form rejects birthdays before 1970, fix that"),
    ("ci.yml", "step 3 is skipped in the signup wizard, fix it"),
    ("app.py", "fix the typo on line 413"),
    ("app.py", "see issue #413 for the context, then fix the thing in there"),
    ("auth.js", "API keys never expire, is that a problem?"),
    ("mw.go", "the script exits with status 0 even on failure"),
])
def test_an_everyday_sentence_is_no_symptom_of_the_edit(tmp_path: Path, case: str, sentence: str) -> None:
    path, old, new, content = _CASES[case]
    project = _project(tmp_path, {path: content})
    result = honing.ground(sentence, _one_edit(path, old, new, "a change", "Done."), cwd=project)
    assert not result.references[0].resolved, result.text


@pytest.mark.parametrize(("said", "kind"), [
    ("the tooltip hangs off the edge of the card on mobile", "hangs"),
    ("stuck on 3 of the review comments, can you explain them?", "hangs"),
    ("the retry counter starts at 21 for some reason", "page_skip"),
    ("the first page of the PDF export is missing its header", "page_skip"),
    ("the numbers are 2x the old ones, that's expected", "multiplied"),
    ("make the values 2x as large", "multiplied"),
    ("合計を2倍にして", "multiplied"),
    ("数量改成2倍", "multiplied"),
    ("with dry-run, files deleted are only printed, right?", "dry_run_acted"),
    ("dry-run の時は削除されたファイル一覧だけ出して", "dry_run_acted"),
    ("dry run 应该只列出会被删掉的文件", "dry_run_acted"),
    ("永不过期的token加个开关", "never_expires"),
    ("状态为0表示正常", "status_zero"),
    ("exit status 0 means success", "status_zero"),
])
def test_everyday_sentences_say_no_symptom(said: str, kind: str) -> None:
    assert vocab.first(said, kind) is None


@pytest.mark.parametrize(("said", "kind"), [
    ("all the dates show Dec 31 1969 now", "epoch_date"),
    ("created_at is 1970-01-01 everywhere", "epoch_date"),
    ("got 'Payload Too Large' on the 6 MB file", "body_too_large"),
    ("it calls the API on every keystroke", "each_keystroke"),
    ("page 2 repeats the last row of page 1", "page_overlap"),
    ("every order is counted twice in the weekly totals", "multiplied"),
    ("the import deadlocks with two workers", "hangs"),
    ("the export never finishes since the change", "hangs"),
    ("the deploy job no longer runs after the merge", "job_skipped"),
    ("マージしてもデプロイが走らない", "job_skipped"),
    ("合并以后部署任务没跑", "job_skipped"),
    ("ran it with --dry-run and my files are gone", "dry_run_acted"),
    ("the cache is never invalidated now", "never_expires"),
])
def test_real_reports_of_the_symptom_are_read(said: str, kind: str) -> None:
    assert vocab.first(said, kind) is not None


def test_a_quoted_value_matches_only_a_value_the_request_quoted(tmp_path: Path) -> None:
    """"customers still on '1.2.3' say login is broken" is not the request "we shipped 1.2.30 yesterday. add a --port
    flag": 1.2.3 is inside 1.2.30, and that request quotes nothing."""
    project = _project(tmp_path, {"cli.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('--port')\n"})
    session = _one_edit("cli.py", "p = argparse.ArgumentParser()\n", "p = argparse.ArgumentParser()\np.add_argument('--port')\n",
                        "we shipped 1.2.30 yesterday. add a --port flag", "Added --port.")
    result = honing.ground("customers still on '1.2.3' say login is broken", session, cwd=project)
    assert "quoted the value" not in json.dumps(result.to_dict())


_TRIAL = Path(__file__).resolve().parent / "fixtures" / "trial67"


def _trial(case: str, sentence: str) -> honing.GroundResult:
    session = json.loads((_TRIAL / case / "session.json").read_text(encoding="utf-8"))
    return honing.ground(sentence, session, cwd=_TRIAL / case / "project")


@pytest.mark.parametrize("sentence", ["don't touch the add and remove handlers in src/config.js",
                                      "do not change the get and set functions in src/config.js",
                                      "can you explain whether the fix needs src/config.js at all?"])
def test_a_second_review_a_ban_is_not_lifted_by_a_pair_of_nouns_or_a_question(sentence: str) -> None:
    """A second review of the round: "and" parts a clause only between a part that keeps and a part that asks, so a
    pair of nouns makes no request; a polite question asks for a change only when its verb does."""
    result = _trial("s1_en_donttouch", sentence)
    assert "Lifted" not in result.text


@pytest.mark.parametrize(("sentence", "path"), [
    ("把 src/config.js 里的 timeout 改成 30s", "src/config.js"),
    ("src/config.js 的 timeout 改成 30 秒吧", "src/config.js"),
    ("change the timeout in src/config.js to 30s so it stays at 30s", "src/config.js"),
    ("set the timeout in src/config.js to 30s and leave client.js alone", "src/config.js"),
    ("add retries to getJson in client.js and leave config.js alone", "src/client.js"),
    ("src/config.js のタイムアウトを30秒にして、client.js はそのままで", "src/config.js"),
])
def test_a_second_review_the_asking_part_keeps_its_file(sentence: str, path: str) -> None:
    """A casual Chinese clause's spaces part nothing of a request; "stays" said of a value keeps no file; a keeping
    part after the request is told apart from it; 「にして、」 asks too."""
    result = _trial("s1_en_donttouch", sentence)
    assert result.references[0].resolved and result.references[0].path == path, result.text
    if path == "src/config.js":
        assert "- Lifted: turn 1" in result.text


def test_a_second_review_a_symptom_beside_a_request_of_another_part_is_reported() -> None:
    """「我把 CACHE_TTL 改成 60s 试了，staging上缓存还是不过期…」 reports the cache, its request is another part; so does
    "update: the cache never expires now" (dev116 c02)."""
    from honing.grounding import shapes

    assert shapes.says_symptom("我把 CACHE_TTL 改成 60s 试了，staging上缓存还是不过期，上游改了价半小时了接口还是旧的")
    assert shapes.says_symptom("update: the cache never expires now, prices stay stale")
    assert not shapes.says_symptom("can you add a friendly error page for 413 responses?")
