"""A small transformer encoder that classifies windows of IMU sensor data."""
from __future__ import annotations

import math

import torch
from torch import nn


def sinusoidal_table(max_len: int, d_model: int) -> torch.Tensor:
    pos = torch.arange(max_len, dtype=torch.float32).unsqueeze(1)
    div = torch.exp(torch.arange(0, d_model, 2, dtype=torch.float32) * (-math.log(10000.0) / d_model))
    table = torch.zeros(max_len, d_model)
    table[:, 0::2] = torch.sin(pos * div)
    table[:, 1::2] = torch.cos(pos * div)
    return table


class SensorTransformer(nn.Module):
    def __init__(self, n_channels: int, n_classes: int, d_model: int = 64, n_heads: int = 4,
                 n_layers: int = 3, max_len: int = 256, dropout: float = 0.1):
        super().__init__()
        self.input_proj = nn.Linear(n_channels, d_model)
        self.drop = nn.Dropout(dropout)
        self.pos_emb = sinusoidal_table(max_len, d_model).unsqueeze(0)
        self.cls = nn.Parameter(torch.zeros(1, 1, d_model))
        layer = nn.TransformerEncoderLayer(d_model, n_heads, dim_feedforward=4 * d_model,
                                           dropout=dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, n_layers)
        self.norm = nn.LayerNorm(d_model)
        self.head = nn.Linear(d_model, n_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        # x: (batch, time, channels)
        x = self.drop(self.input_proj(x) + self.pos_emb[:, : x.size(1)])
        cls = self.cls.expand(x.size(0), -1, -1)
        x = torch.cat([cls, x], dim=1)
        x = self.encoder(x)
        return self.head(self.norm(x[:, 0]))


def build_model(cfg: dict, n_channels: int, n_classes: int) -> SensorTransformer:
    m = cfg["model"]
    return SensorTransformer(n_channels, n_classes, d_model=m["d_model"], n_heads=m["n_heads"],
                             n_layers=m["n_layers"], max_len=m["max_len"], dropout=m.get("dropout", 0.1))
