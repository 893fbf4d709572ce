import logging

log = logging.getLogger(__name__)
_OUTBOX: list[dict] = []


def send_mail(to: str, template: str, context: dict) -> None:
    if not to:
        raise ValueError("send_mail: empty recipient")
    _OUTBOX.append({"to": to, "template": template, "context": context})
    log.info("queued %s mail to %s", template, to)
