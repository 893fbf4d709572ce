"""Loads the designer-owned CSV tables."""
import csv
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"


@dataclass(frozen=True)
class TowerType:
    kind: str
    cost: int
    damage: float
    rate: float
    range: float


@dataclass(frozen=True)
class EnemyType:
    name: str
    hp: float
    speed: float
    armor: float
    armored: bool
    bounty: int


def load_towers() -> dict[str, TowerType]:
    with open(DATA / "towers.csv", newline="") as f:
        return {r["kind"]: TowerType(r["kind"], int(r["cost"]), float(r["damage"]), float(r["rate"]),
                                     float(r["range"])) for r in csv.DictReader(f)}


def load_enemies() -> dict[str, EnemyType]:
    with open(DATA / "enemies.csv", newline="") as f:
        return {r["name"]: EnemyType(r["name"], float(r["hp"]), float(r["speed"]), float(r["armor"]),
                                     r["armored"] == "1", int(r["bounty"])) for r in csv.DictReader(f)}


def load_waves(level: int) -> list[dict]:
    with open(DATA / "waves.csv", newline="") as f:
        return [r for r in csv.DictReader(f) if int(r["level"]) == level]
