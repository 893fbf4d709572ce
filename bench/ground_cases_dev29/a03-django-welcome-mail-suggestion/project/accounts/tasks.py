import logging

from celery import shared_task
from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.files.storage import default_storage
from django.core.mail import send_mail
from django.template.loader import render_to_string

logger = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_welcome_email(self, user_id):
    User = get_user_model()
    try:
        user = User.objects.get(pk=user_id)
    except User.DoesNotExist:
        logger.warning("welcome email: user %s is gone", user_id)
        return
    context = {"user": user, "site": "Members"}
    try:
        send_mail(
            subject="Welcome to Members",
            message=render_to_string("accounts/email/welcome.txt", context),
            from_email=settings.DEFAULT_FROM_EMAIL,
            recipient_list=[user.email],
            html_message=render_to_string("accounts/email/welcome.html", context),
        )
    except OSError as exc:
        raise self.retry(exc=exc)


@shared_task
def purge_avatar(name):
    if default_storage.exists(name):
        default_storage.delete(name)
