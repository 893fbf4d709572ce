from django.contrib import admin
from django.utils import timezone

from orders.models import Order, OrderItem


class OrderItemInline(admin.TabularInline):
    model = OrderItem
    extra = 0
    readonly_fields = ("line_total",)


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("reference", "email", "status", "total_display", "has_gift_message", "created_at")
    list_filter = ("status", "created_at")
    search_fields = ("reference", "email", "customer_first_name", "gift_message")
    inlines = [OrderItemInline]
    readonly_fields = ("reference", "created_at", "shipped_at")
    actions = ["mark_shipped"]

    @admin.display(description="Total")
    def total_display(self, obj):
        return f"€{obj.total:.2f}"

    @admin.display(description="Gift", boolean=True)
    def has_gift_message(self, obj):
        return bool(obj.gift_message)

    @admin.action(description="Mark selected orders as shipped")
    def mark_shipped(self, request, queryset):
        updated = queryset.filter(status=Order.Status.PAID).update(
            status=Order.Status.SHIPPED, shipped_at=timezone.now()
        )
        self.message_user(request, f"{updated} order(s) marked as shipped.")
