from django.conf import settings
from django.core.mail import send_mail
from django.utils import timezone


def _when(reservation):
    starts = timezone.localtime(reservation.slot.starts_at)
    return f"{starts:%m/%d %H:%M}（担当: {reservation.slot.stylist.name}）"


def send_confirmation(reservation):
    send_mail(
        "ご予約が確定しました",
        f"{reservation.customer_name} 様\n\n{_when(reservation)} のご予約を承りました。",
        settings.DEFAULT_FROM_EMAIL,
        [reservation.customer_email],
    )


def send_cancellation(reservation):
    send_mail(
        "ご予約をキャンセルしました",
        f"{reservation.customer_name} 様\n\n{_when(reservation)} のご予約をキャンセルしました。",
        settings.DEFAULT_FROM_EMAIL,
        [reservation.customer_email],
    )
