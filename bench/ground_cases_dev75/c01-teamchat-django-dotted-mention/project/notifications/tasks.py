from celery import shared_task
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.conf import settings

from chat.services import channel_badges


@shared_task
def send_daily_digest():
    User = get_user_model()
    sent = 0
    for user in User.objects.filter(is_active=True).exclude(email=""):
        badges = [b for b in channel_badges(user) if b["unread"] and not b["muted"]]
        if not badges:
            continue
        lines = [f"#{b['channel']}: {b['unread']} 条未读" for b in badges]
        send_mail("TeamChat 每日未读汇总", "\n".join(lines), settings.DEFAULT_FROM_EMAIL, [user.email])
        sent += 1
    return sent
