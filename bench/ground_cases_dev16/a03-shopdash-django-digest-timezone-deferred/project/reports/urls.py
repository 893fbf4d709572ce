from django.urls import path

from reports import views

app_name = "reports"

urlpatterns = [
    path("export/", views.export_form, name="export-form"),
    path("export.csv", views.export_orders, name="export-orders"),
]
