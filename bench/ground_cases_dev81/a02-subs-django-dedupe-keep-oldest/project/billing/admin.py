from django.contrib import admin

from billing.models import Plan, Subscription


@admin.register(Plan)
class PlanAdmin(admin.ModelAdmin):
    list_display = ("code", "name", "price_cents", "interval")
    search_fields = ("code", "name")


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("id", "user", "plan", "status", "created_at")
    list_filter = ("status", "plan")
    list_select_related = ("user", "plan")
    search_fields = ("user__email", "stripe_subscription_id")
    raw_id_fields = ("user",)
