import logging

from celery import shared_task
from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string

from accounts.models import User
from notifications.digest import build_digest

log = logging.getLogger(__name__)

BATCH = 500


@shared_task
def send_weekly_digest():
    """Monday 08:00: the week's new articles to everyone who opted in."""
    users = User.alive.filter(is_active=True, marketing_opt_in=True).order_by("id")
    sent = 0
    for user in users.iterator(chunk_size=BATCH):
        digest = build_digest(user)
        if not digest.items:
            continue
        body = render_to_string("notifications/digest.txt", {"user": user, "digest": digest})
        send_mail("本周精选", body, settings.DEFAULT_FROM_EMAIL, [user.email])
        sent += 1
    log.info("weekly digest sent to %d users", sent)
    return sent


@shared_task
def send_plan_expiry_notice(user_id):
    user = User.objects.get(pk=user_id)
    body = render_to_string("notifications/plan_expiry.txt", {"user": user})
    send_mail("会员即将到期", body, settings.DEFAULT_FROM_EMAIL, [user.email])
