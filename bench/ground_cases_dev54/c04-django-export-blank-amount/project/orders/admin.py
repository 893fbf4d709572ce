from django.contrib import admin
from django.http import HttpResponse
from django.utils import timezone

from orders.models import Customer, ExchangeRate, Order
from reports.excel import build_orders_workbook

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


@admin.action(description="导出Excel")
def export_excel(modeladmin, request, queryset):
    data = build_orders_workbook(queryset.select_related("customer"))
    response = HttpResponse(data, content_type=XLSX)
    filename = f"orders_{timezone.localdate():%Y%m%d}.xlsx"
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "customer", "status", "currency", "total_amount", "created_at")
    list_filter = ("status", "currency", "customer__region")
    search_fields = ("number", "customer__name")
    date_hierarchy = "created_at"
    actions = [export_excel]


@admin.register(Customer)
class CustomerAdmin(admin.ModelAdmin):
    list_display = ("name", "region", "sales_rep")
    search_fields = ("name",)


@admin.register(ExchangeRate)
class ExchangeRateAdmin(admin.ModelAdmin):
    list_display = ("date", "currency", "rate")
    list_filter = ("currency",)
