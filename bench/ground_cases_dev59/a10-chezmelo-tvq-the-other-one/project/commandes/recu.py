"""Texte du reçu envoyé par courriel après la commande."""
from __future__ import annotations

from decimal import Decimal

from commandes.creneaux import libelle
from commandes.taxes import NUMERO_TPS, NUMERO_TVQ, calculer_taxes


def _argent(montant: Decimal) -> str:
    # format québécois : 12,50 $
    return f"{montant:.2f}".replace(".", ",") + " $"


def texte_recu(commande) -> str:
    sous_total = sum((l.prix * l.quantite for l in commande.lignes), Decimal("0"))
    taxes = calculer_taxes(sous_total)
    lignes = [f"Chez Mélo – commande n° {commande.numero}",
              f"Cueillette : {libelle(commande.creneau)}", ""]
    for l in commande.lignes:
        lignes.append(f"{l.quantite} × {l.nom:<24} {_argent(l.prix * l.quantite):>10}")
    lignes += [
        "",
        f"{'Sous-total':<28} {_argent(sous_total):>10}",
        f"{'TPS (5 %)':<28} {_argent(taxes.tps):>10}",
        f"{'TVQ (9,975 %)':<28} {_argent(taxes.tvq):>10}",
        f"{'Total':<28} {_argent(sous_total + taxes.total):>10}",
        "",
        f"TPS : {NUMERO_TPS}   TVQ : {NUMERO_TVQ}",
        "Merci et bon appétit !",
    ]
    return "\n".join(lignes)
