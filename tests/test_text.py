from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from honing.errors import EmptyPromptError
from honing.text import parse
from honing.text.spans import find_protected_spans


def kinds(text: str) -> list[tuple[str, str]]:
    return [(p.kind, text[p.start : p.end]) for p in find_protected_spans(text)]


def test_protected_spans_of_every_kind() -> None:
    text = ('Fix `foo()` per https://example.com/a?b=1, quote "keep this" and 「これ」 and “that”.\n'
            "<doc>data</doc> {{name}} ${env} {placeholder} @file:README.md @diff\n```py\nx = 1\n```")
    found = kinds(text)
    assert ("inline_code", "`foo()`") in found
    assert ("url", "https://example.com/a?b=1") in found
    assert ("quote", '"keep this"') in found
    assert ("quote", "「これ」") in found
    assert ("quote", "“that”") in found
    assert ("xml_block", "<doc>data</doc>") in found
    assert ("variable", "{{name}}") in found and ("variable", "${env}") in found
    assert ("variable", "{placeholder}") in found
    assert ("reference", "@file:README.md") in found and ("reference", "@diff") in found
    assert ("code_block", "```py\nx = 1\n```") in found


def test_unbalanced_fence_runs_to_end() -> None:
    text = "Explain this:\n```\nprint(1)\nno closing fence"
    assert kinds(text)[-1] == ("code_block", text[text.index("```") :])


def test_apostrophes_are_not_quotes() -> None:
    assert kinds("Don't touch Bob's code, it's fine.") == []


def sentences(text: str) -> list[str]:
    return [s.text for s in parse(text).sentences]


def test_english_sentences_keep_abbreviations_decimals_and_urls() -> None:
    got = sentences("Use e.g. Python 3.11 here. See https://x.org/a.b for details. Then stop!")
    assert got == ["Use e.g. Python 3.11 here.", "See https://x.org/a.b for details.", "Then stop!"]


def test_cjk_sentences_end_at_marks_and_line_breaks() -> None:
    assert sentences("バグを直して。テストも書いて！\n次に進む") == ["バグを直して。", "テストも書いて！", "次に進む"]
    assert sentences("请修复登录错误。然后运行测试？") == ["请修复登录错误。", "然后运行测试？"]


def test_list_items_are_sentences() -> None:
    doc = parse("Do the following steps now.\n- first item\n- second item")
    assert [s.kind for s in doc.sentences] == ["sentence", "list_item", "list_item"]


def test_a_numbered_item_keeps_its_marker_and_an_item_ends_with_its_line() -> None:
    doc = parse("Steps:\n1. Clone the repo\n2. Run make\n- a bullet item\nFinal sentence.")
    assert [(s.text, s.kind) for s in doc.sentences] == [
        ("Steps:", "heading"), ("1. Clone the repo", "list_item"), ("2. Run make", "list_item"),
        ("- a bullet item", "list_item"), ("Final sentence.", "sentence")]
    assert sentences("a. Apple\nb. Banana") == ["a. Apple", "b. Banana"]
    # an indented line continues the item; a number that ends a sentence still ends it
    assert sentences("- first item\n  continued here\n- second") == ["- first item\n  continued here", "- second"]
    assert sentences("I scored 1. Then I left.") == ["I scored 1.", "Then I left."]


def test_word_segmentation_for_cjk() -> None:
    zh = parse("请帮我修复登录页面的错误")
    assert 4 <= zh.word_count <= 9  # rjieba words, not characters (12)
    ja = parse("ログイン画面のバグを直してください")
    assert 2 <= ja.word_count <= 6  # BudouX phrases, not characters (17)


@pytest.mark.parametrize(("text", "lang"), [
    ("Write a function that parses dates.", "en"),
    ("日付を解析する関数を書いてください。", "ja"),
    ("请写一个解析日期的函数。", "zh"),
    ("Write a Python function that parses ISO dates and returns a datetime object. 日付を解析する関数を書いてください。", "mixed"),
])
def test_language_detection(text: str, lang: str) -> None:
    assert parse(text).language == lang


@pytest.mark.parametrize("text", ["", "   ", "\n\t \n"])
def test_empty_prompt_is_the_only_parse_error(text: str) -> None:
    with pytest.raises(EmptyPromptError):
        parse(text)


def test_ascii_word_fast_path_agrees_with_the_general_pattern() -> None:
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from honing.text import segment

    @settings(max_examples=300, deadline=None)
    @given(st.text(alphabet=st.characters(max_codepoint=127), max_size=80))
    def check(text: str) -> None:
        assert segment._ASCII_WORD.findall(text) == segment._LATIN_WORD.findall(text)

    check()


def test_ascii_lowering_keeps_every_other_character() -> None:
    from honing.text import lexicon

    text = "İSTANBUL Straße ΣΟΦΙΑ Ｆｕｌｌ \ud800 KELVIN\u212a ÉCOLE"
    assert lexicon._ascii_lower(text) == text.translate(lexicon._ASCII_LOWER)


def test_quote_patterns_with_the_look_behind_after_the_quote_are_unchanged() -> None:
    import re

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from honing.text import spans

    before = [re.compile(r"(?<![\w\"])\"[^\"\n]{1,2000}\"(?![\w\"])"),
              re.compile(r"(?<![\w'’])'(?=\S)[^'\n]{1,300}(?<=\S)'(?![\w'])")]
    after = [spans._QUOTES[0], spans._QUOTES[4]]

    @settings(max_examples=300, deadline=None)
    @given(st.text(alphabet="\"'’ ab\n.", max_size=30))
    def check(text: str) -> None:
        for old, new in zip(before, after, strict=True):
            assert [m.span() for m in old.finditer(text)] == [m.span() for m in new.finditer(text)]

    check()


def test_sentence_start_filler_rows_are_dispatched_by_first_character() -> None:
    from honing.text import filler

    langs = ("en", "ja", "zh")
    table = [r for lang in langs for r in filler._rows(lang) if r.kind in ("greeting", "leading", "sentence")]
    anchored = filler._anchored_by_first(langs)
    for row in table:
        first = row.phrase[0]
        variants = {first, first.upper(), first.lower()} | {k for k, v in filler.CASE_ALIASES.items() if v == first.lower()}
        for ch in variants:
            rows = filler._rows_for(anchored, ch)
            assert row in rows, (row.phrase, ch)
            assert rows == [r for r in table if r in rows]  # table order kept
    sentence = "ı would like you to fix the parser."
    found = [f.text for f in filler.find_fillers(parse(sentence), report_only=True)]
    assert found == ["ı would like you to "]


@pytest.mark.parametrize("text", [
    "Please write a short Python function, maybe in order to parse JSON. Don't use regex; keep it brief but detailed.",
    "以下のPythonコードを修正してください。必ずテストを書いて、短く説明してください。",
    "请用Python写一个函数，必须包含测试，并且不要超过100字。请简要说明。",
])
def test_an_index_of_one_category_finds_what_the_full_index_finds(text: str) -> None:
    from honing.text import lexicon

    langs = frozenset({"en", "ja", "zh"})
    full = lexicon.Index(text, langs)
    for lang in lexicon.LANGUAGES:
        for category in lexicon._categories(lang):
            assert lexicon.Index(text, langs, only=category).find(category) == full.find(category), category



@pytest.mark.parametrize("text", [
    "Rename getUserData in src/api/users.py and update the /users/{id} route; see the login endpoint.",
    "Fix utils.parse_date and the Dockerfile; the README mentions app/models/ too.",
    "Write a SQL query that lists 3-5 users, then send 200 words.",
])
def test_the_index_searches_a_regex_category_when_asked_and_finds_what_a_full_scan_finds(text: str) -> None:
    """Regular-expression categories (``code_anchor``, ``project_file`` …) are searched on
    first use: an index nobody asks for them never runs them, and when asked they give the
    hits of the eager scan ``index_en``."""
    from honing.text import lexicon, prefilter

    langs = frozenset({"en"})
    eager = lexicon.index_en(text)
    scans: list[tuple[int, ...]] = []
    real = prefilter.PatternSet.finditer

    def counted(self: prefilter.PatternSet, t: str, wanted: Iterable[int] | None = None) -> dict[int, list[re.Match[str]]]:
        scans.append(tuple(wanted) if wanted is not None else ())
        return real(self, t, wanted)

    regex_cats = lexicon._en_index()[2]
    assert {"code_anchor", "project_file"} <= set(regex_cats)
    try:
        prefilter.PatternSet.finditer = counted  # type: ignore[assignment,method-assign]
        index = lexicon.Index(text, langs)
        index.find("obligation")  # a plain phrase category
        assert scans == []
        for cat in regex_cats:
            assert index.find(cat) == eager.get(cat, []), cat
            index.find(cat)  # a second ask is served from the index
        assert len(scans) == len(regex_cats)
    finally:
        prefilter.PatternSet.finditer = real  # type: ignore[method-assign]
    assert any(eager.get(cat) for cat in regex_cats)

def test_an_index_shared_between_threads_gives_every_reader_the_full_hits() -> None:
    import sys

    from honing.text import lexicon

    text = " ".join(f"Rename getUserData{i} in src/api/users{i}.py and update utils.parse_date{i};" for i in range(300))
    eager = lexicon.index_en(text)["code_anchor"]
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # threads switch often: a reader lands inside another's scan
    try:
        _read_together(text, len(eager))
    finally:
        sys.setswitchinterval(interval)


def _read_together(text: str, full: int) -> None:
    import threading

    from honing.text import lexicon

    for _ in range(30):
        index = lexicon.Index(text, frozenset({"en"}))
        seen: list[int] = []
        barrier = threading.Barrier(4)

        def read(index: lexicon.Index = index, seen: list[int] = seen, barrier: threading.Barrier = barrier) -> None:
            barrier.wait()
            seen.append(len(index.find("code_anchor")))

        threads = [threading.Thread(target=read) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert seen == [full] * 4, seen


def test_japanese_and_chinese_list_markers_and_labels() -> None:
    ja = parse("手順：\n1. リポジトリを取得\n・注意点を確認\n１．全角の番号\n以上です。")
    assert [s.kind for s in ja.sentences] == ["heading", "list_item", "list_item", "list_item", "sentence"]
    zh = parse("步骤：\n1、克隆仓库\n2、运行测试\n最后提交。")
    assert [s.kind for s in zh.sentences] == ["heading", "list_item", "list_item", "sentence"]
    # "2、3日" (a couple of days) and a run of ・ as an ellipsis are not list markers
    assert [s.kind for s in parse("2、3日待ってください。").sentences] == ["sentence"]
    assert [s.kind for s in parse("・・・と彼は言った。").sentences] == ["sentence"]


def test_exclamation_and_question_marks_end_a_sentence_before_a_lower_case_word() -> None:
    assert sentences("Thanks! please fix the bug.") == ["Thanks!", "please fix the bug."]
    assert sentences("Use approx. five items. Then stop.") == ["Use approx. five items.", "Then stop."]


def test_whether_a_sentence_is_prose_does_not_depend_on_how_many_spaces_it_has() -> None:
    # collapsing spaces (the conservative optimizer mode) must not change what counts as prose
    for text in ("Please ${TOKEN}", "Please   ${TOKEN}", "Please\t \t${TOKEN}"):
        assert [s.is_prose for s in parse(text).sentences] == [False], text
    assert [s.is_prose for s in parse("Who wrote the play 'Romeo and Juliet'?").sentences] == [True]
