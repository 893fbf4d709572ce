"""Fine-tune a timm backbone on the product-photo dataset."""
from __future__ import annotations

import argparse
import math
import time
from pathlib import Path

import torch
import torch.nn.functional as F
import yaml

from data import build_loaders
from model import build_model
from utils.logging import init_run, log_metrics, make_run_name


def parse_args() -> argparse.Namespace:
    p = argparse.ArgumentParser()
    p.add_argument("--config", default="configs/base.yaml")
    p.add_argument("--out", default="runs")
    p.add_argument("--seed", type=int, default=42)
    p.add_argument("--resume", type=str, default=None, help="path to a last.pt to continue from")
    return p.parse_args()


def load_config(path: str) -> dict:
    with open(path) as f:
        return yaml.safe_load(f)


def build_optimizer(model: torch.nn.Module, cfg: dict) -> torch.optim.Optimizer:
    decay, no_decay = [], []
    for name, param in model.named_parameters():
        if not param.requires_grad:
            continue
        (no_decay if param.ndim <= 1 or name.endswith(".bias") else decay).append(param)
    groups = [{"params": decay, "weight_decay": cfg["weight_decay"]},
              {"params": no_decay, "weight_decay": 0.0}]
    return torch.optim.AdamW(groups, lr=cfg["lr"], betas=(0.9, 0.999))


def build_scheduler(optimizer: torch.optim.Optimizer, cfg: dict, steps_per_epoch: int):
    total = cfg["epochs"] * steps_per_epoch
    warmup = int(total * cfg["warmup_ratio"])

    def lr_lambda(step: int) -> float:
        if step < warmup:
            return step / max(1, warmup)
        progress = (step - warmup) / max(1, total - warmup)
        return 0.5 * (1 + math.cos(math.pi * progress))

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda)


@torch.no_grad()
def evaluate(model: torch.nn.Module, loader, device: torch.device) -> dict:
    model.eval()
    total_loss, correct, seen = 0.0, 0, 0
    for images, labels in loader:
        images, labels = images.to(device, non_blocking=True), labels.to(device, non_blocking=True)
        logits = model(images)
        total_loss += F.cross_entropy(logits, labels, reduction="sum").item()
        correct += (logits.argmax(1) == labels).sum().item()
        seen += labels.numel()
    model.train()
    return {"val/loss": total_loss / seen, "val/acc": correct / seen}


def save_checkpoint(path: Path, model, optimizer, scheduler, scaler, epoch: int, global_step: int,
                    best_acc: float) -> None:
    torch.save({
        "model": model.state_dict(),
        "optimizer": optimizer.state_dict(),
        "scheduler": scheduler.state_dict(),
        "scaler": scaler.state_dict(),
        "epoch": epoch,
        "global_step": global_step,
        "best_acc": best_acc,
    }, path)


def load_checkpoint(path: str, model, optimizer, scheduler, scaler, device) -> tuple[int, int, float]:
    """Restore everything save_checkpoint wrote; returns (next epoch, global_step, best_acc)."""
    ckpt = torch.load(path, map_location=device)
    model.load_state_dict(ckpt["model"])
    optimizer.load_state_dict(ckpt["optimizer"])
    scheduler.load_state_dict(ckpt["scheduler"])
    scaler.load_state_dict(ckpt["scaler"])
    return ckpt["epoch"] + 1, ckpt["global_step"], ckpt["best_acc"]


def main() -> None:
    args = parse_args()
    cfg = load_config(args.config)
    torch.manual_seed(args.seed)
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    run_name = make_run_name(cfg)
    out = Path(args.out) / run_name
    out.mkdir(parents=True, exist_ok=True)

    train_loader, val_loader = build_loaders(cfg)
    model = build_model(cfg["backbone"], cfg["num_classes"]).to(device)
    optimizer = build_optimizer(model, cfg)
    accum = cfg["grad_accum"]
    steps_per_epoch = math.ceil(len(train_loader) / accum)
    scheduler = build_scheduler(optimizer, cfg, steps_per_epoch)
    use_amp = cfg["amp"] in ("fp16", "bf16")
    amp_dtype = torch.bfloat16 if cfg["amp"] == "bf16" else torch.float16
    scaler = torch.cuda.amp.GradScaler(enabled=cfg["amp"] == "fp16")
    init_run(cfg, run_name)

    start_epoch, global_step, best_acc = 0, 0, 0.0
    if args.resume:
        start_epoch, global_step, best_acc = load_checkpoint(args.resume, model, optimizer, scheduler,
                                                             scaler, device)
        print(f"resumed from {args.resume}: epoch {start_epoch}, step {global_step}")
    for epoch in range(start_epoch, cfg["epochs"]):
        model.train()
        t0 = time.time()
        for step, (images, labels) in enumerate(train_loader):
            images, labels = images.to(device, non_blocking=True), labels.to(device, non_blocking=True)
            with torch.autocast(device.type, dtype=amp_dtype, enabled=use_amp):
                logits = model(images)
                loss = F.cross_entropy(logits, labels, label_smoothing=cfg["label_smoothing"]) / accum
            scaler.scale(loss).backward()
            if (step + 1) % accum == 0:
                scaler.unscale_(optimizer)
                torch.nn.utils.clip_grad_norm_(model.parameters(), cfg["max_grad_norm"])
                scaler.step(optimizer)
                scaler.update()
                optimizer.zero_grad(set_to_none=True)
                scheduler.step()
                global_step += 1
                if global_step % cfg["log_every"] == 0:
                    log_metrics({"train/loss": loss.item() * accum, "lr": scheduler.get_last_lr()[0]},
                                global_step)
        metrics = evaluate(model, val_loader, device)
        metrics["epoch_time"] = time.time() - t0
        log_metrics(metrics, global_step)
        if metrics["val/acc"] > best_acc:
            best_acc = metrics["val/acc"]
            save_checkpoint(out / "best.pt", model, optimizer, scheduler, scaler, epoch, global_step, best_acc)
        save_checkpoint(out / "last.pt", model, optimizer, scheduler, scaler, epoch, global_step, best_acc)
        print(f"epoch {epoch}: val_loss={metrics['val/loss']:.4f} val_acc={metrics['val/acc']:.4f}")


if __name__ == "__main__":
    main()
