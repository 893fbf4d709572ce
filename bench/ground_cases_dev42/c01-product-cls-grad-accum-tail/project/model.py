"""Backbone + linear head. timm handles the pretrained weights."""
from __future__ import annotations

import timm
import torch
from torch import nn


def build_model(backbone: str, num_classes: int, drop_path: float = 0.1) -> nn.Module:
    model = timm.create_model(
        backbone,
        pretrained=True,
        num_classes=num_classes,
        drop_path_rate=drop_path,
    )
    return model


def freeze_backbone(model: nn.Module, trainable_stages: int = 1) -> None:
    """Freeze everything except the head and the last ``trainable_stages`` stages."""
    for p in model.parameters():
        p.requires_grad = False
    for p in model.get_classifier().parameters():
        p.requires_grad = True
    stages = getattr(model, "stages", None)
    if stages is None:
        return
    for stage in list(stages)[-trainable_stages:]:
        for p in stage.parameters():
            p.requires_grad = True


def count_params(model: nn.Module) -> tuple[int, int]:
    total = sum(p.numel() for p in model.parameters())
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    return total, trainable


@torch.no_grad()
def export_torchscript(model: nn.Module, path: str, size: int = 224) -> None:
    model.eval()
    traced = torch.jit.trace(model, torch.randn(1, 3, size, size))
    traced.save(path)
