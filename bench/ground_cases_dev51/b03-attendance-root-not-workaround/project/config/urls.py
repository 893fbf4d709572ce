from django.contrib import admin
from django.urls import path

from reports import views

urlpatterns = [
    path("admin/", admin.site.urls),
    path("reports/", views.dashboard, name="dashboard"),
    path("reports/api/summary", views.summary_api, name="summary-api"),
    path("reports/export.csv", views.export_csv, name="export-csv"),
]
