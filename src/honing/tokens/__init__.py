"""Token counts and cost (SPEC E-8), offline and always labeled: ``exact`` (the model's
own encoding), ``approximate`` (o200k_base as a proxy for another provider's model), or
``heuristic`` (characters ÷ 4 when no tokenizer can be loaded)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from honing.tokens import catalog, encodings
from honing.tokens.catalog import DEFAULT_MODEL, ModelInfo, lookup, models


@dataclass(frozen=True)
class TokenCount:
    count: int
    encoding: str
    label: str  # exact | approximate | heuristic
    model: str

    def to_dict(self) -> dict[str, Any]:
        return {"count": self.count, "encoding": self.encoding, "label": self.label, "model": self.model}


@dataclass(frozen=True)
class CostEstimate:
    model: str
    input_tokens: int
    output_tokens: int
    input_cost: float
    output_cost: float
    total_cost: float
    currency: str
    price_as_of: str
    label: str
    encoding: str
    source: str

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def row(self, source: str | None) -> dict[str, Any]:
        """A row of `hone cost` and `POST /api/cost`: ``source`` is the input the cost is
        of; where the price comes from is ``price_source``."""
        return {**{("price_source" if k == "source" else k): v for k, v in self.to_dict().items()}, "source": source}


def count_tokens(text: str, model: str = DEFAULT_MODEL) -> TokenCount:
    """Count the tokens of ``text`` for ``model`` (a catalog name)."""
    info = lookup(model)
    try:
        n = encodings.count_text(info.tokenizer, text)
    except encodings.EncodingUnavailable:
        return TokenCount((len(text) + 3) // 4, "chars/4", "heuristic", info.id)
    return TokenCount(n, info.tokenizer, info.label, info.id)


def estimate_cost(text: str, model: str, output_tokens: int | None = None) -> CostEstimate:
    """Input (and optional output) cost of ``text`` on ``model`` from the dated price table."""
    info = lookup(model)
    tokens = count_tokens(text, info.id)
    out = output_tokens or 0
    if out < 0:
        raise ValueError("output_tokens must be zero or positive")
    in_price = info.input_per_mtok or 0.0
    out_price = info.output_per_mtok or 0.0
    input_cost = round(tokens.count * in_price / 1_000_000, 8)
    output_cost = round(out * out_price / 1_000_000, 8)
    return CostEstimate(info.id, tokens.count, out, input_cost, output_cost, round(input_cost + output_cost, 8),
                        catalog.currency(), info.price_checked, tokens.label, tokens.encoding, info.source)


__all__ = ["CostEstimate", "ModelInfo", "TokenCount", "count_tokens", "estimate_cost", "lookup", "models"]
