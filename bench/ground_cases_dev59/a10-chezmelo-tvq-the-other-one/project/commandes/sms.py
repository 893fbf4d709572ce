"""SMS « votre commande est prête » (Twilio)."""
from __future__ import annotations

import os

from twilio.rest import Client

MESSAGES = {
    "fr": "Chez Mélo : votre commande n° {numero} est prête ! On vous attend au camion, coin Rachel et Saint-Laurent.",
    "en": "Chez Mélo: your order #{numero} is ready! Come get it at the truck, corner of Rachel and Saint-Laurent.",
}


def langue_du_client(client) -> str:
    # la langue choisie à l'inscription (le site propose celle du navigateur par défaut)
    return client.langue if client.langue in MESSAGES else "fr"


def commande_prete(client, numero: int) -> None:
    texte = MESSAGES[langue_du_client(client)].format(numero=numero)
    sid, jeton = os.environ.get("TWILIO_SID"), os.environ.get("TWILIO_TOKEN")
    if not sid:
        print(f"[sms simulé] {client.telephone} : {texte}")
        return
    Client(sid, jeton).messages.create(to=client.telephone, from_=os.environ["TWILIO_NUMERO"], body=texte)


def numero_valide(telephone: str) -> bool:
    chiffres = "".join(c for c in telephone if c.isdigit())
    # indicatifs de Montréal et environs
    return len(chiffres) in (10, 11) and chiffres[-10:-7] in {"514", "438", "450", "579", "263"}
