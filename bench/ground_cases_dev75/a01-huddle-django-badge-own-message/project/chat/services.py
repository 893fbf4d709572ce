from django.db import transaction
from django.utils import timezone

from chat.models import Conversation, Membership, Message


def post_message(conversation, author, body):
    body = body.strip()
    if not body:
        raise ValueError("empty message")
    msg = Message.objects.create(conversation=conversation, author=author, body=body)
    Conversation.objects.filter(pk=conversation.pk).update(last_message_at=msg.created_at)
    return msg


def unread_count(membership):
    qs = Message.objects.filter(conversation_id=membership.conversation_id, deleted_at__isnull=True)
    if membership.last_read_at is not None:
        qs = qs.filter(created_at__gt=membership.last_read_at)
    return qs.count()


def read_by_map(conversation_id, messages, exclude_user_id=None):
    """message id -> ids of members whose last_read_at is at or after the message."""
    members = Membership.objects.filter(conversation_id=conversation_id, last_read_at__isnull=False)
    if exclude_user_id is not None:
        members = members.exclude(user_id=exclude_user_id)
    marks = list(members.values_list("user_id", "last_read_at"))
    return {m.pk: [uid for uid, at in marks if at >= m.created_at] for m in messages}


def unread_total(user):
    memberships = Membership.objects.filter(user=user, muted=False)
    return sum(unread_count(m) for m in memberships)


def mark_read(membership, up_to=None):
    up_to = up_to or timezone.now()
    with transaction.atomic():
        locked = Membership.objects.select_for_update().get(pk=membership.pk)
        if locked.last_read_at is None or locked.last_read_at < up_to:
            locked.last_read_at = up_to
            locked.save(update_fields=["last_read_at"])
    return locked
