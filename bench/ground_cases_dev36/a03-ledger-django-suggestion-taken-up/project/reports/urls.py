from django.urls import path

from reports import views

app_name = "reports"

urlpatterns = [
    path("monthly/", views.monthly_report, name="reports-monthly"),
]
