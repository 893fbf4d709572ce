from django.contrib import admin

from .models import Customer, Order, OrderLine


class OrderLineInline(admin.TabularInline):
    model = OrderLine
    extra = 0


@admin.register(Order)
class OrderAdmin(admin.ModelAdmin):
    list_display = ("number", "customer", "status", "total_cents", "created_at", "cancelled_at")
    list_filter = ("status", ("cancelled_at", admin.EmptyFieldListFilter))
    search_fields = ("number", "customer__email")
    inlines = [OrderLineInline]


admin.site.register(Customer)
