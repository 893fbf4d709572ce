"""The churn MLP."""
from __future__ import annotations

import torch
import torch.nn as nn


class ChurnNet(nn.Module):
    """A plain MLP: features -> one logit (churn in the next 30 days)."""

    def __init__(self, n_features: int, hidden: list[int], dropout: float = 0.2):
        super().__init__()
        layers: list[nn.Module] = []
        width = n_features
        for h in hidden:
            layers += [nn.Linear(width, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Dropout(dropout)]
            width = h
        layers.append(nn.Linear(width, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """(batch, n_features) -> (batch, 1) logits."""
        return self.net(x)


def count_parameters(model: nn.Module) -> int:
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


if __name__ == "__main__":
    m = ChurnNet(64, [256, 128])
    print(m)
    print(count_parameters(m), "parameters")
