from django.urls import path

from attendance import views

app_name = "attendance"

urlpatterns = [
    path("reports/monthly/", views.monthly_report, name="monthly_report"),
    path("reports/monthly.csv", views.monthly_report_csv, name="monthly_report_csv"),
    path("me/summary/", views.my_summary, name="my_summary"),
]
