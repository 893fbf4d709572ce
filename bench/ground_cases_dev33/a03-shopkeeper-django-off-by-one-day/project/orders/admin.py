from django.contrib import admin

from .models import Order, Store


@admin.register(Store)
class StoreAdmin(admin.ModelAdmin):
    list_display = ("code", "name", "timezone")
    search_fields = ("code", "name")


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "store_name", "customer_email", "status", "total", "placed_at")
    list_filter = ("status", "store")
    search_fields = ("number", "customer__email")
    date_hierarchy = "placed_at"
    list_select_related = ("store", "customer")
    show_full_result_count = False

    @admin.display(description="Store", ordering="store__name")
    def store_name(self, obj: Order) -> str:
        return obj.store.name

    @admin.display(description="Customer")
    def customer_email(self, obj: Order) -> str:
        return obj.customer.email if obj.customer else "—"
