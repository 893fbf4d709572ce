from django.conf import settings
from django.db import models


class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    phone = models.CharField("手机号", max_length=20, blank=True)
    avatar = models.ImageField(upload_to="avatars/", blank=True)
    wechat_openid = models.CharField(max_length=64, blank=True, db_index=True)

    def __str__(self):
        return f"Profile({self.user_id})"
