from django.conf import settings
from django.contrib.auth.tokens import default_token_generator
from django.core.mail import send_mail
from django.urls import reverse
from django.utils.encoding import force_bytes
from django.utils.http import urlsafe_base64_encode


def absolute(path: str) -> str:
    """An absolute URL for a path, for use in emails (no request available)."""
    return f"{settings.SITE_URL}{path}"


def send_password_reset(user) -> None:
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = default_token_generator.make_token(user)
    link = absolute(reverse("password_reset_confirm", kwargs={"uidb64": uid, "token": token}))
    send_mail(
        subject="Reset your billing portal password",
        message=f"Hi {user.first_name or user.username},\n\nReset your password here: {link}\n",
        from_email=settings.DEFAULT_FROM_EMAIL,
        recipient_list=[user.email],
    )


def send_invoice_ready(invoice) -> None:
    link = absolute(reverse("invoice_detail", kwargs={"pk": invoice.pk}))
    send_mail(
        subject=f"Invoice {invoice.number} is ready",
        message=f"Your invoice {invoice.number} over {invoice.total} {invoice.currency} is ready: {link}\n",
        from_email=settings.DEFAULT_FROM_EMAIL,
        recipient_list=[invoice.customer.email],
    )
