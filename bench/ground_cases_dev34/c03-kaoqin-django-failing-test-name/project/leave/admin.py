from django.contrib import admin

from .models import Holiday, LeaveRequest


@admin.register(Holiday)
class HolidayAdmin(admin.ModelAdmin):
    list_display = ("date", "name")
    search_fields = ("name",)


@admin.register(LeaveRequest)
class LeaveRequestAdmin(admin.ModelAdmin):
    list_display = ("employee", "leave_type", "start_date", "end_date", "days", "status")
    list_filter = ("status", "leave_type", "department")
    list_select_related = ("employee", "department")
    search_fields = ("employee__username", "reason")
    date_hierarchy = "start_date"
