"""Transactional mails. Each one is rendered in the recipient's language."""
from flask import render_template, url_for
from flask_babel import force_locale, get_locale
from flask_babel import gettext as _
from flask_mail import Message

from app import mail


def _send(to: str, subject: str, body: str) -> None:
    mail.send(Message(subject=subject, recipients=[to], body=body))


def send_welcome_email(user) -> None:
    with force_locale(user.locale):
        subject = _("Welcome to Tandem")
        body = render_template("email/welcome.txt", user=user)
    _send(user.email, subject, body)


def send_reset_email(user, token: str) -> None:
    link = url_for("auth.reset_confirm", token=token, _external=True)
    with force_locale(get_locale()):
        subject = _("Reset your Tandem password")
        body = render_template("email/reset.txt", user=user, link=link)
    _send(user.email, subject, body)


def send_password_changed_email(user) -> None:
    with force_locale(user.locale):
        subject = _("Your Tandem password was changed")
        body = render_template("email/password_changed.txt", user=user)
    _send(user.email, subject, body)
