from django.contrib import admin

from coupons.models import Coupon, Redemption


class RedemptionInline(admin.TabularInline):
    model = Redemption
    extra = 0
    readonly_fields = ("user", "order_id", "discount", "created_at")
    can_delete = False


@admin.register(Coupon)
class CouponAdmin(admin.ModelAdmin):
    list_display = ("code", "kind", "value", "min_amount", "starts_at", "expires_at", "used_count", "is_enabled")
    list_filter = ("kind", "is_enabled")
    search_fields = ("code",)
    readonly_fields = ("used_count",)
    inlines = [RedemptionInline]
    actions = ["disable"]

    @admin.action(description="停用所选优惠券")
    def disable(self, request, queryset):
        n = queryset.update(is_enabled=False)
        self.message_user(request, f"已停用 {n} 张")


@admin.register(Redemption)
class RedemptionAdmin(admin.ModelAdmin):
    list_display = ("coupon", "user", "order_id", "discount", "created_at")
    list_select_related = ("coupon", "user")
    search_fields = ("coupon__code", "order_id")
    date_hierarchy = "created_at"

    def has_change_permission(self, request, obj=None):
        return False
