from django.db import models


class Member(models.Model):
    """会員。住所は国内のみ（海外発送は未対応）。"""

    email = models.EmailField(unique=True)
    last_name = models.CharField("姓", max_length=30)
    first_name = models.CharField("名", max_length=30)
    furigana = models.CharField("フリガナ", max_length=60)
    postcode = models.CharField("郵便番号", max_length=8)
    prefecture = models.CharField("都道府県", max_length=4)
    address = models.CharField("住所", max_length=200)
    phone = models.CharField("電話番号", max_length=15)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.last_name} {self.first_name} <{self.email}>"

    @property
    def full_name(self) -> str:
        return f"{self.last_name} {self.first_name}"
