import csv

from django.contrib import admin
from django.http import HttpResponse

from .models import Coupon, Order, OrderLine


class OrderLineInline(admin.TabularInline):
    model = OrderLine
    extra = 0
    readonly_fields = ("unit_price",)


@admin.action(description="選択した注文をCSVでエクスポート")
def export_as_csv(modeladmin, request, queryset):
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = 'attachment; filename="orders.csv"'
    response.write("\ufeff")  # Excel で文字化けしないように BOM を付ける
    writer = csv.writer(response)
    writer.writerow(["id", "customer", "status", "prefecture", "created_at"])
    for order in queryset.select_related("customer"):
        writer.writerow([
            order.pk,
            order.customer.email,
            order.get_status_display(),
            order.prefecture,
            order.created_at.isoformat(),
        ])
    return response


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("id", "customer", "status", "prefecture", "created_at")
    list_filter = ("status",)
    search_fields = ("customer__email",)
    date_hierarchy = "created_at"
    inlines = [OrderLineInline]
    actions = [export_as_csv]


@admin.register(Coupon)
class CouponAdmin(admin.ModelAdmin):
    list_display = ("code", "kind", "value", "expires_at")
    search_fields = ("code",)
