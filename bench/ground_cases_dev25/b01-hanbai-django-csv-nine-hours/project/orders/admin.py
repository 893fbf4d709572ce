from django.contrib import admin

from orders.exports import csv_response
from orders.models import Order


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "customer", "status", "payment_method", "subtotal", "created_at")
    list_filter = ("status", "payment_method")
    search_fields = ("number", "customer__name", "customer__kana")
    date_hierarchy = "created_at"
    actions = ["export_selected"]

    @admin.action(description="選択した注文をCSVでダウンロード")
    def export_selected(self, request, queryset):
        return csv_response(queryset.select_related("customer").order_by("created_at"))
