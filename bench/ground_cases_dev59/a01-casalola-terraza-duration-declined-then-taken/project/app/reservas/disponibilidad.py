"""¿Está libre la mesa? Comprobación de solapes entre reservas."""
from __future__ import annotations

from datetime import datetime, timedelta

from app import config
from app.reservas.modelos import Reserva


class MesaOcupada(Exception):
    """La mesa ya tiene una reserva que se solapa."""


def duracion(zona: str) -> timedelta:
    minutos = config.DURACION_POR_ZONA.get(zona, config.DURACION_RESERVA_DEFECTO)
    return timedelta(minutes=minutos)


def fin_de_turno(zona: str, inicio: datetime) -> datetime:
    return inicio + duracion(zona)


def se_solapan(inicio: datetime, fin: datetime, otra: Reserva) -> bool:
    # dos turnos se solapan si cada uno empieza antes de que acabe el otro
    # (incluye la misma hora de inicio y una reserva que contiene a la otra)
    return inicio < otra.fin and otra.inicio < fin


def comprobar_mesa(existentes: list[Reserva], zona: str, inicio: datetime) -> datetime:
    """Devuelve la hora de fin si la mesa está libre; si no, lanza MesaOcupada."""
    fin = fin_de_turno(zona, inicio)
    for otra in existentes:
        if se_solapan(inicio, fin, otra):
            raise MesaOcupada(f"La mesa {otra.mesa} ya está reservada de "
                              f"{otra.inicio:%H:%M} a {otra.fin:%H:%M}")
    return fin


def mesas_libres(zona: str, personas: int, ocupadas: set[int]) -> list[int]:
    return sorted(m for m, plazas in config.MESAS[zona].items() if plazas >= personas and m not in ocupadas)
