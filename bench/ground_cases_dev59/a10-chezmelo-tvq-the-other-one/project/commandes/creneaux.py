"""Créneaux de cueillette (pickup) proposés sur le site de commande en ligne."""
from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

FUSEAU = ZoneInfo("America/Toronto")  # Montréal
DUREE_CRENEAU = timedelta(minutes=15)
DELAI_PREPARATION = timedelta(minutes=20)
MAX_COMMANDES_PAR_CRENEAU = 6

# heures d'ouverture de la cuisine : (ouverture, fermeture)
HORAIRE = {
    "semaine": (time(11, 0), time(21, 0)),
    "samedi": (time(11, 0), time(21, 0)),
    "dimanche": (time(11, 0), time(19, 0)),
}


def _horaire_du_jour(jour: date) -> tuple[time, time]:
    if jour.weekday() == 5:
        return HORAIRE["samedi"]
    if jour.weekday() == 6:
        return HORAIRE["dimanche"]
    return HORAIRE["semaine"]


def creneaux_disponibles(jour: date, maintenant: datetime, deja_pris: dict[datetime, int]) -> list[datetime]:
    ouverture, fermeture = _horaire_du_jour(jour)
    debut = datetime.combine(jour, ouverture, FUSEAU)
    fin = datetime.combine(jour, fermeture, FUSEAU)
    au_plus_tot = maintenant.astimezone(FUSEAU) + DELAI_PREPARATION
    creneaux = []
    t = debut
    while t + DUREE_CRENEAU <= fin:
        if t >= au_plus_tot and deja_pris.get(t, 0) < MAX_COMMANDES_PAR_CRENEAU:
            creneaux.append(t)
        t += DUREE_CRENEAU
    return creneaux


def libelle(creneau: datetime) -> str:
    """« 12 h 15 » comme on l'écrit au Québec."""
    return f"{creneau.hour} h {creneau.minute:02d}"
