from django.conf import settings
from django.db import models


class Profile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    nickname = models.CharField("ニックネーム", max_length=30, blank=True)
    bio = models.TextField("自己紹介", blank=True, max_length=1000)
    avatar = models.ImageField("アイコン", upload_to="avatars/", blank=True)
    prefecture = models.CharField("都道府県", max_length=8, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.user.username} のプロフィール"

    @property
    def display_name(self) -> str:
        return self.nickname or self.user.username
