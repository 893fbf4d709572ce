"""Creating notifications and building the daily digest mail."""
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.utils import timezone

from notifications.models import Notification

User = get_user_model()


def notify_users(users, message, kind=Notification.KIND_MENTION) -> list[Notification]:
    rows = [Notification(user=u, message=message, kind=kind) for u in users if u.pk != message.sender_id]
    return Notification.objects.bulk_create(rows)


def pending_digest(user):
    return (Notification.objects.filter(user=user, seen_at__isnull=True, emailed_at__isnull=True)
            .select_related("message", "message__thread", "message__sender")
            .order_by("created_at"))


def send_digest(user) -> bool:
    items = list(pending_digest(user))
    if not items:
        return False
    context = {"user": user, "items": items, "count": len(items)}
    subject = render_to_string("email/digest_subject.txt", context).strip()
    body = render_to_string("email/digest.txt", context)
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [user.email])
    Notification.objects.filter(pk__in=[n.pk for n in items]).update(emailed_at=timezone.now())
    return True
