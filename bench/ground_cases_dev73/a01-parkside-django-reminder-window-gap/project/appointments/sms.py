import logging

from django.conf import settings

log = logging.getLogger(__name__)


def _client():
    from twilio.rest import Client

    return Client(settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN)


def send_sms(to, body):
    if not settings.TWILIO_ACCOUNT_SID:
        log.warning("Twilio not configured, would send to %s: %s", to, body)
        return None
    message = _client().messages.create(to=to, from_=settings.TWILIO_FROM, body=body)
    log.info("sms %s queued to %s", message.sid, to)
    return message.sid
