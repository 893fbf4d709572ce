"""ResNet backbone with a small classification head."""
from __future__ import annotations

import torch
from torch import nn
from torchvision import models

BACKBONES = {
    "resnet18": (models.resnet18, models.ResNet18_Weights.DEFAULT),
    "resnet34": (models.resnet34, models.ResNet34_Weights.DEFAULT),
    "resnet50": (models.resnet50, models.ResNet50_Weights.DEFAULT),
}


class DefectNet(nn.Module):
    def __init__(self, arch: str, num_classes: int, pretrained: bool = True, dropout: float = 0.2):
        super().__init__()
        factory, weights = BACKBONES[arch]
        backbone = factory(weights=weights if pretrained else None)
        features = backbone.fc.in_features
        backbone.fc = nn.Identity()
        self.backbone = backbone
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(features, num_classes))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.backbone(x))


def build_model(cfg: dict, num_classes: int) -> DefectNet:
    return DefectNet(cfg["arch"], num_classes, cfg.get("pretrained", True), cfg.get("dropout", 0.2))


def count_parameters(model: nn.Module) -> int:
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
