"""Image folders -> DataLoaders. Layout: <root>/<split>/<class>/*.png"""
from __future__ import annotations

from pathlib import Path

import torch
from torch.utils.data import DataLoader
from torchvision import datasets, transforms

MEAN = [0.485, 0.456, 0.406]
STD = [0.229, 0.224, 0.225]


def build_transforms(image_size: int, train: bool) -> transforms.Compose:
    if train:
        return transforms.Compose([
            transforms.RandomResizedCrop(image_size, scale=(0.7, 1.0)),
            transforms.RandomHorizontalFlip(),
            transforms.RandomVerticalFlip(),
            transforms.ColorJitter(brightness=0.2, contrast=0.2),
            transforms.ToTensor(),
            transforms.Normalize(MEAN, STD),
        ])
    return transforms.Compose([
        transforms.Resize(int(image_size * 1.14)),
        transforms.CenterCrop(image_size),
        transforms.ToTensor(),
        transforms.Normalize(MEAN, STD),
    ])


def make_loaders(cfg: dict) -> dict[str, DataLoader]:
    root = Path(cfg["root"])
    loaders = {}
    for split in ("train", "val"):
        ds = datasets.ImageFolder(root / split, transform=build_transforms(cfg["image_size"], split == "train"))
        loaders[split] = DataLoader(
            ds,
            batch_size=cfg["batch_size"],
            shuffle=split == "train",
            num_workers=cfg["num_workers"],
            pin_memory=torch.cuda.is_available(),
            drop_last=split == "train",
        )
    return loaders
