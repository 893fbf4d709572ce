from datetime import datetime

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.template.loader import render_to_string

from digest.models import Subscriber, Topic

MAX_TOPICS = 8


def digest_topics(subscriber: Subscriber, since: datetime) -> list[Topic]:
    """Busiest new topics the subscriber follows, then busiest new topics overall."""
    followed = list(
        Topic.objects.filter(followers=subscriber.user, created_at__gte=since).order_by("-reply_count")[:MAX_TOPICS]
    )
    if len(followed) < MAX_TOPICS:
        seen = [t.id for t in followed]
        followed += list(
            Topic.objects.filter(created_at__gte=since)
            .exclude(id__in=seen)
            .order_by("-reply_count")[: MAX_TOPICS - len(followed)]
        )
    return followed


def build_digest_message(subscriber: Subscriber, *, since: datetime, connection=None):
    """The digest email for one subscriber, or None when there is nothing new."""
    topics = digest_topics(subscriber, since)
    if not topics:
        return None
    context = {"subscriber": subscriber, "topics": topics, "since": since}
    message = EmailMultiAlternatives(
        subject="This week on Hearth",
        body=render_to_string("digest/weekly.txt", context),
        from_email=settings.DEFAULT_FROM_EMAIL,
        to=[subscriber.email],
        connection=connection,
        headers={"List-Unsubscribe": f"<https://hearth.community/u/{subscriber.user_id}/unsubscribe>"},
    )
    message.attach_alternative(render_to_string("digest/weekly.html", context), "text/html")
    return message
