"""@mentions in chat messages: find the users and notify them by email."""
import re

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.template.loader import render_to_string


def extract_mentions(text):
    names = re.findall(r"@(\w+)", text)
    seen = []
    for name in names:
        if name.lower() not in seen:
            seen.append(name.lower())
    return seen


def mentioned_users(message):
    names = extract_mentions(message.body)
    if not names:
        return []
    User = get_user_model()
    users = User.objects.filter(username__in=names, is_active=True)
    return [u for u in users if u.pk != message.author_id]


def notify_mentions(message):
    sent = 0
    for user in mentioned_users(message):
        if not user.email:
            continue
        context = {
            "actor": message.author.get_full_name() or message.author.username,
            "channel": message.channel.name,
            "excerpt": message.body[:140],
        }
        subject = render_to_string("notifications/mention_subject.txt", context).strip()
        body = render_to_string("notifications/mention.txt", context)
        send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [user.email])
        sent += 1
    return sent
