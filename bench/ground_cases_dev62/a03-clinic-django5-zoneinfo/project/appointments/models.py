from django.db import models
from django.utils.translation import gettext_lazy as _


class Practitioner(models.Model):
    name = models.CharField(_("name"), max_length=120)
    speciality = models.CharField(_("speciality"), max_length=80, blank=True)

    def __str__(self):
        return self.name


class Appointment(models.Model):
    STATUS_CHOICES = [
        ("booked", _("Booked")),
        ("attended", _("Attended")),
        ("no_show", _("No show")),
        ("cancelled", _("Cancelled")),
    ]
    practitioner = models.ForeignKey(Practitioner, on_delete=models.PROTECT, related_name="appointments")
    patient_name = models.CharField(_("patient"), max_length=120)
    starts_at = models.DateTimeField(_("starts at"))
    minutes = models.PositiveIntegerField(default=20)
    status = models.CharField(max_length=16, choices=STATUS_CHOICES, default="booked")

    class Meta:
        ordering = ["starts_at"]

    def __str__(self):
        return f"{self.patient_name} @ {self.starts_at:%Y-%m-%d %H:%M}"
