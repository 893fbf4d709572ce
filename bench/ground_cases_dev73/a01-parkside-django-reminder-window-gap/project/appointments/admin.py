from django.contrib import admin

from appointments.models import Appointment, Clinician, Patient


@admin.register(Clinician)
class ClinicianAdmin(admin.ModelAdmin):
    list_display = ("name", "room", "active")
    list_filter = ("active",)


@admin.register(Patient)
class PatientAdmin(admin.ModelAdmin):
    list_display = ("first_name", "last_name", "phone", "sms_opt_in")
    search_fields = ("first_name", "last_name", "phone")


@admin.register(Appointment)
class AppointmentAdmin(admin.ModelAdmin):
    list_display = ("starts_at", "patient", "clinician", "status", "reminder_sent_at")
    list_filter = ("status", "clinician")
    date_hierarchy = "starts_at"
    raw_id_fields = ("patient",)
    ordering = ("-starts_at",)
    search_fields = ("patient__last_name", "patient__phone")
