from __future__ import annotations

from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string
from django.urls import reverse

from accounts.models import Member

RESET_SUBJECT = "【会员中心】重置您的密码"
WELCOME_SUBJECT = "欢迎加入会员中心"


def _absolute(request, path: str) -> str:
    return request.build_absolute_uri(path)


def send_reset_email(request, member: Member, token: str) -> None:
    link = _absolute(request, reverse("accounts:reset-confirm", args=[token]))
    body = render_to_string("accounts/reset_email.txt", {
        "member": member,
        "link": link,
        "ttl_minutes": settings.RESET_TOKEN_TTL_MINUTES,
    })
    send_mail(RESET_SUBJECT, body, settings.DEFAULT_FROM_EMAIL, [member.email])


def send_welcome_email(request, member: Member) -> None:
    body = render_to_string("accounts/welcome_email.txt", {
        "member": member,
        "login_url": _absolute(request, reverse("accounts:login")),
    })
    send_mail(WELCOME_SUBJECT, body, settings.DEFAULT_FROM_EMAIL, [member.email])
