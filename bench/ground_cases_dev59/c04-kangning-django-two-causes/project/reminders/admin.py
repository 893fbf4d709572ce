from django.contrib import admin

from .models import Appointment, Patient, SmsLog


@admin.register(Patient)
class PatientAdmin(admin.ModelAdmin):
    list_display = ("name", "phone", "allow_sms")
    search_fields = ("name", "phone")


@admin.register(Appointment)
class AppointmentAdmin(admin.ModelAdmin):
    list_display = ("patient", "doctor", "start_at", "status")
    list_filter = ("doctor", "status")
    date_hierarchy = "start_at"


@admin.register(SmsLog)
class SmsLogAdmin(admin.ModelAdmin):
    list_display = ("appointment", "template", "ok", "attempts", "sent_at", "error")
    list_filter = ("ok", "template")
