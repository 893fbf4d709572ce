import logging

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.db.models.signals import post_save, pre_delete
from django.dispatch import receiver

from .models import Profile
from .tasks import purge_avatar, send_welcome_email

logger = logging.getLogger(__name__)
User = get_user_model()


@receiver(post_save, sender=User)
def create_profile(sender, instance, created, **kwargs):
    if created:
        Profile.objects.get_or_create(user=instance)


@receiver(post_save, sender=User)
def welcome_new_user(sender, instance, created, **kwargs):
    if not instance.email:
        return
    if getattr(settings, "WELCOME_EMAIL_ENABLED", True):
        transaction.on_commit(lambda: send_welcome_email.delay(instance.pk))
        logger.info("queued welcome email for user %s", instance.pk)


@receiver(pre_delete, sender=Profile)
def delete_avatar(sender, instance, **kwargs):
    if instance.avatar:
        name = instance.avatar.name
        transaction.on_commit(lambda: purge_avatar.delay(name))
