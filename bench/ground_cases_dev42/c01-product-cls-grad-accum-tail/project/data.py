"""Product photo dataset: ImageFolder layout, one folder per SKU class."""
from __future__ import annotations

from pathlib import Path

from torch.utils.data import DataLoader
from torchvision import datasets, transforms

MEAN = (0.485, 0.456, 0.406)
STD = (0.229, 0.224, 0.225)


def train_transforms(size: int) -> transforms.Compose:
    return transforms.Compose([
        transforms.RandomResizedCrop(size, scale=(0.6, 1.0)),
        transforms.RandomHorizontalFlip(),
        transforms.ColorJitter(0.2, 0.2, 0.2),
        transforms.ToTensor(),
        transforms.Normalize(MEAN, STD),
    ])


def eval_transforms(size: int) -> transforms.Compose:
    return transforms.Compose([
        transforms.Resize(int(size * 1.14)),
        transforms.CenterCrop(size),
        transforms.ToTensor(),
        transforms.Normalize(MEAN, STD),
    ])


def build_loaders(cfg: dict) -> tuple[DataLoader, DataLoader]:
    root = Path(cfg["data_root"])
    train_set = datasets.ImageFolder(root / "train", transform=train_transforms(cfg["image_size"]))
    val_set = datasets.ImageFolder(root / "val", transform=eval_transforms(cfg["image_size"]))
    train_loader = DataLoader(
        train_set,
        batch_size=cfg["batch_size"],
        shuffle=True,
        num_workers=cfg["num_workers"],
        pin_memory=True,
        drop_last=False,
        persistent_workers=cfg["num_workers"] > 0,
    )
    val_loader = DataLoader(
        val_set,
        batch_size=cfg["batch_size"] * 2,
        shuffle=False,
        num_workers=cfg["num_workers"],
        pin_memory=True,
    )
    return train_loader, val_loader
