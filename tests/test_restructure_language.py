"""Restructure in the request's language (issue 19): Japanese and Chinese requests get
headings and guidance in their language, English stays the fallback, and an English
request comes back exactly as before."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from honing import restructure
from honing.cli import main
from honing.render.restructure import labeled, markdown
from honing.restructuring import SECTIONS, guidance

ROOT = Path(__file__).resolve().parents[1]
_KANA = re.compile(r"[\u3040-\u30ff]")
_HAN = re.compile(r"[\u4e00-\u9fff]")

JA = {
    "debug": "ログイン画面でセッションが切れるとエラーになります。原因を調べてバグを直してください。",
    "new_code": "Pythonでログファイルから日付を読み取る関数を書いてください。結果は昇順に並べて返してください。",
    "refactor": "ユーティリティモジュールの重複したコードをリファクタリングしてください。二つのクラスが同じ処理を持っています。",
    "test": "slugify関数の単体テストをpytestで書いてください。この関数はutilsモジュールにあります。",
    "review": "キャッシュ層のプルリクエストをレビューしてください。コードの問題点を指摘してください。",
    "config": "nginxでDjangoアプリをHTTPSで配信するように設定してください。証明書はLet's Encryptを使います。",
    "explain": "このPythonの関数がどう動くか説明してください。\n```\ndef f(xs):\n    return sorted(set(xs))[:3]\n```",
}
ZH = {
    "debug": "登录页面在会话过期后会报错。请找出原因并修复这个bug。",
    "new_code": "用Python写一个函数，从日志文件中读取日期。结果按升序排列后返回。",
    "refactor": "请重构工具模块中重复的代码。两个类里有相同的逻辑。",
    "test": "请用pytest为slugify函数编写单元测试。这个函数在utils模块里。",
    "review": "请审查缓存层的这个拉取请求。指出代码中的问题。",
    "config": "请配置nginx，用HTTPS部署Django应用。证书使用Let's Encrypt。",
    "explain": "请解释这个Python函数是如何工作的。\n```\ndef f(xs):\n    return sorted(set(xs))[:3]\n```",
}
CASES = [("ja", intent, text) for intent, text in JA.items()] + [("zh", intent, text) for intent, text in ZH.items()]


def script(text: str) -> str:
    """The script a line is written in: ascii (English), ja (has kana), zh (Han, no kana)."""
    if text.isascii():
        return "ascii"
    if _KANA.search(text):
        return "ja"
    return "zh" if _HAN.search(text) else "other"


def engine_lines(r: Any) -> list[str]:
    return [ln.text for s in r.sections for ln in s.lines if ln.label == "engine"]


@pytest.mark.parametrize(("language", "intent", "text"), CASES)
def test_japanese_and_chinese_requests_get_headings_and_guidance_in_their_language(language, intent, text):
    r = restructure(text)
    assert (r.language, r.intent, r.changed) == (language, intent, True)
    headings = [s.heading for s in r.sections]
    assert headings == [guidance.heading(s.name, language) for s in r.sections]
    assert not set(headings) & set(SECTIONS), headings
    assert all(f"## {h}\n" in r.text for h in headings) and "## Role" not in r.text
    lines = engine_lines(r)
    assert lines, "a software task gets guidance"
    assert [t for t in lines if script(t) != language] == []  # none English, none in the other language
    english = [i.text for i in guidance.items(intent, r.topics)] + [guidance.role(intent), guidance.output(intent)]
    assert not [t for t in english if t and t in r.text]


@pytest.mark.parametrize(("language", "text"), [("ja", JA["debug"]), ("zh", ZH["debug"])])
def test_json_keeps_english_names_and_adds_titles_and_language(language, text):
    res = CliRunner().invoke(main, ["restructure", "--text", text, "--format", "json"])
    assert res.exit_code == 0, res.output
    d = json.loads(res.stdout)
    assert d["language"] == language
    assert [s["name"] for s in d["sections"]] == [n for n in SECTIONS if n in {s["name"] for s in d["sections"]}]
    assert [s["title"] for s in d["sections"]] == [guidance.heading(s["name"], language) for s in d["sections"]]
    md = CliRunner().invoke(main, ["restructure", "--text", text, "--format", "markdown"]).stdout
    assert md.rstrip().endswith(guidance.legend(language)) and "## " + guidance.heading("Role", language) in md


def test_a_mixed_request_takes_the_language_with_most_prose():
    ja_most = restructure("Fix the login bug in the auth module. ログインした直後にセッションが切れてしまいます。")
    en_most = restructure("Please fix the login bug in our Python service and add a regression test. "
                          "ログインするとすぐにセッションが切れます。")
    assert (ja_most.language, en_most.language) == ("ja", "en")
    assert [script(t) for t in engine_lines(ja_most)] == ["ja"] * len(engine_lines(ja_most))
    assert all(t.isascii() for t in engine_lines(en_most))


def test_every_entry_is_translated_and_a_missing_translation_falls_back_to_english(monkeypatch):
    table = guidance.table()
    for group in ("intent", "topic"):
        for name, row in table[group].items():
            for lang in ("ja", "zh"):
                for field in ("role", "output"):
                    if row.get(field):
                        assert script(row[f"{field}_{lang}"]) == lang, (group, name, field, lang)
                for it in row["items"]:
                    assert script(it[f"text_{lang}"]) == lang, (group, name, it["kind"], lang)
    for lang in ("ja", "zh"):
        assert list(table["headings"][lang]) == list(SECTIONS)
    # take two translations out: those lines come back in English, no line goes missing
    partial = copy.deepcopy(table)
    del partial["intent"]["debug"]["role_ja"]
    del partial["intent"]["debug"]["items"][1]["text_ja"]
    del partial["headings"]["ja"]["Objective"]
    full = restructure(JA["debug"])
    monkeypatch.setattr(guidance, "table", lambda: partial)
    r = restructure(JA["debug"])
    assert len(engine_lines(r)) == len(engine_lines(full))
    english = [t for t in engine_lines(r) if t.isascii()]
    assert english == [table["intent"]["debug"]["role"], table["intent"]["debug"]["items"][1]["text"]]
    assert [s.heading for s in r.sections][:2] == [table["headings"]["ja"]["Role"], "Objective"]


def test_every_item_with_english_skip_phrases_has_japanese_and_chinese_ones():
    for group in ("intent", "topic"):
        for name, row in guidance.table()[group].items():
            for it in row["items"]:
                phrases = it["skip_if"]
                if any(p.isascii() for p in phrases):
                    assert any(not p.isascii() for p in phrases), (group, name, it["kind"])


@pytest.mark.parametrize(("text", "key", "kind"), [
    ("ログイン画面でセッションが切れるとエラーになります。バグを直して、回帰テストも追加してください。", "intent.debug", "tests"),
    ("登录页面在会话过期后会报错。请修复这个bug，并补充回归测试。", "intent.debug", "tests"),
    ("Pythonで日付を読み取る関数を書いてください。エッジケースも考えてください。", "intent.new_code", "edge_cases"),
    ("用Python写一个解析日期的函数，注意处理无效输入。结果按升序返回。", "intent.new_code", "edge_cases"),
    ("请重构工具模块中重复的代码。两个类里有相同的逻辑，改动前后都要运行现有测试。", "intent.refactor", "tests"),
    ("ログインのバグを直して、テストを通してください。APIは変えないで。", "intent.debug", "acceptance"),
])
def test_japanese_and_chinese_skip_phrases_leave_out_what_the_request_already_says(text, key, kind):
    r = restructure(text)
    assert any(s.startswith(f"{key} {kind}: the request already says") for s in r.skipped), r.skipped
    left_out = next(i for i in guidance.items(r.intent, r.topics, r.language) if (i.key, i.kind) == (key, kind))
    assert left_out.text not in engine_lines(r)


# Recorded with the code before issue 19: English output must not change by one byte.
ENGLISH = {
    "fix the login bug and make the tests pass and don't touch the API": "\n".join([
        "## Role",
        "You are a senior software engineer debugging a defect: find the root cause before changing code.",
        "",
        "## Objective",
        "Fix the login bug",
        "",
        "## Requirements",
        "- Make the tests pass",
        "- Check the inputs and states that trigger the failure, including empty, missing and boundary values.",
        "- Auth: cover wrong credentials, expired or revoked sessions and tokens, locked accounts and rate limiting.",
        "- Add a regression test that fails before the fix and passes after it.",
        "- Auth: test a successful login and each rejected case; never log passwords or tokens.",
        "",
        "## Constraints",
        "- Don't touch the API",
        "",
        "## Expected output",
        "Explain the root cause in two or three sentences, then give the smallest diff that fixes it, then the tests "
        "you added.",
        ""]),
    "Write a Python function that parses ISO dates from a log file. It should return them sorted.": "\n".join([
        "## Role",
        "You are a senior software engineer writing production code that others will maintain.",
        "",
        "## Objective",
        "Write a Python function that parses ISO dates from a log file.",
        "",
        "## Requirements",
        "- It should return them sorted.",
        "- Handle empty input, invalid input and the largest expected input explicitly.",
        "- Include unit tests for the normal case and for each edge case.",
        "- Acceptance: the code runs as written, the tests pass and no new dependency is added without saying why.",
        "",
        "## Expected output",
        "Give the complete code in one block per file, then a short usage example, then the tests.",
        ""]),
    "Review my pull request for the Python cache layer. Point out problems in the code.": "\n".join([
        "## Role",
        "You are a senior reviewer looking for correctness, security and maintainability problems.",
        "",
        "## Objective",
        "Review my pull request for the Python cache layer.",
        "",
        "## Context",
        "- Point out problems in the code.",
        "",
        "## Requirements",
        "- Look for unhandled errors, missing input validation, race conditions and resource leaks.",
        "- API: cover invalid payloads, missing fields, timeouts and error status codes.",
        "- Performance: measure before and after on a realistic input size and report the numbers.",
        "- Point out behaviour that the change leaves untested.",
        "- API: test the request/response contract, including error responses.",
        "- Performance: add a benchmark or a test that guards the time or memory budget.",
        "- Acceptance: every finding cites a location and explains the concrete risk.",
        "",
        "## Expected output",
        "List the findings ordered by severity, each with the file and line, the problem and a suggested fix.",
        ""]),
    ("Fix the crash in the Python CSV importer when a row is empty. Add a regression test that fails before the "
     "fix. Answer with only the diff."): "\n".join([
        "## Role",
        "You are a senior software engineer debugging a defect: find the root cause before changing code.",
        "",
        "## Objective",
        "Fix the crash in the Python CSV importer when a row is empty.",
        "",
        "## Requirements",
        "- Add a regression test that fails before the fix.",
        "- Check the inputs and states that trigger the failure, including empty, missing and boundary values.",
        "- Acceptance: the reported symptom no longer occurs and all existing tests pass.",
        "",
        "## Expected output",
        "Answer with only the diff.",
        ""]),
    "Write a haiku about autumn.": "Write a haiku about autumn.",
}
ENGLISH_MARKDOWN = "\n".join([
    "## Role",
    "- You are a senior software engineer debugging a defect: find the root cause before changing code. _(engine)_",
    "",
    "## Objective",
    "- Fix the login bug",
    "",
    "## Requirements",
    "- Make the tests pass",
    "- Check the inputs and states that trigger the failure, including empty, missing and boundary values. "
    "_(engine)_",
    "- Auth: cover wrong credentials, expired or revoked sessions and tokens, locked accounts and rate limiting. "
    "_(engine)_",
    "- Add a regression test that fails before the fix and passes after it. _(engine)_",
    "- Auth: test a successful login and each rejected case; never log passwords or tokens. _(engine)_",
    "",
    "## Constraints",
    "- Don't touch the API",
    "",
    "## Expected output",
    "- Explain the root cause in two or three sentences, then give the smallest diff that fixes it, then the tests "
    "you added. _(engine)_",
    "",
    "_Lines without a tag are the request's own words; `engine` lines are fixed guidance, `codebase` lines are "
    "project facts._",
    ""])


@pytest.mark.parametrize(("text", "expected"), list(ENGLISH.items()))
def test_an_english_request_is_unchanged_byte_for_byte(text, expected):
    r = restructure(text)
    assert r.text == expected
    assert r.language == "en"
    assert all(s.heading == s.name and s.to_dict()["title"] == s.name for s in r.sections)


def test_english_markdown_and_labeled_views_are_unchanged():
    r = restructure("fix the login bug and make the tests pass and don't touch the API")
    assert markdown(r) == ENGLISH_MARKDOWN
    view = labeled(r, color=False).split("\n")
    assert view[:2] == ["         │ ## Role", "engine   │ You are a senior software engineer debugging a defect: find "
                        "the root cause before changing code."]
    assert "         │ ## Expected output" in view


def test_every_translation_is_on_the_reference_page():
    page = (ROOT / "docs" / "reference" / "guidance.md").read_text(encoding="utf-8")
    assert page == guidance.reference_page()
    table = guidance.table()
    assert f"Table version {table['version']}" in page
    wanted: list[str] = []
    for group in ("intent", "topic"):
        for row in table[group].values():
            wanted += [v for k, v in row.items() if k.startswith(("role", "output"))]
            wanted += [v for it in row["items"] for k, v in it.items() if k.startswith("text")]
            wanted += [p for it in row["items"] for p in it["skip_if"]]
    for lang in guidance.LANGUAGES:
        wanted += list(table["headings"][lang].values()) + [table["legend"][lang]]
    missing = [w for w in wanted if w not in page]
    assert not missing, missing
