from django.contrib import admin
from django.http import HttpResponse
from django.utils import timezone

from .exports import build_workbook
from .models import Customer, Order, OrderLine

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


class OrderLineInline(admin.TabularInline):
    model = OrderLine
    extra = 0
    readonly_fields = ("line_total",)


class StatusFilter(admin.SimpleListFilter):
    title = "status"
    parameter_name = "status"

    def lookups(self, request, model_admin):
        return [
            ("new", "New"),
            ("confirmed", "Confirmed"),
            ("shipped", "Shipped"),
            ("partially_shipped", "Partially shipped"),
            ("cancelled", "Cancelled"),
        ]

    def queryset(self, request, queryset):
        if self.value():
            return queryset.filter(status=self.value())
        return queryset


@admin.action(description="Export selected to Excel")
def export_xlsx(modeladmin, request, queryset):
    data = build_workbook(queryset.order_by("number"))
    response = HttpResponse(data, content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="orders-{timezone.now():%Y%m%d-%H%M}.xlsx"'
    return response


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "created_at", "customer", "status", "net_total")
    list_filter = (StatusFilter, "created_at")
    list_select_related = ("customer",)
    search_fields = ("number", "customer__name")
    inlines = [OrderLineInline]
    actions = [export_xlsx]
    date_hierarchy = "created_at"


@admin.register(Customer)
class CustomerAdmin(admin.ModelAdmin):
    list_display = ("name", "number", "account_manager")
    search_fields = ("name", "number")
    raw_id_fields = ("account_manager",)
