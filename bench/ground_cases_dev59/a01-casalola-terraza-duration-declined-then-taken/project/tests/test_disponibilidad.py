from datetime import datetime

import pytest

from app.reservas.disponibilidad import MesaOcupada, comprobar_mesa, fin_de_turno
from app.reservas.modelos import Reserva


def reserva(h_ini: str, h_fin: str, mesa: int = 12, zona: str = "terraza") -> Reserva:
    d = "2025-06-14"
    return Reserva(1, "Ana", "600000000", 4, mesa, zona,
                   datetime.fromisoformat(f"{d}T{h_ini}"), datetime.fromisoformat(f"{d}T{h_fin}"))


def test_fin_de_turno_salon():
    assert fin_de_turno("salon", datetime(2025, 6, 14, 21, 0)) == datetime(2025, 6, 14, 22, 30)


def test_mesa_libre_sin_reservas():
    assert comprobar_mesa([], "salon", datetime(2025, 6, 14, 21, 0)) == datetime(2025, 6, 14, 22, 30)


def test_solape_empieza_dentro():
    with pytest.raises(MesaOcupada):
        comprobar_mesa([reserva("20:30", "22:00")], "terraza", datetime(2025, 6, 14, 21, 0))


def test_misma_hora_de_inicio_choca():
    # sábado 14/6: dos familias en la mesa 12 de la terraza, ambas a las 21:00
    with pytest.raises(MesaOcupada):
        comprobar_mesa([reserva("21:00", "22:30")], "terraza", datetime(2025, 6, 14, 21, 0))


def test_reserva_que_contiene_a_otra_choca():
    with pytest.raises(MesaOcupada):
        comprobar_mesa([reserva("21:15", "21:45")], "terraza", datetime(2025, 6, 14, 21, 0))


def test_turnos_seguidos_no_chocan():
    assert comprobar_mesa([reserva("20:00", "21:30")], "terraza", datetime(2025, 6, 14, 21, 30))
