import logging

from django.conf import settings
from django.core.mail import EmailMessage

log = logging.getLogger(__name__)

FOOTER = "\n\n--\nYou get this because you set a reminder in Dueling. Manage: {url}"


def render_body(reminder) -> str:
    url = f"{settings.SITE_URL}/reminders/{reminder.pk}"
    return reminder.body.rstrip() + FOOTER.format(url=url)


def send_reminder_email(reminder) -> None:
    msg = EmailMessage(
        subject=reminder.subject,
        body=render_body(reminder),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[reminder.user_email],
        headers={"X-Reminder-Id": str(reminder.pk)},
    )
    sent = msg.send(fail_silently=False)
    if sent != 1:
        raise RuntimeError(f"mail backend reported {sent} messages sent")
    log.info("sent reminder %s to %s", reminder.pk, reminder.user_email)


def preview(reminder) -> dict:
    return {
        "subject": reminder.subject,
        "to": reminder.user_email,
        "body": render_body(reminder),
    }
