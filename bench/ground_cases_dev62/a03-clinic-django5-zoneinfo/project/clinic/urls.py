from django.contrib import admin
from django.urls import path

from reports import views as report_views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("reports/daily/", report_views.daily),
    path("reports/no-shows/", report_views.no_shows),
]
