"""Properties of the optimizer over generated prompts (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honing import optimize
from honing.optimizer.edits import apply
from honing.text import parse

SENTENCES = [
    "Fix the login bug in the checkout form.",
    "Write a short poem about the sea.",
    "The service returns 500 errors after the deploy.",
    "Make sure the tests still pass.",
    "Do not change the public API.",
    "Answer in JSON with the keys name and age.",
    "Summarize the report in 3 bullet points.",
    "Use the word basically at least twice.",
    "バグを直してください。",
    "出力はJSON形式でお願いします。",
    "请修复登录页面的错误。",
    "不要修改接口。",
]
FILLERS = ["Please ", "please ", "Basically ", "Hello! ", "I would like you to ", "Could you please ",
           "in order to ", "Thanks! ", "基本的に", "こんにちは。", "你好！", "请"]
PROTECTED = ["{{user_input}}", "${TOKEN}", "{name}", "`please  keep`", '"in order to  stay"',
             "https://example.test/a?please=1", "\n```\nplease   in order to\n```\n", "<doc>Please  keep</doc>",
             "「お願いします」", "@file:src/app.py"]
SPACE = ["", " ", "  ", "\t", "\n", "\n\n", "\n\n\n\n", " \n"]

piece = st.one_of(st.sampled_from(SENTENCES), st.sampled_from(FILLERS), st.sampled_from(PROTECTED),
                  st.sampled_from(SPACE))
prompts = st.lists(piece, min_size=1, max_size=14).map("".join).filter(lambda t: t.strip() != "")

fast = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@fast
@given(prompts)
def test_protected_spans_survive_every_candidate(text):
    doc = parse(text)
    spans = [text[p.start : p.end] for p in doc.protected]
    for cand in optimize(text, timings=False).candidates:
        for span in spans:
            assert cand.text.count(span) >= spans.count(span), (cand.mode, span)


@fast
@given(prompts)
def test_changes_rebuild_the_candidate_and_the_chosen_one_is_valid(text):
    r = optimize(text, timings=False)
    assert r.chosen.valid
    for cand in r.candidates:
        if cand.mode in ("conservative", "balanced"):
            in_place = sorted(cand.changes, key=lambda c: (c.start, c.end))
            assert apply(text, in_place) == cand.text
            for c in cand.changes:
                assert text[c.start : c.end] == c.before


@fast
@given(prompts)
def test_deterministic(text):
    assert optimize(text, timings=False).to_dict() == optimize(text, timings=False).to_dict()


@fast
@given(prompts, st.sampled_from(["balanced", "tokens", "quality"]))
def test_optimizing_an_optimized_prompt_changes_nothing(text, goal):
    once = optimize(text, goal=goal, timings=False).chosen.text
    assert optimize(once, goal=goal, timings=False).chosen.text == once


@fast
@given(prompts)
def test_tidy_modes_never_cost_more_tokens_when_chosen(text):
    for goal in ("balanced", "tokens"):
        r = optimize(text, goal=goal, timings=False)
        if r.chosen.mode in ("conservative", "balanced"):
            assert r.chosen.tokens <= r.original.tokens
    r = optimize(text, goal="tokens", timings=False)
    assert r.chosen.tokens <= r.original.tokens
