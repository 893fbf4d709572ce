from django.contrib import admin

from shop.models import Cart, CartItem, Product


class CartItemInline(admin.TabularInline):
    model = CartItem
    extra = 0


@admin.register(Cart)
class CartAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "status", "created")
    list_filter = ("status",)
    inlines = [CartItemInline]


admin.site.register(Product)
