"""Relatórios de frequência para a coordenação."""
from __future__ import annotations

import csv
import io
from collections import Counter
from datetime import date

from frequencia.models import Aluno, Presenca


def percentual_presenca(aluno: Aluno, de: date, ate: date) -> float:
    situacoes = Counter(
        Presenca.objects.filter(aluno=aluno, dia__range=(de, ate)).values_list("situacao", flat=True)
    )
    aulas = sum(situacoes.values())
    if aulas == 0:
        return 100.0
    # falta justificada não conta contra o aluno
    return 100.0 * (situacoes["P"] + situacoes["J"]) / aulas


def alunos_em_risco(turma_id: int, de: date, ate: date, minimo: float = 75.0) -> list[tuple[Aluno, float]]:
    """Alunos abaixo do mínimo de presença (o contrato da bolsa exige 75%)."""
    resultado = []
    for aluno in Aluno.objects.filter(turma_id=turma_id, ativo=True).order_by("nome"):
        p = percentual_presenca(aluno, de, ate)
        if p < minimo:
            resultado.append((aluno, p))
    return resultado


def csv_frequencia_turma(turma_id: int, de: date, ate: date) -> str:
    """CSV (separado por ;, para o Excel em português) com a frequência de cada aluno da turma."""
    saida = io.StringIO()
    w = csv.writer(saida, delimiter=";")
    w.writerow(["Aluno", "Presenças", "Faltas", "Justificadas", "% presença"])
    for aluno in Aluno.objects.filter(turma_id=turma_id, ativo=True).order_by("nome"):
        c = Counter(Presenca.objects.filter(aluno=aluno, dia__range=(de, ate)).values_list("situacao", flat=True))
        pct = percentual_presenca(aluno, de, ate)
        w.writerow([aluno.nome, c["P"], c["F"], c["J"], f"{pct:.1f}".replace(".", ",")])
    return saida.getvalue()
