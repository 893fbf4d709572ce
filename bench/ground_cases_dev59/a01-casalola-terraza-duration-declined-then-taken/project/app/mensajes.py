"""Textos de los SMS que recibe el cliente."""
from __future__ import annotations

from app.reservas.modelos import Reserva

NOMBRE_LOCAL = "Casa Lola"

ZONAS = {"salon": "salón", "terraza": "terraza", "barra": "barra"}

DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]


def _dia(r: Reserva) -> str:
    return f"{DIAS[r.inicio.weekday()]} {r.inicio.day}/{r.inicio.month}"


def texto_confirmacion(r: Reserva) -> str:
    zona = ZONAS.get(r.zona, r.zona)
    return (f"{NOMBRE_LOCAL}: reserva confirmada para {r.personas} personas el {_dia(r)} "
            f"a las {r.inicio:%H:%M}, en {zona}. Si no puedes venir, llámanos al 910 000 000.")


def texto_recordatorio(r: Reserva) -> str:
    return (f"{NOMBRE_LOCAL}: te esperamos hoy a las {r.inicio:%H:%M} ({r.personas} personas). "
            f"¡Hasta luego!")


def texto_cancelacion(r: Reserva) -> str:
    return f"{NOMBRE_LOCAL}: tu reserva del {_dia(r)} ha sido cancelada."


def texto_lista_espera(nombre: str, personas: int) -> str:
    return (f"{NOMBRE_LOCAL}: {nombre}, ya tenemos mesa para {personas}. "
            f"Tienes 10 minutos para acercarte a la entrada.")


def recortar(texto: str, limite: int = 160) -> str:
    """Un SMS GSM-7 tiene 160 caracteres; con tildes pasa a UCS-2 (70)."""
    return texto if len(texto) <= limite else texto[: limite - 1] + "…"
