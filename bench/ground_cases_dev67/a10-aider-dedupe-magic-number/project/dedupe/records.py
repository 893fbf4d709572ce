from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Customer:
    id: str
    name: str
    email: str
    street: str
    city: str
    created: str


def load(path: Path) -> list[Customer]:
    with path.open(newline="", encoding="utf-8") as f:
        return [Customer(r["id"], r["name"], r["email"], r["street"], r["city"], r["created"])
                for r in csv.DictReader(f)]


def save_merges(path: Path, merges: list[tuple[Customer, Customer]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(["keep_id", "drop_id", "keep_name", "drop_name"])
        for keep, drop in merges:
            writer.writerow([keep.id, drop.id, keep.name, drop.name])


def older_first(a: Customer, b: Customer) -> tuple[Customer, Customer]:
    return (a, b) if a.created <= b.created else (b, a)
