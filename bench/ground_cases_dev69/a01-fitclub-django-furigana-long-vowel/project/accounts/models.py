from django.db import models


class Member(models.Model):
    email = models.EmailField(unique=True)
    last_name = models.CharField(max_length=50)
    first_name = models.CharField(max_length=50)
    last_name_kana = models.CharField(max_length=50)
    first_name_kana = models.CharField(max_length=50)
    phone = models.CharField(max_length=20)
    postcode = models.CharField(max_length=8)
    prefecture = models.CharField(max_length=10)
    address_line1 = models.CharField(max_length=120)
    address_line2 = models.CharField(max_length=120, blank=True)
    birth_date = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.last_name} {self.first_name} <{self.email}>"
