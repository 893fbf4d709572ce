"""Train the churn MLP.

    python train.py --config config.yaml
"""
from __future__ import annotations

import argparse
import logging

import torch
import torch.nn as nn
import yaml

from data import make_loaders
from model import ChurnNet
from utils.checkpoint import load_checkpoint, save_checkpoint
from utils.metrics import roc_auc

log = logging.getLogger("train")


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="config.yaml")
    p.add_argument("--epochs", type=int)
    p.add_argument("--max-steps", type=int, default=None, help="stop each epoch after this many steps (smoke runs)")
    p.add_argument("--resume", default=None)
    return p.parse_args()


def train_one_epoch(model, loader, criterion, optimizer, device, max_steps=None, scaler=None) -> float:
    model.train()
    use_amp = scaler is not None and device.type == "cuda"
    total, n = 0.0, 0
    for step, (x, y) in enumerate(loader):
        if max_steps is not None and step >= max_steps:
            break
        x, y = x.to(device), y.to(device)
        optimizer.zero_grad(set_to_none=True)
        with torch.autocast(device_type=device.type, dtype=torch.float16, enabled=use_amp):
            logits = model(x).squeeze(1)
            loss = criterion(logits, y.float())
        if use_amp:
            scaler.scale(loss).backward()
            scaler.step(optimizer)
            scaler.update()
        else:
            loss.backward()
            optimizer.step()
        total += loss.item() * x.size(0)
        n += x.size(0)
    return total / max(n, 1)


@torch.no_grad()
def evaluate(model, loader, criterion, device) -> tuple[float, float]:
    model.eval()
    total, n = 0.0, 0
    scores, labels = [], []
    for x, y in loader:
        x, y = x.to(device), y.to(device)
        logits = model(x).squeeze(1)
        loss = criterion(logits, y)
        total += loss.item() * x.size(0)
        n += x.size(0)
        scores.append(torch.sigmoid(logits).cpu())
        labels.append(y.cpu())
    return total / max(n, 1), roc_auc(torch.cat(labels), torch.cat(scores))


def main() -> None:
    args = parse_args()
    with open(args.config, encoding="utf-8") as f:
        cfg = yaml.safe_load(f)
    epochs = args.epochs or cfg["epochs"]
    torch.manual_seed(cfg["seed"])
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    train_loader, val_loader, n_features = make_loaders(cfg)
    n_rows = len(train_loader.dataset) + len(val_loader.dataset)
    log.info("loaded %s rows, %d features", f"{n_rows:,}", n_features)
    model = ChurnNet(n_features, cfg["hidden"], cfg["dropout"]).to(device)
    pos_weight = torch.tensor([cfg["pos_weight"]], device=device)
    criterion = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    scaler = torch.amp.GradScaler("cuda") if device.type == "cuda" else None
    best_auc, bad_evals = 0.0, 0
    patience = cfg.get("early_stopping_patience", 0)
    start_epoch = 0
    if args.resume:
        start_epoch = load_checkpoint(args.resume, model, optimizer)
    for epoch in range(start_epoch, epochs):
        train_loss = train_one_epoch(model, train_loader, criterion, optimizer, device, args.max_steps, scaler)
        log.info("epoch %d train_loss %.4f", epoch + 1, train_loss)
        if (epoch + 1) % cfg["eval_every"] == 0:
            val_loss, val_auc = evaluate(model, val_loader, criterion, device)
            log.info("epoch %d val_loss %.4f val_auc %.4f", epoch + 1, val_loss, val_auc)
            if val_auc > best_auc:
                best_auc, bad_evals = val_auc, 0
            else:
                bad_evals += 1
            if patience and bad_evals >= patience:
                log.info("early stopping at epoch %d (best val_auc %.4f)", epoch + 1, best_auc)
                save_checkpoint(cfg["checkpoint_dir"], epoch + 1, model, optimizer)
                break
        save_checkpoint(cfg["checkpoint_dir"], epoch + 1, model, optimizer)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    main()
