"""python train.py --config config.yaml"""
from __future__ import annotations

import argparse

import torch
import yaml
from torch import nn

from data import make_loaders
from model import build_model
from utils import count_parameters, get_device, load_checkpoint, save_checkpoint, set_seed


def train_one_epoch(model, loader, optimizer, criterion, device) -> float:
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        x, y = x.to(device), y.to(device)
        optimizer.zero_grad()
        logits = model(x)
        loss = criterion(logits, y)
        loss.backward()
        optimizer.step()
        total += loss.item() * x.size(0)
        n += x.size(0)
    return total / n


@torch.no_grad()
def evaluate(model, loader, criterion, device) -> tuple[float, float]:
    model.eval()
    correct, total_loss, n = 0, 0.0, 0
    for x, y in loader:
        x, y = x.to(device), y.to(device)
        logits = model(x)
        total_loss += criterion(logits, y).item() * x.size(0)
        correct += (logits.argmax(1) == y).sum().item()
        n += x.size(0)
    return total_loss / n, correct / n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", default="config.yaml")
    ap.add_argument("--resume", help="checkpoint to continue from")
    args = ap.parse_args()
    with open(args.config) as f:
        cfg = yaml.safe_load(f)

    set_seed(cfg["seed"])
    device = get_device()
    train_dl, val_dl, n_channels, n_classes = make_loaders(cfg)
    model = build_model(cfg, n_channels, n_classes).to(device)
    print(f"device {device}  params {count_parameters(model):,}")
    tc = cfg["train"]
    optimizer = torch.optim.AdamW(model.parameters(), lr=tc["lr"], weight_decay=tc["weight_decay"])
    criterion = nn.CrossEntropyLoss()

    best, start = 0.0, 0
    if args.resume:
        state = load_checkpoint(model, args.resume, device, optimizer)
        best = state["best"] or 0.0
        start = (state["epoch"] or -1) + 1
        print(f"resumed from {args.resume} at epoch {start}, best {best:.3f}")
    for epoch in range(start, tc["epochs"]):
        train_loss = train_one_epoch(model, train_dl, optimizer, criterion, device)
        val_loss, val_acc = evaluate(model, val_dl, criterion, device)
        print(f"epoch {epoch:3d}  train {train_loss:.4f}  val {val_loss:.4f}  acc {val_acc:.3f}")
        if val_acc > best:
            best = val_acc
            save_checkpoint(model, tc["ckpt"], optimizer, epoch, best)
        save_checkpoint(model, tc["ckpt"].replace("best", "last"), optimizer, epoch, best)
    print(f"best val acc {best:.3f}")


if __name__ == "__main__":
    main()
