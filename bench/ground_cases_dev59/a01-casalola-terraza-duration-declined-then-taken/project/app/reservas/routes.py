from __future__ import annotations

from datetime import datetime

from flask import Blueprint, jsonify, request

from app import config
from app.mensajes import texto_confirmacion
from app.reservas.disponibilidad import MesaOcupada, comprobar_mesa
from app.reservas.modelos import Reserva, conectar, guardar, reservas_de_mesa
from app.sms import enviar_sms

bp = Blueprint("reservas", __name__)


@bp.post("/api/reservas")
def crear_reserva():
    datos = request.get_json(force=True)
    inicio = datetime.fromisoformat(datos["inicio"]).replace(tzinfo=None)
    zona = datos.get("zona", "salon")
    mesa = int(datos["mesa"])
    if zona not in config.MESAS or mesa not in config.MESAS[zona]:
        return jsonify(error="Mesa o zona desconocida"), 400
    conn = conectar()
    try:
        fin = comprobar_mesa(reservas_de_mesa(conn, mesa, inicio.date().isoformat()), zona, inicio)
    except MesaOcupada as e:
        return jsonify(error=str(e)), 409
    reserva = Reserva(None, datos["nombre"], datos["telefono"], int(datos["personas"]), mesa, zona,
                      inicio, fin, datos.get("origen", "web"))
    reserva.id = guardar(conn, reserva)
    enviar_sms(reserva.telefono, texto_confirmacion(reserva))
    return jsonify(id=reserva.id, fin=fin.isoformat()), 201
