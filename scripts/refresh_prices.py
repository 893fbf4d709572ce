"""Dev-only: refresh ``src/honing/data/models.json`` from the MIT-licensed ``genai-prices``
package (pydantic/genai-prices). The runtime never imports that package or touches the
network; run this by hand, review the diff, commit the dated JSON.

    pip install genai-prices && python scripts/refresh_prices.py
"""

from __future__ import annotations

import datetime as dt
import json
from decimal import Decimal
from importlib.metadata import version
from pathlib import Path
from typing import Any

from genai_prices.data import providers

OUT = Path(__file__).resolve().parents[1] / "src" / "honing" / "data" / "models.json"

# (provider id in genai-prices, model id, our provider name, tokenizer, label, aliases)
CURATED: list[tuple[str, str, str, str, str, list[str]]] = [
    ("openai", "gpt-5.5", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-5", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-5-mini", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-5-nano", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-4.1", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-4.1-mini", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-4.1-nano", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-4o", "openai", "o200k_base", "exact", ["chatgpt-4o-latest"]),
    ("openai", "gpt-4o-mini", "openai", "o200k_base", "exact", []),
    ("openai", "o3", "openai", "o200k_base", "exact", []),
    ("openai", "o3-mini", "openai", "o200k_base", "exact", []),
    ("openai", "o4-mini", "openai", "o200k_base", "exact", []),
    ("openai", "o1", "openai", "o200k_base", "exact", []),
    ("openai", "gpt-4-turbo", "openai", "cl100k_base", "exact", []),
    ("openai", "gpt-4", "openai", "cl100k_base", "exact", []),
    ("openai", "gpt-3.5-turbo", "openai", "cl100k_base", "exact", ["gpt-35-turbo"]),
    ("openai", "text-embedding-3-small", "openai", "cl100k_base", "exact", []),
    ("openai", "text-embedding-3-large", "openai", "cl100k_base", "exact", []),
    ("anthropic", "claude-opus-4-5", "anthropic", "o200k_base", "approximate", ["claude-opus-4.5"]),
    ("anthropic", "claude-opus-4-1", "anthropic", "o200k_base", "approximate", ["claude-opus-4.1"]),
    ("anthropic", "claude-sonnet-4-5", "anthropic", "o200k_base", "approximate", ["claude-sonnet-4.5"]),
    ("anthropic", "claude-sonnet-4-0", "anthropic", "o200k_base", "approximate", ["claude-sonnet-4"]),
    ("anthropic", "claude-haiku-4-5", "anthropic", "o200k_base", "approximate", ["claude-haiku-4.5"]),
    ("anthropic", "claude-3-5-haiku-latest", "anthropic", "o200k_base", "approximate", ["claude-3-5-haiku"]),
    ("google", "gemini-2.5-pro", "google", "o200k_base", "approximate", []),
    ("google", "gemini-2.5-flash", "google", "o200k_base", "approximate", []),
    ("google", "gemini-2.5-flash-lite", "google", "o200k_base", "approximate", []),
    ("google", "gemini-2.0-flash", "google", "o200k_base", "approximate", []),
    ("deepseek", "deepseek-chat", "deepseek", "o200k_base", "approximate", ["deepseek-v3"]),
    ("deepseek", "deepseek-reasoner", "deepseek", "o200k_base", "approximate", ["deepseek-r1"]),
    ("mistral", "mistral-large", "mistral", "o200k_base", "approximate", ["mistral-large-latest"]),
    ("mistral", "mistral-medium-latest", "mistral", "o200k_base", "approximate", []),
    ("mistral", "mistral-small-latest", "mistral", "o200k_base", "approximate", []),
    ("mistral", "codestral", "mistral", "o200k_base", "approximate", ["codestral-latest"]),
    ("groq", "llama-3.3-70b-versatile", "meta", "o200k_base", "approximate", ["llama-3.3-70b"]),
    ("groq", "llama-3.1-8b-instant", "meta", "o200k_base", "approximate", ["llama-3.1-8b"]),
    ("groq", "meta-llama/llama-4-maverick-17b-128e-instruct", "meta", "o200k_base", "approximate", ["llama-4-maverick"]),
    ("groq", "meta-llama/llama-4-scout-17b-16e-instruct", "meta", "o200k_base", "approximate", ["llama-4-scout"]),
    ("groq", "qwen/qwen3-32b", "qwen", "o200k_base", "approximate", ["qwen3-32b"]),
    ("fireworks", "qwen3-235b-a22b", "qwen", "o200k_base", "approximate", []),
    ("x-ai", "grok-4-0709", "xai", "o200k_base", "approximate", ["grok-4"]),
    ("x-ai", "grok-3", "xai", "o200k_base", "approximate", []),
    ("x-ai", "grok-3-mini", "xai", "o200k_base", "approximate", []),
    ("x-ai", "grok-code-fast-1", "xai", "o200k_base", "approximate", []),
]


def _num(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, Decimal | int | float):
        return float(value)
    base = getattr(value, "base", None)  # tiered price: take the base tier
    return float(base) if base is not None else None


def _current_prices(model: Any) -> Any:
    prices = model.prices
    if isinstance(prices, list):
        today = dt.datetime.now(dt.UTC)
        current = None
        for conditional in prices:
            constraint = getattr(conditional, "constraint", None)
            start = getattr(constraint, "start_date", None)
            if start is None or (start if isinstance(start, dt.datetime) else dt.datetime.combine(start, dt.time(), dt.UTC)) <= today:
                current = conditional.prices
        return current
    return prices


def main() -> None:
    today = dt.date.today().isoformat()
    source = f"genai-prices {version('genai-prices')} (MIT, pydantic/genai-prices)"
    by_provider = {p.id: p for p in providers}
    entries = []
    for pid, mid, provider, tokenizer, label, aliases in CURATED:
        p = by_provider[pid]
        model = next((m for m in p.models if m.id == mid), None)
        if model is None:
            print(f"skip {pid}/{mid}: not in genai-prices")
            continue
        prices = _current_prices(model)
        entry = {
            "id": mid.split("/")[-1] if provider not in ("meta", "qwen") else mid.split("/")[-1],
            "provider": provider,
            "display_name": model.name or mid,
            "aliases": aliases,
            "tokenizer": tokenizer,
            "label": label,
            "context_window": model.context_window,
            "input_per_mtok": _num(getattr(prices, "input_mtok", None)),
            "output_per_mtok": _num(getattr(prices, "output_mtok", None)),
            "cached_input_per_mtok": _num(getattr(prices, "cache_read_mtok", None)),
            "price_checked": today,
            "source": f"{source}: {pid}/{mid}",
        }
        entries.append(entry)
    OUT.write_text(json.dumps({"version": today.replace("-", "."), "as_of": today, "currency": "USD",
                               "entries": entries}, indent=2, ensure_ascii=False) + "\n")
    print(f"wrote {len(entries)} models to {OUT}")


if __name__ == "__main__":
    main()
