from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime

from app import config


@dataclass
class Reserva:
    id: int | None
    nombre: str
    telefono: str
    personas: int
    mesa: int
    zona: str
    inicio: datetime
    fin: datetime
    origen: str = "web"  # web | telefono
    estado: str = "confirmada"


def conectar() -> sqlite3.Connection:
    conn = sqlite3.connect(config.DATABASE, detect_types=sqlite3.PARSE_DECLTYPES)
    conn.row_factory = sqlite3.Row
    return conn


def reservas_de_mesa(conn: sqlite3.Connection, mesa: int, dia: str) -> list[Reserva]:
    filas = conn.execute(
        "SELECT * FROM reservas WHERE mesa = ? AND date(inicio) = ? AND estado != 'cancelada'",
        (mesa, dia),
    ).fetchall()
    return [Reserva(f["id"], f["nombre"], f["telefono"], f["personas"], f["mesa"], f["zona"],
                    datetime.fromisoformat(f["inicio"]), datetime.fromisoformat(f["fin"]),
                    f["origen"], f["estado"]) for f in filas]


def guardar(conn: sqlite3.Connection, r: Reserva) -> int:
    cur = conn.execute(
        "INSERT INTO reservas (nombre, telefono, personas, mesa, zona, inicio, fin, origen, estado)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (r.nombre, r.telefono, r.personas, r.mesa, r.zona, r.inicio.isoformat(), r.fin.isoformat(),
         r.origen, r.estado),
    )
    conn.commit()
    return cur.lastrowid
