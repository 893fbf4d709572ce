from decimal import Decimal

from commandes.taxes import aliment_de_base, calculer_taxes


def test_tps_cinq_pour_cent():
    assert calculer_taxes(Decimal("10.00")).tps == Decimal("0.50")


def test_tvq_sur_le_sous_total():
    # 20,00 $ × 9,975 % = 1,995 $
    assert calculer_taxes(Decimal("20.00")).tvq == Decimal("1.99")


def test_total_des_taxes():
    t = calculer_taxes(Decimal("12.00"))
    assert t.total == t.tps + t.tvq


def test_sous_total_nul():
    t = calculer_taxes(Decimal("0.00"))
    assert (t.tps, t.tvq) == (Decimal("0.00"), Decimal("0.00"))


def test_repas_prepare_taxable():
    assert not aliment_de_base("poutine")


def test_lait_detaxe():
    assert aliment_de_base("lait")
