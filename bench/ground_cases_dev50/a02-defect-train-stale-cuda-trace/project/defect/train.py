"""Training entry point: python -m defect.train --config configs/base.yaml"""
from __future__ import annotations

import argparse
import logging
import random
from pathlib import Path

import numpy as np
import torch
import yaml
from torch import nn

from defect.checkpoint import best_so_far, resume, save_checkpoint
from defect.data import make_loaders
from defect.metrics import per_class_f1
from defect.model import build_model, count_parameters

log = logging.getLogger("defect.train")


def set_seed(seed: int) -> None:
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.cuda.manual_seed_all(seed)


def train_one_epoch(model, loader, criterion, optimizer, device, scaler=None, grad_clip: float | None = 1.0) -> float:
    model.train()
    total, n = 0.0, 0
    for images, labels in loader:
        images, labels = images.to(device, non_blocking=True), labels.to(device, non_blocking=True)
        optimizer.zero_grad(set_to_none=True)
        with torch.autocast(device_type=device.type, enabled=scaler is not None):
            logits = model(images)
            loss = criterion(logits, labels)
        if scaler is not None:
            scaler.scale(loss).backward()
            if grad_clip:
                scaler.unscale_(optimizer)  # clip the real gradients, not the scaled ones
                nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
            scaler.step(optimizer)
            scaler.update()
        else:
            loss.backward()
            if grad_clip:
                nn.utils.clip_grad_norm_(model.parameters(), grad_clip)
            optimizer.step()
        total += loss.item() * images.size(0)
        n += images.size(0)
    return total / max(n, 1)


@torch.no_grad()
def evaluate(model, loader, criterion, device, class_names: list[str] | None = None) -> dict[str, float]:
    model.eval()
    total, n, correct = 0.0, 0, 0
    preds, targets = [], []
    for images, labels in loader:
        images, labels = images.to(device), labels.to(device)
        logits = model(images)
        total += criterion(logits, labels).item() * images.size(0)
        correct += (logits.argmax(1) == labels).sum().item()
        preds.append(logits.argmax(1))
        targets.append(labels)
        n += images.size(0)
    metrics = {"val_loss": total / max(n, 1), "val_acc": correct / max(n, 1)}
    if class_names:
        y_true = torch.cat(targets).cpu().numpy()
        y_pred = torch.cat(preds).numpy()
        f1 = per_class_f1(y_true, y_pred, len(class_names))
        metrics["macro_f1"] = float(f1.mean())
        metrics.update({f"f1_{name}": float(v) for name, v in zip(class_names, f1)})
    return metrics


def fit(model, loaders, cfg: dict, device: torch.device, resume_from: Path | None = None) -> dict[str, float]:
    criterion = nn.CrossEntropyLoss()
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=cfg["epochs"])
    scaler = torch.cuda.amp.GradScaler() if cfg.get("amp") and device.type == "cuda" else None
    out_dir = Path(cfg["out_dir"])
    best = None
    start = 1
    if resume_from is not None:
        done, best = resume(resume_from, model, optimizer, scheduler, map_location=device)
        start = done + 1
        log.info("resumed from %s at epoch %d", resume_from, done)
    for epoch in range(start, cfg["epochs"] + 1):
        train_loss = train_one_epoch(model, loaders["train"], criterion, optimizer, device, scaler,
                                     cfg.get("grad_clip", 1.0))
        metrics = evaluate(model, loaders["val"], criterion, device, cfg.get("class_names"))
        scheduler.step()
        log.info("epoch %d lr %.2e train_loss %.4f %s", epoch, scheduler.get_last_lr()[0], train_loss,
                 " ".join(f"{k} {v:.4f}" for k, v in metrics.items()))
        save_checkpoint(out_dir / "last.pt", model, optimizer, epoch, metrics, cfg, scheduler)
        if best_so_far(metrics, best):
            best = metrics
            save_checkpoint(out_dir / "best.pt", model, optimizer, epoch, metrics, cfg, scheduler)
    return best or {}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", default="configs/base.yaml")
    parser.add_argument("--resume", type=Path, help="checkpoint to continue from (e.g. runs/base/last.pt)")
    args = parser.parse_args()
    cfg = yaml.safe_load(Path(args.config).read_text())
    set_seed(cfg["train"].get("seed", 0))
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    loaders = make_loaders(cfg["data"])
    model = build_model(cfg["model"], num_classes=len(cfg["data"]["classes"])).to(device)
    log.info("model %s, %d params, device %s", cfg["model"]["arch"], count_parameters(model), device)
    fit(model, loaders, {**cfg["train"], "class_names": cfg["data"]["classes"]}, device, args.resume)


if __name__ == "__main__":
    main()
