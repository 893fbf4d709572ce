from django.contrib import admin

from .models import Appointment, Doctor, Patient


@admin.register(Doctor)
class DoctorAdmin(admin.ModelAdmin):
    list_display = ["name", "department", "work_start", "work_end"]


@admin.register(Patient)
class PatientAdmin(admin.ModelAdmin):
    list_display = ["name", "phone"]
    search_fields = ["name", "phone"]


@admin.register(Appointment)
class AppointmentAdmin(admin.ModelAdmin):
    list_display = ["start", "doctor", "patient", "status"]
    list_filter = ["status", "doctor__department"]
    search_fields = ["patient__phone", "patient__name"]
    list_select_related = ["doctor", "patient"]
