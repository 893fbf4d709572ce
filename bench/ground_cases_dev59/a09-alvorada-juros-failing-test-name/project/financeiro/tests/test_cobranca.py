from datetime import date
from decimal import Decimal

from financeiro.cobranca import Encargos, calcular_encargos, proximo_dia_util

VALOR = Decimal("480.00")


def test_multa_por_atraso():
    e = calcular_encargos(VALOR, date(2025, 3, 10), date(2025, 3, 13))
    assert e.multa == Decimal("9.60")


def test_multa_nao_cobrada_antes_do_vencimento():
    assert calcular_encargos(VALOR, date(2025, 3, 10), date(2025, 3, 7)).multa == Decimal("0.00")


def test_juros_nao_cobrados_no_dia_do_vencimento():
    assert calcular_encargos(VALOR, date(2025, 3, 10), date(2025, 3, 10)) == Encargos.zero()


def test_juros_um_mes_de_atraso():
    e = calcular_encargos(VALOR, date(2025, 3, 10), date(2025, 4, 9))
    assert e.juros == Decimal("4.80")


def test_vencimento_no_sabado_passa_para_segunda():
    assert proximo_dia_util(date(2025, 5, 10)) == date(2025, 5, 12)


def test_feriado_de_tiradentes():
    assert proximo_dia_util(date(2025, 4, 21)) == date(2025, 4, 22)
