from django.conf import settings
from django.core.mail import send_mail
from django.template.loader import render_to_string


def send_invoice_email(invoice, template="issued"):
    subject = render_to_string(f"billing/email/{template}_subject.txt", {"invoice": invoice}).strip()
    body = render_to_string(f"billing/email/{template}.txt", {"invoice": invoice})
    send_mail(subject, body, settings.BILLING_FROM_EMAIL, [invoice.customer.email])
