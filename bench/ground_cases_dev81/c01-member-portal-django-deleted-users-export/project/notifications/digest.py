from dataclasses import dataclass, field
from datetime import timedelta

from django.utils import timezone


@dataclass
class Digest:
    user_id: int
    items: list = field(default_factory=list)


def build_digest(user, days=7):
    """Articles published in the last `days` days in the user's followed topics."""
    from content.models import Article  # late import: content app is optional in tests

    since = timezone.now() - timedelta(days=days)
    qs = (
        Article.objects.filter(published_at__gte=since, topic__followers=user)
        .order_by("-published_at")
        .values("id", "title", "slug")[:10]
    )
    return Digest(user_id=user.id, items=list(qs))


def empty_digest(user):
    return Digest(user_id=user.id)
