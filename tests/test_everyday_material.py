"""The material of everyday coding-agent prompts survives restructure and the optimizer:
the 156 prompts of the second new-user trial (bench/everyday_prompts.jsonl) hold pasted
config, tracebacks, JWTs, SQL, paths and identifiers. Restructure had capitalised a clause
that opened with a path or a key (scripts/migrate.py → Scripts/migrate.py, apiVersion →
ApiVersion, eyJhbGci… → EyJhbGci…) and split a pasted manifest into bullets."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import honing
from honing.text.spans import find_protected_spans

PROMPTS = [json.loads(line)["text"] for line in
           (Path(__file__).resolve().parents[1] / "bench" / "everyday_prompts.jsonl").read_text(encoding="utf-8").splitlines()
           if line.strip()]
# what must come back byte for byte besides the protected spans: paths, numbers, flags,
# identifiers in snake_case or camelCase
_TOKENS = re.compile(r"[A-Za-z_]\w*[./][\w./-]+|\b\d[\d.:,%-]*\b|[A-Za-z]+_[A-Za-z_]+|[a-z]+[A-Z]\w+|--?[a-z][\w-]+")


def _kept(text: str) -> list[str]:
    return [text[p.start:p.end] for p in find_protected_spans(text)] + _TOKENS.findall(text)


def test_the_trial_has_its_prompts() -> None:
    assert len(PROMPTS) == 156


@pytest.mark.parametrize("text", PROMPTS)
def test_restructure_keeps_every_piece_of_material(text: str) -> None:
    out = honing.restructure(text).text
    assert [k for k in _kept(text) if k not in out] == []


@pytest.mark.parametrize("text", PROMPTS[::3])
def test_every_valid_candidate_keeps_every_piece_of_material(text: str) -> None:
    for cand in honing.optimize(text, goal="tokens", timings=False).candidates:
        if cand.valid:
            assert [k for k in _kept(text) if k not in cand.text] == [], cand.mode


def test_a_pasted_manifest_stays_a_block_with_its_indentation() -> None:
    text = ("Why does kubectl say my secret is invalid?\n\napiVersion: v1\nkind: Secret\nmetadata:\n"
            "  name: db-credentials\ntype: Opaque\n")
    out = honing.restructure(text).text
    assert "apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque" in out


def test_an_instruction_after_a_pasted_env_file_is_still_read_as_one() -> None:
    text = ("Our .env.example currently looks like this:\n\nDATABASE_URL=postgres://user:password@localhost:5432/mydb\n"
            "JWT_SECRET=changeme\nDEBUG=1\n\nAdd a REDIS_URL entry and document each variable in the README.")
    report = honing.analyze(text)
    assert report.finding("missing_objective") is None and report.finding("too_short") is None
    kinds = {(p.kind, text[p.start:p.end][:12]) for p in find_protected_spans(text)}
    assert ("material", "DATABASE_URL") in kinds
    assert not any(text[p.start:p.end].endswith("README.") for p in find_protected_spans(text))


def test_an_article_to_summarize_is_not_too_short() -> None:
    text = "Summarize the text:\nThe meeting was long and we agreed on nothing at all today, said the manager."
    assert honing.analyze(text).finding("too_short") is None
