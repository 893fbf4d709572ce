from django.db import models


class Customer(models.Model):
    name = models.CharField("顧客名", max_length=120)
    kana = models.CharField("フリガナ", max_length=120, blank=True)
    email = models.EmailField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return self.name
