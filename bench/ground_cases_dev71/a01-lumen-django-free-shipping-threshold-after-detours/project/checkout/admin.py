from django.contrib import admin

from checkout.models import Coupon, Product


@admin.register(Product)
class ProductAdmin(admin.ModelAdmin):
    list_display = ("sku", "name", "price", "vat_rate", "active")
    list_filter = ("active", "vat_rate")
    list_per_page = 100
    search_fields = ("sku", "name")
    ordering = ("sku",)


@admin.register(Coupon)
class CouponAdmin(admin.ModelAdmin):
    list_display = ("code", "kind", "value", "valid_until", "times_used", "max_uses")
    search_fields = ("code",)
    readonly_fields = ("times_used",)
