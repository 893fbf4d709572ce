from django.conf.urls import include, url
from django.contrib import admin

urlpatterns = [
    url(r"^admin/", admin.site.urls),
    url(r"^members/", include("members.urls")),
    url(r"^invoices/", include("invoices.urls")),
]
