"""Vocabulary hits read one by one (``Index.iter``, ``Document.iter_hits``): the same hits as ``find``, in its order,
so that a rule that needs only the first few never builds the half million hits of "请" * 500,000."""

from __future__ import annotations

import pytest

from honing.engine.rule import Context
from honing.engine.rules import missing_objective, near_duplicate_instruction
from honing.text import lexicon
from honing.text.document import parse

TEXTS = [
    "请帮我写 bug 修复。请问这个 bug 怎么修？请给我 JSON。" * 5,
    "バグを直して。このバグ、テストして。please fix the bug" * 5,
    "Please write a Python function. Do not change the API.",
    "请" * 3_000,
    "```\n请写代码\n```\n请把 bug 修了",
]


@pytest.mark.parametrize("text", TEXTS)
def test_iter_reads_the_hits_of_find_in_its_order(text: str) -> None:
    categories = sorted({c for lang in ("en", "ja", "zh") for c in lexicon._categories(lang)})  # noqa: SLF001
    doc = parse(text)
    for category in categories:
        assert list(doc.iter_hits(category)) == doc.find(category), category
    fresh = parse(text)  # (and after find has built a category: the same list)
    for category in categories:
        fresh.find(category)
        assert list(fresh.iter_hits(category)) == fresh.find(category), category


def test_the_objective_evidence_names_the_task_not_the_request_marker() -> None:
    # "Please write…" passes because of "write"; a text of one character that is both says that character
    doc = parse("Please write a function that adds two numbers.")
    shown = missing_objective._unmarked(doc.iter_hits("task"), doc.iter_hits("request_marker"))  # noqa: SLF001
    assert shown is not None and shown.text.lower() == "write"
    doc = parse("请" * 20_000)
    assert missing_objective._unmarked(doc.iter_hits("task"), doc.iter_hits("request_marker")) is None  # noqa: SLF001
    assert next(doc.iter_hits("task")).start == 0


def test_one_sentence_is_never_compared_for_near_duplicates(monkeypatch: pytest.MonkeyPatch) -> None:
    # a prompt of one sentence has no other to be like: its characters are not even cut into units
    def refuse(text: str) -> list[str]:
        raise AssertionError("units were read for a prompt of one sentence")

    monkeypatch.setattr(near_duplicate_instruction, "units", refuse)
    result = near_duplicate_instruction.check(Context(parse("请" * 5_000), None, (), {}))
    assert result.passed_because and not result.hits
    with pytest.raises(AssertionError, match="units were read"):  # (two sentences are compared, as before)
        near_duplicate_instruction.check(Context(parse("请写一个函数。请写一个测试。"), None, (), {}))
