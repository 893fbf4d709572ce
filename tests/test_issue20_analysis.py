"""Issue 20, "Wrong results": false contradictions on everyday coding prompts, lower-case
sentence splitting, Japanese and Chinese near duplicates, size words and phone numbers,
long whitespace runs in the token counter, and the wall_of_text threshold."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import honing


def contradiction(text: str) -> str | None:
    f = honing.analyze(text, timings=False).finding("contradictory_instructions")
    return f.message if f else None


# --- contradictory_instructions -------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Write a parser in Python. Don't use regex.",
    "Write a parser in Python. Do not use regex.",
    "Write a parser in Python. Never use regex.",
    "Write a parser in Python. Avoid using regex.",
    "Write a matrix library in Python. Don't use numpy.",
    "Use Python 3.12 for the script. Do not use pandas or numpy.",
    "Implement the CSV reader with the standard library; don't use pandas.",
    "Don't parse HTML with regex. Use BeautifulSoup.",
    # a data format the prompt talks about is not an answer format
    "If the file holds data wrapped in json/xml/quotes, edit the literal contents.",
    # brief and detailed about different things
    "Make the minimal changes to non-test files. Your thinking should be thorough.",
    "Start with a concise overview of the database. Then give a detailed description of each table.",
    # one format only, and a request the format allows
    "Return only JSON. Put the rows in a JSON array.",
    "Answer in plain text only. Number the steps 1, 2, 3.",
    # a ban and an unrelated request
    "Do not browse the web. Run the tests before you answer.",
    "Don't run any code. Search the docs I pasted below for the flag.",
    "Do not run the tests; I will run them myself.",
    # a description, not a ban
    "If the YAML has no tools, the probe asks the agent what it has. Run the probe twice.",
    "JSONのみで出力してください。配列にまとめてください。",
    "只输出JSON。字段按字母顺序排列。",
    "ウェブ検索はしないでください。テストを書いてください。",
    "不要联网。请写出单元测试。",
])
def test_no_false_contradiction(text: str) -> None:
    assert contradiction(text) is None


@pytest.mark.parametrize(("text", "kind"), [
    ("Respond with JSON only. Then show the results in a table.", "format"),
    ("Return only valid JSON. Summarize the findings as a bulleted list.", "format"),
    ("Reply in plain text only. Put the code in a code block.", "format"),
    ("Do not use markdown. Present the comparison as a table.", "format"),
    ("Do not browse the web. Look up the latest release notes online.", "tool"),
    ("You have no internet access. Search the web for the current exchange rate.", "tool"),
    ("Do not use any tools. Run the test suite and report the failures.", "tool"),
    ("Don't run any code. Execute the script and tell me what it prints.", "tool"),
    ("Use numpy for the maths. Do not use numpy.", "tool"),
    ("JSONのみで出力してください。結果を表にまとめてください。", "format"),
    ("プレーンテキストのみで答えてください。コードはコードブロックで示してください。", "format"),
    ("インターネットは使わないでください。最新のリリース情報をネットで調べてください。", "tool"),
    ("コードを実行しないでください。テストを実行して結果を教えてください。", "tool"),
    ("只输出JSON。然后用表格展示结果。", "format"),
    ("只用纯文本回答。把代码放在代码块里。", "format"),
    ("不要联网。请上网查一下最新的汇率。", "tool"),
    ("不要运行任何代码。运行测试并告诉我结果。", "tool"),
])
def test_real_contradiction(text: str, kind: str) -> None:
    message = contradiction(text)
    assert message is not None and kind in message, message


def test_a_negated_request_is_not_a_request() -> None:
    assert contradiction("Respond with JSON only. Do not add a table.") is None
    assert contradiction("Do not browse the web, and do not search online either.") is None
    assert contradiction("只输出JSON，不要用表格。") is None
    assert contradiction("JSONのみで出力してください。表にはしないでください。") is None


def test_the_contradiction_spans_are_the_two_instructions() -> None:
    text = "Respond with JSON only. Then show the results in a table."
    f = honing.analyze(text).finding("contradictory_instructions")
    assert f is not None
    spans = [s.text for s in f.spans]
    assert any("JSON only" in s for s in spans) and any("table" in s for s in spans)


# --- sentences of lower-case prompts --------------------------------------------------

def sentence_texts(text: str) -> list[str]:
    from honing.text.document import parse

    return [s.text for s in parse(text).sentences]


def test_lower_case_prompts_are_split_into_sentences() -> None:
    text = "fix the login bug in the python app. make sure tests pass. make sure tests pass."
    assert sentence_texts(text) == ["fix the login bug in the python app.", "make sure tests pass.",
                                    "make sure tests pass."]
    codes = honing.analyze(text).codes
    assert "duplicate_instruction" in codes and "long_sentence" not in codes


def test_a_long_lower_case_text_is_many_sentences() -> None:
    parts = [f"step {i} of the migration moves the {w} table to the new schema and checks the row counts."
             for i, w in enumerate(["users", "orders", "invoices", "payments", "events"] * 25)]
    text = " ".join(parts)
    assert len(text) > 10_000
    from honing.text.document import parse

    doc = parse(text)
    assert len(doc.sentences) == len(parts)
    assert max(len(s.words) for s in doc.sentences) < 25


@pytest.mark.parametrize(("text", "expected"), [
    ("use e.g. python here. then stop.", ["use e.g. python here.", "then stop."]),
    ("keep it short, i.e. one line. then stop.", ["keep it short, i.e. one line.", "then stop."]),
    ("edit app.py and utils.py. then run it.", ["edit app.py and utils.py.", "then run it."]),
    ("pin v1.2.3 in requirements.txt. then build.", ["pin v1.2.3 in requirements.txt.", "then build."]),
    ("bump the version to 2.0. then tag it.", ["bump the version to 2.0.", "then tag it."]),
    ("list lists, tables, etc. as a table.", ["list lists, tables, etc. as a table."]),
    ("meet at 10 a.m. tomorrow. bring notes.", ["meet at 10 a.m. tomorrow.", "bring notes."]),
    ("see fig. 3 for the layout. then fix it.", ["see fig. 3 for the layout.", "then fix it."]),
    ("the answer is no. ask again later.", ["the answer is no.", "ask again later."]),
    ("wait... what happened here? fix it.", ["wait... what happened here?", "fix it."]),
    ("run app.py. then check the logs.", ["run app.py.", "then check the logs."]),
    ("smith et al. found this. then we fixed it.", ["smith et al. found this.", "then we fixed it."]),
])
def test_lower_case_splitting_keeps_abbreviations_file_names_and_versions(text: str, expected: list[str]) -> None:
    assert sentence_texts(text) == expected


# --- Japanese and Chinese: near duplicates, size words, phone numbers -------------------

def fires(text: str, code: str) -> bool:
    return honing.analyze(text, timings=False).finding(code) is not None


@pytest.mark.parametrize(("text", "expected"), [
    ("回答は日本語で書いてください。日本語で回答を書いてください。", True),   # a phrase moved
    ("必ず日本語で丁寧に回答してください。必ず日本語で簡潔に回答してください。", True),  # a word changed
    ("请用中文回答这个问题。这个问题请用中文回答。", True),
    ("请把结果整理成表格并发给我。请把结果整理成表格后发给我。", True),
    ("ログイン画面のバグを直してください。テストを追加して結果を報告してください。", False),
    ("请修复登录页面的错误。然后为支付模块补充单元测试。", False),
    ("出力は日本語で書いてください。表を使ってください。", False),
])
def test_cjk_near_duplicates_without_word_boundaries(text: str, expected: bool) -> None:
    assert fires(text, "near_duplicate_instruction") is expected


def test_a_cjk_near_duplicate_names_both_sentences_and_its_overlap() -> None:
    f = honing.analyze("回答は日本語で書いてください。日本語で回答を書いてください。").finding("near_duplicate_instruction")
    assert f is not None and len(f.occurrences) == 2
    assert all("overlap with sentence" in o.note for o in f.occurrences)


@pytest.mark.parametrize(("text", "expected"), [
    ("請簡短回答。", True),
    ("请简洁地回答。", True),
    ("请写得详细一点。", True),
    ("写短一点的介绍。", True),
    ("请简单说明一下原因。", True),
    ("用几句话概括这篇文章。", True),
    ("请列出若干要点。", True),
    ("给我一个简短的总结。", True),   # 一个 is "a", not a number
    ("詳細な説明を書いてください。", True),
    ("短めにまとめてください。", True),
    ("数行で説明してください。", True),
    ("詳しい手順を教えてください。", True),
    ("请用三句话简短总结。", False),
    ("用一段话简要说明。", False),
    ("100文字以内で簡潔にまとめてください。", False),
    ("3つの例を簡単に挙げてください。", False),
    ("写一个函数，返回两个数的和。", False),
])
def test_cjk_size_words_without_a_number(text: str, expected: bool) -> None:
    assert fires(text, "unquantified_size") is expected


@pytest.mark.parametrize("text", [
    "電話は090-1234-5678です。", "03-1234-5678までご連絡ください。", "+81 90 1234 5678",
    "+81-90-1234-5678", "+819012345678", "携帯 09012345678", "連絡先：0312345678",
    "138 0013 8000", "手机 13800138000", "+86 138 0013 8000", "+8613800138000",
    "请拨打010-12345678联系我。", "0755-1234567", "+86-10-12345678", "电话：(010) 1234 5678",
    "０９０－１２３４－５６７８",
])
def test_japanese_and_chinese_phone_numbers_are_personal_data(text: str) -> None:
    report = honing.analyze(text)
    f = report.finding("sensitive_data")
    assert f is not None and all(o.note.startswith("personal") for o in f.occurrences), text
    digits = "".join(ch for ch in text if ch.isdigit())
    # masked everywhere: the whole number appears in no evidence
    assert digits[-8:] not in "".join(ch for o in f.occurrences for ch in o.span.text if ch.isdigit())


@pytest.mark.parametrize("text", [
    "2024-01-15", "日付 2024/01/15", "2024年01月15日", "v1.2.3", "版本 10.0.19045", "バージョン 1.2.3.4",
    "订单号 2024011512345678", "注文番号 1234-5678-9012", "注文番号 0123456789", "issue 2024-0117-0001",
    "2024 0117 0001", "ISBN 978-4-12-345678-9", "12:30-13:45", "192.168.100.200", "x+1234567890",
    "Tracking 13812345678 arrived.",
])
def test_dates_versions_and_order_numbers_are_not_phone_numbers(text: str) -> None:
    from honing.security import secrets

    assert not [s for s in secrets.find(text) if s.kind == "personal"], text


# --- token counts of long whitespace runs ---------------------------------------------

_PIECES = st.lists(st.sampled_from([" ", "  ", "\t", "\n", "\r\n", " \n ", "\u3000", "\u00a0", "a", "Ab", "x'll", "1",
                                    "123456", ".", "!?", "/", "日本", "中文", "é", "\x1c", "  \t  "]), max_size=40)


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=_PIECES, long_run=st.integers(min_value=1, max_value=4))
def test_counting_around_long_runs_equals_the_direct_count(name: str, parts: list[str], long_run: int) -> None:
    """The piecewise path (forced here by a tiny run length) counts exactly what tiktoken
    counts on the whole text."""
    from honing.tokens import encodings

    enc = encodings.get(name)
    text = "".join(parts)
    assert encodings._count_around_runs(enc, text, long_run) == len(enc.encode_ordinary(text))
    assert encodings.count(enc, text, long_run) == len(enc.encode_ordinary(text))


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_a_long_run_is_counted_exactly(name: str) -> None:
    from honing.tokens import encodings

    enc = encodings.get(name)
    for text in (" " * 300_000 + "Write a haiku.", "Intro.\n" + "\t" * 50_000 + "\n\n" + " " * 9_000 + "x = 1",
                 "a" + " \n" * 40_000 + "b"):
        assert encodings.count(enc, text) == len(enc.encode_ordinary(text))


def test_a_million_spaces_do_not_crash_the_analysis() -> None:
    # tiktoken's regex panics (a BaseException) on this run; the count is still exact:
    # the run is one piece of 999,999 spaces, then " Write", " a", " haiku", "."
    from honing.tokens import encodings

    report = honing.analyze(" " * 1_000_000 + "Write a haiku.")
    enc = encodings.get("o200k_base")
    expected = len(enc._encode_single_piece(b" " * 999_999)) + len(enc.encode_ordinary(" Write a haiku."))
    assert report.tokens["count"] == expected and report.tokens["label"] == "exact"


# --- wall_of_text and the structure dimension -----------------------------------------

JA_WALL = "メールを読んで最適な回答を選び、顧客に合わせて調整してください。" * 12


def test_japanese_wall_of_text_costs_what_it_says() -> None:
    report = honing.analyze(JA_WALL)
    assert report.language == "ja" and 75 <= report.words < 120
    assert report.finding("wall_of_text") is not None
    structure = report.score.dimensions["structure"]
    # the warning is counted: the structure dimension applies wherever wall_of_text can fire
    assert structure.applicable and structure.score == 90
    assert report.score.overall <= 100 - 10


@pytest.mark.parametrize("text", [JA_WALL, " ".join(["Read the email and pick the answer that fits."] * 20),
                                  "请阅读邮件并选择最合适的标准回答然后根据客户的名字和产品进行调整。" * 12])
@pytest.mark.parametrize("thresholds", [{}, {"wall_of_text_words": 50}, {"structure_min_words": 200},
                                        {"wall_of_text_words": 50, "structure_min_words": 100}])
def test_wall_of_text_fires_only_where_the_structure_dimension_applies(text: str, thresholds: dict[str, int]) -> None:
    from honing.engine import Config

    report = honing.analyze(text, config=Config(thresholds=dict(thresholds)))
    if report.finding("wall_of_text") is not None:
        assert report.score.dimensions["structure"].applicable


def test_the_terminal_report_names_the_real_threshold() -> None:
    from honing.engine import Config
    from honing.render.text import render

    short = "Write a haiku about autumn in English as three lines."
    assert "n/a (under 120 words)" in render(honing.analyze(short))
    configured = honing.analyze(short, config=Config(thresholds={"structure_min_words": 300}))
    assert "n/a (under 300 words)" in render(configured)
    japanese = honing.analyze("秋の俳句を一つ、日本語で書いてください。")
    assert "n/a (under 75 words)" in render(japanese)


@pytest.mark.parametrize("text, intent", [
    ("Write the release notes for version 2.4 as a bulleted list. Mention that the CSV export bug is fixed.",
     "content_creation"),
    ("Draft an email to customers saying the login bug is fixed.", "content_creation"),
    ("Summarise the bug reports from this week in five bullets.", "summarization"),
    ("顧客向けに、ログインのバグが修正されたことを知らせるメールを書いてください。", "content_creation"),
    ("写一封邮件告诉客户登录的bug已经修好了。", "content_creation"),
])
def test_writing_about_a_bug_is_writing_not_debugging(text: str, intent: str) -> None:
    # a false alarm found by the rule cases: "names no programming language" on release notes
    report = honing.analyze(text)
    assert report.intent.name == intent
    assert "missing_language" not in {f.code for f in report.findings}


@pytest.mark.parametrize("text", [
    "Fix the bug in the email parser.", "The email parser has a bug.",
    "Summarise why the login test fails and fix it.", "メール送信のバグを直して。",
    "邮件发送有bug，帮我看一下。", "帮我修复登录页面的bug。",
])
def test_a_bug_to_fix_stays_a_debugging_request(text: str) -> None:
    assert honing.analyze(text).intent.name == "debug"


# --- a word two vocabularies share is one occurrence ----------------------------------

def test_a_word_in_two_vocabularies_is_counted_once() -> None:
    # "bug" is in the English and the Chinese debug list: counted twice, it outweighed 审查
    # and made a review request a debugging one, which then asked for a language
    text = "帮我审查这个 PR 的 diff，找出 bug 和竞态条件。每个问题列出文件、行号和修改建议。"
    report = honing.analyze(text)
    assert report.intent.name == "review"
    assert "missing_language" not in {f.code for f in report.findings}
    hits = honing.text.parse(text).find("intent.debug")
    assert len({(h.start, h.end) for h in hits}) == len(hits)


def test_a_request_to_fix_a_bug_still_wins_over_a_look() -> None:
    # nearby: a real fix request still reads as debugging and still asks for a language
    report = honing.analyze("帮我看看，登录后页面一直报错，修复这个 bug。")
    assert report.intent.name == "debug"
    assert "missing_language" in {f.code for f in report.findings}


# --- missing_output_format on everyday coding-agent prompts ---------------------------

def output_format_fires(text: str) -> bool:
    return honing.analyze(text, timings=False).finding("missing_output_format") is not None


def _passed_because(report: honing.Report, code: str) -> str:
    checks = [c for dim in report.to_dict()["score"]["dimensions"].values() for c in dim["checks"]]
    return next(c["evidence"] for c in checks if c["id"] == code and c["passed"])


@pytest.mark.parametrize("text", [
    # a code change to a named file of the project: the answer is that file, edited
    "Fix the bug in src/app.py where parse() returns None for empty input; add a test.",
    "Refactor `utils/date.py`: split `format_range()` into two functions, one for same-day ranges "
    "and one for multi-day ranges. Keep the public signature unchanged.",
    "Add a `--dry-run` flag to the CLI in `cli/main.go`. When it is set, print the files that "
    "would be deleted instead of deleting them.",
    "Configure ESLint in this TypeScript project to disallow unused variables and enforce single "
    "quotes. Update `.eslintrc.json` and tell me which rules you added.",
    "I get this error when running `npm run build`:\n\n```\nTypeError: Cannot read properties of "
    "undefined (reading 'map')\n    at ProductList (src/components/ProductList.tsx:14:22)\n```\n\n"
    "Fix it so the list renders an empty state while the data loads.",
    "`src/app.py` の `parse()` が空文字列を渡すと None を返すバグを修正して、テストも追加してください。",
    "`src/Header.jsx` のクラスコンポーネントを、フックを使った関数コンポーネントに書き換えてください。propsと動作は同じままにしてください。",
    "修复 `src/app.py` 中 `parse()` 在输入为空字符串时返回 None 的 bug，并补充一个测试。",
    "配置这个 TypeScript 项目的 ESLint，禁止未使用的变量并强制使用单引号。更新 `.eslintrc.json`，并告诉我添加了哪些规则。",
    # a README or changelog is a named kind of document, like a report or a memo
    "Update the README to document the new `HONING_CACHE_DIR` environment variable: what it does, "
    "its default (`~/.cache/honing`), and an example of setting it.",
    "READMEに新しい環境変数 `HONING_CACHE_DIR` の説明を追加してください。役割、デフォルト値（`~/.cache/honing`）、設定例を書いてください。",
    # step by step, and a script, said in Japanese and Chinese as in English
    "このBashコマンドが何をしているか、順を追って説明してください。\n\n```bash\nfind . -name '*.log' -mtime +7 -print0 | xargs -0 gzip\n```",
    "请逐步解释这条 Bash 命令的作用：\n\n```bash\nfind . -name '*.log' -mtime +7 -print0 | xargs -0 gzip\n```",
    "写一个 shell 脚本，把 `/var/www` 目录备份到 `/backup`，文件名带时间戳的 tar.gz，只保留最近 7 个备份。",
])
def test_no_missing_output_format_on_everyday_coding_prompts(text: str) -> None:
    assert not output_format_fires(text)


@pytest.mark.parametrize("text", [
    # The earlier design asked for a named project file before a fix counted as answered by
    # the code it changes, so these fired. A new-user trial (118 of 151 everyday agent
    # prompts warned) showed that a fix or change asked for in words is answered by the
    # changed code whether or not a file is named: an agent finds the file itself.
    "My Python app crashes with a KeyError when the config has no 'port' key. Fix it.",
    "Python のアプリが KeyError で落ちます。直してください。",
    "我的 Python 程序在配置里没有 port 时报 KeyError，帮我修复。",
    "Fix the memory leak in our Node.js server when clients disconnect.",
])
def test_a_code_change_asked_for_in_words_needs_no_file_to_pass(text: str) -> None:
    report = honing.analyze(text, timings=False)
    assert report.finding("missing_output_format") is None
    assert "code change" in _passed_because(report, "missing_output_format")


@pytest.mark.parametrize("text", [
    # a file named, but the request is a question about it, not a change to it
    "Compare the approaches in src/cache.py and src/store.py for a small team.",
    # open-ended answers: a comparison, a trade-off question, an explanation, a report
    "What are the trade-offs of a rebase versus a merge for a team of five?",
    "Explain how the auth middleware works in this repo.",
    "Can you explain how the auth middleware works in this repo?",
    "git rebase と merge の違いは何ですか？",
    "rebase 和 merge 有什么区别？",
])
def test_missing_output_format_still_fires_on_open_ended_answers(text: str) -> None:
    assert output_format_fires(text)
