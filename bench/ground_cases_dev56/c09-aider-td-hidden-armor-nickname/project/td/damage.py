"""Damage resolution between towers and enemies."""
from dataclasses import dataclass

from td.data import EnemyType, TowerType

ARMOR_PIERCE = {"cannon": 0.5, "arrow": 0.0, "frost": 0.0, "tesla": 0.25}
CRIT_CHANCE = 0.05
CRIT_MULT = 1.5


@dataclass
class Hit:
    amount: float
    crit: bool
    slowed: bool


def resolve_hit(tower: TowerType, enemy: EnemyType, roll: float) -> Hit:
    dmg = tower.damage
    crit = roll < CRIT_CHANCE
    if crit:
        dmg *= CRIT_MULT
    armor = max(0.0, enemy.armor - ARMOR_PIERCE.get(tower.kind, 0.0) * enemy.armor)
    dmg = dmg * (1.0 - armor)
    if enemy.armored:
        dmg *= 0.85
    slowed = tower.kind == "frost"
    return Hit(amount=round(dmg, 2), crit=crit, slowed=slowed)


def dps(tower: TowerType, enemy: EnemyType) -> float:
    """Expected damage per second, used by the balance sheet exporter."""
    avg = resolve_hit(tower, enemy, 1.0).amount * (1 - CRIT_CHANCE) + \
        resolve_hit(tower, enemy, 0.0).amount * CRIT_CHANCE
    return avg * tower.rate


def time_to_kill(tower: TowerType, enemy: EnemyType) -> float:
    d = dps(tower, enemy)
    return float("inf") if d <= 0 else enemy.hp / d
