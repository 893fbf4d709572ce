from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.db import transaction
from django.db.models.signals import post_save
from django.dispatch import receiver

from .consumers import feed_group
from .models import Activity, Follow


def activity_payload(activity: Activity) -> dict:
    return {
        "id": activity.id,
        "actor": activity.actor.username,
        "verb": activity.verb,
        "target_type": activity.target_type,
        "target_id": activity.target_id,
        "summary": activity.summary,
        "created_at": activity.created_at.isoformat(),
    }


@receiver(post_save, sender=Activity)
def push_activity(sender, instance: Activity, created: bool, **kwargs):
    if not created:
        return
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": "feed.activity", "activity": activity_payload(instance)}

    def send():
        follower_ids = Follow.objects.filter(followee_id=instance.actor_id).values_list("follower_id", flat=True)
        for user_id in {instance.actor_id, *follower_ids}:
            async_to_sync(layer.group_send)(feed_group(user_id), message)

    # after commit, so a page that refetches on the push already sees the row
    transaction.on_commit(send)
