"""Multa e juros de mensalidades pagas em atraso (contrato de prestação de serviços, cláusula 7)."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

CENTAVO = Decimal("0.01")
MULTA_PERCENTUAL = Decimal("0.02")  # multa por atraso: máximo de 2% (CDC, art. 52, § 1º)
JUROS_MENSAL = Decimal("0.01")  # juros de mora ao mês, cobrados pro rata die

FERIADOS_FIXOS = {(1, 1), (4, 21), (5, 1), (9, 7), (10, 12), (11, 2), (11, 15), (11, 20), (12, 25)}


@dataclass(frozen=True)
class Encargos:
    multa: Decimal
    juros: Decimal

    @property
    def total(self) -> Decimal:
        return self.multa + self.juros

    @classmethod
    def zero(cls) -> "Encargos":
        return cls(Decimal("0.00"), Decimal("0.00"))


def proximo_dia_util(dia: date) -> date:
    """Vencimento em fim de semana ou feriado passa para o próximo dia útil."""
    while dia.weekday() >= 5 or (dia.month, dia.day) in FERIADOS_FIXOS:
        dia += timedelta(days=1)
    return dia


def calcular_encargos(valor: Decimal, vencimento: date, pago_em: date) -> Encargos:
    vencimento = proximo_dia_util(vencimento)
    # conta o dia do pagamento também
    dias_atraso = (pago_em - vencimento).days + 1
    if dias_atraso <= 0:
        return Encargos.zero()
    multa = (valor * MULTA_PERCENTUAL).quantize(CENTAVO, ROUND_HALF_UP)
    # juros simples pro rata die: 1% ao mês = 1/30 % ao dia
    juros = (valor * JUROS_MENSAL * dias_atraso / 30).quantize(CENTAVO, ROUND_HALF_UP)
    return Encargos(multa, juros)


def descricao_boleto(valor: Decimal, vencimento: date) -> str:
    return (f"Após o vencimento ({vencimento:%d/%m/%Y}) cobrar multa de {MULTA_PERCENTUAL * 100:.0f}% "
            f"e juros de {JUROS_MENSAL * 100:.0f}% ao mês.")
