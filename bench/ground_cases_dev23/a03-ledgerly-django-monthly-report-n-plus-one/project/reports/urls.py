from django.urls import path

from . import views

app_name = "reports"

urlpatterns = [
    path("monthly/", views.monthly_summary, name="monthly"),
    path("monthly/export.csv", views.monthly_export, name="monthly-export"),
]
