from datetime import date, datetime

from commandes.creneaux import FUSEAU, creneaux_disponibles, libelle


def test_premier_creneau_apres_le_delai():
    maintenant = datetime(2025, 6, 3, 11, 50, tzinfo=FUSEAU)  # mardi
    c = creneaux_disponibles(date(2025, 6, 3), maintenant, {})
    assert c[0] == datetime(2025, 6, 3, 12, 15, tzinfo=FUSEAU)


def test_creneau_complet_retire():
    maintenant = datetime(2025, 6, 3, 9, 0, tzinfo=FUSEAU)
    plein = datetime(2025, 6, 3, 11, 0, tzinfo=FUSEAU)
    c = creneaux_disponibles(date(2025, 6, 3), maintenant, {plein: 6})
    assert plein not in c


def test_dimanche_ferme_a_19h():
    maintenant = datetime(2025, 6, 8, 9, 0, tzinfo=FUSEAU)  # dimanche
    c = creneaux_disponibles(date(2025, 6, 8), maintenant, {})
    assert c[-1] == datetime(2025, 6, 8, 18, 45, tzinfo=FUSEAU)


def test_libelle_quebecois():
    assert libelle(datetime(2025, 6, 3, 12, 5, tzinfo=FUSEAU)) == "12 h 05"


def test_samedi_ferme_a_21h():
    maintenant = datetime(2025, 6, 7, 9, 0, tzinfo=FUSEAU)  # samedi
    c = creneaux_disponibles(date(2025, 6, 7), maintenant, {})
    assert c[-1] == datetime(2025, 6, 7, 20, 45, tzinfo=FUSEAU)
