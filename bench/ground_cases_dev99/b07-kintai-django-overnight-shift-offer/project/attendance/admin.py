from django.contrib import admin

from attendance.models import Employee, TimeEntry
from attendance.services import calc_worked_minutes


class TimeEntryInline(admin.TabularInline):
    model = TimeEntry
    extra = 0
    fields = ["work_date", "clock_in", "clock_out", "break_minutes", "note"]
    ordering = ["-work_date"]
    show_change_link = True


@admin.register(Employee)
class EmployeeAdmin(admin.ModelAdmin):
    list_display = ["code", "name", "department", "is_active"]
    list_filter = ["department", "is_active"]
    search_fields = ["code", "name"]
    inlines = [TimeEntryInline]


@admin.register(TimeEntry)
class TimeEntryAdmin(admin.ModelAdmin):
    list_display = ["employee", "work_date", "clock_in", "clock_out", "break_minutes", "worked"]
    list_filter = ["work_date"]
    search_fields = ["employee__code", "employee__name"]
    date_hierarchy = "work_date"
    list_select_related = ["employee"]

    @admin.display(description="実労働 (分)")
    def worked(self, obj: TimeEntry) -> int:
        return calc_worked_minutes(obj)
