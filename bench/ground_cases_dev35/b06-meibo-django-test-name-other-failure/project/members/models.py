from django.db import models


class Member(models.Model):
    class Kind(models.TextChoices):
        REGULAR = "regular", "正会員"
        SUPPORT = "support", "賛助会員"
        HONORARY = "honorary", "名誉会員"

    number = models.CharField("会員番号", max_length=8, unique=True)
    name = models.CharField("氏名", max_length=64)
    name_kana = models.CharField("フリガナ", max_length=64)
    email = models.EmailField("メールアドレス", blank=True)
    phone = models.CharField("電話番号", max_length=20, blank=True, null=True)
    joined_on = models.DateField("入会日")
    kind = models.CharField("会員種別", max_length=16, choices=Kind.choices, default=Kind.REGULAR)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["number"]

    def __str__(self) -> str:
        return f"{self.number} {self.name}"
