"""Posting, reading and counting messages in threads."""
from django.db import transaction
from django.utils import timezone

from chat.mentions import mentioned_users
from chat.models import Membership, Message, Thread
from notifications.services import notify_users


class NotAMember(Exception):
    pass


def _membership(thread: Thread, user) -> Membership:
    try:
        return Membership.objects.get(thread=thread, user=user)
    except Membership.DoesNotExist:
        raise NotAMember(f"user {user.pk} is not in thread {thread.pk}") from None


@transaction.atomic
def post_message(thread: Thread, sender, body: str) -> Message:
    membership = _membership(thread, sender)
    message = Message.objects.create(thread=thread, sender=sender, body=body.strip())
    # your own message counts as read
    membership.last_read_at = message.created_at
    membership.save(update_fields=["last_read_at"])
    notify_users(mentioned_users(message.body, thread), message)
    return message


def mark_read(thread: Thread, user) -> None:
    membership = _membership(thread, user)
    membership.last_read_at = timezone.now()
    membership.save(update_fields=["last_read_at"])


def unread_count_for(thread: Thread, user) -> int:
    membership = _membership(thread, user)
    qs = Message.objects.filter(thread=thread).exclude(sender=user)
    if membership.last_read_at is not None:
        qs = qs.filter(created_at__gt=membership.last_read_at)
    return qs.count()


def unread_badges(user) -> dict[int, int]:
    """Thread id -> unread count, for the sidebar. Muted threads are left out."""
    badges = {}
    for membership in Membership.objects.filter(user=user, muted=False).select_related("thread"):
        count = unread_count_for(membership.thread, user)
        if count:
            badges[membership.thread_id] = count
    return badges
