from __future__ import annotations

import logging

from twilio.rest import Client

from app import config

log = logging.getLogger(__name__)


def enviar_sms(telefono: str, texto: str) -> None:
    if not config.TWILIO_SID:
        log.info("SMS (simulado) a %s: %s", telefono, texto)
        return
    numero = telefono if telefono.startswith("+") else "+34" + telefono.replace(" ", "")
    cliente = Client(config.TWILIO_SID, config.TWILIO_TOKEN)
    try:
        cliente.messages.create(to=numero, from_=config.SMS_REMITENTE, body=texto)
    except Exception:  # noqa: BLE001 - un SMS fallido no debe tumbar la reserva
        log.exception("No se pudo enviar el SMS a %s", numero)
