"""Requirement-preservation oracle over the 541 IFEval prompts (../shared/data).

The oracle is written here, apart from the optimizer's own validator: for every mode's
candidate it checks that each constraint value of the prompt's ``kwargs`` that the
prompt states (numbers, keywords, forbidden words, end phrases, language requests, the
text to repeat) is still there, and that every sentence of the original is still there
after that mode's normalization. A candidate that loses anything must have been
rejected by the validator, and the chosen output must lose nothing."""

from __future__ import annotations

import re

from honing import optimize
from honing.text import lexicon
from tests.conftest import shared_jsonl

LANGUAGES = {
    "ar": "Arabic", "bg": "Bulgarian", "bn": "Bengali", "de": "German", "fa": "Persian", "fi": "Finnish",
    "gu": "Gujarati", "hi": "Hindi", "it": "Italian", "kn": "Kannada", "ko": "Korean", "mr": "Marathi",
    "ne": "Nepali", "pa": "Punjabi", "pt": "Portuguese", "ru": "Russian", "sw": "Swahili", "ta": "Tamil",
    "te": "Telugu", "th": "Thai", "ur": "Urdu", "vi": "Vietnamese",
}
NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
VARIABLE_TAG = re.compile(r"<([A-Za-z][\w-]*)>(\{[^<>]*\}|\$\{[^<>]*\})</\1>")


def forms(key: str, value: object) -> list[str]:
    if value is None or isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [str(value)] + ([NUMBER_WORDS[value]] if 0 <= value < len(NUMBER_WORDS) else [])
    if isinstance(value, list):
        return [f for v in value for f in forms(key, v)]
    text = str(value)
    return [LANGUAGES.get(text, text)] if key == "language" else [text]


def present(form: str, text: str) -> bool:
    left = r"(?<!\w)" if form[:1].isalnum() else ""
    right = r"(?!\w)" if form[-1:].isalnum() else ""
    return re.search(left + re.escape(form) + right, text, re.IGNORECASE) is not None


def stated_values(row: dict) -> list[str]:
    values = []
    for kwargs in row["kwargs"]:
        for key, value in kwargs.items():
            found = [f for f in forms(key, value) if present(f, row["prompt"])]
            if found:
                values.append(found[0])
    return values


def _fillers() -> list[tuple[re.Pattern[str], str]]:
    rows = []
    for lang in lexicon.LANGUAGES:
        for r in lexicon.vocab(lang).get("filler", []):
            if "replace" in r or r.get("greeting") or r.get("sentence"):
                phrase = re.escape(r["phrase"].casefold())
                pattern = rf"(?<!\w){phrase}(?!\w)" if lang == "en" else phrase
                rows.append((len(r["phrase"]), re.compile(pattern), r.get("replace", "").casefold()))
    return [(p, rep) for _, p, rep in sorted(rows, key=lambda x: -x[0])]


FILLERS = _fillers()


def normalized(text: str, mode: str) -> str:
    t = VARIABLE_TAG.sub(r"\2", text).casefold()
    if mode != "conservative":
        for pattern, replacement in FILLERS:
            t = pattern.sub(replacement, t)
    return "".join(ch for ch in t if ch.isalnum())


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?。！？])\s+|\n+", text) if s.strip()]


def losses(row: dict, mode: str, candidate: str) -> list[str]:
    lost = [f"kwargs value {v!r}" for v in stated_values(row) if not present(v, candidate)]
    whole = normalized(candidate, mode)
    for s in sentences(row["prompt"]):
        key = normalized(s, mode)
        if key and key not in whole:
            lost.append(f"sentence {s[:80]!r}")
    return lost


def test_no_requirement_is_lost_on_ifeval():
    rows = shared_jsonl("prompts/ifeval_input_data.jsonl")
    assert len(rows) == 541
    checked = 0
    for row in rows:
        for goal in ("tokens", "balanced"):
            result = optimize(row["prompt"], goal=goal, timings=False)
            assert not losses(row, result.chosen.mode if result.chosen.mode != "original" else "conservative",
                              result.chosen.text), (row["key"], goal)
            if goal != "tokens":
                continue
            for cand in result.candidates[1:]:
                checked += 1
                lost = losses(row, cand.mode, cand.text)
                assert not lost or not cand.valid, (row["key"], cand.mode, lost)
    assert checked > 200  # the oracle really ran over candidates, not only originals


def test_the_oracle_itself_catches_losses():
    row = {"prompt": "Write a story about a dog. Answer with at least 300 words and do not use the word cat.",
           "kwargs": [{"num_words": 300, "relation": "at least"}, {"forbidden_words": ["cat"]}]}
    assert losses(row, "balanced", row["prompt"]) == []
    assert losses(row, "balanced", row["prompt"].replace("300", "30"))
    assert losses(row, "balanced", "Write a story about a dog. Answer with at least 300 words.")
    assert losses(row, "balanced", "Please write a story about a dog. Answer with at least 300 words and do not "
                                   "use the word cat.") == []


def test_no_sentence_is_lost_on_long_real_prompts():
    """The injection dev set holds long, messy prompts (brackets, quotes, run-together
    sentences): where a sentence boundary is only a guess, nothing may be moved or dropped."""
    rows = shared_jsonl("injection/dev.jsonl")[::3]
    checked = 0
    for row in rows:
        oracle_row = {"prompt": row["text"], "kwargs": []}
        result = optimize(row["text"], goal="quality", timings=False)
        mode = result.chosen.mode if result.chosen.mode != "original" else "conservative"
        assert not losses(oracle_row, mode, result.chosen.text), row["text"][:80]
        for cand in result.candidates[1:]:
            checked += 1
            assert not losses(oracle_row, cand.mode, cand.text) or not cand.valid, (cand.mode, row["text"][:80])
    assert checked > 300
