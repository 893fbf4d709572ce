"""Taxes de vente au Québec : TPS (fédérale, 5 %) et TVQ (provinciale, 9,975 %)."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")
TPS = Decimal("0.05")
TVQ = Decimal("0.09975")
# petit fournisseur : sous 30 000 $ par année on ne facturerait pas les taxes, mais on est inscrits
NUMERO_TPS = "789456123 RT0001"
NUMERO_TVQ = "1234567890 TQ0001"


@dataclass(frozen=True)
class Taxes:
    tps: Decimal
    tvq: Decimal

    @property
    def total(self) -> Decimal:
        return self.tps + self.tvq


def calculer_taxes(sous_total: Decimal) -> Taxes:
    """Les deux taxes sont calculées sur le sous-total (la TVQ ne s'applique plus sur la TPS depuis 2013)."""
    tps = (sous_total * TPS).quantize(CENT, ROUND_HALF_UP)
    tvq = (sous_total * TVQ).quantize(CENT, ROUND_DOWN)
    return Taxes(tps, tvq)


def aliment_de_base(categorie: str) -> bool:
    """Épicerie de base détaxée ; les repas préparés (tout ce qu'on vend au camion) sont taxables."""
    return categorie in {"epicerie", "lait", "pain-entier"}
