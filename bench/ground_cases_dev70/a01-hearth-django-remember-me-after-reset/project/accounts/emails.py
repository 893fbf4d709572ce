from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.urls import reverse

from accounts.tokens import make_reset_token


def send_reset_email(request, user) -> None:
    token = make_reset_token(user)
    link = request.build_absolute_uri(reverse("accounts:reset-confirm", args=[token]))
    subject = f"Reset your {settings.SITE_NAME} password"
    body = render_to_string("accounts/reset_email.txt", {
        "user": user,
        "link": link,
        "site_name": settings.SITE_NAME,
        "hours": settings.RESET_TOKEN_MAX_AGE_SECONDS // 3600,
    })
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [user.email])


def send_password_changed_email(user) -> None:
    body = render_to_string("accounts/password_changed.txt", {"user": user, "site_name": settings.SITE_NAME})
    send_mail(f"Your {settings.SITE_NAME} password was changed", body, settings.DEFAULT_FROM_EMAIL, [user.email])
