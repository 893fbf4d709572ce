"""Every documented case of every rule (data/rule_cases/<code>.toml, shown on the rule's
reference page) holds: the rule fires on it exactly when the case says so. A case with a
``gap`` is a known rule gap: it is expected to fail, strictly, so fixing the rule shows here
and the case loses its ``gap``. The options a page lists are the thresholds the rule reads."""

from __future__ import annotations

import importlib
import inspect
import re

import pytest

import honing
from honing.engine import cases
from honing.engine.config import THRESHOLDS
from honing.engine.registry import rules
from honing.text import lexicon

ALL = [case for code in rules() for case in cases.cases(code)]


def _param(i: int, case: cases.Case) -> object:
    marks = [pytest.mark.xfail(strict=True, reason=case.gap)] if case.gap else []
    return pytest.param(case, id=f"{case.code}-{case.lang}-{'fires' if case.fires else 'fixed'}-{i}", marks=marks)


@pytest.mark.parametrize("case", [_param(i, c) for i, c in enumerate(ALL)])
def test_rule_fires_exactly_on_its_cases(case: cases.Case) -> None:
    report = honing.analyze(case.text, timings=False)
    assert (case.code in report.codes) is case.fires, report.to_dict()["findings"]


@pytest.mark.parametrize("code", list(rules()))
def test_every_rule_has_a_firing_and_a_fixed_case_in_every_language(code: str) -> None:
    held = {(c.lang, c.fires) for c in cases.cases(code) if not c.gap}
    missing = [(lang, fires) for lang in lexicon.LANGUAGES for fires in (True, False) if (lang, fires) not in held]
    assert not missing, f"data/rule_cases/{code}.toml lacks (language, fires) cases that hold: {missing}"


@pytest.mark.parametrize("code", list(rules()))
def test_options_are_the_thresholds_the_rule_reads(code: str) -> None:
    source = inspect.getsource(importlib.import_module(f"honing.engine.rules.{code}"))
    read = {name for name in THRESHOLDS if re.search(rf"[\"']{name}[\"']", source)}
    assert {o.name for o in cases.options(code)} == read


def test_options_show_their_defaults() -> None:
    shown = {o.name: o.default for code in rules() for o in cases.options(code)}
    assert shown["negative_only_min"] == "3"
    assert shown["near_duplicate_overlap"] == "0.8"
    assert shown["structure_min_words"] == "the value of `wall_of_text_words`"
    assert shown["too_short_content_words"] == " · ".join(
        f"{lang} {lexicon.threshold(lang, 'too_short_content_words')}" for lang in lexicon.LANGUAGES)


def test_a_malformed_case_names_its_file(monkeypatch: pytest.MonkeyPatch) -> None:
    from honing import data

    monkeypatch.setattr(data, "load", lambda name: {"case": [{"lang": "fr", "fires": True, "text": "Bonjour"}]})
    cases.cases.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"data/rule_cases/too_short.toml, case 1"):
            cases.cases("too_short")
    finally:
        cases.cases.cache_clear()
