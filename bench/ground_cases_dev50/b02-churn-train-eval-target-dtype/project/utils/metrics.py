"""Metrics on CPU tensors."""
from __future__ import annotations

import torch
from sklearn.metrics import average_precision_score, roc_auc_score


def roc_auc(labels: torch.Tensor, scores: torch.Tensor) -> float:
    """AUC of the scores against 0/1 labels; 0.5 when only one class is present."""
    y = labels.numpy()
    if y.min() == y.max():
        return 0.5
    return float(roc_auc_score(y, scores.numpy()))


def pr_auc(labels: torch.Tensor, scores: torch.Tensor) -> float:
    y = labels.numpy()
    if y.min() == y.max():
        return 0.0
    return float(average_precision_score(y, scores.numpy()))


def precision_at(labels: torch.Tensor, scores: torch.Tensor, k: int) -> float:
    """Share of churners among the k highest scores (what the CS team calls top-k)."""
    k = min(k, len(scores))
    top = torch.topk(scores, k).indices
    return float(labels[top].float().mean())


def summarize(labels: torch.Tensor, scores: torch.Tensor) -> dict[str, float]:
    return {
        "roc_auc": roc_auc(labels, scores),
        "pr_auc": pr_auc(labels, scores),
        "p@1000": precision_at(labels, scores, 1000),
    }
