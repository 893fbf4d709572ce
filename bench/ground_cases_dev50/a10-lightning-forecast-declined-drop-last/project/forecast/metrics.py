from __future__ import annotations

import torch


def mape(pred: torch.Tensor, target: torch.Tensor, eps: float = 1.0) -> torch.Tensor:
    """Mean absolute percentage error in %, with eps in the denominator for zero-sales days."""
    return (torch.abs(pred - target) / (torch.abs(target) + eps)).mean() * 100


def wape(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Weighted APE: total absolute error over total units, in %."""
    return torch.abs(pred - target).sum() / torch.abs(target).sum().clamp(min=1.0) * 100


def bias(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    """Positive when the model over-forecasts on average."""
    return (pred - target).sum() / torch.abs(target).sum().clamp(min=1.0) * 100


def summarize(pred: torch.Tensor, target: torch.Tensor) -> dict[str, float]:
    return {
        "mape": float(mape(pred, target)),
        "wape": float(wape(pred, target)),
        "bias": float(bias(pred, target)),
    }
