from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from .models import Member, PasswordResetToken


@admin.register(Member)
class MemberAdmin(UserAdmin):
    list_display = ("email", "display_name", "is_staff", "is_active", "last_login", "last_login_ip")
    list_filter = ("is_staff", "is_active")
    search_fields = ("email", "display_name")
    ordering = ("email",)
    fieldsets = UserAdmin.fieldsets + (
        ("会員情報", {"fields": ("display_name", "last_login_ip")}),
    )


@admin.register(PasswordResetToken)
class PasswordResetTokenAdmin(admin.ModelAdmin):
    list_display = ("member", "created_at", "used_at")
    readonly_fields = ("token", "created_at", "used_at")
    search_fields = ("member__email",)
