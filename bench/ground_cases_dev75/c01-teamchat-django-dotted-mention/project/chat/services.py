"""Unread counters and read state for channels."""
from django.db import transaction

from chat.models import Membership, Message
from notifications.mentions import notify_mentions


def post(channel, author, body):
    with transaction.atomic():
        msg = Message.objects.create(channel=channel, author=author, body=body)
        Membership.objects.filter(channel=channel, user=author).update(last_read_at=msg.created_at)
    notify_mentions(msg)
    return msg


def unread_count(membership):
    qs = Message.objects.filter(channel_id=membership.channel_id).exclude(author_id=membership.user_id)
    if membership.last_read_at is not None:
        qs = qs.filter(created_at__gt=membership.last_read_at)
    return qs.count()


def mark_read(membership):
    last = Message.objects.filter(channel_id=membership.channel_id).order_by("-created_at").first()
    if last is None:
        return membership
    membership.last_read_at = last.created_at
    membership.save(update_fields=["last_read_at"])
    return membership


def channel_badges(user):
    badges = []
    for m in Membership.objects.filter(user=user).select_related("channel"):
        count = 0 if m.muted else unread_count(m)
        badges.append({"channel": m.channel.name, "unread": count, "muted": m.muted})
    return badges
