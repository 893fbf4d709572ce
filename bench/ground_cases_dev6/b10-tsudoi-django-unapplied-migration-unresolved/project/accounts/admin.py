from django.contrib import admin

from accounts.models import Profile


@admin.register(Profile)
class ProfileAdmin(admin.ModelAdmin):
    list_display = ("user", "nickname", "prefecture", "created_at")
    search_fields = ("user__username", "user__email", "nickname")
    list_filter = ("prefecture",)
