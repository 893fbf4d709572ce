from django.contrib import admin

from coupons.models import Coupon, Redemption


@admin.register(Coupon)
class CouponAdmin(admin.ModelAdmin):
    list_display = ("code", "description", "percent_off", "amount_off", "valid_from", "valid_until", "active",
                    "used_count")
    list_filter = ("active", "valid_until")
    search_fields = ("code", "description")
    readonly_fields = ("used_count",)
    fieldsets = (
        (None, {"fields": ("code", "description", "active")}),
        ("割引", {"fields": ("percent_off", "amount_off", "min_subtotal")}),
        ("期間・回数", {"fields": ("valid_from", "valid_until", "max_uses", "used_count")}),
    )


@admin.register(Redemption)
class RedemptionAdmin(admin.ModelAdmin):
    list_display = ("coupon", "user_id", "order_id", "created_at")
    list_filter = ("coupon",)
    search_fields = ("user_id", "order_id")
    date_hierarchy = "created_at"

    def has_change_permission(self, request, obj=None):
        return False

    def has_add_permission(self, request):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
