"""Configuración del restaurante Casa Lola (Madrid)."""
import os
from zoneinfo import ZoneInfo

ZONA_HORARIA = ZoneInfo("Europe/Madrid")
DATABASE = os.environ.get("RESERVAS_DB", "reservas.sqlite3")

# Horario de cocina (hora local)
APERTURA_COMIDAS = "13:00"
CIERRE_COMIDAS = "16:00"
APERTURA_CENAS = "20:00"
CIERRE_CENAS = "23:30"

# Duración de cada turno en minutos, por zona.
# terraza: turnos de 2h, lo pidió Lola en mayo (la gente se queda más fuera)
DURACION_POR_ZONA = {
    "salon": 90,
    "terraza": 90,
    "barra": 60,
}
DURACION_RESERVA_DEFECTO = 90

# Mesas por zona: número de mesa -> plazas
MESAS = {
    "salon": {1: 2, 2: 2, 3: 4, 4: 4, 5: 4, 6: 6, 7: 6, 8: 8},
    "terraza": {10: 2, 11: 4, 12: 4, 13: 4, 14: 6},
    "barra": {20: 2, 21: 2},
}

# SMS de confirmación
SMS_REMITENTE = os.environ.get("SMS_REMITENTE", "CasaLola")
TWILIO_SID = os.environ.get("TWILIO_SID", "")
TWILIO_TOKEN = os.environ.get("TWILIO_TOKEN", "")
