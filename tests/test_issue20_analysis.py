"""Issue 20, "Wrong results": false contradictions on everyday coding prompts, lower-case
sentence splitting, Japanese and Chinese near duplicates, size words and phone numbers,
long whitespace runs in the token counter, and the wall_of_text threshold."""

from __future__ import annotations

import pytest

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
